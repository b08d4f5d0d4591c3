import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isUnauthorized, serverDetail, serverMessage } from '../../lib/api-error';
import { api, apiFetch, listOf, requestInit, schemaFrom, typed, type Reader } from './request';

/** The answer as it came (these tests are about the request, not the shape). */
const unchecked = (): Reader<unknown> => ({ parse: (data) => data });
import { MessageSchema } from '../../../core/schemas/common';
import { getSessionId, sessionWasRefused, setSessionId, subscribeSession } from '../../lib/session';

function stubStorage(values: Record<string, string> = {}) {
  const store = new Map(Object.entries(values));
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
}

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('requestInit', () => {
  it('includes credentials and sends the session header when a session exists', () => {
    const init = requestInit({}, 'abc');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('GET');
    expect(init.headers).toEqual({
      Accept: 'application/json',
      'x-session-id': 'abc',
      'Accept-Language': 'en',
    });
    expect(init.body).toBeUndefined();
  });

  it('sends a JSON content type only when there is a body', () => {
    const withBody = requestInit({ method: 'PATCH', body: { name: 'Ada' } }, null);
    expect(withBody.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Accept-Language': 'en',
    });
    expect(withBody.body).toBe('{"name":"Ada"}');
    const without = requestInit({ method: 'DELETE' }, null);
    expect(without.headers).not.toHaveProperty('Content-Type');
  });

  it('defaults to POST when a body is given without a method', () => {
    expect(requestInit({ body: {} }, null).method).toBe('POST');
  });

  it('sends an idempotency key as the Idempotency-Key header', () => {
    const init = requestInit({ method: 'PUT', body: {}, idempotencyKey: 'k1' }, 's');
    expect(init.headers).toEqual({
      Accept: 'application/json',
      'Idempotency-Key': 'k1',
      'Content-Type': 'application/json',
      'x-session-id': 's',
      'Accept-Language': 'en',
    });
  });
});

describe('api', () => {
  beforeEach(() => stubStorage({ sessionId: 'session-1' }));
  afterEach(() => vi.unstubAllGlobals());

  it('reads the session from localStorage and parses JSON', async () => {
    const fetchMock = stubFetch(new Response('{"id":"u1"}', { status: 200 }));
    await expect(api('/api/user', unchecked())).resolves.toEqual({ id: 'u1' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string>)['x-session-id']).toBe('session-1');
  });

  it("reads the answer with core's schema: a wrong shape fails instead of being cast (decision 331)", async () => {
    stubFetch(new Response('{"message":"Saved","extra":1}', { status: 200 }));
    await expect(api('/api/x', MessageSchema)).resolves.toEqual({ message: 'Saved' });
    stubFetch(new Response('{"message":3}', { status: 200 }));
    await expect(api('/api/x', MessageSchema)).rejects.toThrow();
  });

  it('a schema imported on the first answer: loaded once, then every answer parsed with it (decision 316)', async () => {
    const load = vi.fn(async () => MessageSchema);
    const reader = schemaFrom(load);
    expect(load).not.toHaveBeenCalled();
    stubFetch(new Response('{"message":"Saved","extra":1}', { status: 200 }));
    await expect(api('/api/x', reader)).resolves.toEqual({ message: 'Saved' });
    stubFetch(new Response('{"message":3}', { status: 200 }));
    await expect(api('/api/x', reader)).rejects.toThrow();
    stubFetch(new Response('[{"message":"a"},{"message":"b","extra":1}]', { status: 200 }));
    await expect(api('/api/x', listOf(reader))).resolves.toEqual([{ message: 'a' }, { message: 'b' }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a schema module that failed to load is asked for again by the next answer', async () => {
    const failed = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const load = vi
      .fn<() => Promise<Reader<{ message: string }>>>()
      .mockImplementationOnce(failed)
      .mockImplementationOnce(failed)
      .mockResolvedValue(MessageSchema);
    const reader = schemaFrom(load);
    stubFetch(new Response('{"message":"Saved"}', { status: 200 }));
    // Asked for as the request is sent, and again by its answer: both fail.
    await expect(api('/api/x', reader)).rejects.toThrow(TypeError);
    stubFetch(new Response('{"message":"Saved"}', { status: 200 }));
    await expect(api('/api/x', reader)).resolves.toEqual({ message: 'Saved' });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('the schema module is asked for as the request is sent, not once its answer is in (decision 500)', async () => {
    const load = vi.fn<() => Promise<Reader<{ message: string }>>>().mockResolvedValue(MessageSchema);
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const read = api('/api/x', listOf(schemaFrom(load)));
    expect(load).toHaveBeenCalledTimes(1);
    answer(new Response('[{"message":"Saved"}]', { status: 200 }));
    await expect(read).resolves.toEqual([{ message: 'Saved' }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("the first screen's typed reads give the answer as it came, without a schema (decision 316)", async () => {
    stubFetch(new Response('{"message":"Saved","extra":1}', { status: 200 }));
    await expect(api('/api/x', typed<{ message: string }>())).resolves.toEqual({
      message: 'Saved',
      extra: 1,
    });
    // A list of rows read at once stays a plain array, not a promise of one.
    expect(listOf(typed<number>()).parse([1, 2])).toEqual([1, 2]);
  });

  it('returns null for an empty (204) response', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(api('/api/user', unchecked(), { method: 'DELETE' })).resolves.toBeNull();
  });

  it('throws "<status>: <body text>" and keeps the body for the server message', async () => {
    stubFetch(
      new Response('{"message":"Invalid email or password"}', { status: 401, statusText: 'Unauthorized' }),
    );
    const error = await api('/api/auth/login', unchecked(), { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('401: {"message":"Invalid email or password"}');
    expect(isUnauthorized(error)).toBe(true);
    expect(serverMessage(error, 'fallback')).toBe('Invalid email or password');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(api('/api/user', unchecked())).rejects.toThrow('503: Service Unavailable');
  });

  it('turns a 401 into null when asked to', async () => {
    stubFetch(new Response('{"message":"Please sign in"}', { status: 401 }));
    await expect(api('/api/user', unchecked(), { on401: 'returnNull' })).resolves.toBeNull();
    stubFetch(new Response('{"message":"nope"}', { status: 403 }));
    await expect(apiFetch('/api/user', { on401: 'returnNull' })).rejects.toThrow('403: {"message":"nope"}');
  });
});

describe('serverMessage', () => {
  it("prefers a validation issue's own text over the field-prefixed message", () => {
    const error = new ApiError(
      400,
      JSON.stringify({
        message: 'email: Please enter a valid email address.',
        issues: [{ path: 'email', message: 'Please enter a valid email address.' }],
      }),
      'Bad Request',
    );
    expect(serverMessage(error, 'fallback')).toBe('Please enter a valid email address.');
  });

  it('falls back when the body is not JSON, has no message, or the error is not an ApiError', () => {
    expect(serverMessage(new ApiError(502, '<html>bad gateway</html>', 'Bad Gateway'), 'Try again')).toBe(
      'Try again',
    );
    expect(serverMessage(new ApiError(500, '{"other":1}', ''), 'Try again')).toBe('Try again');
    expect(serverMessage(new TypeError('Failed to fetch'), 'Try again')).toBe('Try again');
  });
});

describe('a 401 ends the session, whoever asked (decision 255)', () => {
  beforeEach(() => stubStorage({ sessionId: 'session-1' }));
  afterEach(() => vi.unstubAllGlobals());

  it('a refused write or read forgets the stored session and tells whoever listens', async () => {
    const heard = vi.fn();
    const stop = subscribeSession(heard);
    stubFetch(new Response('{"message":"Not signed in"}', { status: 401 }));
    await expect(
      api('/api/days/2026-11-20/ratings/sleep', unchecked(), { method: 'PUT', body: {} }),
    ).rejects.toThrow('401');
    expect(getSessionId()).toBeNull();
    expect(sessionWasRefused()).toBe(true);
    expect(heard).toHaveBeenCalled();
    stop();
    // The next sign-in starts afresh.
    setSessionId('session-2');
    expect(sessionWasRefused()).toBe(false);
  });

  it('so does the user read that turns a 401 into null', async () => {
    stubFetch(new Response('{"message":"Not signed in"}', { status: 401 }));
    await expect(api('/api/user', unchecked(), { on401: 'returnNull' })).resolves.toBeNull();
    expect(getSessionId()).toBeNull();
  });

  it('not a wrong password on the auth screens, nor any other status, nor no answer at all', async () => {
    stubFetch(new Response('{"message":"Invalid email or password"}', { status: 401 }));
    await api('/api/auth/login', unchecked(), { body: {} }).catch(() => undefined);
    expect(getSessionId()).toBe('session-1');
    for (const status of [400, 403, 404, 500, 503]) {
      stubFetch(new Response('{"message":"no"}', { status }));
      await api('/api/user', unchecked()).catch(() => undefined);
    }
    expect(getSessionId()).toBe('session-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await api('/api/user', unchecked()).catch(() => undefined);
    expect(getSessionId()).toBe('session-1');
  });

  it('keeps a session stored since the request left (a new sign-in)', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const pending = api('/api/user', unchecked()).catch(() => undefined);
    setSessionId('session-2');
    answer(new Response('{"message":"Not signed in"}', { status: 401 }));
    await pending;
    expect(getSessionId()).toBe('session-2');
  });
});

describe('serverDetail (decision 258)', () => {
  it("is the server's explanation of a refusal, or null for a 500, a 401 and no answer", () => {
    const refusal = new ApiError(400, '{"message":"The password is not correct."}', 'Bad Request');
    expect(serverDetail(refusal)).toBe('The password is not correct.');
    const busy = new ApiError(503, '{"message":"Tend is temporarily unavailable."}', '');
    expect(serverDetail(busy)).toBe('Tend is temporarily unavailable.');
    const generic = '{"message":"Something went wrong on our side. Please try again."}';
    expect(serverDetail(new ApiError(500, generic, ''))).toBeNull();
    expect(serverDetail(new ApiError(401, '{"message":"Not signed in"}', ''))).toBeNull();
    expect(serverDetail(new ApiError(502, '<html></html>', 'Bad Gateway'))).toBeNull();
    expect(serverDetail(new TypeError('Failed to fetch'))).toBeNull();
  });
});
