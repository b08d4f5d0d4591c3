import { CompiledQuery, sql, type Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/context';
import type { Database } from '../../db/schema';
import { queuedDeliveries } from './reminders.repository';
import type { ReminderQueue } from './reminders.scheduler';

const JOB = 'tend-reminder';
/**
 * Sends in flight at once per instance. Each send is a few queries and one message built and handed
 * over; a handful keeps the mail server busy without crowding out API requests on the event loop.
 */
const SEND_CONCURRENCY = 4;
/** Jobs fetched at once by an instance. */
const BATCH = 50;

/** Like Promise.allSettled, with at most SEND_CONCURRENCY running at once. */
async function settleWithLimit<T>(
  items: T[],
  run: (item: T) => Promise<void>,
): Promise<PromiseSettledResult<void>[]> {
  const results: PromiseSettledResult<void>[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(SEND_CONCURRENCY, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      try {
        await run(items[i] as T);
        results[i] = { status: 'fulfilled', value: undefined };
      } catch (reason) {
        results[i] = { status: 'rejected', reason };
      }
    }
  });
  await Promise.all(lanes);
  return results;
}

/**
 * PostgreSQL: pg-boss (docs/decisions/140-reminder-job-engine.md). Each recorded reminder becomes one
 * job, inserted in the same transaction as its record; pg-boss hands every job to exactly one worker
 * across instances (SKIP LOCKED), retries a failed send, and re-offers a job whose worker died once
 * its expiry passes.
 */
export async function pgBossQueue(ctx: AppContext, log: FastifyBaseLogger): Promise<ReminderQueue> {
  const { default: PgBoss } = await import('pg-boss');
  if (ctx.config.database.kind !== 'postgres') throw new Error('pg-boss needs PostgreSQL');
  // pg-boss keeps its tables in a schema of its own, next to the app's: "pgboss" for the usual public
  // schema, "<schema>_pgboss" when the app lives in another one (side-by-side deployments, tests).
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(ctx.db);
  const current = rows[0]?.schema ?? 'public';
  const schema = current === 'public' ? 'pgboss' : `${current}_pgboss`;
  const boss = new PgBoss({
    connectionString: ctx.config.database.url,
    schema,
    max: 4,
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: 30,
  });
  boss.on('error', (err: Error) => log.warn({ err: { message: err.message } }, 'pg-boss error'));
  await boss.start();
  await boss.createQueue(JOB, {
    name: JOB,
    policy: 'standard',
    retryLimit: 20,
    retryDelay: 30,
    // A worker that died mid-job: the job is offered again after this, well inside the catch-up hour.
    expireInSeconds: 120,
    retentionMinutes: 120,
  });
  let workerId: string | undefined;
  return {
    engine: 'pg-boss',
    async enqueue(trx: Transaction<Database>, ids: string[]) {
      const db = {
        async executeSql(text: string, values: unknown[]) {
          const r = await trx.executeQuery(CompiledQuery.raw(text, values));
          return { rows: r.rows as unknown[] };
        },
      };
      for (let i = 0; i < ids.length; i += 1000) {
        await boss.insert(
          ids.slice(i, i + 1000).map((id) => ({ name: JOB, data: { id } })),
          { db },
        );
      }
    },
    async start(handle) {
      workerId = await boss.work<{ id: string }>(
        JOB,
        { batchSize: BATCH, pollingIntervalSeconds: 2 },
        async (jobs) => {
          // A full batch means more are waiting: fetch again at once instead of after the polling
          // interval (pg-boss waits it out between fetches unless its worker is notified).
          if (jobs.length === BATCH && workerId) boss.notifyWorker(workerId);
          const results = await settleWithLimit(jobs, (job) => handle(job.data.id));
          const failed = results.filter((r) => r.status === 'rejected').length;
          if (failed === 0) return;
          // Complete the ones that went through; throwing fails (and so retries) only the rest.
          const done = jobs.filter((_j, i) => results[i]?.status === 'fulfilled').map((j) => j.id);
          if (done.length > 0) await boss.complete(JOB, done);
          throw new Error(`${failed} reminder(s) could not be sent`);
        },
      );
    },
    wake() {
      if (workerId) boss.notifyWorker(workerId);
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}

/**
 * The embedded SQLite default (one process): the reminder_deliveries rows still queued ARE the queue.
 * A send that failed is tried again on a later poll; after a crash, a restart finds the rows still
 * queued and sends them (when still within the hour and the same day — see deliver()).
 */
export function sqliteQueue(ctx: AppContext, log: FastifyBaseLogger): ReminderQueue {
  let timer: NodeJS.Timeout | undefined;
  let handle: ((id: string) => Promise<void>) | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const retryAt = new Map<string, number>();
  const drain = async () => {
    if (!handle) return;
    for (;;) {
      const now = Date.now();
      const rows = (await queuedDeliveries(ctx.db, 200)).filter((r) => (retryAt.get(r.id) ?? 0) <= now);
      if (rows.length === 0 || stopped) return;
      let progressed = false;
      for (let i = 0; i < rows.length && !stopped; i += SEND_CONCURRENCY) {
        await Promise.all(
          rows.slice(i, i + SEND_CONCURRENCY).map(async ({ id }) => {
            try {
              await handle?.(id);
              retryAt.delete(id);
              progressed = true;
            } catch {
              retryAt.set(id, Date.now() + 30_000);
            }
          }),
        );
      }
      if (!progressed) return;
    }
  };
  const run = () => {
    running ??= drain()
      .catch((err: Error) => log.warn({ err: { message: err.message } }, 'reminder queue poll failed'))
      .finally(() => (running = undefined));
    return running;
  };
  return {
    engine: 'sqlite',
    async enqueue() {
      // The rows inserted in the same transaction are the jobs.
    },
    async start(h) {
      handle = h;
      timer = setInterval(() => void run(), 5000);
      timer.unref();
      await run();
    },
    wake() {
      void run();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
