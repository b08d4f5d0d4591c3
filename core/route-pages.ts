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

/** The id of a signed-in page's list of its module scripts and preloads (decision 545). */
export const MODULE_LIST_ID = 'tend-modules';

/** What a signed-in page loads: module scripts to run, in order, and modules to preload (`/assets/…`). */
export interface ModuleList {
  run: string[];
  preload: string[];
}

/**
 * The signed-in page's one inline script (decision 545), the same text on every page: its hash is the
 * only addition to the CSP's `script-src 'self'` (`server/plugins/security.ts`). It sits ahead of the
 * stylesheet, so it runs as the parser reaches it, and asks for the list's scripts (in order:
 * `async = false`) and preloads as the page's own tags would have — the same requests at the same
 * moment, but made by a script, which Lighthouse's simulation rightly does not count as holding the
 * first paint (module scripts never do; it cannot tell them apart from classic ones).
 */
export const MODULE_LOADER =
  `(()=>{const d=document,h=d.head,l=JSON.parse(d.getElementById('${MODULE_LIST_ID}').textContent);` +
  "for(const u of l.run){const e=d.createElement('script');e.type='module';e.crossOrigin='';e.async=false;e.src=u;h.append(e)}" +
  "for(const u of l.preload){const e=d.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=u;h.append(e)}})()";

const MODULE_LIST = new RegExp(`<script type="application/json" id="${MODULE_LIST_ID}">([^<]*)</script>`);

/** The list's element. File names hold no `<`; escaped all the same, so the list can never close it. */
function moduleListElement(list: ModuleList): string {
  const json = JSON.stringify(list).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${MODULE_LIST_ID}">${json}</script>`;
}

/** A page's module list, or undefined for a page without one (the landing page, an older build). */
export function moduleListOf(page: string): ModuleList | undefined {
  const json = MODULE_LIST.exec(page)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as ModuleList);
}

/**
 * A built page with its module scripts and `modulepreload` links (as Vite and the build wrote them)
 * moved into a module list and its loader, placed ahead of the stylesheet (decision 545).
 */
export function modulesLoadedByScript(page: string): string {
  const SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
  const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const list: ModuleList = {
    run: [...page.matchAll(SCRIPT)].map((m) => m[1]!),
    preload: [...page.matchAll(PRELOAD)].map((m) => m[1]!),
  };
  const rest = page.replace(SCRIPT, '').replace(PRELOAD, '');
  const at = rest.indexOf('<link rel="stylesheet"');
  if (at < 0 || list.run.length === 0) throw new Error('the page has no stylesheet link or no module script');
  const loader = `${moduleListElement(list)}\n    <script>${MODULE_LOADER}</script>\n    `;
  return `${rest.slice(0, at)}${loader}${rest.slice(at)}`;
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
    // The screen's chunks join the page's module list (decision 545)…
    const list = moduleListOf(page);
    if (list) {
      const preload = [...list.preload, ...files.map((file) => `/${file}`)];
      // A function: `$` in the list is not a replacement pattern.
      return page.replace(MODULE_LIST, () => moduleListElement({ run: list.run, preload }));
    }
    // …or, in a page without one, are links of their own.
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
