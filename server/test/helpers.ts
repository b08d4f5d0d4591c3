import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { AuthResponse } from '../../core/schemas/auth';
import { buildApp, type TendApp } from '../app';
import { loadConfig, type Config } from '../lib/config';
import { createDatabase, type Db } from '../db/database';
import { testClock } from '../lib/clock';
import type { HostResolver } from '../lib/public-address';

export type Engine = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (and reachable, see global-setup). */
export const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestApp {
  app: TendApp;
  clock: ReturnType<typeof testClock>;
  config: Config;
  database: Db;
  dir: string;
  close(): Promise<void>;
}

/**
 * A real app on a fresh database: a new SQLite file, or a new PostgreSQL schema, per call. Each test
 * file calls it once per engine, so runs never share data.
 */
export async function createTestApp(
  engine: Engine,
  opts: {
    now?: string;
    env?: Record<string, string>;
    logStream?: { write(line: string): void };
    resolveHost?: HostResolver;
  } = {},
): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'tend-test-'));
  const config = loadConfig({
    OUTBOX_DIR: join(dir, 'outbox'),
    STATIC_DIR: join(dir, 'no-client'),
    LOG_LEVEL: 'silent',
    LOGIN_MAX_PER_IP: '1000',
    LOGIN_MAX_PER_ACCOUNT: '1000',
    SIGNUP_MAX_PER_IP: '1000',
    FORGOT_MAX_PER_IP: '1000',
    WRITE_MAX_PER_USER: '100000',
    EXPORT_MAX_PER_USER: '100000',
    ...opts.env,
  });
  let schema: string | undefined;
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL as string;
    schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    config.database = { kind: 'postgres', url, schema };
  } else {
    config.database = { kind: 'sqlite', path: join(dir, 'tend.db') };
  }
  const database = createDatabase(config.database);
  const clock = testClock(opts.now ?? '2026-06-15T12:00:00Z');
  const app = await buildApp({
    config,
    clock,
    database,
    logger: Boolean(opts.logStream),
    ...(opts.logStream ? { logStream: opts.logStream } : {}),
    resolveHost: opts.resolveHost ?? testResolver,
  });
  await app.ready();
  return {
    app,
    clock,
    config,
    database,
    dir,
    async close() {
      await app.close();
      await database.close();
      if (schema) {
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL as string });
        await admin.connect();
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A public unicast address the test resolver answers; no test connects to it. */
export const TEST_PUBLIC_ADDRESS = '203.0.114.1';

/**
 * Tests never ask real DNS (decision 240): every name resolves to TEST_PUBLIC_ADDRESS, except `localhost`
 * and `*.invalid` names, which behave as they do on a real machine.
 */
export const testResolver: HostResolver = async (hostname) => {
  if (hostname === 'localhost') {
    return [
      { address: '127.0.0.1', family: 4 },
      { address: '::1', family: 6 },
    ];
  }
  if (hostname.endsWith('.invalid'))
    throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return [{ address: TEST_PUBLIC_ADDRESS, family: 4 }];
};

let counter = 0;
export const STRONG_PASSWORD = 'Blue-Heron-42';

/** Signs up a fresh user and returns its session headers. */
export async function signUp(
  app: TendApp,
  body: { name?: string; email?: string; password?: string; timeZone?: string } = {},
): Promise<AuthResponse & { headers: Record<string, string> }> {
  const email = body.email ?? `user${++counter}-${randomBytes(3).toString('hex')}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      name: body.name ?? 'Test User',
      email,
      password: body.password ?? STRONG_PASSWORD,
      timeZone: body.timeZone,
    },
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const json = res.json() as AuthResponse;
  return { ...json, headers: { 'x-session-id': json.sessionId } };
}
