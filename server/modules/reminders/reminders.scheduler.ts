import type { Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { addDays, localDay, weekStartOf, type Day } from '../../../core/dates';
import { nextOccurrence, zonedInstant } from '../../../core/zoned-time';
import type { AppContext } from '../../lib/context';
import type { Database, ReminderDeliveriesTable } from '../../db/schema';
import { wasActiveOnLocalDay } from '../activity/was-active-on';
import { weeklyReport } from '../reports/reports.service';
import { findUserById } from '../user/user.repository';
import { dailyReminderMail, dailyReminderPush, weeklySummaryMail } from './reminder-messages';
import { accountLocale } from '../../lib/i18n';
import type { PushSender } from './push-sender';
import {
  deletePushSubscriptionsById,
  dueSettings,
  findDelivery,
  findSettings,
  finishDelivery,
  insertDeliveries,
  pushSubscriptionsOf,
  rescheduleMany,
  type ReminderKind,
} from './reminders.repository';
import { signUnsubscribe } from './unsubscribe-token';
import { randomUUID } from 'node:crypto';
import { isAccountDisabled } from '../admin/admin.repository';

/** The weekly summary goes on Monday at this local time. */
export const WEEKLY_SUMMARY_TIME = '08:00';
/** A reminder whose time passed while no instance was running is still sent up to this late. */
export const CATCH_UP_MS = 60 * 60 * 1000;
const BATCH = 5000;

/** The next Monday-morning summary strictly after `after`; its day is that Monday. */
export function nextWeeklySummary(after: Date, timeZone: string): { day: Day; at: Date } {
  let monday = weekStartOf(localDay(after, timeZone));
  for (let i = 0; i < 3; i++) {
    const at = zonedInstant(monday, WEEKLY_SUMMARY_TIME, timeZone);
    if (at.getTime() > after.getTime()) return { day: monday, at };
    monday = addDays(monday, 7);
  }
  return { day: monday, at: zonedInstant(monday, WEEKLY_SUMMARY_TIME, timeZone) };
}

/** Where the job engine puts a recorded reminder so that exactly one instance sends it. */
export interface ReminderQueue {
  readonly engine: 'pg-boss' | 'sqlite';
  /** Called inside the transaction that recorded the deliveries, so both commit or neither does. */
  enqueue(trx: Transaction<Database>, deliveryIds: string[]): Promise<void>;
  start(handle: (deliveryId: string) => Promise<void>): Promise<void>;
  /** Asks the engine to look for work now (after a tick recorded some). */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * One tick: records every reminder that fell due (at most an hour ago, for the user's current local
 * day) and hands it to the queue, then moves each user's next due instant on. Safe to run on every
 * instance at once: the unique (user, kind, day) of reminder_deliveries lets only one insert win.
 * Returns how many reminders this call recorded.
 */
export async function enqueueDue(ctx: AppContext, queue: ReminderQueue): Promise<number> {
  let recorded = 0;
  for (const kind of ['daily', 'weekly'] as const) {
    for (;;) {
      const now = ctx.clock();
      const rows = await dueSettings(ctx.db, kind, now.toISOString(), BATCH);
      if (rows.length === 0) break;
      const createdAt = now.toISOString();
      const deliveries: Omit<ReminderDeliveriesTable, 'finished_at'>[] = [];
      const moves: { userId: string; at: string | null; day: string | null }[] = [];
      const cache = new Map<string, { due: Date; next: { day: Day; at: Date }; today: Day }>();
      for (const row of rows) {
        const time = kind === 'daily' ? row.daily_time : WEEKLY_SUMMARY_TIME;
        const key = `${row.time_zone}|${time}|${row.next_day}`;
        let c = cache.get(key);
        if (!c) {
          // Recomputed from the user's current zone: a zone changed since the last save moves the time.
          const due = zonedInstant(row.next_day, time, row.time_zone);
          const after = new Date(Math.max(now.getTime(), due.getTime()));
          const next =
            kind === 'daily'
              ? nextOccurrence(after, time, row.time_zone)
              : nextWeeklySummary(after, row.time_zone);
          c = { due, next, today: localDay(now, row.time_zone) };
          cache.set(key, c);
        }
        if (c.due.getTime() > now.getTime()) {
          moves.push({ userId: row.user_id, at: c.due.toISOString(), day: row.next_day });
          continue;
        }
        // Never yesterday's, never more than an hour late.
        if (row.next_day === c.today && now.getTime() - c.due.getTime() <= CATCH_UP_MS) {
          deliveries.push({
            id: randomUUID(),
            user_id: row.user_id,
            kind,
            day: row.next_day,
            due_at: c.due.toISOString(),
            status: 'queued',
            created_at: createdAt,
          });
        }
        moves.push({ userId: row.user_id, at: c.next.at.toISOString(), day: c.next.day });
      }
      const inserted = await ctx.db.transaction().execute(async (trx) => {
        const ids = await insertDeliveries(trx, deliveries);
        if (ids.length > 0)
          await queue.enqueue(
            trx,
            ids.map((r) => r.id),
          );
        await rescheduleMany(trx, kind, moves);
        return ids.length;
      });
      recorded += inserted;
      if (rows.length < BATCH) break;
    }
  }
  if (recorded > 0) queue.wake();
  return recorded;
}

export type DeliveryOutcome = 'sent' | 'skipped-active' | 'expired' | 'cancelled' | 'gone' | 'noop';

/**
 * Sends one recorded reminder, unless the user was already active that day, turned it off since, or
 * it is no longer the day it was for (a reminder is never sent for yesterday). Throws when the email
 * could not be handed over, so that the job engine tries again; push failures are logged, not thrown.
 */
export async function deliver(
  ctx: AppContext,
  push: PushSender,
  log: FastifyBaseLogger,
  deliveryId: string,
): Promise<DeliveryOutcome> {
  const delivery = await findDelivery(ctx.db, deliveryId);
  if (!delivery || delivery.status !== 'queued') return 'noop';
  const kind = delivery.kind as ReminderKind;
  const now = ctx.clock();
  const finish = async (status: Exclude<DeliveryOutcome, 'noop' | 'gone'>) => {
    await finishDelivery(ctx.db, delivery.id, status, ctx.clock().toISOString());
    return status;
  };
  const [user, settings] = await Promise.all([
    findUserById(ctx.db, delivery.user_id),
    findSettings(ctx.db, delivery.user_id),
  ]);
  if (!user || !settings) return 'gone';
  // The instance owner disabled the account (`npm run admin`, decision 276): no mail, no push.
  if (await isAccountDisabled(ctx.db, user.id)) return finish('cancelled');
  const enabled = kind === 'daily' ? settings.daily_enabled === 1 : settings.weekly_enabled === 1;
  if (!enabled) return finish('cancelled');
  if (
    localDay(now, user.time_zone) !== delivery.day ||
    now.getTime() - new Date(delivery.due_at).getTime() > CATCH_UP_MS
  ) {
    return finish('expired');
  }

  if (kind === 'daily') {
    if (await wasActiveOnLocalDay(ctx.db, user.id, delivery.day)) return finish('skipped-active');
    if (settings.daily_email === 1) {
      const token = await signUnsubscribe(ctx, user.id, 'daily');
      await ctx.mailer.send(
        dailyReminderMail({
          to: user.email,
          name: user.name,
          day: delivery.day,
          appUrl: ctx.config.appUrl,
          token,
          locale: accountLocale(user.locale),
        }),
      );
    }
    if (settings.daily_push === 1 && push.enabled) {
      const { gone } = await push.sendAll(
        await pushSubscriptionsOf(ctx.db, user.id),
        dailyReminderPush(delivery.day, accountLocale(user.locale)),
      );
      await deletePushSubscriptionsById(ctx.db, gone);
    }
  } else {
    // The last whole week before this Monday: Monday to Sunday, or Sunday to Saturday (decision 362).
    const firstDay = user.week_start === 'sunday' ? 'sunday' : 'monday';
    const weekStart = weekStartOf(addDays(delivery.day, -7), firstDay);
    const { report } = await weeklyReport(ctx.db, user.id, weekStart, firstDay);
    const token = await signUnsubscribe(ctx, user.id, 'weekly');
    await ctx.mailer.send(
      weeklySummaryMail({
        to: user.email,
        name: user.name,
        report,
        weekStart,
        appUrl: ctx.config.appUrl,
        token,
        locale: accountLocale(user.locale),
      }),
    );
  }
  const status = await finish('sent');
  log.debug({ kind }, 'reminder sent');
  return status;
}
