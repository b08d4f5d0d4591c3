import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoginSchema, UpdateUserSchema } from '../../core/schemas/auth';
import { ApiError } from './api-error';
import { errorIdFor, fieldErrorsFrom, firstInvalid, invalidProps, serverFieldErrors } from './field-errors';
import { activateLocale } from './i18n';

// The messages are Lingui's (decision 445): English, the spec's words, is loaded first.
beforeAll(() => activateLocale('en'));

describe('fieldErrorsFrom', () => {
  it("gives the server schema's first message per field", () => {
    expect(fieldErrorsFrom(LoginSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(fieldErrorsFrom(LoginSchema, { email: 'no-at-sign', password: 'x' })).toEqual({
      email: 'Please enter a valid email address.',
    });
    expect(fieldErrorsFrom(UpdateUserSchema, { name: '   ' })).toEqual({ name: 'Name required' });
  });

  it('is empty for valid values', () => {
    expect(fieldErrorsFrom(LoginSchema, { email: 'a@b.co', password: 'x' })).toEqual({});
  });

  it('keys nested issues by their top-level field', () => {
    const schema = z.object({ daily: z.object({ time: z.string().regex(/^\d\d:\d\d$/, 'bad time') }) });
    expect(fieldErrorsFrom(schema, { daily: { time: '' } })).toEqual({ daily: 'bad time' });
  });
});

describe('firstInvalid and invalidProps', () => {
  it('finds the first invalid field in form order', () => {
    expect(firstInvalid(['email', 'password'], { password: 'x' })).toBe('password');
    expect(firstInvalid(['email', 'password'], { password: 'x', email: 'y' })).toBe('email');
    expect(firstInvalid(['email'], {})).toBeUndefined();
  });

  it('points aria-describedby at the message, before other descriptions', () => {
    expect(invalidProps('f', 'Required', 'f-help')).toEqual({
      'aria-invalid': true,
      'aria-describedby': `${errorIdFor('f')} f-help`,
    });
    expect(invalidProps('f', undefined, 'f-help')).toEqual({
      'aria-invalid': undefined,
      'aria-describedby': 'f-help',
    });
    expect(invalidProps('f', undefined)).toEqual({
      'aria-invalid': undefined,
      'aria-describedby': undefined,
    });
  });
});

describe('serverFieldErrors', () => {
  const wrong = JSON.stringify({
    message: 'The password is not correct.',
    issues: [{ path: 'currentPassword', message: 'The password is not correct.' }],
  });

  it("puts a 400's issues at the fields they name", () => {
    const error = new ApiError(400, wrong, 'Bad Request');
    expect(serverFieldErrors(error, ['currentPassword', 'newPassword'] as const)).toEqual({
      currentPassword: 'The password is not correct.',
    });
  });

  it('ignores other fields, other statuses and bodies that are not JSON', () => {
    expect(serverFieldErrors(new ApiError(400, wrong, ''), ['newPassword'] as const)).toEqual({});
    expect(serverFieldErrors(new ApiError(500, wrong, ''), ['currentPassword'] as const)).toEqual({});
    expect(serverFieldErrors(new ApiError(400, 'oops', ''), ['currentPassword'] as const)).toEqual({});
    expect(serverFieldErrors(new Error('x'), ['currentPassword'] as const)).toEqual({});
  });
});
