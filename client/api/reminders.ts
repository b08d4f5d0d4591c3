import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  ApiReminderSettings,
  ReminderSettings,
  UnsubscribeResponse,
} from '../../core/schemas/reminders';
import { api, ignored, schemaFrom } from './http/request';
import { queryKeys } from './query-keys';

// Core's schemas (and zod) come with the first answer, not with the screen (decisions 500, 516).
const schemas = () => import('../../core/schemas/reminders');
const settings = schemaFrom(() => schemas().then((m) => m.ApiReminderSettingsSchema));
const unsubscribed = schemaFrom(() => schemas().then((m) => m.UnsubscribeResponseSchema));

/** GET /api/reminders: the settings, the server's VAPID key and how many browsers get push. */
export const reminderSettingsQuery = queryOptions({
  queryKey: queryKeys.reminders.settings(),
  queryFn: ({ signal }) => api('/api/reminders', settings, { signal }),
});

export function saveReminderSettings(next: ReminderSettings): Promise<ApiReminderSettings> {
  return api('/api/reminders', settings, { method: 'PUT', body: next });
}

export function savePushSubscription(subscription: PushSubscriptionJSON): Promise<unknown> {
  return api('/api/push-subscriptions', ignored, { method: 'POST', body: subscription });
}

export function deletePushSubscription(endpoint: string): Promise<unknown> {
  return api('/api/push-subscriptions', ignored, { method: 'DELETE', body: { endpoint } });
}

/** POST /api/reminders/unsubscribe: the one-click link of a reminder email (no session needed). */
export function unsubscribeWithToken(token: string): Promise<UnsubscribeResponse> {
  return api(`/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`, unsubscribed, {
    method: 'POST',
  });
}

/** The settings as the server saved them, into the cache. */
export function applySavedReminderSettings(queryClient: QueryClient, saved: ApiReminderSettings): void {
  queryClient.setQueryData(reminderSettingsQuery.queryKey, saved);
}
