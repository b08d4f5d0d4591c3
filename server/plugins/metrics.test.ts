import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../lib/config';
import { createTestApp, engines, signUp, type TestApp } from '../test/helpers';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';

/** GET /metrics (decision 277): off by default, behind a Bearer token, counts by route template only. */
describe.each(engines)('metrics on %s', (engine) => {
  let off: TestApp;
  let on: TestApp;
  beforeAll(async () => {
    off = await createTestApp(engine);
    on = await createTestApp(engine, { env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await off.close();
    await on.close();
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const res = await off.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(off.app.routeList.some((r) => r.url === '/metrics')).toBe(false);
  });

  it('answers 401 without the token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await on.app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toEqual({ message: 'The metrics need the METRICS_TOKEN as a Bearer token.' });
    }
  });

  it('counts requests by route template and status, with nothing of any account in it', async () => {
    const user = await signUp(on.app, { name: 'Metric Person' });
    const made = await on.app.inject({
      method: 'POST',
      url: '/api/journal-entries',
      headers: user.headers,
      payload: { content: 'a private sentence', mood: 5 },
    });
    expect(made.statusCode).toBe(201);
    const id = (made.json() as { id: string }).id;
    expect(
      (await on.app.inject({ url: `/api/journal-entries/${id}`, headers: user.headers })).statusCode,
    ).toBe(200);
    await on.app.inject({ url: '/no-such-api-path-xyz/abc' });

    const res = await on.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text).toMatch(
      /^tend_http_requests_total\{method="POST",route="\/api\/auth\/signup",status="201"\} 1$/m,
    );
    expect(text).toMatch(
      /^tend_http_requests_total\{method="GET",route="\/api\/journal-entries\/:id",status="200"\} 1$/m,
    );
    expect(text).toMatch(
      /^tend_http_request_duration_seconds_count\{method="POST",route="\/api\/journal-entries"\} 1$/m,
    );
    expect(text).toMatch(/^tend_process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^tend_nodejs_eventloop_lag_seconds /m);
    for (const secret of [id, user.user.id, user.user.email, 'Metric Person', 'a private sentence', 'xyz']) {
      expect(text).not.toContain(secret);
    }
  });

  it('refuses a short METRICS_TOKEN at start', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /^METRICS_TOKEN: must be 32 to 200 characters/,
    );
  });
});
