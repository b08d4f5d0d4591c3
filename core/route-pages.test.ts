import { describe, expect, it } from 'vitest';
import {
  isRoutePreloads,
  MODULE_LIST_ID,
  MODULE_LOADER,
  moduleListOf,
  modulesLoadedByScript,
  routePagesOf,
  type RoutePreloads,
} from './route-pages';

const PAGE =
  '<head><link rel="modulepreload" crossorigin href="/assets/a.js"></head><body><div id="root"><i>every page</i></div></body>';

const LIST: RoutePreloads = {
  paths: { '/app': ['assets/home.js'], '/journal': [] },
  patterns: [{ pattern: '^\\/calendar\\/[^/]+$', files: ['assets/day.js'] }],
  shells: {
    page: '<i>every page</i>',
    variants: ['<b>home</b>', '<b>nav</b>'],
    of: { '/app': 0, '/journal': 1, '^\\/calendar\\/[^/]+$': 1 },
  },
};

describe('routePagesOf (the server’s and the service worker’s screen pages, decision 509)', () => {
  it('gives each listed path and each day its page, and nothing for other paths', () => {
    const pageOf = routePagesOf(PAGE, LIST);
    expect(pageOf('/app')).toContain('<link rel="modulepreload" crossorigin href="/assets/home.js">');
    expect(pageOf('/app//')).toBe(pageOf('/app'));
    expect(pageOf('/calendar/2026-01-31')).toBe(pageOf('/calendar/2026-02-01'));
    expect(pageOf('/calendar/2026-01-31')).toContain('<div id="root"><b>nav</b></div>');
    for (const path of ['/', '/login', '/constructor', '/__proto__', '/calendar/a/b'])
      expect(pageOf(path)).toBeUndefined();
  });

  it('tells the build’s list from anything else', () => {
    expect(isRoutePreloads(LIST)).toBe(true);
    expect(isRoutePreloads({ paths: {} })).toBe(false);
    expect(isRoutePreloads(null)).toBe(false);
  });
});

describe('the signed-in page’s module list (decision 545)', () => {
  const BUILT = [
    '<head>',
    '<title>Tend</title>',
    '<link rel="stylesheet" crossorigin href="/assets/index.css">',
    '<script src="/assets/direction.js"></script>',
    '<script type="module" crossorigin src="/assets/boot.js"></script>',
    '<script type="module" crossorigin src="/assets/paint-first.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/index.js">',
    '<link rel="modulepreload" crossorigin href="/assets/signed-in.js">',
    '<link rel="manifest" href="/manifest.webmanifest"></head>',
    '<body><div id="root"><i>every page</i></div></body>',
  ].join('\n');

  it('moves the module tags into the list, in order, with its loader ahead of the stylesheet', () => {
    const page = modulesLoadedByScript(BUILT);
    expect(moduleListOf(page)).toEqual({
      run: ['/assets/boot.js', '/assets/paint-first.js'],
      preload: ['/assets/index.js', '/assets/signed-in.js'],
    });
    expect(page).not.toMatch(/type="module"|rel="modulepreload"/);
    const list = page.indexOf(`id="${MODULE_LIST_ID}"`);
    const loader = page.indexOf(`<script>${MODULE_LOADER}</script>`);
    const sheet = page.indexOf('<link rel="stylesheet"');
    expect(list).toBeGreaterThan(page.indexOf('<title>'));
    expect(list).toBeLessThan(loader);
    expect(loader).toBeLessThan(sheet);
    // The direction script stays where it was, after the stylesheet (decision 495).
    expect(page.indexOf('direction.js')).toBeGreaterThan(sheet);
    expect(() => modulesLoadedByScript('<head></head>')).toThrow();
  });

  it('adds a screen’s chunks to the list, after the page’s own', () => {
    const pageOf = routePagesOf(modulesLoadedByScript(BUILT), LIST);
    expect(moduleListOf(pageOf('/app')!)).toEqual({
      run: ['/assets/boot.js', '/assets/paint-first.js'],
      preload: ['/assets/index.js', '/assets/signed-in.js', '/assets/home.js'],
    });
    expect(pageOf('/app')).toContain('<div id="root"><b>home</b></div>');
    expect(moduleListOf(pageOf('/journal')!)?.preload).toEqual(['/assets/index.js', '/assets/signed-in.js']);
  });

  it('runs in a page: asks for each script in order, then each preload', () => {
    const appended: Record<string, unknown>[] = [];
    const json = moduleListOf(modulesLoadedByScript(BUILT));
    const document = {
      head: { append: (e: Record<string, unknown>) => appended.push({ ...e }) },
      getElementById: (id: string) => (id === MODULE_LIST_ID ? { textContent: JSON.stringify(json) } : null),
      createElement: (tag: string) => ({ tag }),
    };
    new Function('document', MODULE_LOADER)(document);
    expect(appended).toEqual([
      { tag: 'script', type: 'module', crossOrigin: '', async: false, src: '/assets/boot.js' },
      { tag: 'script', type: 'module', crossOrigin: '', async: false, src: '/assets/paint-first.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/index.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/signed-in.js' },
    ]);
  });
});
