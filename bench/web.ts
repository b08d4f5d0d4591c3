/**
 * Page weight and Lighthouse. Weight: each route is loaded in Debian's Chromium (Playwright) until the
 * network is idle, and the gzip size of every response it loaded is summed by type (we gzip the bodies
 * ourselves with zlib's default level, so the figure does not depend on what the server negotiated).
 * What is counted (decision 450): every response from the navigation until the network has been idle
 * after the page's <h1> showed — the document, scripts, styles, API reads, the favicon — and, of them,
 * what was requested before that <h1> first entered the page (`beforeHeading`): the first screen's
 * own load. What the page fetches once it has rendered (the idle prefetch of decision 152, the service
 * worker's registration) falls before the network is idle or after it depending on the machine's
 * speed: it moves `total` between runs, never `beforeHeading`.
 * Lighthouse: npm `lighthouse`, default (mobile) settings, against a Chromium we start with a
 * remote-debugging port. To audit `/app` signed in, the session is put into that Chromium's
 * localStorage first (Playwright connected over CDP, on a same-origin JSON URL so no asset gets
 * cached), the HTTP cache is cleared, and Lighthouse runs with `disableStorageReset` so it keeps the
 * session. See docs/decisions/052-lighthouse-signed-in.md.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from '@playwright/test';
import lighthouse from 'lighthouse';
import { freshDatabase, TMP_DIR } from './lib/database';
import { seedNamed, signedInStorage } from './lib/fixtures';
import { onCleanup, spawn, stopProcess, tail, waitForHttp } from './lib/processes';
import { attempt, isError, type PartMeta } from './lib/results';
import { measureOfflineStart, type OfflineStartFigure } from './offline';
import { CLIENT_DIR, RAISED_LIMITS, startTend, type RunningServer } from './lib/server';
import { I18N_SHARE_FILE, type I18nShares } from '../scripts/i18n-share';
import { PORTS, SETTINGS, YEAR_DAYS } from './lib/settings';
import type { SeededUser } from './seed';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Weight {
  files: number;
  /** Bytes as decoded (what the browser parses). */
  raw: number;
  /** Bytes after zlib gzip at the default level. */
  gzip: number;
  /** Bytes on the wire as the server actually sent them (its own compression negotiated). */
  wire: number;
}

export type WeightKind = 'script' | 'stylesheet' | 'document' | 'font' | 'image' | 'api' | 'other';

export interface RouteWeight {
  route: string;
  signedIn: boolean;
  /** The page's <h1>: proof that it rendered, not just loaded. */
  heading?: string;
  byKind?: Partial<Record<WeightKind, Weight>>;
  /** JS + CSS. */
  jsCss?: Weight;
  /** Every response of the first load (document, JS, CSS, fonts, images, API). */
  total?: Weight;
  /**
   * Of `total`, what was requested before the first <h1> entered the page, by type: the first
   * screen's own load, without what the page fetches once it has rendered (decision 450).
   */
  beforeHeading?: Partial<Record<WeightKind, Weight>>;
  files?: { url: string; kind: WeightKind; gzip: number; afterHeading?: boolean }[];
  /**
   * Of the scripts (`byKind.script`), i18n's share (decision 458): Lingui's runtime, the catalogues and
   * the app's i18n module, by each file's share as the build wrote it (scripts/i18n-share.ts) — the
   * same build's JavaScript with them less without them. `files`: the scripts that hold some.
   */
  i18n?: { files: number; gzip: number };
  error?: string;
}

export interface LighthouseFigure {
  route: string;
  signedIn: boolean;
  scores?: Record<Category, number | null>;
  metrics?: { fcpMs?: number; lcpMs?: number; tbtMs?: number; cls?: number; speedIndexMs?: number };
  /** Audits that lost points in accessibility and best practices: what to fix. */
  failing?: { category: Category; id: string; title: string; score: number | null }[];
  finalUrl?: string;
  /** Lighthouse's estimate of this machine's speed (its simulated throttling scales with it). */
  benchmarkIndex?: number;
  lighthouseVersion?: string;
  error?: string;
}

export interface WebResult extends PartMeta {
  part: 'web';
  weights: RouteWeight[];
  lighthouse: LighthouseFigure[];
  /** /app opened anew with no network, showing the data kept on the device (decision 151). */
  offlineStart?: OfflineStartFigure | { error: string };
}

const emptyWeight = (): Weight => ({ files: 0, raw: 0, gzip: 0, wire: 0 });
function add(into: Weight, w: Omit<Weight, 'files'>): void {
  into.files++;
  into.raw += w.raw;
  into.gzip += w.gzip;
  into.wire += w.wire;
}

function kindOf(resourceType: string, url: string): WeightKind {
  if (new URL(url).pathname.startsWith('/api/')) return 'api';
  if (resourceType === 'script' || resourceType === 'stylesheet' || resourceType === 'document')
    return resourceType;
  if (resourceType === 'font' || resourceType === 'image') return resourceType;
  return 'other';
}

async function measureResponse(res: Response) {
  const request = res.request();
  const kind = kindOf(request.resourceType(), res.url());
  let body: Buffer;
  try {
    body = await res.body();
  } catch {
    return undefined; // redirects and aborted requests have no body
  }
  const sizes = await request.sizes().catch(() => undefined);
  return {
    url: res.url(),
    kind,
    /** Epoch milliseconds at which the request started (Playwright's `timing().startTime`). */
    requestedAt: request.timing().startTime,
    raw: body.length,
    gzip: gzipSync(body).length,
    wire: sizes?.responseBodySize ?? body.length,
  };
}

/** Loads `route` in a fresh context (390×844, like the e2e tests) and weighs what it loaded. */
async function weighRoute(
  browser: Browser,
  baseUrl: string,
  route: string,
  shares: I18nShares,
  user?: SeededUser,
): Promise<RouteWeight> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    if (user) await context.addInitScript(signedInStorage, user.sessionId);
    await context.addInitScript({ content: MARK_FIRST_HEADING });
    const page = await context.newPage();
    const pending: ReturnType<typeof measureResponse>[] = [];
    const errors: string[] = [];
    page.on('response', (res) => pending.push(measureResponse(res)));
    page.on('pageerror', (err) => errors.push(err.message));
    const response = await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle', timeout: 60_000 });
    if (!response?.ok()) throw new Error(`${route} answered ${response?.status() ?? 'nothing'}`);
    // A spinner that never resolves would weigh little: the page must have rendered its heading.
    const heading = page.getByRole('heading', { level: 1 }).first();
    try {
      await heading.waitFor({ timeout: 15_000 });
    } catch {
      throw new Error(
        `${route} rendered no <h1> within 15 s (still loading, or broken?)${errors.length ? `; page errors: ${errors.join('; ')}` : ''}`,
      );
    }
    await page.waitForLoadState('networkidle');
    const finalPath = new URL(page.url()).pathname;
    if (finalPath !== route) {
      throw new Error(`${route} ended on ${finalPath}${user ? ' (the session was not accepted?)' : ''}`);
    }
    if (errors.length > 0) throw new Error(`${route} threw in the browser: ${errors.join('; ')}`);
    const title = (await heading.textContent())?.trim() ?? '';
    const headingAt = await page.evaluate(() => {
      const at = (window as { __benchFirstHeadingAt?: number }).__benchFirstHeadingAt;
      return at === undefined ? undefined : performance.timeOrigin + at;
    });
    const measured = (await Promise.all(pending)).filter((m) => m !== undefined);
    const byKind: Partial<Record<WeightKind, Weight>> = {};
    const beforeHeading: Partial<Record<WeightKind, Weight>> = {};
    const jsCss = emptyWeight();
    const total = emptyWeight();
    const after = (m: { requestedAt: number }) => headingAt !== undefined && m.requestedAt > headingAt;
    for (const m of measured) {
      add((byKind[m.kind] ??= emptyWeight()), m);
      add(total, m);
      if (m.kind === 'script' || m.kind === 'stylesheet') add(jsCss, m);
      if (!after(m)) add((beforeHeading[m.kind] ??= emptyWeight()), m);
    }
    return {
      route,
      signedIn: Boolean(user),
      heading: title,
      byKind,
      jsCss,
      total,
      beforeHeading,
      i18n: i18nShareOfScripts(measured, shares),
      files: measured.map((m) => ({
        url: new URL(m.url).pathname,
        kind: m.kind,
        gzip: m.gzip,
        ...(after(m) ? { afterHeading: true } : {}),
      })),
    };
  } finally {
    await context.close();
  }
}

/**
 * i18n's share of the scripts a page loaded (decision 458): each script's gzip size times its i18n share
 * from the build (`.vite/i18n-share.json`), rounded to whole bytes.
 */
export function i18nShareOfScripts(
  measured: readonly { url: string; kind: WeightKind; gzip: number }[],
  shares: I18nShares,
): { files: number; gzip: number } {
  let files = 0;
  let gzip = 0;
  for (const m of measured) {
    const share = m.kind === 'script' ? (shares[new URL(m.url).pathname.replace(/^\//, '')] ?? 0) : 0;
    if (share === 0) continue;
    files++;
    gzip += m.gzip * share;
  }
  return { files, gzip: Math.round(gzip) };
}

/** The build's i18n shares (scripts/i18n-share.ts); a build without them cannot be measured. */
function readI18nShares(): I18nShares {
  const file = join(CLIENT_DIR, I18N_SHARE_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: the client build writes it (vite.config.ts)`);
  return JSON.parse(readFileSync(file, 'utf8')) as I18nShares;
}

/**
 * Runs in the page before its own scripts: notes when the first <h1> enters the document
 * (`performance.now()`), so weighRoute can tell the first screen's requests from later ones. A string,
 * not a function: tsx would add its `__name` helper to a function's inner functions, which the page
 * does not have.
 */
export const MARK_FIRST_HEADING = `(() => {
  const observer = new MutationObserver(() => {
    if (window.__benchFirstHeadingAt !== undefined || !document.querySelector('h1')) return;
    window.__benchFirstHeadingAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

const kb = (bytes: number | undefined) => `${((bytes ?? 0) / 1024).toFixed(1)} KB`;

/**
 * One route's weight as a line of the run's output: the JavaScript of the first screen (requested
 * before its <h1> showed), then everything until the network was idle (decision 450).
 */
export function describeWeight(w: RouteWeight): string {
  if (w.error) return `${w.route}: ${w.error}`;
  const js = w.beforeHeading?.script;
  const later = (w.files ?? []).filter((f) => f.afterHeading);
  const laterJs = later.filter((f) => f.kind === 'script');
  return [
    `${w.route}${w.signedIn ? ' (signed in)' : ''}: JavaScript before the <h1> ${kb(js?.gzip)} gzip (${js?.files ?? 0} files);`,
    `every response until the network was idle ${kb(w.total?.gzip)} (JavaScript ${kb(w.byKind?.script?.gzip)},`,
    `CSS ${kb(w.byKind?.stylesheet?.gzip)}, API ${kb(w.byKind?.api?.gzip)});`,
    `requested after the <h1>: ${later.length} files, ${kb(later.reduce((sum, f) => sum + f.gzip, 0))}`,
    laterJs.length > 0 ? `(scripts: ${laterJs.map((f) => f.url.replace(/^\/assets\//, '')).join(', ')})` : '',
    w.i18n ? `— i18n's share of the JavaScript ${kb(w.i18n.gzip)} (${w.i18n.files} files)` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export interface DebuggableChrome {
  port: number;
  stop(): Promise<void>;
}

export async function startDebuggableChrome(): Promise<DebuggableChrome> {
  const profile = mkdtempSync(join(TMP_DIR, 'chrome-'));
  const child = spawn(
    CHROME_PATH,
    [...CHROME_FLAGS, `--remote-debugging-port=${PORTS.chrome}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = tail(child);
  const stop = async () => {
    await stopProcess(child, 5000);
    // Chrome's helper processes may still be writing the profile for a moment after it exits
    // (ENOTEMPTY): retry, and never let a left-over temporary folder fail the figure.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (err) {
      console.warn(`[bench] could not remove ${profile}: ${(err as Error).message}`);
    }
  };
  const cancel = onCleanup(stop);
  try {
    await waitForHttp(`http://127.0.0.1:${PORTS.chrome}/json/version`, child, output, 30_000);
  } catch (err) {
    cancel();
    await stop();
    throw err;
  }
  return {
    port: PORTS.chrome,
    stop: async () => {
      cancel();
      await stop();
    },
  };
}

/**
 * Puts the session into the debuggable Chromium's default profile and empties its HTTP cache, so a
 * Lighthouse run that keeps storage still loads every asset over the network, as a first visit does.
 */
export async function signIn(
  chrome: DebuggableChrome,
  baseUrl: string,
  user: Pick<SeededUser, 'sessionId'>,
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the debuggable Chromium has no default context');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/api/config`);
    await page.evaluate(signedInStorage, user.sessionId);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse's run-time errors that ask for the run to be made again ("Please run Lighthouse again"):
 * a hiccup of the trace or of the browser, not something the page did. The screens part retries an
 * audit that ends in one of these before recording a failure (decision 409).
 */
export const RUN_AGAIN_ERRORS: readonly string[] = [
  'NO_NAVSTART',
  'NO_TRACING_STARTED',
  'NO_SPEEDLINE_FRAMES',
  'SPEEDINDEX_OF_ZERO',
  'NO_SCREENSHOTS',
  'INVALID_SPEEDLINE',
  'NO_RESOURCE_REQUEST',
  'NO_DCL',
  'NO_FCP',
  'NO_LCP',
  'PROTOCOL_TIMEOUT',
];

/** An audit's failure that Lighthouse itself asks to run again (see RUN_AGAIN_ERRORS). */
export class LighthouseRunAgainError extends Error {}

/** Whether an error thrown by `audit` is worth another try: Lighthouse said to run it again. */
export function isRunAgainError(error: unknown): boolean {
  return error instanceof LighthouseRunAgainError;
}

export async function audit(
  chrome: DebuggableChrome,
  baseUrl: string,
  route: string,
  signedIn: boolean,
  /** Added to the kept report's file name (BENCH_LHR_DIR), so several audits of a route stay apart. */
  label?: string,
): Promise<LighthouseFigure> {
  const runner = await lighthouse(`${baseUrl}${route}`, {
    port: chrome.port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: signedIn,
  });
  if (!runner) throw new Error('Lighthouse returned no result');
  const lhr = runner.lhr;
  // BENCH_LHR_DIR=<dir> keeps each full Lighthouse report, to look into a figure (LCP element, chains).
  const lhrDir = process.env.BENCH_LHR_DIR;
  if (lhrDir) {
    const name = `${route === '/' ? 'landing' : route.replace(/\W+/g, '')}-${signedIn ? 'signed-in' : 'anonymous'}${label ? `-${label}` : ''}.json`;
    writeFileSync(join(lhrDir, name), JSON.stringify(lhr));
    // BENCH_TRACE=1 keeps the run's trace beside it (its long tasks and what ran in them).
    if (process.env.BENCH_TRACE) {
      const trace = (runner.artifacts as { Trace?: { traceEvents: unknown[] } }).Trace;
      if (trace)
        writeFileSync(
          join(lhrDir, name.replace(/\.json$/, '.trace.json')),
          JSON.stringify(trace.traceEvents),
        );
    }
  }
  if (lhr.runtimeError) {
    const { code, message } = lhr.runtimeError;
    const Failure = RUN_AGAIN_ERRORS.includes(code) ? LighthouseRunAgainError : Error;
    throw new Failure(`Lighthouse: ${code} ${message}`);
  }
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== route) {
    throw new Error(
      `Lighthouse ended on ${finalPath} instead of ${route}${signedIn ? ' (session not applied?)' : ''}`,
    );
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      lhr.categories[c]?.score == null ? null : Math.round((lhr.categories[c]?.score ?? 0) * 100),
    ]),
  ) as Record<Category, number | null>;
  const numeric = (id: string) => lhr.audits[id]?.numericValue;
  const failing: NonNullable<LighthouseFigure['failing']> = [];
  for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 1) {
        failing.push({ category, id: a.id, title: a.title, score: a.score });
      }
    }
  }
  return {
    route,
    signedIn,
    scores,
    metrics: {
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      speedIndexMs: numeric('speed-index'),
    },
    failing,
    finalUrl: lhr.finalDisplayedUrl,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lighthouseVersion: lhr.lighthouseVersion,
  };
}

export async function runWeb(meta: Pick<PartMeta, 'commit'>): Promise<WebResult> {
  const startedAt = new Date().toISOString();
  const failures: string[] = [];
  const weights: RouteWeight[] = [];
  const audits: LighthouseFigure[] = [];
  let offlineStart: WebResult['offlineStart'];
  // Page weight and Lighthouse do not depend on the database engine: SQLite only.
  const bench = await freshDatabase('sqlite', 'web');
  let server: RunningServer | undefined;
  try {
    const { users } = await seedNamed(bench.database.db, { web: YEAR_DAYS });
    const user = users.web;
    server = await startTend({
      port: PORTS.web,
      databaseUrl: bench.url,
      env: RAISED_LIMITS,
      requireClient: true,
    });
    const baseUrl = server.url;
    const shares = readI18nShares();

    const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
    const cancel = onCleanup(() => browser.close());
    try {
      for (const [route, signedIn] of [
        ['/', false],
        ['/app', true],
        ['/reports', true],
      ] as const) {
        console.log(`[bench] web: weight of ${route}`);
        const w = await attempt(failures, `web weight ${route}`, () =>
          weighRoute(browser, baseUrl, route, shares, signedIn ? user : undefined),
        );
        weights.push(isError(w) ? { route, signedIn, error: w.error } : w);
        console.log(`[bench] web: ${describeWeight(weights.at(-1)!)}`);
      }
      console.log('[bench] web: offline cold start of /app');
      offlineStart = await attempt(failures, 'web offline start', () =>
        measureOfflineStart(browser, baseUrl, user),
      );
    } finally {
      cancel();
      await browser.close();
    }

    for (const [route, signedIn] of [
      ['/', false],
      ['/app', true],
    ] as const) {
      console.log(`[bench] web: Lighthouse ${route}${signedIn ? ' (signed in)' : ''}`);
      const figure = await attempt(failures, `web Lighthouse ${route}`, async () => {
        // A fresh profile per audit: nothing cached or stored from the previous one.
        const chrome = await startDebuggableChrome();
        try {
          if (signedIn) await signIn(chrome, baseUrl, user);
          return await audit(chrome, baseUrl, route, signedIn);
        } finally {
          await chrome.stop();
        }
      });
      audits.push(isError(figure) ? { route, signedIn, error: figure.error } : figure);
    }
  } finally {
    await server?.stop();
    await bench.drop();
  }
  return {
    part: 'web',
    startedAt,
    finishedAt: new Date().toISOString(),
    commit: meta.commit,
    quick: SETTINGS.quick,
    failures,
    weights,
    lighthouse: audits,
    offlineStart,
  };
}
