import { z } from 'zod';
import { canonicalTimeZone, isValidTimeZone } from '../dates';
import { NAME_MAX, tooLongMessage } from '../limits';
import { MAX_PASSWORD_LENGTH } from '../password';
import { ApiUserSchema, LocaleSchema, WeekStartSchema } from './user';

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

export const UpdateUserSchema = z.strictObject(
  {
    name: NameSchema.optional(),
    timeZone: TimeZoneNameSchema.optional(),
    locale: z.optional(LocaleSchema),
    weekStart: z.optional(WeekStartSchema),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' && issue.keys.includes('email')
        ? 'Email cannot be changed'
        : 'Only name, timeZone, locale and weekStart can be changed',
  },
);
export type UpdateUser = z.infer<typeof UpdateUserSchema>;

// The user as the API answers it, its language and week start: core/schemas/user.ts (zod/mini, decision 457).
export { ApiUserSchema, LocaleSchema, WeekStartSchema, type ApiUser } from './user';

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

// One signed-in session as the sessions list shows it: core/schemas/devices.ts (zod/mini, decision 534).
export { ApiSessionSchema, type ApiSession } from './devices';

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
