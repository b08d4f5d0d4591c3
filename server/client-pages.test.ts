import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/helpers';

// The page is the same for every engine: SQLite only.
describe('the client pages', () => {
  let staticDir: string;
  let t: TestApp | undefined;

  beforeEach(() => {
    staticDir = mkdtempSync(join(tmpdir(), 'tend-pages-'));
    writeFileSync(join(staticDir, 'index.html'), 'landing page');
    writeFileSync(join(staticDir, 'app.html'), 'signed-in page');
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('answers / with index.html and every other page path with app.html (decision 185)', async () => {
    t = await createTestApp('sqlite', { env: { STATIC_DIR: staticDir } });
    const landing = await t.app.inject({ url: '/' });
    expect(landing.body).toBe('landing page');
    expect(landing.headers['cache-control']).toBe('no-cache');
    for (const url of ['/app', '/login', '/calendar/2026-01-02', '/privacy-policy?x=1', '/nope']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('signed-in page');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await t.app.inject({ url: '/api/nope' })).statusCode).toBe(404);
  });

  it('answers every page path with index.html when the build has no app.html', async () => {
    unlinkSync(join(staticDir, 'app.html'));
    t = await createTestApp('sqlite', { env: { STATIC_DIR: staticDir } });
    for (const url of ['/', '/app', '/login']) {
      expect((await t.app.inject({ url })).body, url).toBe('landing page');
    }
  });
});
