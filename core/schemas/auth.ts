import { z } from 'zod';
import { canonicalTimeZone, isValidTimeZone } from '../dates';
import { NAME_MAX, tooLongMessage } from '../limits';
import { MAX_PASSWORD_LENGTH } from '../password';
import { DayTextSchema, InstantSchema } from './common';
import { LOCALES, OFFERED_LOCALES, WEEK_STARTS } from '../i18n/locales';

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

/** An IANA zone in any letter case, stored in the platform's one spelling (decision 083). */
export const TimeZoneNameSchema = z
  .string()
  .max(64)
  .refine(isValidTimeZone, { error: 'Unknown time zone' })
  .transform((tz) => canonicalTimeZone(tz) ?? tz);

export const NameSchema = z
  .string()
  .trim()
  .min(1, 'Name required')
  .max(NAME_MAX, tooLongMessage('Name', NAME_MAX));

const PasswordInputSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(MAX_PASSWORD_LENGTH, 'Password must be at most 256 characters.');

export const SignupSchema = z.object({
  // Optional in the spec: a blank name is stored as no name.
  name: z
    .string()
    .trim()
    .max(NAME_MAX, tooLongMessage('Name', NAME_MAX))
    .nullish()
    .transform((v) => (v ? v : null)),
  email: EmailSchema,
  password: PasswordInputSchema,
  timeZone: TimeZoneNameSchema.optional(),
  /** The token of an invitation link; required when the server's SIGNUPS is `invite`. */
  invite: z
    .string()
    .min(10, 'The invitation link is not valid')
    .max(200, 'The invitation link is not valid')
    .optional(),
});
export type Signup = z.infer<typeof SignupSchema>;

export const LoginSchema = z.object({ email: EmailSchema, password: PasswordInputSchema });
export type Login = z.infer<typeof LoginSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z.object({
  token: z.string().min(10, 'The reset link is not valid').max(200, 'The reset link is not valid'),
  password: PasswordInputSchema,
});
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

/** The account's language (decision 362): one of the shipped languages' BCP 47 tags. */
export const LocaleSchema = z.enum(LOCALES, {
  error: `Choose one of the languages Tend speaks: ${OFFERED_LOCALES.map((l) => l.locale).join(', ')}`,
});

/** The first day of the week (decision 362). */
export const WeekStartSchema = z.enum(WEEK_STARTS, { error: 'The week starts on "monday" or "sunday"' });

export const UpdateUserSchema = z.strictObject(
  {
    name: NameSchema.optional(),
    timeZone: TimeZoneNameSchema.optional(),
    locale: LocaleSchema.optional(),
    weekStart: WeekStartSchema.optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' && issue.keys.includes('email')
        ? 'Email cannot be changed'
        : 'Only name, timeZone, locale and weekStart can be changed',
  },
);
export type UpdateUser = z.infer<typeof UpdateUserSchema>;

/** The user as the API returns it. */
export const ApiUserSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  createdAt: InstantSchema,
  currentStreak: z.number().int(),
  /** The longest run of consecutive active local days ever (decision 111). */
  longestStreak: z.number().int(),
  lastActiveDate: DayTextSchema.nullable(),
  timeZone: z.string(),
  /** The chosen language, or null: the app then follows the browser's (decision 362). */
  locale: LocaleSchema.nullable(),
  weekStart: WeekStartSchema,
  /** Days of the streak milestone to celebrate now, or null (POST /api/user/celebrations marks it). */
  pendingMilestone: z.number().int().nullable(),
});
export type ApiUser = z.infer<typeof ApiUserSchema>;

export const AuthResponseSchema = z.object({
  sessionId: z.string().describe('Send it back as `X-Session-Id` (or `Authorization: Bearer`)'),
  user: ApiUserSchema,
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/** Signed-in password change: the current password proves it is the owner at the keyboard. */
export const ChangePasswordSchema = z.strictObject({
  currentPassword: PasswordInputSchema,
  newPassword: PasswordInputSchema,
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** Deleting the account asks for the password again. */
export const DeleteAccountSchema = z.object({ password: PasswordInputSchema });
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;

/** One signed-in session as the sessions list shows it. */
export const ApiSessionSchema = z.object({
  /** Opaque; used only to sign this session out. */
  id: z.string(),
  /** "Firefox on Linux", from the User-Agent the session was made with; null when unknown. */
  device: z.string().nullable(),
  createdAt: InstantSchema,
  lastUsedAt: InstantSchema,
  /** The session making this request. */
  current: z.boolean(),
});
export type ApiSession = z.infer<typeof ApiSessionSchema>;

/** The answer of POST /api/sessions/end-others: how many other sessions ended. */
export const EndOtherSessionsResponseSchema = z.object({ ended: z.number().int() });

/** Path of DELETE /api/sessions/{id}. */
export const SessionParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{64}$/, 'Not a session id'),
});

export const SIGNUP_MODES = ['open', 'invite', 'closed'] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];

export const PublicConfigSchema = z.object({
  /** Whether strangers may sign up, only people with an invitation link, or nobody. */
  signups: z.enum(SIGNUP_MODES),
  emailDelivery: z.enum(['smtp', 'outbox']),
  supportEmail: z.string(),
  feedbackUrl: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
