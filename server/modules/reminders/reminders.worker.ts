import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/context';
import { createPushSender, type PushSender, type PushTiming } from './push-sender';
import { pgBossQueue, sqliteQueue } from './reminder-queues';
import { deliver, enqueueDue, type ReminderQueue } from './reminders.scheduler';

export interface ReminderWorker {
  queue: ReminderQueue;
  push: PushSender;
  /** Records what fell due now (the interval calls it; tests call it after moving the clock). */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Starts reminders on this instance: a tick every `intervalSeconds` (0: only when `tick()` is called)
 * records what fell due, and the job engine of the deployment sends it — pg-boss on PostgreSQL, the
 * delivery table itself on SQLite. Every instance runs one; they never send a reminder twice.
 */
export async function startReminderWorker(
  ctx: AppContext,
  log: FastifyBaseLogger,
  opts: {
    intervalSeconds?: number;
    /** A certificate to trust for push services (tests run their own). */
    pushCa?: Buffer | string;
    pushTiming?: PushTiming;
  } = {},
): Promise<ReminderWorker> {
  const queue = ctx.dialect === 'postgres' ? await pgBossQueue(ctx, log) : sqliteQueue(ctx, log);
  const push = createPushSender({
    config: ctx.config,
    log,
    resolveHost: ctx.resolveHost,
    ...(opts.pushCa ? { ca: opts.pushCa } : {}),
    ...(opts.pushTiming ? { timing: opts.pushTiming } : {}),
  });
  await queue.start(async (id) => {
    try {
      await deliver(ctx, push, log, id);
    } catch (err) {
      // No address, name or token in the log: only what failed.
      // SMTP messages can quote the address, so only codes are logged.
      const e = err as { code?: string; responseCode?: number };
      log.warn({ code: e.code ?? null, responseCode: e.responseCode ?? null }, 'reminder send failed');
      throw err;
    }
  });
  let ticking: Promise<number> | undefined;
  const tick = () => {
    ticking ??= enqueueDue(ctx, queue).finally(() => (ticking = undefined));
    return ticking;
  };
  let timer: NodeJS.Timeout | undefined;
  const interval = opts.intervalSeconds ?? ctx.config.reminderIntervalSeconds;
  if (interval > 0) {
    timer = setInterval(() => {
      tick().catch((err: Error) => log.warn({ err: { message: err.message } }, 'reminder tick failed'));
    }, interval * 1000);
    timer.unref();
    // Catch up at start: whatever fell due while no instance ran (within the hour) goes now.
    await tick().catch((err: Error) => log.warn({ err: { message: err.message } }, 'reminder tick failed'));
  }
  return {
    queue,
    push,
    tick,
    async stop() {
      if (timer) clearInterval(timer);
      await ticking?.catch(() => {});
      await queue.stop();
    },
  };
}
