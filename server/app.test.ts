import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, signUp, type TestApp } from './test/helpers';

describe.each(engines)('app on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      env: { SUPPORT_EMAIL: 'help@tend.example', FEEDBACK_URL: 'https://forms.example/tend' },
    });
  });
  afterAll(() => t.close());

  it('serves health, readiness and public config', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
    expect((await t.app.inject({ url: '/api/config' })).json()).toEqual({
      emailDelivery: 'outbox',
      signups: 'open',
      supportEmail: 'help@tend.example',
      feedbackUrl: 'https://forms.example/tend',
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('answers malformed JSON with 400 and no internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers a body over 1 MiB with 413', async () => {
    const { headers } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request is too large.' });
  });

  it('sends strict security headers', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    const csp = String(res.headers['content-security-policy']);
    for (const d of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(d);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never echoes a foreign origin', async () => {
    const res = await t.app.inject({ url: '/api/config', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('rate-limit store outage', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on this port: the shared rate-limit store is down.
    t = await createTestApp('sqlite', { env: { REDIS_URL: 'redis://127.0.0.1:6391' } });
  });
  afterAll(() => t.close());

  it('answers rate-limited routes with 503 and the JSON shape, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'someone@example.com', password: 'Wrong-Password-1' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'Tend is temporarily unavailable. Please try again in a moment.' });
  });

  it('is not ready until the store has answered once, so a proxy does not send it writes that would 503', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'The rate-limit store (Redis) is not reachable yet.' });
  });
});
