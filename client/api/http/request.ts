import { ApiError } from '../../lib/api-error';
import { takeEarlyRead } from './early-reads';
import { getSessionId, sessionRefused } from '../../lib/session';
import { activeLocale } from '../../lib/i18n';

/**
 * The one HTTP helper of docs/product.md §7, called only from client/api/ (decision 330). Every call
 * includes credentials; a JSON content type is sent only when there is a body; the stored session goes
 * in `x-session-id`. A failed response throws an ApiError (lib/api-error.ts).
 */
export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON. `undefined` means no body (and no content type). */
  body?: unknown;
  /** 'returnNull' turns a 401 into an empty result (null) instead of an error. Default 'throw'. */
  on401?: 'throw' | 'returnNull';
  signal?: AbortSignal;
  /**
   * Sent as `Idempotency-Key`, for a write that may be repeated (decision 115): the server answers a
   * repeat with the first answer instead of writing twice. The only header a call adds (decision 490).
   */
  idempotencyKey?: string;
}

export function requestInit(opts: ApiOptions, sessionId: string | null): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
  const hasBody = opts.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (sessionId) headers['x-session-id'] = sessionId;
  // The app's language, not the browser's: the server's messages come back in it (decision 363).
  headers['Accept-Language'] = activeLocale();
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

/**
 * How an answer is read (decision 331): core's zod schema of it (`ApiUserSchema` …, anything with
 * `parse`), so a client type is never a cast of its own. `parse` may answer a promise: a schema
 * imported on the first answer that needs it (`schemaFrom`, decision 316).
 */
export interface Reader<T> {
  parse(data: unknown): T | Promise<T>;
  /**
   * Starts fetching what `parse` needs (a schema imported on first use), called as the request is
   * sent, so the schema's chunk travels beside the answer instead of after it (decision 500).
   */
  prepare?(): void;
}

/** For a write whose answer the caller does not read (204, or a body it ignores). */
export const ignored: Reader<unknown> = { parse: () => null };

/**
 * The first screen's reads only (decision 316): the answer typed by core's type, not parsed. Core's
 * schemas bring zod, whose schema construction cost more main-thread time than anything else on a
 * first visit to Home (~200 ms at 4× CPU); the signed-in first load holds none of them. Used for the
 * guard's user read and Home's reads; every other answer is parsed.
 */
export function typed<T>(): Reader<T> {
  return { parse: (data) => data as T };
}

/**
 * Core's schema, imported when the first request that needs it is sent (decision 316, 500): for the
 * reads and writes that share a module with the first screen's reads (`api/user.ts`, `api/wellbeing.ts`
 * …), so that module brings no zod into the signed-in first load and its other answers are still
 * parsed; and for a screen's own reads, so that zod is no part of what the screen loads before it paints.
 */
export function schemaFrom<T>(load: () => Promise<Reader<T>>): Reader<T> {
  let schema: Promise<Reader<T>> | undefined;
  const loaded = () =>
    // A module that failed to arrive (no network) is asked for again by the next answer.
    (schema ??= load().catch((error: unknown) => {
      schema = undefined;
      throw error;
    }));
  return {
    parse: async (data) => (await loaded()).parse(data),
    // A failure here is the next answer's to report (its parse asks again).
    prepare: () => void loaded().catch(() => undefined),
  };
}

/** Performs the request and reads its JSON with `reader`; an empty body (204) or a tolerated 401 yields null. */
export async function api<T>(path: string, reader: Reader<T>, opts: ApiOptions = {}): Promise<T> {
  reader.prepare?.();
  const response = await apiFetch(path, opts);
  if (!response) return null as T;
  const text = await response.text();
  return text ? reader.parse(JSON.parse(text)) : (null as T);
}

/** A JSON array of `item`s (core's schemas describe one row). */
export function listOf<T>(item: Reader<T>): Reader<T[]> {
  return {
    prepare: () => item.prepare?.(),
    parse: (data) => {
      if (!Array.isArray(data)) throw new TypeError('Expected a list');
      return allOf(data.map((row) => item.parse(row)));
    },
  };
}

/** The rows read, at once when every row was (a schema already here), else once the last one is. */
export function allOf<T>(rows: (T | Promise<T>)[]): T[] | Promise<T[]> {
  return rows.some((row) => row instanceof Promise) ? Promise.all(rows) : (rows as T[]);
}
