import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MODULE_LOADER } from '../core/route-pages';
import { precompressDir } from '../scripts/precompress';
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

  it("sends the build's brotli or gzip copy of a file to a browser that accepts it (decision 541)", async () => {
    mkdirSync(join(staticDir, 'assets'));
    const script = `export const words = ${JSON.stringify('a calm morning walk '.repeat(400))};\n`;
    writeFileSync(join(staticDir, 'assets/page-abc.js'), script);
    writeFileSync(join(staticDir, 'assets/small.js'), 'export {};\n');
    await precompressDir(staticDir);
    t = await createTestApp('sqlite', { env: { STATIC_DIR: staticDir } });
    const get = (acceptEncoding?: string) =>
      t!.app.inject({
        url: '/assets/page-abc.js',
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await get('gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    // Nothing accepted but the file itself.
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    // A file without copies (under 1 KB) is sent as it is.
    const small = await t.app.inject({ url: '/assets/small.js', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('export {};\n');
  });

  it('admits the signed-in page’s inline scripts by their hashes, and no other (decision 545)', async () => {
    const direction = "document.documentElement.dir='rtl'";
    writeFileSync(
      join(staticDir, 'app.html'),
      `<head><script>${direction}</script><script>${MODULE_LOADER}</script></head>`,
    );
    t = await createTestApp('sqlite', { env: { STATIC_DIR: staticDir } });
    const hash = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
    for (const url of ['/app', '/', '/calendar']) {
      const csp = String((await t.app.inject({ url })).headers['content-security-policy']);
      expect(csp, url).toContain(`script-src 'self' ${hash(direction)} ${hash(MODULE_LOADER)};`);
      expect(csp, url).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
    // The API's answers run no script: their policy admits none inline.
    const api = String((await t.app.inject({ url: '/api/config' })).headers['content-security-policy']);
    expect(api).toContain("script-src 'self';");
  });

  it('answers every page path with index.html when the build has no app.html', async () => {
    unlinkSync(join(staticDir, 'app.html'));
    t = await createTestApp('sqlite', { env: { STATIC_DIR: staticDir } });
    for (const url of ['/', '/app', '/login']) {
      expect((await t.app.inject({ url })).body, url).toBe('landing page');
    }
  });

  it("adds a signed-in screen's own chunks to its page, from the build's list (decision 456)", async () => {
    writeFileSync(
      join(staticDir, 'app.html'),
      '<head>\n    <link rel="stylesheet" href="/assets/index.css">\n    <script type="module" src="/assets/boot.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/signed-in.js">\n    <link rel="manifest" href="/manifest.webmanifest">\n</head>',
    );
    mkdirSync(join(staticDir, '.vite'));
    writeFileSync(
      join(staticDir, '.vite/route-preloads.json'),
      JSON.stringify({
        paths: { '/app': [], '/reports': ['assets/reports-page.js', 'assets/chart.js'] },
        patterns: [{ pattern: '^\\/calendar\\/[^/]+$', files: ['assets/day-page.js'] }],
      }),
    );
    t = await createTestApp('sqlite', { env: { STATIC_DIR: staticDir } });
    const preloads = async (url: string) => {
      const res = await t!.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      return [...res.body.matchAll(/modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    };
    expect(await preloads('/app')).toEqual(['/assets/signed-in.js']);
    // After the page's own preloads (the stylesheet and scripts first); a trailing slash is the same screen.
    for (const url of ['/reports', '/reports/', '/reports?week=1']) {
      expect(await preloads(url), url).toEqual([
        '/assets/signed-in.js',
        '/assets/reports-page.js',
        '/assets/chart.js',
      ]);
    }
    expect(await preloads('/calendar/2026-01-02')).toEqual(['/assets/signed-in.js', '/assets/day-page.js']);
    // Paths that are no signed-in screen get the page as it is.
    for (const url of ['/login', '/calendar/2026-01-02/x', '/reportsx']) {
      expect(await preloads(url), url).toEqual(['/assets/signed-in.js']);
    }
    expect((await t.app.inject({ url: '/' })).body).toBe('landing page');
    // The list itself is not served.
    expect((await t.app.inject({ url: '/.vite/route-preloads.json' })).statusCode).toBe(404);
  });

  it('does not start with a list of preloads it cannot read', async () => {
    mkdirSync(join(staticDir, '.vite'));
    writeFileSync(join(staticDir, '.vite/route-preloads.json'), '{"paths": {}}');
    await expect(createTestApp('sqlite', { env: { STATIC_DIR: staticDir } })).rejects.toThrow(
      /not a list of route preloads/,
    );
  });
});
