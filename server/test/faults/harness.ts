import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

/**
 * Real server processes for the fault tests: started exactly as in production
 * (`node --import tsx server/main.ts`), killed, restarted, cut off from their database.
 */

export const ROOT = resolve(import.meta.dirname, '../../..');
export const STRONG_PASSWORD = 'Blue-Heron-42';

// Ports 5070–5079 for servers and 5090–5099 for proxies, one block per fault test file.
export const PORTS = {
  crash: 5070,
  deletion: 5071,
  outage: 5072,
  instanceA: 5073,
  instanceB: 5074,
  shutdown: 5075,
  backup: 5076,
  outageProxy: 5090,
} as const;

export interface ServerProcess {
  base: string;
  proc: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function tempDir(name: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), `tend-${name}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts the server and waits until it answers /healthz. */
export async function startServer(opts: {
  port: number;
  databaseUrl: string;
  dir: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  let out = '';
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATABASE_URL: opts.databaseUrl,
      LOG_LEVEL: 'warn',
      STATIC_DIR: join(opts.dir, 'no-client'),
      OUTBOX_DIR: join(opts.dir, 'outbox'),
      LOGIN_MAX_PER_IP: '100000',
      LOGIN_MAX_PER_ACCOUNT: '100000',
      SIGNUP_MAX_PER_IP: '100000',
      FORGOT_MAX_PER_IP: '100000',
      WRITE_MAX_PER_USER: '1000000',
      EXPORT_MAX_PER_USER: '1000000',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    proc.once('exit', (code, signal) => done({ code, signal })),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  const base = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (gone) throw new Error(`server exited while starting:\n${out}`);
    try {
      const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`server did not start within 60 s:\n${out}`);
    }
    await sleep(100);
  }
  return {
    base,
    proc,
    exited,
    output: () => out,
    async kill(signal = 'SIGKILL') {
      if (!gone) proc.kill(signal);
      return exited;
    },
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface ApiResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** One JSON request; network errors are thrown (a killed server). */
export async function api<T = unknown>(
  base: string,
  method: string,
  path: string,
  opts: { body?: unknown; session?: string; timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<ApiResult<T>> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.session ? { 'x-session-id': opts.session } : {}),
      ...opts.headers,
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
}

/** Every row of a paged list (the lists answer 50 at a time), following `Link: <…>; rel="next"`. */
export async function listAll<T>(base: string, path: string, sessionId: string): Promise<T[]> {
  const rows: T[] = [];
  let next: string | null = `${path}${path.includes('?') ? '&' : '?'}limit=200`;
  while (next) {
    const res: Response = await fetch(`${base}${next}`, { headers: { 'x-session-id': sessionId } });
    if (res.status !== 200) throw new Error(`${next} answered ${res.status}`);
    rows.push(...((await res.json()) as T[]));
    next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
  }
  return rows;
}

export async function signUpOn(base: string, email = `u-${randomBytes(4).toString('hex')}@example.com`) {
  const res = await api<{ sessionId: string; user: { id: string; email: string } }>(
    base,
    'POST',
    '/api/auth/signup',
    {
      body: { email, password: STRONG_PASSWORD, name: 'Fault Tester' },
    },
  );
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * Writers that create journal entries as fast as the server answers, recording the id of every write
 * the server acknowledged, until `stop()` or until the server goes away.
 */
export function startWriters(base: string, session: string, count: number, tag: string) {
  const acked = new Map<string, string>(); // id → content
  const statuses = new Map<number, number>();
  /** How each writer's connection failed at the end (ECONNREFUSED once the server stopped accepting). */
  const failures = new Map<string, number>();
  let stopped = false;
  const loops = Array.from({ length: count }, async (_v, w) => {
    for (let n = 0; !stopped; n++) {
      const content = `${tag} writer ${w} write ${n}`;
      try {
        const res = await api<{ id: string }>(base, 'POST', '/api/journal-entries', {
          body: { content, mood: 5 },
          session,
          timeoutMs: 15_000,
        });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 201) acked.set(res.body.id, content);
        else if (res.status === 503) await sleep(20);
        else throw new Error(`unexpected ${res.status}: ${JSON.stringify(res.body)}`);
      } catch (err) {
        if ((err as Error).message.startsWith('unexpected')) throw err;
        const cause = (err as { cause?: { code?: string; message?: string } }).cause;
        const how = cause?.code ?? cause?.message ?? (err as Error).message;
        failures.set(how, (failures.get(how) ?? 0) + 1);
        return; // the connection failed: the server is gone
      }
    }
  });
  return {
    acked,
    statuses,
    failures,
    /** Waits until at least `n` writes were acknowledged. */
    async until(n: number) {
      while (acked.size < n) await sleep(5);
    },
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
    /** Waits for the loops to end by themselves (the server died). */
    done: () => Promise.all(loops),
  };
}

/** A fresh PostgreSQL schema and a DATABASE_URL whose connections use it. */
export async function pgSchema(adminUrl: string, viaPort?: number) {
  const name = `f_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create schema ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  if (viaPort) {
    url.hostname = '127.0.0.1';
    url.port = String(viaPort);
  }
  url.searchParams.set('options', `-c search_path=${name}`);
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop schema ${name} cascade`);
      await c.end();
    },
  };
}

/**
 * A TCP proxy the test controls: `cut()` drops every connection and refuses new ones (the database
 * went away), `restore()` lets connections through again.
 */
export async function tcpProxy(listenPort: number, target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  const pairs = new Set<{ client: Socket; upstream: Socket | undefined }>();
  let partitioned = false;
  let server: Server | undefined;
  const join = (pair: { client: Socket; upstream: Socket | undefined }) => {
    const upstream = pair.upstream ?? connect(target.port, target.host);
    if (!pair.upstream) {
      pair.upstream = upstream;
      sockets.add(upstream);
      upstream.on('close', () => sockets.delete(upstream));
      upstream.on('error', () => {
        pair.client.destroy();
        upstream.destroy();
      });
    }
    pair.client.pipe(upstream).pipe(pair.client);
    pair.client.resume();
    upstream.resume();
  };
  const listen = () =>
    new Promise<void>((done, fail) => {
      server = createServer((client) => {
        const pair = { client, upstream: undefined as Socket | undefined };
        pairs.add(pair);
        sockets.add(client);
        client.on('close', () => {
          sockets.delete(client);
          pairs.delete(pair);
        });
        client.on('error', () => {
          client.destroy();
          pair.upstream?.destroy();
        });
        // During a partition new connections hang, as they would with packets dropped.
        if (partitioned) client.pause();
        else join(pair);
      });
      server.once('error', fail);
      server.listen(listenPort, '127.0.0.1', () => done());
    });
  await listen();
  return {
    async cut() {
      const closing = new Promise<void>((done) => (server ? server.close(() => done()) : done()));
      for (const s of sockets) s.destroy();
      await closing;
      server = undefined;
    },
    restore: listen,
    /** Drops every packet without closing anything: queries hang, as in a network partition. */
    partition() {
      partitioned = true;
      for (const { client, upstream } of pairs) {
        client.unpipe();
        upstream?.unpipe();
        client.pause();
        upstream?.pause();
      }
    },
    /** The network returns: held connections carry on where they stopped. */
    heal() {
      partitioned = false;
      for (const pair of pairs) join(pair);
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
    },
  };
}
