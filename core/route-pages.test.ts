import { describe, expect, it } from 'vitest';
import { isRoutePreloads, routePagesOf, type RoutePreloads } from './route-pages';

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
