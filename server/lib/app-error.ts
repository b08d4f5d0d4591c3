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

/** The 400 for a list of field problems: the first one, with its field, is the message. */
export function badRequestFromIssues(issues: ErrorIssue[]): AppError {
  const first = issues[0];
  const message = first
    ? first.path
      ? `${first.path}: ${first.message}`
      : first.message
    : 'The request is not valid.';
  return badRequest(message, issues);
}
