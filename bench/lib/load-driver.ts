/**
 * The load generator, run as its own process so it never shares an event loop with the server or with
 * the orchestrating script: `node --import tsx bench/lib/load-driver.ts '<job json>'`. It prints one
 * line `RESULT <json>` on stdout.
 *
 * HTTP jobs use autocannon; latencies are collected from its `response` events at full (sub-ms)
 * precision rather than from its integer-millisecond histogram.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import { hashPassword, verifyPassword } from '../../server/lib/passwords';
import { summarize, type LatencySummary } from '../stats';

export interface HttpJob {
  kind: 'http';
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  /** Measured seconds, after `warmupSeconds` of unmeasured load. */
  seconds: number;
  warmupSeconds: number;
}

export interface HttpResult {
  kind: 'http';
  connections: number;
  seconds: number;
  /** Responses of any status per second. */
  rps: number;
  /** 2xx responses per second. */
  okRps: number;
  responses: number;
  statusCounts: Record<string, number>;
  errors: number;
  timeouts: number;
  /** Latency of 2xx responses (ms). */
  latency: LatencySummary;
  /** Latency of every response (ms), e.g. 429s included. */
  latencyAll: LatencySummary;
}

/** argon2id verification throughput with the server's parameters, outside any server. */
export interface HashJob {
  kind: 'argon2';
  seconds: number;
  concurrency: number;
}

export interface HashResult {
  kind: 'argon2';
  /** One verification on an otherwise idle event loop (median of several), ms. */
  singleMs: number;
  concurrency: number;
  perSecond: number;
}

/** Cost of durable commits: one-row upserts per second at synchronous=FULL vs NORMAL (SQLite, WAL). */
export interface SyncJob {
  kind: 'sqlite-sync';
  seconds: number;
}

export interface SyncResult {
  kind: 'sqlite-sync';
  fullPerSecond: number;
  normalPerSecond: number;
}

/** Several HTTP jobs one after the other in one process: saves a process start per measurement. */
export interface BatchJob {
  kind: 'batch';
  jobs: HttpJob[];
}

export interface BatchResult {
  kind: 'batch';
  results: HttpResult[];
}

export type Job = HttpJob | HashJob | SyncJob | BatchJob;
export type JobResult = HttpResult | HashResult | SyncResult | BatchResult;

async function runHttp(job: HttpJob): Promise<HttpResult> {
  const base = {
    url: job.url,
    method: job.method ?? 'GET',
    headers: job.headers ?? {},
    ...(job.body !== undefined ? { body: job.body } : {}),
    connections: job.connections,
    timeout: 30,
  };
  if (job.warmupSeconds > 0) await autocannon({ ...base, duration: job.warmupSeconds });

  const ok: number[] = [];
  const all: number[] = [];
  const statusCounts: Record<string, number> = {};
  const instance = autocannon({ ...base, duration: job.seconds });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    all.push(responseTime);
    if (statusCode >= 200 && statusCode < 300) ok.push(responseTime);
    statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  const seconds = result.duration > 0 ? result.duration : job.seconds;
  return {
    kind: 'http',
    connections: job.connections,
    seconds,
    rps: all.length / seconds,
    okRps: ok.length / seconds,
    responses: all.length,
    statusCounts,
    errors: result.errors,
    timeouts: result.timeouts,
    latency: summarize(ok),
    latencyAll: summarize(all),
  };
}

async function runHash(job: HashJob): Promise<HashResult> {
  const hashed = await hashPassword('Bench-Heron-Lantern-42');
  const singles: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    await verifyPassword(hashed, 'Bench-Heron-Lantern-42');
    singles.push(performance.now() - t);
  }
  let done = 0;
  const deadline = performance.now() + job.seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: job.concurrency }, async () => {
      while (performance.now() < deadline) {
        await verifyPassword(hashed, 'Bench-Heron-Lantern-42');
        done++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    kind: 'argon2',
    singleMs: summarize(singles).p50,
    concurrency: job.concurrency,
    perSecond: done / elapsed,
  };
}

function runSync(job: SyncJob): SyncResult {
  const measure = (mode: 'FULL' | 'NORMAL') => {
    const path = join(tmpdir(), `tend-bench-sync-${randomUUID()}.db`);
    const db = new SQLite(path);
    try {
      db.pragma('journal_mode = WAL');
      db.pragma(`synchronous = ${mode}`);
      db.exec(
        'create table t (user_id text not null, day text not null, score real not null, primary key (user_id, day))',
      );
      const upsert = db.prepare(
        'insert into t (user_id, day, score) values (?, ?, ?) on conflict (user_id, day) do update set score = excluded.score',
      );
      let n = 0;
      const deadline = performance.now() + (job.seconds * 1000) / 2;
      const started = performance.now();
      // One transaction per upsert, as each API request commits on its own.
      while (performance.now() < deadline) upsert.run('u', `d${n++ % 7}`, n % 10);
      return n / ((performance.now() - started) / 1000);
    } finally {
      db.close();
      for (const ext of ['', '-wal', '-shm']) rmSync(`${path}${ext}`, { force: true });
    }
  };
  return { kind: 'sqlite-sync', fullPerSecond: measure('FULL'), normalPerSecond: measure('NORMAL') };
}

async function main(): Promise<void> {
  const job = JSON.parse(process.argv[2] ?? '') as Job;
  let result: JobResult;
  if (job.kind === 'http') result = await runHttp(job);
  else if (job.kind === 'batch') {
    const results: HttpResult[] = [];
    for (const one of job.jobs) results.push(await runHttp(one));
    result = { kind: 'batch', results };
  } else if (job.kind === 'argon2') result = await runHash(job);
  else result = runSync(job);
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
}

main().catch((err: unknown) => {
  console.error(`load driver failed: ${(err as Error).stack ?? String(err)}`);
  process.exit(1);
});
