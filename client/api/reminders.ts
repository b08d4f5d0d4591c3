import { queryOptions } from '@tanstack/react-query';
import type { ApiReminderSettings, ReminderSettings } from '../../core/schemas/reminders';
import { api } from './http/request';
import { queryKeys } from './query-keys';

/** GET /api/reminders: the settings, the server's VAPID key and how many browsers get push. */
export const reminderSettingsQuery = queryOptions({
  queryKey: queryKeys.reminders.settings(),
  queryFn: ({ signal }) => api<ApiReminderSettings>('/api/reminders', { signal }),
});

export function saveReminderSettings(settings: ReminderSettings): Promise<ApiReminderSettings> {
  return api<ApiReminderSettings>('/api/reminders', { method: 'PUT', body: settings });
}

export function savePushSubscription(subscription: PushSubscriptionJSON): Promise<unknown> {
  return api('/api/push-subscriptions', { method: 'POST', body: subscription });
}

export function deletePushSubscription(endpoint: string): Promise<unknown> {
  return api('/api/push-subscriptions', { method: 'DELETE', body: { endpoint } });
}

/** POST /api/reminders/unsubscribe: the one-click link of a reminder email (no session needed). */
export function unsubscribeWithToken(token: string): Promise<{ kind: 'daily' | 'weekly'; message: string }> {
  return api(`/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' });
}
