/**
 * Payloads of the reminder endpoints (docs/product.md §12): `GET`/`PUT /api/reminders` and
 * `POST`/`DELETE /api/push-subscriptions`.
 */
import { z } from 'zod';
import { TIME_OF_DAY } from '../zoned-time';

export const ReminderSettingsSchema = z.strictObject({
  daily: z.strictObject({
    enabled: z.boolean({ error: 'must be true or false' }),
    time: z
      .string({ error: 'must be a time written HH:MM' })
      .regex(TIME_OF_DAY, { error: 'must be a time written HH:MM' }),
    email: z.boolean({ error: 'must be true or false' }),
    push: z.boolean({ error: 'must be true or false' }),
  }),
  weeklySummary: z.strictObject({
    enabled: z.boolean({ error: 'must be true or false' }),
  }),
});
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;

/** What GET/PUT answer: the settings, plus what the client needs to subscribe to Web Push. */
export const ApiReminderSettingsSchema = z.object({
  daily: z.object({ enabled: z.boolean(), time: z.string(), email: z.boolean(), push: z.boolean() }),
  weeklySummary: z.object({ enabled: z.boolean() }),
  /** The server's VAPID public key (base64url), or null when Web Push is not configured. */
  pushPublicKey: z.string().nullable(),
  /** How many browsers of this account receive push reminders. */
  pushSubscriptions: z.number().int(),
});
export type ApiReminderSettings = z.infer<typeof ApiReminderSettingsSchema>;

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  daily: { enabled: false, time: '20:00', email: true, push: false },
  weeklySummary: { enabled: false },
};

const base64url = z
  .string({ error: 'must be a base64url string' })
  .min(16, { error: 'is too short' })
  .max(200, { error: 'is too long' })
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: 'must be a base64url string' });

/** A browser's PushSubscription as `JSON.stringify(subscription)` writes it. */
export const PushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'must be an https URL' }).max(2000, { error: 'is too long' }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url, auth: base64url }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

export const PushUnsubscribeSchema = z.object({
  endpoint: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(2000),
});

/** Query of the public POST /api/reminders/unsubscribe: the signed token of the mail's link. */
export const UnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'is required' })
    .min(1, { error: 'is required' })
    .max(200, { error: 'is not valid' }),
});

export const UnsubscribeResponseSchema = z.object({
  kind: z.enum(['daily', 'weekly']),
  message: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponseSchema>;
