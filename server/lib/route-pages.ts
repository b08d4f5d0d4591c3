import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Written by the client build (`vite.route-preloads.ts`): each signed-in screen's own chunks. */
const PRELOADS_FILE = '.vite/route-preloads.json';

interface RoutePreloads {
  paths: Record<string, string[]>;
  patterns: { pattern: string; files: string[] }[];
  /** Each screen's first paint (decision 495), absent from a build before it. */
  shells?: { page: string; variants: string[]; of: Record<string, number> };
}

/**
 * The signed-in page (`app.html`) for each signed-in screen, with `modulepreload` links for that
 * screen's own chunks (decision 456): the browser fetches them with the page's other code instead of
 * after `boot.ts` has arrived and asked for them; and with that screen's first paint (its navigation,
 * its header) in place of the one every page shares (decision 495), both as the build wrote them.
 * Each page is built once, at start. Returns
 * undefined when the build has no list (an older build, a test's fixture): every path then gets the
 * plain page. A list the server cannot read is a broken build and stops the start.
 */
export function routePages(
  staticRoot: string,
  pageFile: string,
): ((path: string) => string | undefined) | undefined {
  const listFile = resolve(staticRoot, PRELOADS_FILE);
  const pageAt = resolve(staticRoot, pageFile);
  if (!existsSync(listFile) || !existsSync(pageAt)) return undefined;
  const page = readFileSync(pageAt, 'utf8');
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as RoutePreloads;
  if (typeof list.paths !== 'object' || !Array.isArray(list.patterns))
    throw new Error(`${listFile} is not a list of route preloads`);
  const { shells } = list;
  if (shells && !page.includes(shells.page))
    throw new Error(`${pageAt} does not hold the first paint of ${listFile}`);
  /** The page with `key`'s first paint. */
  const withShell = (key: string): string => {
    const shell = shells?.variants[shells.of[key] ?? -1];
    // A function: `$` in the markup is not a replacement pattern.
    return shells && shell !== undefined ? page.replace(shells.page, () => shell) : page;
  };
  const withPreloads = (files: readonly string[], key: string): string => {
    const page = withShell(key);
    if (files.length === 0) return page;
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    // After the page's own preloads (its stylesheet and scripts come first, decision 472), or at the
    // end of its head.
    const last = page.lastIndexOf('<link rel="modulepreload"');
    if (last >= 0) {
      const at = page.indexOf('>', last) + 1;
      return `${page.slice(0, at)}${links.map((link) => `\n    ${link}`).join('')}${page.slice(at)}`;
    }
    const at = page.indexOf('</head>');
    return at < 0 ? page : `${page.slice(0, at)}${links.join('\n')}\n${page.slice(at)}`;
  };
  const exact = new Map(Object.entries(list.paths).map(([path, files]) => [path, withPreloads(files, path)]));
  const patterns = list.patterns.map(({ pattern, files }) => ({
    test: new RegExp(pattern),
    page: withPreloads(files, pattern),
  }));
  return (path) => {
    // As the client's route-preload.ts reads a path: without its trailing slashes. A loop, not
    // /\/+$/, whose backtracking is quadratic on a long run of slashes inside a path.
    let end = path.length;
    while (end > 1 && path.charCodeAt(end - 1) === 47) end--;
    const trimmed = path.slice(0, end);
    return exact.get(trimmed) ?? patterns.find((p) => p.test.test(trimmed))?.page;
  };
}
