import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { routePages } from './route-pages';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A build's folder with `app.html` and, unless null, `.vite/route-preloads.json`. */
function build(page: string, list: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'route-pages-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'app.html'), page);
  if (list !== null) {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite/route-preloads.json'), JSON.stringify(list));
  }
  return dir;
}

const PAGE =
  '<head><link rel="modulepreload" crossorigin href="/assets/a.js"></head><body><div id="root"><i>every page</i></div></body>';

describe('routePages', () => {
  it('puts each screen’s first paint and its preloads in the page (decisions 456, 495)', () => {
    const pageOf = routePages(
      build(PAGE, {
        paths: { '/app': ['assets/home.js'], '/journal': [] },
        patterns: [{ pattern: '^\\/calendar\\/[^/]+$', files: ['assets/day.js'] }],
        shells: {
          page: '<i>every page</i>',
          variants: ['<b>home $&</b>', '<b>nav</b>'],
          of: { '/app': 0, '/journal': 1, '^\\/calendar\\/[^/]+$': 1 },
        },
      }),
      'app.html',
    )!;
    expect(pageOf('/app')).toBe(
      '<head><link rel="modulepreload" crossorigin href="/assets/a.js">\n    <link rel="modulepreload" crossorigin href="/assets/home.js"></head><body><div id="root"><b>home $&</b></div></body>',
    );
    expect(pageOf('/journal/')).toBe(PAGE.replace('<i>every page</i>', '<b>nav</b>'));
    expect(pageOf('/calendar/2026-01-31')).toContain('<div id="root"><b>nav</b></div>');
    expect(pageOf('/calendar/2026-01-31')).toContain('href="/assets/day.js"');
    expect(pageOf('/login')).toBeUndefined();
  });

  it('keeps the page’s own first paint with a list from before it', () => {
    const pageOf = routePages(build(PAGE, { paths: { '/journal': [] }, patterns: [] }), 'app.html')!;
    expect(pageOf('/journal')).toBe(PAGE);
  });

  it('stops the start when the page does not hold the first paint the list names (a broken build)', () => {
    const dir = build(PAGE, {
      paths: {},
      patterns: [],
      shells: { page: '<i>other</i>', variants: [], of: {} },
    });
    expect(() => routePages(dir, 'app.html')).toThrow(/does not hold the first paint/);
  });

  it('serves nothing of its own without a list', () => {
    expect(routePages(build(PAGE, null), 'app.html')).toBeUndefined();
  });
});
