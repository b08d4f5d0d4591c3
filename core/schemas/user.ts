/**
 * The user as the API answers it, in `zod/mini` (decision 457): `GET /api/user`'s and the writes'
 * answer, checked by the client with this schema (client/api/user.ts) without zod's full build; the
 * server answers with it and core/schemas/auth.ts re-exports it, so there is one copy.
 */
import * as z from 'zod/mini';
import { LOCALES, OFFERED_LOCALES, WEEK_STARTS } from '../i18n/locales';
import { DayTextSchema, InstantSchema, object } from './wire';

/** The account's language (decision 362): one of the shipped languages' BCP 47 tags. */
export const LocaleSchema = z.enum(LOCALES, {
  error: `Choose one of the languages Tend speaks: ${OFFERED_LOCALES.map((l) => l.locale).join(', ')}`,
});

/** The first day of the week (decision 362). */
export const WeekStartSchema = z.enum(WEEK_STARTS, { error: 'The week starts on "monday" or "sunday"' });

/** The user as the API returns it. */
export const ApiUserSchema = object({
  id: z.string(),
  name: z.nullable(z.string()),
  email: z.string(),
  createdAt: InstantSchema,
  currentStreak: z.int(),
  /** The longest run of consecutive active local days ever (decision 111). */
  longestStreak: z.int(),
  lastActiveDate: z.nullable(DayTextSchema),
  timeZone: z.string(),
  /** The chosen language, or null: the app then follows the browser's (decision 362). */
  locale: z.nullable(LocaleSchema),
  weekStart: WeekStartSchema,
  /** Days of the streak milestone to celebrate now, or null (POST /api/user/celebrations marks it). */
  pendingMilestone: z.nullable(z.int()),
});
export type ApiUser = z.infer<typeof ApiUserSchema>;
