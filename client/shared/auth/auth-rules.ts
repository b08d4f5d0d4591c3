import {
  MIN_PASSWORD_SCORE,
  passwordProblem,
  passwordStrength,
  passwordUserInputs,
  type GuessScorer,
} from '../../../core/password';
import {
  ChangePasswordSchema,
  DeleteAccountSchema,
  ForgotPasswordSchema,
  LoginSchema,
  SignupSchema,
} from '../../../core/schemas/auth';
import { t } from '@lingui/core/macro';
import { fieldErrorsFrom, type FieldErrors } from '../../lib/field-errors';
import { ruleMessage } from '../../lib/rule-messages';

/**
 * Two things per form (decision 167): the field errors, from the server's own zod schemas in
 * core/schemas/auth plus the password-strength rule, shown at each field; and the spec's toast (§5),
 * kept as it was (`…Problem`). Both in the reader's language (decision 445): the active one when called.
 */

/** A problem with a form, shown as a toast with the spec's wording (§5). */
export interface FormProblem {
  title: string;
  description?: string;
}

export function loginProblem(email: string, password: string): FormProblem | null {
  if (!email.trim() || !password) {
    return { title: t`Missing information`, description: t`Please enter both email and password.` };
  }
  return null;
}

/** The first of the spec's sign-up checks that fails, in the order the form is filled in. */
export function signupProblem(input: {
  email: string;
  password: string;
  agreed: boolean;
  name?: string;
  scorer?: GuessScorer | undefined;
}): FormProblem | null {
  if (!input.email.trim() || !input.password) {
    return { title: t`Missing information`, description: t`Please enter both email and password.` };
  }
  const newPassword = newPasswordProblem(input.password, input.scorer, {
    email: input.email,
    name: input.name ?? null,
  });
  if (newPassword) return newPassword;
  if (!input.agreed) {
    return {
      title: t`Terms agreement required`,
      description: t`Please agree to the terms and privacy policy.`,
    };
  }
  return null;
}

/**
 * A new password (sign-up, reset) must score at least 50 (docs/product.md §5) and also meet the server's length
 * rule, so the person learns about both before sending.
 */
export function newPasswordProblem(
  password: string,
  scorer?: GuessScorer,
  details: { email?: string | null; name?: string | null } = {},
): FormProblem | null {
  if (passwordStrength(password).score < MIN_PASSWORD_SCORE) {
    return { title: t`Password too weak`, description: t`Please choose a stronger password.` };
  }
  const problem = passwordProblem(password, { scorer, userInputs: passwordUserInputs(details) });
  if (problem) return { title: t`Password too weak`, description: ruleMessage(problem) };
  return null;
}

export function forgotPasswordProblem(email: string): FormProblem | null {
  const trimmed = email.trim();
  if (!trimmed) return { title: t`Email required` };
  if (!trimmed.includes('@'))
    return { title: t`Invalid email`, description: t`Please enter a valid email address.` };
  return null;
}

/** docs/product.md §5: the forgot-password email is sent trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A new password's field error: the schema's rule (required, length), then the strength rule. */
function newPasswordError(
  schemaError: string | undefined,
  password: string,
  scorer?: GuessScorer,
  details: { email?: string | null; name?: string | null } = {},
): string | undefined {
  if (schemaError) return schemaError;
  const problem = newPasswordProblem(password, scorer, details);
  return problem ? (problem.description ?? problem.title) : undefined;
}

export function loginFieldErrors(email: string, password: string): FieldErrors<'email' | 'password'> {
  return fieldErrorsFrom(LoginSchema, { email, password });
}

export function signupFieldErrors(input: {
  name: string;
  email: string;
  password: string;
  scorer?: GuessScorer | undefined;
}): FieldErrors<'name' | 'email' | 'password'> {
  const errors = fieldErrorsFrom<'name' | 'email' | 'password'>(SignupSchema, {
    name: input.name,
    email: input.email,
    password: input.password,
  });
  const password = newPasswordError(errors.password, input.password, input.scorer, {
    email: input.email,
    name: input.name || null,
  });
  return { ...errors, ...(password ? { password } : {}) };
}

export function forgotPasswordFieldErrors(email: string): FieldErrors<'email'> {
  return fieldErrorsFrom(ForgotPasswordSchema, { email });
}

/** Reset and change password: the new password (the reset token is not a field). */
export function newPasswordFieldError(
  password: string,
  scorer?: GuessScorer,
  details: { email?: string | null; name?: string | null } = {},
): string | undefined {
  const schemaError = fieldErrorsFrom<'newPassword'>(ChangePasswordSchema.pick({ newPassword: true }), {
    newPassword: password,
  }).newPassword;
  return newPasswordError(schemaError, password, scorer, details);
}

export function changePasswordFieldErrors(input: {
  currentPassword: string;
  newPassword: string;
  scorer?: GuessScorer | undefined;
  details?: { email?: string | null; name?: string | null };
}): FieldErrors<'currentPassword' | 'newPassword'> {
  const errors = fieldErrorsFrom<'currentPassword' | 'newPassword'>(ChangePasswordSchema, {
    currentPassword: input.currentPassword,
    newPassword: input.newPassword,
  });
  const newPassword = newPasswordError(errors.newPassword, input.newPassword, input.scorer, input.details);
  return { ...errors, ...(newPassword ? { newPassword } : {}) };
}

export function deleteAccountFieldErrors(password: string): FieldErrors<'password'> {
  return fieldErrorsFrom(DeleteAccountSchema, { password });
}
