import { isIP } from 'node:net';
import { z } from 'zod';
import type { DatabaseConfig } from '../db/database';

/**
 * Every setting of the server, parsed once. Nothing else in the server reads process.env.
 */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().min(1).default('sqlite:./data/tend.db'),
  APP_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:5000'),
  SUPPORT_EMAIL: z.email().default('support@tend.example'),
  FEEDBACK_URL: z.url({ protocol: /^https?$/ }).default('https://github.com/tend-app/tend/discussions'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Tend <no-reply@tend.example>'),
  OUTBOX_DIR: z.string().min(1).default('./data/outbox'),
  SESSION_TTL_DAYS: positiveInt(3650).default(30),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TRUST_PROXY: z.string().default('false'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_KEY_PREFIX: z.string().max(100).default('tend:'),
  LOGIN_MAX_PER_IP: positiveInt(1_000_000).default(30),
  LOGIN_MAX_PER_ACCOUNT: positiveInt(1_000_000).default(10),
  SIGNUP_MAX_PER_IP: positiveInt(1_000_000).default(20),
  FORGOT_MAX_PER_IP: positiveInt(1_000_000).default(10),
  WRITE_MAX_PER_USER: positiveInt(1_000_000).default(120),
  EXPORT_MAX_PER_USER: positiveInt(1_000_000).default(5),
  SHARED_MAX_PER_IP: positiveInt(1_000_000).default(60),
  STATIC_DIR: z.string().min(1).default('./dist/client'),
  IMPORT_MAX_MB: positiveInt(10_000).default(100),
  SESSION_MAX_AGE_DAYS: positiveInt(3650).default(90),
  LOGIN_MAX_ALL_IPS: positiveInt(1_000_000).default(100),
  HSTS_MAX_AGE: z.coerce.number().int().min(0).max(63_072_000).default(31_536_000),
  REQUEST_TIMEOUT_MS: positiveInt(3_600_000).default(30_000),
  HEADERS_TIMEOUT_MS: positiveInt(3_600_000).default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: positiveInt(3_600_000).default(5_000),
  CONNECTION_TIMEOUT_MS: positiveInt(3_600_000).default(60_000),
  SIGNUPS: z.enum(['open', 'invite', 'closed']).default('open'),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{80,100}$/,
      'must be the base64url public key of `npx web-push generate-vapid-keys`',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{40,50}$/,
      'must be the base64url private key of `npx web-push generate-vapid-keys`',
    )
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: URL')
    .optional(),
  REMINDER_TICK_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
  PUSH_HOSTS: z.string().optional(),
  PUSH_PRIVATE_HOSTS: z.string().optional(),
  METRICS_TOKEN: z
    .string()
    .regex(/^\S{32,200}$/, 'must be 32 to 200 characters without spaces, e.g. `openssl rand -hex 32`')
    .optional(),
});

export interface Config {
  port: number;
  host: string;
  database: DatabaseConfig;
  appUrl: string;
  supportEmail: string;
  feedbackUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  sessionTtlDays: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /**
   * Which proxies may name the client in X-Forwarded-For: false (none), a hop count, or a list of
   * proxy addresses/CIDR ranges. Never `true`: trusting every hop lets a client pick its own address.
   */
  trustProxy: false | number | string[];
  redisUrl: string | undefined;
  /** Start of every key Tend writes to Redis, so several deployments (or test runs) can share one. */
  redisKeyPrefix: string;
  rateLimits: {
    loginPerIp: number;
    loginPerAccount: number;
    signupPerIp: number;
    forgotPerIp: number;
    /** Authenticated writes per account per minute (shared through Redis when REDIS_URL is set). */
    writePerUser: number;
    /** GET /api/export per account a minute (decision 251). */
    exportPerUser: number;
    /** GET /s/{token} and /api/shared/{token} per network a quarter hour (decision 302). */
    sharedPerIp: number;
  };
  staticDir: string;
  /** Largest file POST /api/import accepts; every other route keeps the 1 MiB limit. */
  importMaxBytes: number;
  /** Sessions end this many days after sign-in, however often they are used. */
  sessionMaxAgeDays: number;
  /** Failed logins for one account from all networks together before unknown networks are refused. */
  loginPerAccountAllIps: number;
  /** Seconds of Strict-Transport-Security sent when APP_URL is https; 0 sends none. */
  hstsMaxAge: number;
  timeouts: { requestMs: number; headersMs: number; keepAliveMs: number; connectionMs: number };
  signups: 'open' | 'invite' | 'closed';
  /** Web Push (VAPID, RFC 8292); null when the keys are not configured: push reminders are then off. */
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  /** How often each instance looks for reminders that fell due; 0 turns the reminder worker off. */
  reminderIntervalSeconds: number;
  /** The Bearer token of GET /metrics; unset, the route does not exist (decision 277). */
  metricsToken: string | undefined;
  /**
   * Where push subscriptions may point (decision 240): `hosts` the push services (exact names or
   * `*.suffix`), or `'*'` for any host; `privateHosts` the exact hosts that may be at a private address
   * (an operator's own push service, tests). Every other host must resolve to public addresses only.
   */
  push: { hosts: '*' | string[]; privateHosts: string[] };
}

/** The push services of the browsers (decision 240): Chrome/Edge-on-Android/Opera/Samsung, Firefox, Safari, Edge. */
export const DEFAULT_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

const HOST_NAME =
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** PUSH_HOSTS: `*` (any host at a public address), or a comma-separated list of names and `*.suffix`es. */
export function parsePushHosts(value: string | undefined): '*' | string[] {
  if (value === undefined) return DEFAULT_PUSH_HOSTS;
  if (value.trim() === '*') return '*';
  return value.split(',').map((part) => {
    const entry = part.trim().toLowerCase().replace(/\.$/, '');
    const name = entry.startsWith('*.') ? entry.slice(2) : entry;
    if (!HOST_NAME.test(name) || !name.includes('.')) {
      throw new ConfigError(
        `PUSH_HOSTS: "${part.trim()}" is not a host name or *.domain (got ${JSON.stringify(value)})`,
      );
    }
    return entry;
  });
}

/**
 * PUSH_PRIVATE_HOSTS: exact host names or IP addresses (no patterns) that push subscriptions may point
 * at although they are, or resolve to, a private address. Canonicalised as the WHATWG URL parser does,
 * so `127.1` and `127.0.0.1` are one entry.
 */
export function parsePushPrivateHosts(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value.split(',').map((part) => {
    const entry = part.trim().toLowerCase();
    let host: string | undefined;
    try {
      const h = new URL(`https://${isIP(entry) === 6 ? `[${entry}]` : entry}/`).hostname;
      host = h.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
    } catch {
      host = undefined;
    }
    const oneHost = isIP(entry) === 6 || !/[*:/@?#\\\s]/.test(entry);
    if (!host || !oneHost || (!isIP(host) && !HOST_NAME.test(host))) {
      throw new ConfigError(
        `PUSH_PRIVATE_HOSTS: "${part.trim()}" is not one host name or IP address (got ${JSON.stringify(value)})`,
      );
    }
    return host;
  });
}

export class ConfigError extends Error {}

/** TRUST_PROXY: off, a number of proxy hops, or a comma-separated list of proxy addresses or ranges. */
export function parseTrustProxy(value: string): false | number | string[] {
  const v = value.trim().toLowerCase();
  if (['', 'false', '0', 'no', 'off'].includes(v)) return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 10) throw new ConfigError('TRUST_PROXY: at most 10 proxy hops');
    return hops;
  }
  if (['true', 'yes', 'on'].includes(v)) {
    throw new ConfigError(
      'TRUST_PROXY: give the number of proxies in front of Tend (e.g. 1) or their addresses; "true" would let any client choose its own address',
    );
  }
  const list = v.split(',').map((part) => part.trim());
  for (const part of list) {
    const [address, bits, extra] = part.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (!family || !bitsOk || extra !== undefined) {
      throw new ConfigError(
        `TRUST_PROXY: "${part}" is neither a hop count nor an IP address or range (got ${JSON.stringify(value)})`,
      );
    }
  }
  return list;
}

export function parseDatabaseUrl(url: string): DatabaseConfig {
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length).replace(/^\/\//, '');
    if (!path) throw new ConfigError('DATABASE_URL: sqlite: needs a file path, e.g. sqlite:./data/tend.db');
    return { kind: 'sqlite', path };
  }
  if (/^postgres(ql)?:\/\//.test(url)) {
    try {
      new URL(url);
    } catch {
      throw new ConfigError('DATABASE_URL: not a valid postgres:// URL');
    }
    return { kind: 'postgres', url };
  }
  throw new ConfigError('DATABASE_URL: must start with sqlite: or postgres://');
}

/** Parses the environment; a bad value throws a ConfigError whose message is one line naming the setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as "not set", as they do in most .env tooling.
  const cleaned = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((k) => [k, env[k] === '' ? undefined : env[k]]),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue?.path[0] ?? 'configuration');
    throw new ConfigError(`${key}: ${issue?.message ?? 'invalid value'} (got ${JSON.stringify(env[key])})`);
  }
  const e = parsed.data;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    database: parseDatabaseUrl(e.DATABASE_URL),
    appUrl: e.APP_URL.replace(/\/+$/, ''),
    supportEmail: e.SUPPORT_EMAIL,
    feedbackUrl: e.FEEDBACK_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxDir: e.OUTBOX_DIR,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    rateLimits: {
      loginPerIp: e.LOGIN_MAX_PER_IP,
      loginPerAccount: e.LOGIN_MAX_PER_ACCOUNT,
      signupPerIp: e.SIGNUP_MAX_PER_IP,
      forgotPerIp: e.FORGOT_MAX_PER_IP,
      writePerUser: e.WRITE_MAX_PER_USER,
      exportPerUser: e.EXPORT_MAX_PER_USER,
      sharedPerIp: e.SHARED_MAX_PER_IP,
    },
    staticDir: e.STATIC_DIR,
    importMaxBytes: e.IMPORT_MAX_MB * 1024 * 1024,
    sessionMaxAgeDays: e.SESSION_MAX_AGE_DAYS,
    loginPerAccountAllIps: e.LOGIN_MAX_ALL_IPS,
    hstsMaxAge: e.HSTS_MAX_AGE,
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      headersMs: e.HEADERS_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
      connectionMs: e.CONNECTION_TIMEOUT_MS,
    },
    signups: e.SIGNUPS,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? {
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
          }
        : null,
    reminderIntervalSeconds: e.REMINDER_TICK_SECONDS,
    push: { hosts: parsePushHosts(e.PUSH_HOSTS), privateHosts: parsePushPrivateHosts(e.PUSH_PRIVATE_HOSTS) },
    metricsToken: e.METRICS_TOKEN,
  };
}
