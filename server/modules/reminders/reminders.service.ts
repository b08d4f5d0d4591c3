import type {
  ApiReminderSettings,
  PushSubscriptionInput,
  ReminderSettings,
} from '../../../core/schemas/reminders';
import { DEFAULT_REMINDER_SETTINGS } from '../../../core/schemas/reminders';
import { nextOccurrence } from '../../../core/zoned-time';
import type { AppContext } from '../../lib/context';
import type { ReminderSettingsRow, UserRow } from '../../db/schema';
import { AppError, badRequest, badRequestFromIssues, notFound } from '../../lib/app-error';
import {
  countPushSubscriptions,
  deletePushSubscription,
  disableKind,
  findSettings,
  saveBoundedPushSubscription,
  upsertSettings,
} from './reminders.repository';
import { resolvePushEndpoint } from './push-endpoint';
import { pushKeyProblems } from './push-keys';
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

/** Browsers (push subscriptions) one account may have (docs: README, Limits). */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/** How long storing a subscription waits for DNS to answer for its endpoint's host. */
const STORE_LOOKUP_MS = 5_000;

export async function addPushSubscription(
  ctx: AppContext,
  user: UserRow,
  sub: PushSubscriptionInput,
): Promise<void> {
  const keyIssues = pushKeyProblems(sub.keys);
  if (keyIssues.length > 0) throw badRequestFromIssues(keyIssues);
  // The endpoint is checked (and its host resolved) here and again before every send (decision 240).
  const target = await resolvePushEndpoint(sub.endpoint, ctx.config.push, ctx.resolveHost, STORE_LOOKUP_MS);
  if (!target.ok) throw badRequestFromIssues([{ path: 'endpoint', message: target.message }]);
  // Stored even while the server has no VAPID keys (the client cannot subscribe without them anyway):
  // nothing is sent to it until push is configured and the daily reminder has push on.
  const saved = await saveBoundedPushSubscription(ctx.db, ctx.dialect, {
    userId: user.id,
    endpoint: target.href,
    p256dh: sub.keys.p256dh,
    auth: sub.keys.auth,
    now: ctx.clock().toISOString(),
    max: MAX_PUSH_SUBSCRIPTIONS,
  });
  if (!saved) {
    throw new AppError(
      409,
      'too_many_push_subscriptions',
      `An account can get push reminders on at most ${MAX_PUSH_SUBSCRIPTIONS} browsers; turn them off on one first.`,
    );
  }
}

export async function removePushSubscription(
  ctx: AppContext,
  user: UserRow,
  endpoint: string,
): Promise<void> {
  // Stored endpoints are written as the WHATWG parser writes them; the browser's own spelling matches too.
  let canonical = endpoint;
  try {
    canonical = new URL(endpoint).href;
  } catch {
    // Not a URL: it matches nothing stored, and answers 404 below.
  }
  if (!(await deletePushSubscription(ctx.db, user.id, [endpoint, canonical]))) throw notFound();
}

/** One-click unsubscribe: turns off the kind of email the signed token names, for its account only. */
export async function unsubscribe(ctx: AppContext, token: string): Promise<{ kind: 'daily' | 'weekly' }> {
  const target = await verifyUnsubscribe(ctx, token);
  if (!target) throw new AppError(400, 'bad_request', 'This unsubscribe link is not valid.');
  await disableKind(ctx.db, target.userId, target.kind, ctx.clock().toISOString());
  return { kind: target.kind };
}
