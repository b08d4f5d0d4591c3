/**
 * A signed-in screen's own page, from the signed-in page (`app.html`) and the list the client build
 * writes (`.vite/route-preloads.json`, `vite.config.ts`): `modulepreload` links for that screen's own
 * chunks (decision 456) and that screen's first paint in place of the one every page shares
 * (decision 495). Built the same way by the server, which answers a first visit with it, and by the
 * service worker, which answers a repeat visit from its precached `app.html` (decision 509).
 */

/** Where the client build writes the list, in its output folder. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** The list the build writes. */
export interface RoutePreloads {
  /** Exact paths (no trailing slash) and the files (`assets/…`) to preload for each. */
  paths: Record<string, string[]>;
  /** Paths with a parameter: a regular expression's source and the files. */
  patterns: { pattern: string; files: string[] }[];
  /**
   * Each screen's first paint (decision 495), absent from a build before it: `page`, the one in the
   * page's root; `variants`, the distinct ones; `of`, the variant of each path and pattern (as keyed
   * above).
   */
  shells?: { page: string; variants: string[]; of: Record<string, number> };
}

export function isRoutePreloads(list: unknown): list is RoutePreloads {
  return (
    typeof list === 'object' &&
    list !== null &&
    typeof (list as RoutePreloads).paths === 'object' &&
    Array.isArray((list as RoutePreloads).patterns)
  );
}

/**
 * The page of each listed path, built on first use and kept; undefined for a path the list does not
 * name (it gets the plain page).
 */
export function routePagesOf(page: string, list: RoutePreloads): (path: string) => string | undefined {
  const { shells } = list;
  /** The page with `key`'s first paint. */
  const withShell = (key: string): string => {
    const shell = shells?.variants[shells.of[key] ?? -1];
    // A function: `$` in the markup is not a replacement pattern.
    return shells && shell !== undefined ? page.replace(shells.page, () => shell) : page;
  };
  const build = (files: readonly string[], key: string): string => {
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
  const patterns = list.patterns.map(({ pattern, files }) => ({ test: new RegExp(pattern), pattern, files }));
  const built = new Map<string, string>();
  const pageOf = (key: string, files: readonly string[]): string => {
    let made = built.get(key);
    if (made === undefined) built.set(key, (made = build(files, key)));
    return made;
  };
  return (path) => {
    // As the client's route-preload.ts reads a path: without its trailing slashes. A loop, not
    // /\/+$/, whose backtracking is quadratic on a long run of slashes inside a path.
    let end = path.length;
    while (end > 1 && path.charCodeAt(end - 1) === 47) end--;
    const trimmed = path.slice(0, end);
    const files = Object.hasOwn(list.paths, trimmed) ? list.paths[trimmed] : undefined;
    if (files) return pageOf(trimmed, files);
    const match = patterns.find((p) => p.test.test(trimmed));
    return match && pageOf(match.pattern, match.files);
  };
}
