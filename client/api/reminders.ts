import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  ApiReminderSettingsSchema,
  UnsubscribeResponseSchema,
  type ApiReminderSettings,
  type ReminderSettings,
  type UnsubscribeResponse,
} from '../../core/schemas/reminders';
import { api, ignored } from './http/request';
import { queryKeys } from './query-keys';

/** GET /api/reminders: the settings, the server's VAPID key and how many browsers get push. */
export const reminderSettingsQuery = queryOptions({
  queryKey: queryKeys.reminders.settings(),
  queryFn: ({ signal }) => api('/api/reminders', ApiReminderSettingsSchema, { signal }),
});

export function saveReminderSettings(settings: ReminderSettings): Promise<ApiReminderSettings> {
  return api('/api/reminders', ApiReminderSettingsSchema, { method: 'PUT', body: settings });
}

export function savePushSubscription(subscription: PushSubscriptionJSON): Promise<unknown> {
  return api('/api/push-subscriptions', ignored, { method: 'POST', body: subscription });
}

export function deletePushSubscription(endpoint: string): Promise<unknown> {
  return api('/api/push-subscriptions', ignored, { method: 'DELETE', body: { endpoint } });
}

/** POST /api/reminders/unsubscribe: the one-click link of a reminder email (no session needed). */
export function unsubscribeWithToken(token: string): Promise<UnsubscribeResponse> {
  return api(`/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`, UnsubscribeResponseSchema, {
    method: 'POST',
  });
}

/** The settings as the server saved them, into the cache. */
export function applySavedReminderSettings(queryClient: QueryClient, saved: ApiReminderSettings): void {
  queryClient.setQueryData(reminderSettingsQuery.queryKey, saved);
}
