import { z } from 'zod';
import { isValidTimeZone } from '../dates';
import { MAX_PASSWORD_LENGTH } from '../password';

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

export const TimeZoneNameSchema = z.string().max(64).refine(isValidTimeZone, { error: 'Unknown time zone' });

export const NameSchema = z
  .string()
  .trim()
  .min(1, 'Name required')
  .max(100, 'Name must be at most 100 characters');

const PasswordInputSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(MAX_PASSWORD_LENGTH, 'Password must be at most 256 characters.');

export const SignupSchema = z.object({
  // Optional in the spec: a blank name is stored as no name.
  name: z
    .string()
    .trim()
    .max(100, 'Name must be at most 100 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
  email: EmailSchema,
  password: PasswordInputSchema,
  timeZone: TimeZoneNameSchema.optional(),
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
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' && issue.keys.includes('email')
        ? 'Email cannot be changed'
        : 'Only name and timeZone can be changed',
  },
);
export type UpdateUser = z.infer<typeof UpdateUserSchema>;

/** The user as the API returns it. */
export interface ApiUser {
  id: string;
  name: string | null;
  email: string;
  createdAt: string;
  currentStreak: number;
  /** The longest run of consecutive active local days ever (issue 16). */
  longestStreak: number;
  lastActiveDate: string | null;
  timeZone: string;
  /** Days of the streak milestone to celebrate now, or null (POST /api/user/celebrations marks it). */
  pendingMilestone: number | null;
}

export interface AuthResponse {
  sessionId: string;
  user: ApiUser;
}

export interface PublicConfig {
  emailDelivery: 'smtp' | 'outbox';
  supportEmail: string;
  feedbackUrl: string;
}
