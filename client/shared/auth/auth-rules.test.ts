import { beforeAll, describe, expect, it } from 'vitest';
import {
  changePasswordFieldErrors,
  deleteAccountFieldErrors,
  forgotPasswordFieldErrors,
  loginFieldErrors,
  newPasswordFieldError,
  signupFieldErrors,
  forgotPasswordProblem,
  loginProblem,
  newPasswordProblem,
  normaliseEmail,
  signupProblem,
} from './auth-rules';
import { activateLocale } from '../../lib/i18n';

// The messages are Lingui's (decision 445): English, the spec's words, is loaded first.
beforeAll(() => activateLocale('en'));

describe('loginProblem', () => {
  it('asks for both fields', () => {
    const missing = { title: 'Missing information', description: 'Please enter both email and password.' };
    expect(loginProblem('', 'secret')).toEqual(missing);
    expect(loginProblem('  ', 'secret')).toEqual(missing);
    expect(loginProblem('a@b.c', '')).toEqual(missing);
    expect(loginProblem('a@b.c', 'secret')).toBeNull();
  });
});

describe('signupProblem', () => {
  const ok = { email: 'a@b.c', password: 'Abcdefgh1', agreed: true };

  it('accepts a complete form', () => expect(signupProblem(ok)).toBeNull());

  it('rejects a password scoring under 50 with the spec wording', () => {
    expect(signupProblem({ ...ok, password: 'abc' })).toEqual({
      title: 'Password too weak',
      description: 'Please choose a stronger password.',
    });
  });

  it("names the server's length rule for a short password that scores 50", () => {
    expect(signupProblem({ ...ok, password: 'aB3' })).toEqual({
      title: 'Password too weak',
      description: 'Password must be at least 8 characters.',
    });
  });

  it('requires the terms box', () => {
    expect(signupProblem({ ...ok, agreed: false })).toEqual({
      title: 'Terms agreement required',
      description: 'Please agree to the terms and privacy policy.',
    });
  });

  it('requires email and password first', () => {
    expect(signupProblem({ ...ok, email: '' })?.title).toBe('Missing information');
  });
});

describe('newPasswordProblem', () => {
  it('accepts a score of 50 with 8 characters, refuses less', () => {
    expect(newPasswordProblem('abcdefgh')).toBeNull();
    expect(newPasswordProblem('ABC')).toEqual({
      title: 'Password too weak',
      description: 'Please choose a stronger password.',
    });
  });
});

describe('forgotPasswordProblem', () => {
  it('uses the spec messages', () => {
    expect(forgotPasswordProblem(' ')).toEqual({ title: 'Email required' });
    expect(forgotPasswordProblem('robin')).toEqual({
      title: 'Invalid email',
      description: 'Please enter a valid email address.',
    });
    expect(forgotPasswordProblem('robin@example.com')).toBeNull();
  });

  it('sends the address trimmed and lower-cased', () => {
    expect(normaliseEmail('  Robin@Example.COM ')).toBe('robin@example.com');
  });
});

describe('field errors (the server schemas, decision 167)', () => {
  it('sign-in: both fields required, the email must be an address', () => {
    expect(loginFieldErrors('', '')).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(loginFieldErrors('me', 'secret')).toEqual({ email: 'Please enter a valid email address.' });
    expect(loginFieldErrors(' a@b.co ', 'secret')).toEqual({});
  });

  it('sign-up: schema rules, then the strength rule at the password', () => {
    expect(signupFieldErrors({ name: '', email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(signupFieldErrors({ name: 'Sam', email: 'a@b.co', password: 'abc' })).toEqual({
      password: 'Please choose a stronger password.',
    });
    expect(signupFieldErrors({ name: 'x'.repeat(101), email: 'a@b.co', password: 'Abcdefgh1' }).name).toBe(
      'Name must be at most 100 characters',
    );
  });

  it('forgot password, change password and delete account', () => {
    expect(forgotPasswordFieldErrors('')).toEqual({ email: 'Email is required' });
    expect(forgotPasswordFieldErrors('a@')).toEqual({ email: 'Please enter a valid email address.' });
    expect(changePasswordFieldErrors({ currentPassword: '', newPassword: 'abc' })).toEqual({
      currentPassword: 'Password is required',
      newPassword: 'Please choose a stronger password.',
    });
    expect(newPasswordFieldError('')).toBe('Password is required');
    expect(deleteAccountFieldErrors('')).toEqual({ password: 'Password is required' });
    expect(deleteAccountFieldErrors('secret')).toEqual({});
  });
});
