import type { z } from 'zod';

export interface ErrorIssue {
  path: string;
  message: string;
}

/** The one error type routes and services throw; the error handler turns it into the JSON error shape. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: ErrorIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new AppError(404, 'not_found', what);
export const unauthorized = () => new AppError(401, 'unauthorized', 'Please sign in to continue.');
export const badRequest = (message: string, issues?: ErrorIssue[]) =>
  new AppError(400, 'bad_request', message, issues);

/** Parses input with a zod schema or throws a 400 that lists every problem. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({
    path: i.path.map(String).join('.'),
    message: i.message,
  }));
  const first = issues[0];
  const message = first
    ? first.path
      ? `${first.path}: ${first.message}`
      : first.message
    : 'The request is not valid.';
  throw badRequest(message, issues);
}
