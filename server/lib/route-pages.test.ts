import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes, readBuiltPage, routePages } from './route-pages';

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

/** The build's screens' pages, as the server makes them at start. */
const pagesOf = (dir: string) => routePages(dir, readBuiltPage(dir, 'app.html'));

const PAGE =
  '<head><link rel="modulepreload" crossorigin href="/assets/a.js"></head><body><div id="root"><i>every page</i></div></body>';

describe('routePages', () => {
  it('puts each screen’s first paint and its preloads in the page (decisions 456, 495)', () => {
    const pageOf = pagesOf(
      build(PAGE, {
        paths: { '/app': ['assets/home.js'], '/journal': [] },
        patterns: [{ pattern: '^\\/calendar\\/[^/]+$', files: ['assets/day.js'] }],
        shells: {
          page: '<i>every page</i>',
          variants: ['<b>home $&</b>', '<b>nav</b>'],
          of: { '/app': 0, '/journal': 1, '^\\/calendar\\/[^/]+$': 1 },
        },
      }),
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
    const pageOf = pagesOf(build(PAGE, { paths: { '/journal': [] }, patterns: [] }))!;
    expect(pageOf('/journal')).toBe(PAGE);
  });

  it('stops the start when the page does not hold the first paint the list names (a broken build)', () => {
    const dir = build(PAGE, {
      paths: {},
      patterns: [],
      shells: { page: '<i>other</i>', variants: [], of: {} },
    });
    expect(() => pagesOf(dir)).toThrow(/does not hold the first paint/);
  });

  it('serves nothing of its own without a list', () => {
    expect(pagesOf(build(PAGE, null))).toBeUndefined();
  });
});

describe('inlineScriptHashes', () => {
  it('names each inline script of the page by its hash, and none of a script with a source', () => {
    const dir = build(
      '<script>a()</script><script type="module" src="/b.js"></script><script>b()</script>',
      null,
    );
    expect(inlineScriptHashes(readBuiltPage(dir, 'app.html'))).toEqual([
      "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
      "'sha256-cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc='",
    ]);
  });

  it('has none without a build', () => {
    expect(inlineScriptHashes(readBuiltPage(tmpdir(), 'no-such-page.html'))).toEqual([]);
  });
});
