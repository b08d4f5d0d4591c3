/**
 * Reminders at scale (decision 140): N users (10,000; 1,000 in quick mode) whose daily reminder falls due
 * in the same minute. Measures how long one tick takes to record and enqueue them all (goal < 1 s),
 * how long the server then takes to send them (email to the .eml outbox), and the p99 of GET /api/user
 * under load while it sends, against the same load before (goal: p99 stays under 50 ms).
 */
import { createBackground } from '../server/lib/background';
import { memoryStore } from '../server/lib/limiter';
import { systemResolver } from '../server/lib/public-address';
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { loadConfig } from '../server/lib/config';
import type { AppContext } from '../server/lib/context';
import type { Mailer } from '../server/lib/mailer';
import { pgBossQueue, sqliteQueue } from '../server/modules/reminders/reminder-queues';
import { enqueueDue } from '../server/modules/reminders/reminders.scheduler';
import { ENGINE_LABEL, freshDatabase, type Engine } from './lib/database';
import { authHeaders, passwordHash, seedNamed } from './lib/fixtures';
import { loadEndpoint, probe } from './lib/load';
import { attempt, isError, type PartMeta } from './lib/results';
import { startTend } from './lib/server';
import { PORTS, QUICK, SETTINGS } from './lib/settings';

export const REMINDER_GOALS = { enqueueMs: 1000, apiP99Ms: 50 } as const;

export interface ReminderEngineResult {
  engine: Engine;
  users: number;
  /** One tick recording and enqueueing every due reminder, ms. */
  enqueueMs?: number;
  recorded?: number;
  /** From the end of the tick until the server had sent every reminder, s. */
  sendSeconds?: number;
  sent?: number;
  /** GET /api/user at 10 connections: before sending, and while sending. */
  idle?: { rps: number; p50: number; p99: number };
  sending?: { rps: number; p50: number; p99: number };
  error?: string;
}

export interface RemindersResult extends PartMeta {
  part: 'reminders';
  engines: ReminderEngineResult[];
}

const CONNECTIONS = 10;

async function seedDue(ctx: AppContext, users: number, dueAt: Date): Promise<void> {
  const hash = await passwordHash();
  const day = dueAt.toISOString().slice(0, 10);
  const time = dueAt.toISOString().slice(11, 16);
  const created = new Date().toISOString();
  for (let i = 0; i < users; i += 500) {
    const ids = Array.from({ length: Math.min(500, users - i) }, () => randomUUID());
    await ctx.db
      .insertInto('users')
      .values(
        ids.map((id, k) => ({
          id,
          name: null,
          email: `due-${i + k}@bench.example`,
          password_hash: hash,
          time_zone: 'UTC',
          created_at: created,
        })),
      )
      .execute();
    await ctx.db
      .insertInto('reminder_settings')
      .values(
        ids.map((id) => ({
          user_id: id,
          daily_enabled: 1,
          daily_time: time,
          daily_email: 1,
          daily_push: 0,
          daily_next_at: dueAt.toISOString(),
          daily_next_day: day,
          weekly_enabled: 0,
          weekly_next_at: null,
          weekly_next_day: null,
          updated_at: created,
        })),
      )
      .execute();
  }
}

async function countSent(ctx: AppContext): Promise<number> {
  const r = await ctx.db
    .selectFrom('reminder_deliveries')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'sent')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

async function runEngine(engine: Engine, failures: string[]): Promise<ReminderEngineResult> {
  const users = QUICK ? 1000 : 10_000;
  const result: ReminderEngineResult = { engine, users };
  const db = await freshDatabase(engine, 'reminders');
  try {
    const { users: named } = await seedNamed(db.database.db, { reader: 30 });
    // Due two minutes from now, on a whole minute, so the server's own ticks leave them to this one.
    const dueAt = new Date(Math.ceil((Date.now() + 120_000) / 60_000) * 60_000);
    const config = loadConfig({ DATABASE_URL: db.url, LOG_LEVEL: 'silent' });
    const log = Fastify({ logger: { level: 'warn' } }).log;
    const ctx: AppContext = {
      config,
      db: db.database.db,
      dialect: db.database.dialect,
      clock: () => new Date(dueAt.getTime() + 5000),
      limits: memoryStore(() => Date.now()),
      background: createBackground(),
      accountCaches: [],
      resolveHost: systemResolver,
      mailer: {
        delivery: 'outbox',
        send: async () => {},
        discard: async () => {},
        discardOlderThan: async () => 0,
      } satisfies Mailer,
    };
    await seedDue(ctx, users, dueAt);

    const server = await startTend({
      port: PORTS.spare2,
      databaseUrl: db.url,
      env: { REMINDER_TICK_SECONDS: '1' },
    });
    try {
      const spec = { method: 'GET' as const, path: '/api/user', headers: authHeaders(named.reader) };
      await probe(server.url, spec);
      const seconds = SETTINGS.seconds;
      const opts = { connections: CONNECTIONS, seconds, warmupSeconds: SETTINGS.warmupSeconds };
      const idle = await attempt(failures, `reminders ${engine}: idle load`, () =>
        loadEndpoint(server.url, spec, opts),
      );
      if (!isError(idle)) result.idle = { rps: idle.okRps, p50: idle.latency.p50, p99: idle.latency.p99 };

      // The tick, as an instance runs it when the minute comes (timed here, in this process).
      const queue = engine === 'postgres' ? await pgBossQueue(ctx, log) : sqliteQueue(ctx, log);
      const started = performance.now();
      result.recorded = await enqueueDue(ctx, queue);
      result.enqueueMs = performance.now() - started;
      await queue.stop();
      const enqueuedAt = performance.now();

      // The server sends them (its worker polls the queue); the API is under the same load meanwhile.
      const during = loadEndpoint(server.url, spec, { ...opts, warmupSeconds: 0 });
      let sent = 0;
      const deadline = Date.now() + 10 * 60_000;
      while (sent < users && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250));
        sent = await countSent(ctx);
      }
      result.sent = sent;
      result.sendSeconds = (performance.now() - enqueuedAt) / 1000;
      const load = await during.catch((err: Error) => ({ error: err.message }));
      if (isError(load)) failures.push(`reminders ${engine}: load while sending: ${load.error}`);
      else result.sending = { rps: load.okRps, p50: load.latency.p50, p99: load.latency.p99 };
      if (sent < users)
        failures.push(`reminders ${engine}: only ${sent} of ${users} reminders sent in 10 minutes`);
      console.log(
        `[bench] reminders ${ENGINE_LABEL[engine]}: ${result.recorded} enqueued in ${result.enqueueMs.toFixed(0)} ms; ` +
          `${sent} sent in ${result.sendSeconds.toFixed(1)} s; GET /api/user p99 ${result.idle?.p99.toFixed(1)} ms idle, ` +
          `${result.sending?.p99.toFixed(1)} ms while sending`,
      );
    } finally {
      await server.stop();
    }
  } catch (err) {
    result.error = (err as Error).message;
    failures.push(`reminders ${engine}: ${(err as Error).message}`);
  } finally {
    await db.drop();
  }
  return result;
}

export async function runReminders(info: { commit: string }, engines: Engine[]): Promise<RemindersResult> {
  const startedAt = new Date().toISOString();
  const failures: string[] = [];
  const results: ReminderEngineResult[] = [];
  for (const engine of engines) results.push(await runEngine(engine, failures));
  return {
    part: 'reminders',
    startedAt,
    finishedAt: new Date().toISOString(),
    commit: info.commit,
    quick: QUICK,
    failures,
    engines: results,
  };
}

const ms = (n: number | undefined) => (n === undefined ? '—' : `${n.toFixed(n < 10 ? 1 : 0)} ms`);

/** The RESULTS.md section of this part. */
export function remindersSection(r: RemindersResult): string {
  const rows = r.engines.map((e) => {
    const enqueueOk = e.enqueueMs !== undefined && e.enqueueMs < REMINDER_GOALS.enqueueMs;
    const p99Ok = e.sending !== undefined && e.sending.p99 < REMINDER_GOALS.apiP99Ms;
    return (
      `| ${ENGINE_LABEL[e.engine]} | ${e.users.toLocaleString('en-US')} | ${ms(e.enqueueMs)} ${enqueueOk ? '✅' : '❌'} | ` +
      `${e.sent ?? '—'} in ${e.sendSeconds?.toFixed(1) ?? '—'} s | ${ms(e.idle?.p99)} | ${ms(e.sending?.p99)} ${p99Ok ? '✅' : '❌'} |`
    );
  });
  return [
    `Users whose daily reminder falls due in the same minute; one tick records and enqueues them (goal < ${REMINDER_GOALS.enqueueMs} ms), then the server sends them by email (outbox) while GET /api/user is under load at ${CONNECTIONS} connections (goal: p99 < ${REMINDER_GOALS.apiP99Ms} ms).`,
    '',
    '| engine | users due | enqueue (one tick) | sent | GET /api/user p99 before | p99 while sending |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
