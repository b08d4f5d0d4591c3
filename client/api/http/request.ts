import { takeEarlyRead } from './early-reads';
import { getSessionId, sessionRefused } from '../../lib/session';

/**
 * The one HTTP helper of docs/product.md §7. Every call includes credentials; a JSON content type is sent only
 * when there is a body; the stored session goes in `x-session-id`. A failed response throws an
 * ApiError whose message is "<status>: <body text or status text>", so the server's JSON `message`
 * stays readable through `serverMessage()`.
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

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON. `undefined` means no body (and no content type). */
  body?: unknown;
  /** 'returnNull' turns a 401 into an empty result (null) instead of an error. Default 'throw'. */
  on401?: 'throw' | 'returnNull';
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
}

export function requestInit(opts: ApiOptions, sessionId: string | null): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  const hasBody = opts.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (sessionId) headers['x-session-id'] = sessionId;
  return {
    method: opts.method ?? (hasBody ? 'POST' : 'GET'),
    credentials: 'include',
    headers,
    ...(hasBody ? { body: JSON.stringify(opts.body) } : {}),
    ...(opts.signal ? { signal: opts.signal } : {}),
  };
}

/**
 * The auth screens' calls, whose 401 is about the form (a wrong password), and sign-out, which
 * finishes locally on its own 401: a 401 there does not end the session through `sessionRefused`.
 */
const AUTH_CALLS = '/api/auth/';

/** Performs the request and returns the raw response (for downloads), or null for a tolerated 401. */
export async function apiFetch(path: string, opts: ApiOptions = {}): Promise<Response | null> {
  const sessionId = getSessionId();
  const init = requestInit(opts, sessionId);
  const early = init.method === 'GET' ? takeEarlyRead(path) : undefined;
  const response = (early && (await early.catch(() => null))) || (await fetch(path, init));
  if (response.ok) return response;
  // Any read or write refused for its session ends the session here, whoever asked (decision 255).
  if (response.status === 401 && sessionId && !path.startsWith(AUTH_CALLS)) sessionRefused(sessionId);
  if (response.status === 401 && opts.on401 === 'returnNull') return null;
  let bodyText = '';
  try {
    bodyText = await response.text();
  } catch {
    // A body that cannot be read is reported by its status text instead.
  }
  throw new ApiError(response.status, bodyText, response.statusText);
}

/** Performs the request and parses JSON; an empty body (204) yields null. */
export async function api<T>(path: string, opts: ApiOptions = {}): Promise<T> {
  const response = await apiFetch(path, opts);
  if (!response) return null as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
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
