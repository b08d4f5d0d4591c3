import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { failureToastInput } from './toast';
import { overlaps } from './toast-placement';

const DELETE_FAILED = 'There was an error deleting your account. Please try again.';

describe('failureToastInput (decision 258)', () => {
  it("keeps the spec's text when the server's 500 says only that something went wrong", () => {
    const error = new ApiError(
      500,
      '{"message":"Something went wrong on our side. Please try again."}',
      'Internal Server Error',
    );
    expect(failureToastInput('Delete account failed', DELETE_FAILED, error)).toEqual({
      title: 'Delete account failed',
      description: DELETE_FAILED,
      variant: 'destructive',
    });
  });

  it("puts the server's explanation after the spec's text, never in its place", () => {
    const error = new ApiError(400, '{"message":"The password is not correct."}', 'Bad Request');
    expect(failureToastInput('Delete account failed', DELETE_FAILED, error)).toEqual({
      title: 'Delete account failed',
      description: DELETE_FAILED,
      detail: 'The password is not correct.',
      variant: 'destructive',
    });
  });

  it('adds nothing without an answer from the server', () => {
    expect(failureToastInput('Error', 'Failed to save targets.', new TypeError('Failed to fetch'))).toEqual({
      title: 'Error',
      description: 'Failed to save targets.',
      variant: 'destructive',
    });
  });
});

describe('overlaps (decision 259)', () => {
  const toast = { top: 740, bottom: 828, left: 16, right: 374 };
  it('finds a Save button under a toast', () => {
    expect(overlaps({ top: 780, bottom: 828, left: 200, right: 374 }, toast)).toBe(true);
  });
  it('lets a button above it, or merely touching it, be', () => {
    expect(overlaps({ top: 680, bottom: 728, left: 200, right: 374 }, toast)).toBe(false);
    expect(overlaps({ top: 692, bottom: 740, left: 200, right: 374 }, toast)).toBe(false);
  });
});
