import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, signUp, type TestApp } from '../helpers';
import { fillUrl, routeKey, specOf, toUrl, type Actor } from './route-table';

const FOREIGN = 'https://evil.example';

function expectSecurityHeaders(where: string, headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp, where).toContain(directive);
  }
  expect(csp, where).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('no-referrer');
  expect(headers['access-control-allow-origin'], where).toBeUndefined();
  expect(headers['access-control-allow-credentials'], where).toBeUndefined();
}

describe.each(engines)('security headers on %s', (engine) => {
  let t: TestApp;
  let actor: Actor;
  let staticDir: string;

  beforeAll(async () => {
    // A stand-in client build, so the page routes are served too.
    staticDir = mkdtempSync(join(tmpdir(), 'tend-static-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(staticDir, 'assets', 'app.js'), 'export {};');
    t = await createTestApp(engine, { env: { STATIC_DIR: staticDir } });
    actor = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('sends them on every route, answered or refused, with no-store on /api/* and no foreign origin echoed', async () => {
    for (const route of t.app.routeList) {
      const spec = specOf(route, t.config.staticDir);
      const url = toUrl(
        fillUrl(route.url, {
          id: '00000000-0000-4000-8000-000000000000',
          dimension: 'sleep',
          key: 'own-0000000000',
          day: '2026-06-01',
          token: 'x'.repeat(43),
        }),
      );
      for (const headers of [{ ...actor.headers, origin: FOREIGN }, { origin: FOREIGN }]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers,
          ...(['POST', 'PATCH', 'PUT'].includes(route.method) ? { payload: {} } : {}),
        });
        const where = `${routeKey(route)} → ${res.statusCode}`;
        expectSecurityHeaders(where, res.headers);
        if (route.url.startsWith('/api/')) expect(res.headers['cache-control'], where).toBe('no-store');
        if (!spec?.public && !('x-session-id' in headers)) expect(res.statusCode, where).toBe(401);
      }
    }
  });

  it('sends them on pages, assets, unknown paths and malformed URLs too', async () => {
    for (const url of ['/', '/journal', '/assets/app.js', '/api/nope', '/nope.png']) {
      const res = await t.app.inject({ url, headers: { origin: FOREIGN } });
      expectSecurityHeaders(url, res.headers);
      if (url.startsWith('/api/')) expect(res.headers['cache-control']).toBe('no-store');
    }
    const bad = await t.app.inject({
      url: '/api/journal-entries/%E0%A4%A',
      method: 'DELETE',
      headers: actor.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'The request URL is not valid.' });
    expect(bad.headers['cache-control']).toBe('no-store');
  });

  it('answers a cross-origin preflight without allowing it', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/user',
      headers: {
        origin: FOREIGN,
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'x-session-id',
      },
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
    expect(res.headers['access-control-allow-headers']).toBeUndefined();
  });
});

describe('the client page', () => {
  it('has no inline script, style or event handler the CSP would have to allow', () => {
    const html = readFileSync(join(import.meta.dirname, '../../../client/index.html'), 'utf8');
    for (const tag of html.match(/<script\b[^>]*>[\s\S]*?<\/script>/gi) ?? []) {
      expect(tag).toMatch(/\ssrc=/);
      expect(tag).toMatch(/>\s*<\/script>$/);
    }
    expect(html).not.toMatch(/<style\b/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });
});
