// What a failed request says (decision 330): the error client/api/http/request.ts throws, and the
// human message of any failure. No network here, so lib/ and components/ use it too.

/**
 * A refused request: its message is "<status>: <body text or status text>", so the server's JSON
 * `message` stays readable through `serverMessage()`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }
}

/**
 * The human message of an error: the server's JSON `message` when there is one, otherwise the given
 * fallback. Never shows a raw status line or an exception text to a user.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.bodyText) {
    try {
      const parsed = JSON.parse(error.bodyText) as { message?: unknown; issues?: unknown } | null;
      // A 400 names the field in `message` ("email: …"); the issue's own text reads better to a person.
      const issue: unknown = Array.isArray(parsed?.issues) ? parsed.issues[0] : undefined;
      const issueMessage =
        issue && typeof issue === 'object' && 'message' in issue
          ? (issue as { message: unknown }).message
          : undefined;
      for (const message of [issueMessage, parsed?.message]) {
        if (typeof message === 'string' && message.trim()) return message;
      }
    } catch {
      // Not JSON: fall through to the fallback.
    }
  }
  return fallback;
}

/**
 * What the server said about a failure, to follow a screen's own wording in its toast (decision 258):
 * its message for a refusal it explains (400, 404, 409, 413, 503 …), or null — without a message, for a
 * 500 (its message is the generic "something went wrong", nothing more than the screen says) and for a
 * 401 (the session ended, which sends the person to /login anyway).
 */
export function serverDetail(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 500 || error.status === 401) return null;
  const message = serverMessage(error, '');
  return message || null;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
