import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isRoutePreloads, ROUTE_PRELOADS_FILE, routePagesOf } from '../../core/route-pages';

/** A page of the build as it was written: where it is (for messages) and its text. */
export interface BuiltPage {
  at: string;
  html: string;
}

/** The build's page `pageFile`, read once at start for the routes' pages and the CSP; none without it. */
export function readBuiltPage(staticRoot: string, pageFile: string): BuiltPage | undefined {
  const at = resolve(staticRoot, pageFile);
  return existsSync(at) ? { at, html: readFileSync(at, 'utf8') } : undefined;
}

/**
 * The signed-in page (`app.html`, `builtPage`) for each signed-in screen, with `modulepreload` links for that
 * screen's own chunks (decision 456): the browser fetches them with the page's other code instead of
 * after `boot.ts` has arrived and asked for them; and with that screen's first paint (its navigation,
 * its header) in place of the one every page shares (decision 495), both as the build wrote them
 * (`core/route-pages.ts`, which the service worker uses too, decision 509). Each page is built once,
 * at start. Returns undefined when the build has no list (an older build, a test's fixture): every
 * path then gets the plain page. A list the server cannot read is a broken build and stops the start.
 */
export function routePages(
  staticRoot: string,
  builtPage: BuiltPage | undefined,
): ((path: string) => string | undefined) | undefined {
  const listFile = resolve(staticRoot, ROUTE_PRELOADS_FILE);
  if (!builtPage || !existsSync(listFile)) return undefined;
  const { at: pageAt, html: page } = builtPage;
  const list: unknown = JSON.parse(readFileSync(listFile, 'utf8'));
  if (!isRoutePreloads(list)) throw new Error(`${listFile} is not a list of route preloads`);
  if (list.shells && !page.includes(list.shells.page))
    throw new Error(`${pageAt} does not hold the first paint of ${listFile}`);
  const pageOf = routePagesOf(page, list);
  // Built now, not on a first request.
  for (const path of Object.keys(list.paths)) pageOf(path);
  return pageOf;
}

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts of the build's signed-in page — its direction
 * and its module loader (decisions 495, 545) — for `securityHeaderSetter`: the policy admits exactly
 * the scripts this build wrote, and no other inline script. None without a build.
 */
export function inlineScriptHashes(builtPage: BuiltPage | undefined): string[] {
  if (!builtPage) return [];
  return [...builtPage.html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, source]) => `'sha256-${createHash('sha256').update(source!).digest('base64')}'`,
  );
}
