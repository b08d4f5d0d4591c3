import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { build, defineConfig, runnerImport, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress';
import { I18N_SHARE_FILE, i18nShareOf, type I18nShares } from './scripts/i18n-share';
import type * as FirstPaintExports from './client/app/first-paint';
import { modulesLoadedByScript, ROUTE_PRELOADS_FILE, type RoutePreloads } from './core/route-pages';

/**
 * The signed-in first screen as one chunk, announced by the page itself (decision 185).
 *
 * Left to itself the bundler splits the code of a signed-in cold start of /app into ~55 small chunks
 * (every icon, hook and helper shared with another screen is its own file). Over HTTP/1.1 a browser
 * fetches six at a time, so on a slow phone network each round of six costs a round trip: the chain,
 * not the bytes, was most of /app's load. Two things here:
 *
 * - `signedInChunkGroup`: every module the router, the query and guarded layouts and Home import
 *   statically — except what the entry, boot.ts or the landing page already hold — goes into one
 *   `signed-in` chunk. The landing page never imports it (its modules are excluded, and the group
 *   does not pull in their dependencies); other signed-in screens load it too (they need the router
 *   and both layouts anyway).
 * - `signedInHtml`: `app.html`, the same page as `index.html` plus a `modulepreload` of that chunk, so
 *   the browser fetches it alongside the entry script instead of after the entry has run, and
 *   `boot.ts` as a script of its own ahead of the entry, so the first API reads leave as soon as that
 *   small chunk is in rather than after the entry (React) has downloaded. The server answers every
 *   page path but `/` with it; the landing page keeps `index.html`, which no longer carries boot.ts
 *   (or its table of signed-in chunks) at all.
 */

const CLIENT = resolve(import.meta.dirname, 'client');
const ENTRY = resolve(CLIENT, 'main.tsx');
const CORE_SCHEMAS = resolve(import.meta.dirname, 'core/schemas');
/** Run by app.html before the entry; imported by main.tsx otherwise. */
const BOOT = resolve(CLIENT, 'boot.ts');
/** What main.tsx imports on every page but `/` to start the app (decision 451). */
const APP_START = resolve(CLIENT, 'app-start.tsx');
/** The modules of a signed-in cold start of /app (app/route-preload.ts starts the same ones). */
const FIRST_SCREEN = [
  'app-entry.tsx',
  'app/layouts/query-layout.tsx',
  'app/layouts/guarded-layout.tsx',
  'features/home/home-page.tsx',
  'features/home/home-reads.ts',
].map((file) => resolve(CLIENT, file));

/** The landing page's modules, which main.tsx imports only on `/` (decision 451). */
const LANDING = ['features/landing/landing-page.tsx', 'features/landing/landing-messages.ts'].map((file) =>
  resolve(CLIENT, file),
);
const LANDING_CHUNK = 'landing';

const SIGNED_IN_CHUNK = 'signed-in';
/** The page served for every path but `/`. */
const SIGNED_IN_HTML = 'app.html';
/** The first paint of a signed-in screen, rendered into `app.html` by the build (decision 495). */
const FIRST_PAINT = resolve(CLIENT, 'app/first-paint.tsx');
/** Sets `<html lang dir>` before the first paint (decision 495). */
const FIRST_PAINT_DIRECTION = resolve(CLIENT, 'lib/first-paint-direction.ts');
/** `app.html`'s entry: `main.tsx`, evaluated once the first paint is presented (decision 496). */
const PAINT_FIRST = resolve(CLIENT, 'paint-first.ts');
/** `app.html`'s empty root, where the first paint goes. */
const EMPTY_ROOT = '<div id="root"></div>';

type FirstPaintModule = typeof FirstPaintExports;
let firstPaintModule: Promise<FirstPaintModule> | undefined;

/**
 * `client/app/first-paint.tsx`, loaded once per build through Vite's module runner (TypeScript and JSX
 * compiled as for the client, React's server renderer from node_modules). It imports no Lingui macro,
 * no CSS and nothing of the browser, so it needs none of the client build's plugins.
 */
function loadFirstPaint(): Promise<FirstPaintModule> {
  firstPaintModule ??= runnerImport<FirstPaintModule>(FIRST_PAINT, {
    configFile: false,
    root: CLIENT,
    logLevel: 'error',
  }).then(({ module }) => module);
  return firstPaintModule;
}

interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    importers: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

/** Every module statically reachable from `roots`. */
function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * An `output.codeSplitting` group, `name`, of the modules `pick` finds in the graph: worked out once,
 * when the first module is asked about. `rest`: the group's other options.
 */
function graphGroup(
  name: string,
  pick: (graph: ModuleGraph) => Set<string>,
  rest: { includeDependenciesRecursively?: boolean } = {},
) {
  let members: Set<string> | undefined;
  return {
    debugName: name,
    name(id: string, graph: ModuleGraph): string | null {
      members ??= pick(graph);
      return members.has(id) ? name : null;
    },
    ...rest,
  };
}

/** The `output.codeSplitting` group of the signed-in first screen. */
function signedInChunkGroup() {
  return graphGroup(
    SIGNED_IN_CHUNK,
    (graph) => {
      const missing = [ENTRY, BOOT, ...FIRST_SCREEN].filter((root) => !graph.getModuleInfo(root));
      if (missing.length > 0) throw new Error(`modules not in the build: ${missing.join(', ')}`);
      // Neither the entry's, boot.ts's nor the landing page's modules: those must not wait for this chunk.
      const elsewhere = staticClosure(graph, [ENTRY, BOOT, ...LANDING]);
      return new Set([...staticClosure(graph, FIRST_SCREEN)].filter((m) => !elsewhere.has(m)));
    },
    // The entry's, boot.ts's and the landing page's modules stay where they are: pulling them in would
    // make the landing page (or boot.ts) load this chunk.
    { includeDependenciesRecursively: false },
  );
}

/**
 * The landing page out of the entry (decision 451): a signed-in first visit — every page but `/` —
 * downloads and parses the entry, and the landing page was most of what the entry held beside React.
 * Two groups, neither taking the entry's modules (React) along:
 *
 * - `landing`: the modules only the landing page imports (its page, its messages and English catalogue,
 *   its illustration and testimonials);
 * - `public-parts`: what the landing page shares with other pages (the logo, card, button classes,
 *   the icons' base, `/api/config`…), in one chunk rather than a dozen small ones — the first screen of
 *   /app imports most of it too, and held it in the entry before.
 *
 * `index.html` announces both (`signedInHtml`), so the landing page fetches them with the entry.
 */
function landingGroups() {
  let parts: { own: Set<string>; shared: Set<string> } | undefined;
  const split = (graph: ModuleGraph) => {
    if (parts) return parts;
    const missing = LANDING.filter((root) => !graph.getModuleInfo(root));
    if (missing.length > 0) throw new Error(`modules not in the build: ${missing.join(', ')}`);
    const entry = staticClosure(graph, [ENTRY, BOOT]);
    const reached = [...staticClosure(graph, LANDING)].filter((m) => !entry.has(m));
    // The landing page's own modules: those every importer of which (static or dynamic) is one of
    // them, the page and its messages aside (main.tsx and the router import those).
    const own = new Set(reached);
    for (let changed = true; changed;) {
      changed = false;
      for (const m of own) {
        const info = graph.getModuleInfo(m);
        const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
        if (!LANDING.includes(m) && !importers.every((i) => own.has(i))) {
          own.delete(m);
          changed = true;
        }
      }
    }
    parts = { own, shared: new Set(reached.filter((m) => !own.has(m))) };
    return parts;
  };
  return [
    {
      debugName: LANDING_CHUNK,
      name: (id: string, graph: ModuleGraph) => (split(graph).own.has(id) ? LANDING_CHUNK : null),
      includeDependenciesRecursively: false,
    },
    {
      debugName: 'public-parts',
      name: (id: string, graph: ModuleGraph) => (split(graph).shared.has(id) ? 'public-parts' : null),
      includeDependenciesRecursively: false,
    },
  ];
}

/**
 * What boot.ts shares with the landing entry and the landing page (the session helpers, Vite's
 * dynamic-import helper, the catalogue loader) in a chunk of its own: in the entry chunk, boot.ts could
 * not run before the whole entry had arrived, and in `boot-parts` the landing page would load that
 * whole chunk for one small module.
 */
function bootSharedGroup() {
  return graphGroup('boot-shared', (graph) => {
    const landing = staticClosure(graph, [ENTRY, ...LANDING]);
    return new Set([...staticClosure(graph, [BOOT])].filter((m) => landing.has(m)));
  });
}

/**
 * What boot.ts imports that the entry does not (its table of screens, the i18n module and @lingui/core,
 * the early reads) in one chunk (decision 452). Each of them was a chunk of its own: on a first visit
 * that was five requests `app.html` announces, on the phone's six connections beside the entry and the
 * screen's chunks, that must all be in before boot.ts runs and asks for the language's messages — the
 * next link of the chain to the first paint. boot.ts itself stays apart: it starts the reads when it
 * runs, and every other page imports these modules without it.
 */
function bootPartsGroup() {
  return graphGroup(
    'boot-parts',
    (graph) => {
      const entry = staticClosure(graph, [ENTRY, ...LANDING]);
      return new Set([...staticClosure(graph, [BOOT])].filter((m) => m !== BOOT && !entry.has(m)));
    },
    { includeDependenciesRecursively: false },
  );
}

/** The query that marks zod's modules as the answer checks' own copy (decision 457). */
const ANSWER_ZOD = '?answer-checks';

/**
 * The client's answer checks (core's `zod/mini` schemas, decision 457) get their own copy of zod's
 * modules, tree-shaken to what those schemas use: `zod/mini` imported by a core schema, and every zod
 * module that copy imports, is resolved to the same file with a query. Shared with full zod, zod's core
 * would be one chunk holding everything full zod uses (16.0 KB gzip), fetched by the first answer
 * checked on /app; on its own it is what a handful of objects, strings and enums need. A screen that
 * loads full zod as well (a form's checks) loads both copies. Client build only: the server and the
 * tests import zod once.
 */
function answerChecksOwnZod(): Plugin {
  return {
    name: 'tend:answer-checks-own-zod',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const fromChecks = importer.endsWith(ANSWER_ZOD);
      const zodOfChecks =
        (source === 'zod/mini' || source === 'zod/v4/core') && importer.startsWith(CORE_SCHEMAS);
      if (!fromChecks && !zodOfChecks) return null;
      const resolved = await this.resolve(source, importer.replace(ANSWER_ZOD, ''), {
        ...options,
        skipSelf: true,
      });
      if (!resolved || resolved.external || !resolved.id.includes('/node_modules/zod/')) return resolved;
      return { ...resolved, id: `${resolved.id}${ANSWER_ZOD}` };
    },
  };
}

/**
 * Writes each emitted script's i18n share (`scripts/i18n-share.ts`) to `.vite/i18n-share.json`, for the
 * bench's row of issue 34's goal: i18n's growth of the landing page's and /app's first load (decision 458).
 */
function i18nShares(): Plugin {
  return {
    name: 'tend:i18n-shares',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const shares: I18nShares = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const modules = Object.entries(chunk.modules).map(([id, m]) => ({ id, code: m.code ?? '' }));
        const share = i18nShareOf(modules);
        if (share > 0) shares[chunk.fileName] = share;
      }
      this.emitFile({ type: 'asset', fileName: I18N_SHARE_FILE, source: JSON.stringify(shares) });
    },
  };
}

/**
 * `lib/first-paint-direction.ts` and what it imports as one classic script (an IIFE), minified: the
 * page runs it before its body, where a module script (always deferred) would run after the first
 * paint. Bundled apart from the client, so it shares no chunk and imports nothing.
 */
function firstPaintDirection(): Promise<string> {
  return scriptOfItsOwn(FIRST_PAINT_DIRECTION, 'iife');
}

/**
 * `file` and what it imports as one minified script of `format`, built apart from the client (it
 * shares no chunk and imports nothing but what `define` names), for `signedInHtml` to emit.
 */
async function scriptOfItsOwn(
  file: string,
  format: 'iife' | 'es',
  define: Record<string, string> = {},
): Promise<string> {
  const built = await build({
    configFile: false,
    root: CLIENT,
    publicDir: false,
    logLevel: 'error',
    define,
    build: {
      write: false,
      minify: true,
      lib: { entry: file, formats: [format], name: 'tendScriptOfItsOwn' },
    },
  });
  const outputs = (Array.isArray(built) ? built : [built]) as Rolldown.RolldownOutput[];
  const chunk = outputs[0]?.output.find((output) => output.type === 'chunk');
  if (!chunk) throw new Error(`no script built from ${file}`);
  return chunk.code;
}

/**
 * Emits `app.html`: `index.html` plus boot.ts as a script ahead of the entry, the entry itself only
 * announced (a modulepreload) and run by `paint-first.ts` once the first paint is presented (decision
 * 496), and a modulepreload of
 * what boot.ts imports, of the app's start (`app-start.tsx`) and of the signed-in chunk and what those
 * import, and in its root the first paint every page shares (decision 495). `index.html` itself — the
 * landing page's — gets a modulepreload of the landing chunk and what that imports (decision 451).
 */
function signedInHtml(): Plugin {
  return {
    name: 'tend:signed-in-html',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const chunk = chunks.find((c) => c.name === SIGNED_IN_CHUNK);
      const landing = chunks.find((c) => c.name === LANDING_CHUNK);
      const boot = chunks.find((c) => c.facadeModuleId === BOOT);
      const appStart = chunks.find((c) => c.facadeModuleId === APP_START);
      // index.html's entry (`main.tsx`), the bundle's only one.
      const entries = chunks.filter((c) => c.isEntry);
      const main = entries.length === 1 ? entries[0] : undefined;
      if (index?.type !== 'asset' || !chunk || !landing || !boot || !appStart || !main) {
        this.error(
          `expected index.html, a ${SIGNED_IN_CHUNK} chunk, a ${LANDING_CHUNK} chunk, a boot chunk, an app-start chunk and the entry in the bundle`,
        );
      }
      const built = String(index.source);
      if (!built.includes(EMPTY_ROOT)) this.error(`index.html has no ${EMPTY_ROOT}`);
      // What every path shows before any script runs (decision 495): the frame all pages share.
      const firstPaint = `<div id="root">${(await loadFirstPaint()).firstPaintHtml()}</div>`;
      // Its direction, set before the body is parsed: an inline script ahead of the stylesheet, admitted by
      // its hash (decision 545), where a file of its own was one more request the first paint waited for.
      const direction = (await firstPaintDirection()).trim();
      if (direction.includes('</')) this.error('the direction script holds "</"');
      const directionScript = `<script>${direction}</script>\n    `;
      const entry = built.indexOf('<script type="module"');
      const styles = /<link rel="stylesheet"[^>]*>/.exec(built);
      if (entry < 0 || !styles || styles.index < entry)
        this.error('index.html is not shaped as expected: entry script, then styles');
      // The stylesheet ahead of the scripts (decision 472): module scripts run only once the page's
      // stylesheets are in, and the browser asks for the files in the order the page names them, six
      // at a time; behind the preloads the stylesheet left last and held boot.ts's reads back.
      const sheet = styles[0];
      const head = `${built.slice(0, entry)}${directionScript}${sheet}\n    `;
      /** The page up to its preloads' place: the stylesheet's old one, after the scripts. */
      const upToPreloads = `${head}${built.slice(entry, styles.index)}`;
      const html = `${upToPreloads}${built.slice(styles.index + sheet.length).trimStart()}`;
      const scripts = head.length;
      const at = upToPreloads.length;
      /** Modulepreload links for `roots` and every chunk they import, less what the page announces. */
      const preloads = (roots: readonly string[]): string => {
        const files: string[] = [];
        const add = (fileName: string) => {
          if (files.includes(fileName) || fileName === boot.fileName || html.includes(`/${fileName}"`))
            return;
          files.push(fileName);
          const imported = bundle[fileName];
          if (imported?.type === 'chunk') imported.imports.forEach(add);
        };
        roots.forEach(add);
        return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">\n    `).join('');
      };
      // Module scripts run in document order: boot.ts before the entry, as when the entry imported it.
      const bootScript = `<script type="module" crossorigin src="/${boot.fileName}"></script>\n    `;
      const signedIn = preloads([...boot.imports, appStart.fileName, chunk.fileName]);
      // The entry evaluated after the first paint (decision 496): paint-first.ts in its place, the entry
      // announced first of the preloads (what it imports statically already is, by Vite), so it still
      // leaves with the page.
      const entryScript = `<script type="module" crossorigin src="/${main.fileName}"></script>`;
      const appScripts = html.slice(scripts, at);
      if (!appScripts.includes(entryScript)) this.error(`index.html has no ${entryScript}`);
      const paintFirst = this.emitFile({
        type: 'asset',
        name: 'paint-first.js',
        source: await scriptOfItsOwn(PAINT_FIRST, 'es', {
          __APP_ENTRY__: JSON.stringify(`/${main.fileName}`),
        }),
      });
      const paintFirstScript = `<script type="module" crossorigin src="/${this.getFileName(paintFirst)}"></script>`;
      const entryPreload = `\n    <link rel="modulepreload" crossorigin href="/${main.fileName}">`;
      const appHead = appScripts.replace(entryScript, `${paintFirstScript}${entryPreload}`);
      this.emitFile({
        type: 'asset',
        fileName: SIGNED_IN_HTML,
        // Its module scripts and preloads asked for by its one inline script (decision 545).
        source: modulesLoadedByScript(
          `${html.slice(0, scripts)}${bootScript}${appHead}${signedIn}${html.slice(at)}`,
        ).replace(EMPTY_ROOT, firstPaint),
      });
      // The landing page's own chunks (decision 451), fetched with the entry rather than after it ran.
      index.source = `${html.slice(0, at)}${preloads([landing.fileName])}${html.slice(at)}`;
    },
  };
}

/**
 * `.vite/route-preloads.json`: for each signed-in screen, the chunks its page needs that `app.html`
 * does not already announce (decision 456). The server adds them to `app.html` as `modulepreload`
 * links when it answers that screen's path, so a first visit fetches the screen's code with the page
 * instead of after `boot.ts` has arrived and run (one link less in the chain before the first paint).
 *
 * The screens and their modules are read from `client/app/route-preload.ts` — the table `boot.ts`
 * starts them from — and each module is checked against the bundle's dynamic imports of that file, so
 * the build fails rather than announce the wrong chunks if the table's shape changes.
 */
function routePreloads(opts: { tablePath: string; htmlFile: string }): Plugin {
  return {
    name: 'tend:route-preloads',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const html = bundle[opts.htmlFile];
      if (html?.type !== 'asset') this.error(`expected ${opts.htmlFile} in the bundle`);
      const page = String(html.source);
      const source = readFileSync(opts.tablePath, 'utf8');
      const dynamic = new Set(this.getModuleInfo(opts.tablePath)?.dynamicallyImportedIds ?? []);
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');

      /** The chunk of a module the table imports, and every chunk it imports statically. */
      const filesOf = (specifier: string): string[] => {
        const base = resolve(dirname(opts.tablePath), specifier);
        const id = [...dynamic].find((m) => m === `${base}.tsx` || m === `${base}.ts`);
        // The page's own chunk, or the chunk it was grouped into (Home is in the signed-in chunk).
        const chunk = id ? chunks.find((c) => c.moduleIds.includes(id)) : undefined;
        if (!chunk) this.error(`route-preload: no chunk for ${specifier}`);
        const files: string[] = [];
        const add = (fileName: string) => {
          if (files.includes(fileName) || page.includes(`/${fileName}"`)) return;
          files.push(fileName);
          const imported = bundle[fileName];
          if (imported?.type === 'chunk') imported.imports.forEach(add);
        };
        add(chunk.fileName);
        // The answer checks the page starts with its module (`void import('…/core/schemas/…')`,
        // decision 500) come with the page too, when they need no full zod (decision 534): its first
        // content waits for them. Full zod's chunk stays off the paint's path.
        for (const check of this.getModuleInfo(id!)?.dynamicallyImportedIds ?? []) {
          if (!check.startsWith(CORE_SCHEMAS) || needsFullZod(check)) continue;
          const checkChunk = chunks.find((c) => c.moduleIds.includes(check));
          if (!checkChunk) this.error(`route-preload: no chunk for ${check}`);
          add(checkChunk.fileName);
        }
        return files;
      };
      /** Whether a module, or any it imports statically, is part of zod's full build. */
      const fullZod = new Map<string, boolean>();
      const needsFullZod = (moduleId: string): boolean => {
        const known = fullZod.get(moduleId);
        if (known !== undefined) return known;
        fullZod.set(moduleId, false);
        const full =
          (moduleId.includes('/node_modules/zod/') && !moduleId.endsWith(ANSWER_ZOD)) ||
          (this.getModuleInfo(moduleId)?.importedIds ?? []).some(needsFullZod);
        fullZod.set(moduleId, full);
        return full;
      };

      const { firstPaintHtml } = await loadFirstPaint();
      const shells: NonNullable<RoutePreloads['shells']> = { page: firstPaintHtml(), variants: [], of: {} };
      if (!page.includes(shells.page)) this.error(`${opts.htmlFile} does not hold the first paint`);
      /** `path`'s first paint, kept once per distinct markup. */
      const shellOf = (key: string, path: string) => {
        const markup = firstPaintHtml(path);
        if (!shells.variants.includes(markup)) shells.variants.push(markup);
        shells.of[key] = shells.variants.indexOf(markup);
      };
      const preloads: RoutePreloads = { paths: {}, patterns: [], shells };
      for (const [, path, specifier] of source.matchAll(/'(\/[\w/-]*)': \(\) => import\('(\.[^']+)'\)/g)) {
        preloads.paths[path!] = filesOf(specifier!);
        shellOf(path!, path!);
      }
      const day = /const DAY_PATH = \/(.+)\/;\s*const dayPage = \(\) => import\('(\.[^']+)'\);/.exec(source);
      if (!day || !preloads.paths['/app'])
        this.error('route-preload.ts is not shaped as expected: GUARDED_PAGES, DAY_PATH and dayPage');
      preloads.patterns.push({ pattern: day[1]!, files: filesOf(day[2]!) });
      // A day's frame is the calendar's: the navigation, no entry of it marked.
      shellOf(day[1]!, '/calendar/:day');
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}

/**
 * `virtual:route-preloads` in the service worker's build: the list `routePreloads` wrote into this
 * build's output (`.vite/route-preloads.json`), so the worker builds each screen's page as the server
 * does (decision 509). The worker is built after the client's files are written (vite-plugin-pwa's
 * `closeBundle`); a build without the list fails.
 */
function routePreloadsForWorker(): Plugin {
  const id = 'virtual:route-preloads';
  let outDir = '';
  return {
    name: 'tend:route-preloads-for-worker',
    // The worker's build writes into the client's output folder (also `--outDir`, as the e2e run's).
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(loaded) {
      if (loaded !== `\0${id}`) return null;
      const list = readFileSync(resolve(outDir, ROUTE_PRELOADS_FILE), 'utf8');
      return `export default JSON.parse(${JSON.stringify(list)});`;
    },
  };
}

/**
 * `import { CalendarDays } from 'lucide-react'` becomes `import CalendarDays from
 * 'lucide-react/icons/calendar-days'`. Through the package's index every module that uses one icon
 * reaches all of them, so `signedInChunkGroup` could not tell the landing page's icons from the first
 * screen's: the first screen's icons were a dozen tiny chunks of their own, each a request queued ahead
 * of the first API reads on a phone's six connections (decision 185).
 */
function lucideIconsDirect(): Plugin {
  let icons: Map<string, string> | undefined;
  const iconFiles = () => {
    if (icons) return icons;
    const index = createRequire(import.meta.url).resolve('lucide-react');
    const esm = readFileSync(resolve(dirname(index), '../esm/lucide-react.mjs'), 'utf8');
    icons = new Map();
    for (const [, names, file] of esm.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g)) {
      for (const [, name] of names!.matchAll(/default as (\w+)/g)) icons.set(name!, file!);
    }
    return icons;
  };
  return {
    name: 'tend:lucide-icons-direct',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(CLIENT) || !code.includes('lucide-react')) return null;
      const map = iconFiles();
      const out = code.replace(/import\s*\{([^}]*)\}\s*from\s*'lucide-react';/g, (whole, list: string) => {
        const direct: string[] = [];
        const rest: string[] = [];
        for (const spec of list
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)) {
          const [name, local = name] = spec.split(/\s+as\s+/);
          const file = map.get(name!);
          if (file && !spec.startsWith('type '))
            direct.push(`import ${local} from 'lucide-react/icons/${file}';`);
          else rest.push(spec);
        }
        // Types only: an `import type`, or the package's index would stay imported for nothing.
        const left = rest.every((spec) => spec.startsWith('type '))
          ? `import type { ${rest.map((spec) => spec.slice('type '.length)).join(', ')} } from 'lucide-react';`
          : `import { ${rest.join(', ')} } from 'lucide-react';`;
        return [...direct, ...(rest.length ? [left] : [])].join(' ');
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * react-router 7 points every export condition at its development build (remix-run/react-router#12437,
 * #14753), which keeps its dev-only warnings — and the work of building their messages on every render
 * of <Routes> — in our production bundle. The package ships a production build beside it, identical
 * but for `ENABLE_DEV_WARNINGS = false`: the build uses that one (decision 210).
 */
const reactRouterProduction = (): Plugin => ({
  name: 'tend:react-router-production',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (source !== 'react-router') return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved
      ? { ...resolved, id: resolved.id.replace('/dist/development/', '/dist/production/') }
      : null;
  },
});

export default defineConfig({
  root: 'client',
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    tailwindcss(),
    lucideIconsDirect(),
    reactRouterProduction(),
    answerChecksOwnZod(),
    i18nShares(),
    signedInHtml(),
    // Each signed-in screen's own chunks, for the server to announce in app.html (decision 456).
    routePreloads({ tablePath: resolve(CLIENT, 'app/route-preload.ts'), htmlFile: SIGNED_IN_HTML }),
    // Installable and usable offline (decision 150): a web app manifest and a Workbox service worker
    // that precaches the shell and every route's chunks. It registers from our own module after the
    // page has loaded (no inline script: strict CSP), and a new version waits for the user's "reload"
    // so a page never mixes old and new chunks.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/app',
        name: 'Tend — wellbeing check-ins',
        short_name: 'Tend',
        description: 'A kind, private place to check in with your wellbeing across eight areas of life.',
        lang: 'en',
        start_url: '/app',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#f7f5f0',
        theme_color: '#f7f5f0',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // Our own worker (`client/sw.ts`) rather than one Workbox generates: it answers a signed-in
      // screen's navigation with that screen's page, as the server does (decision 509).
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // A classic script, as `/sw.js` is registered.
        rollupFormat: 'iife',
        buildPlugins: { vite: [routePreloadsForWorker()] },
      },
    }),
    // Every file written compressed beside itself, once, for the server to send as it is (decision 541).
    precompress(),
  ],
  resolve: {
    // The slider thumb's size without a forced layout in React's commit (decision 543).
    alias: { '@radix-ui/react-use-size': resolve(CLIENT, 'lib/use-size.ts') },
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser Tend supports has <link rel="modulepreload">: the polyfill was ~0.5 KB gzip of the
    // landing page's entry (its budget, decision 030).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [bootSharedGroup(), bootPartsGroup(), ...landingGroups(), signedInChunkGroup()],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/healthz': 'http://localhost:5000' },
  },
});
