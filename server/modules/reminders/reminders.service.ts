import type {
  ApiReminderSettings,
  PushSubscriptionInput,
  ReminderSettings,
} from '../../../core/schemas/reminders';
import { DEFAULT_REMINDER_SETTINGS } from '../../../core/schemas/reminders';
import { nextOccurrence } from '../../../core/zoned-time';
import type { AppContext } from '../../context';
import type { ReminderSettingsRow, UserRow } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import {
  countPushSubscriptions,
  deletePushSubscription,
  disableKind,
  findSettings,
  savePushSubscription,
  upsertSettings,
} from './reminders.repository';
import { nextWeeklySummary } from './reminders.scheduler';
import { verifyUnsubscribe } from './unsubscribe-token';

function toSettings(row: ReminderSettingsRow | undefined): ReminderSettings {
  if (!row) return DEFAULT_REMINDER_SETTINGS;
  return {
    daily: {
      enabled: row.daily_enabled === 1,
      time: row.daily_time,
      email: row.daily_email === 1,
      push: row.daily_push === 1,
    },
    weeklySummary: { enabled: row.weekly_enabled === 1 },
  };
}

async function toApi(
  ctx: AppContext,
  userId: string,
  settings: ReminderSettings,
): Promise<ApiReminderSettings> {
  return {
    ...settings,
    pushPublicKey: ctx.config.vapid?.publicKey ?? null,
    pushSubscriptions: await countPushSubscriptions(ctx.db, userId),
  };
}

export async function getReminderSettings(ctx: AppContext, user: UserRow): Promise<ApiReminderSettings> {
  return toApi(ctx, user.id, toSettings(await findSettings(ctx.db, user.id)));
}

/**
 * Saves the settings and when each reminder next falls due. Only instants after now count: a time
 * that already passed today starts tomorrow (a reminder is sent at most once a day whatever is saved).
 */
export async function putReminderSettings(
  ctx: AppContext,
  user: UserRow,
  input: ReminderSettings,
): Promise<ApiReminderSettings> {
  if (input.daily.enabled && !input.daily.email && !input.daily.push) {
    throw badRequest('daily: choose email, push or both to turn the daily reminder on', [
      { path: 'daily', message: 'choose email, push or both to turn the daily reminder on' },
    ]);
  }
  if (input.daily.push && !ctx.config.vapid) {
    throw badRequest('daily.push: push notifications are not set up on this server', [
      { path: 'daily.push', message: 'push notifications are not set up on this server' },
    ]);
  }
  const now = ctx.clock();
  const daily = input.daily.enabled ? nextOccurrence(now, input.daily.time, user.time_zone) : null;
  const weekly = input.weeklySummary.enabled ? nextWeeklySummary(now, user.time_zone) : null;
  await upsertSettings(ctx.db, {
    user_id: user.id,
    daily_enabled: input.daily.enabled ? 1 : 0,
    daily_time: input.daily.time,
    daily_email: input.daily.email ? 1 : 0,
    daily_push: input.daily.push ? 1 : 0,
    daily_next_at: daily?.at.toISOString() ?? null,
    daily_next_day: daily?.day ?? null,
    weekly_enabled: input.weeklySummary.enabled ? 1 : 0,
    weekly_next_at: weekly?.at.toISOString() ?? null,
    weekly_next_day: weekly?.day ?? null,
    updated_at: now.toISOString(),
  });
  return toApi(ctx, user.id, input);
}

export async function addPushSubscription(
  ctx: AppContext,
  user: UserRow,
  sub: PushSubscriptionInput,
): Promise<void> {
  // Stored even while the server has no VAPID keys (the client cannot subscribe without them anyway):
  // nothing is sent to it until push is configured and the daily reminder has push on.
  await savePushSubscription(ctx.db, {
    userId: user.id,
    endpoint: sub.endpoint,
    p256dh: sub.keys.p256dh,
    auth: sub.keys.auth,
    now: ctx.clock().toISOString(),
  });
}

export async function removePushSubscription(
  ctx: AppContext,
  user: UserRow,
  endpoint: string,
): Promise<void> {
  if (!(await deletePushSubscription(ctx.db, user.id, endpoint))) throw notFound();
}

/** One-click unsubscribe: turns off the kind of email the signed token names, for its account only. */
export async function unsubscribe(ctx: AppContext, token: string): Promise<{ kind: 'daily' | 'weekly' }> {
  const target = await verifyUnsubscribe(ctx, token);
  if (!target) throw new AppError(400, 'bad_request', 'This unsubscribe link is not valid.');
  await disableKind(ctx.db, target.userId, target.kind, ctx.clock().toISOString());
  return { kind: target.kind };
}
