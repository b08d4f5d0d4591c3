/**
 * The long view (decision 265): `GET /api/progress` for a user with 10 years of daily history, at one
 * connection, requests one after another, so the figures are the server's time per request (plus the
 * loopback), not queueing. Goal: `range=all` (weekly means over the decade) p50 < 20 ms.
 */
import { chromium } from '@playwright/test';
import { ENGINE_LABEL, freshDatabase, type Engine } from './lib/database';
import { authHeaders, seedNamed, signedInStorage, type SeedSummary } from './lib/fixtures';
import { onCleanup } from './lib/processes';
import { probe } from './lib/load';
import { attempt, isError, type PartMeta } from './lib/results';
import { startTend } from './lib/server';
import { DECADE_DAYS, PORTS, SETTINGS } from './lib/settings';
import { settle } from './seed';
import { formatMs, markdownTable, summarize, type GoalCheck } from './stats';
import { CHROME_FLAGS } from './web';

export const PROGRESS_GOALS = { allP50Ms: 20, interactiveMs: 1500 } as const;
const RUNS = SETTINGS.quick ? 20 : 200;
/** First visits to /progress measured in the browser (the median is reported). */
const SCREEN_RUNS = SETTINGS.quick ? 1 : 3;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CPU_SLOWDOWN = 4;
const RANGES = ['all', '1y', '90d', '30d'] as const;

export interface ProgressFigure {
  range: (typeof RANGES)[number];
  runs?: number;
  p50?: number;
  p90?: number;
  p99?: number;
  /** What the last answer held, to show the request did real work. */
  answer?: string;
  error?: string;
}

/**
 * /progress opened in Chromium at 4× CPU slowdown with a cold cache (a new browser context each run):
 * `interactiveMs` from navigation to the chart drawn and the main thread free of long tasks (the end of
 * the last task over 50 ms, as Lighthouse's Time to Interactive counts it), and `allMs` from choosing
 * "All" to the decade's weekly chart on screen. Medians of `runs`.
 */
export interface ProgressScreenFigure {
  runs: number;
  cpuSlowdown: number;
  interactiveMs?: number;
  chartMs?: number;
  allMs?: number;
  longTasks?: number;
  error?: string;
}

export interface ProgressEngineResult {
  engine: Engine;
  seed?: SeedSummary;
  figures: ProgressFigure[];
  screen?: ProgressScreenFigure;
  error?: string;
}

export interface ProgressResult extends PartMeta {
  part: 'progress';
  runs: number;
  engines: ProgressEngineResult[];
}

async function timeRequests(url: string, headers: Record<string, string>) {
  const ms: number[] = [];
  let last = '';
  for (let i = 0; i < RUNS + 5; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    last = await res.text();
    const took = performance.now() - started;
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${last.slice(0, 200)}`);
    if (i >= 5) ms.push(took); // the first few warm the JIT and the caches
  }
  return { ms, last };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** Collects long tasks from the start of the page, before its scripts run. */
function observeLongTasks(): void {
  const w = window as unknown as { __longTaskEnds: number[] };
  w.__longTaskEnds = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longTaskEnds.push(e.startTime + e.duration);
  }).observe({ type: 'longtask', buffered: true });
}

async function measureScreen(baseUrl: string, sessionId: string): Promise<ProgressScreenFigure> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  const cancel = onCleanup(() => browser.close());
  const interactive: number[] = [];
  const chart: number[] = [];
  const all: number[] = [];
  const tasks: number[] = [];
  try {
    for (let run = 0; run < SCREEN_RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/api/config`);
      await page.evaluate(signedInStorage, sessionId);
      await page.addInitScript(observeLongTasks);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(`${baseUrl}/progress`, { waitUntil: 'commit' });
      const chartAt = await page.waitForFunction(
        () => document.querySelector('[data-testid="trend"] [role="img"]') && performance.now(),
        undefined,
        { timeout: 60_000 },
      );
      const chartMs = (await chartAt.jsonValue()) as number;
      // Quiet: no new long task for a second (Lighthouse waits 5 s of quiet; a second is plenty here).
      let ends: number[] = [];
      for (let seen = -1; ;) {
        await page.waitForTimeout(1000);
        ends = await page.evaluate(() => (window as unknown as { __longTaskEnds: number[] }).__longTaskEnds);
        if (ends.length === seen) break;
        seen = ends.length;
      }
      interactive.push(Math.max(chartMs, ...ends));
      chart.push(chartMs);
      tasks.push(ends.length);
      // "All": from the choice to the weekly chart of the whole history on screen.
      const before = await page.evaluate(() => performance.now());
      await page.getByRole('radio', { name: 'All' }).check();
      const allAt = await page.waitForFunction(
        () =>
          /since/.test(document.querySelector('[data-testid="trend"]')?.textContent ?? '') &&
          performance.now(),
        undefined,
        { timeout: 60_000, polling: 'raf' },
      );
      all.push(((await allAt.jsonValue()) as number) - before);
      await context.close();
    }
  } finally {
    cancel();
    await browser.close();
  }
  return {
    runs: SCREEN_RUNS,
    cpuSlowdown: CPU_SLOWDOWN,
    interactiveMs: median(interactive),
    chartMs: median(chart),
    allMs: median(all),
    longTasks: median(tasks),
  };
}

async function measureEngine(engine: Engine, failures: string[]): Promise<ProgressEngineResult> {
  const tag = ENGINE_LABEL[engine];
  const bench = await freshDatabase(engine, 'progress');
  try {
    console.log(`[bench] progress/${engine}: seeding 10 years…`);
    const { users, summary } = await seedNamed(bench.database.db, { decade: DECADE_DAYS });
    await settle(bench.database.db, bench.database.dialect);
    const user = users.decade;
    const server = await startTend({ port: PORTS.spare2, databaseUrl: bench.url });
    const figures: ProgressFigure[] = [];
    try {
      const headers = authHeaders(user);
      await probe(server.url, { method: 'GET', path: '/api/user', headers });
      for (const range of RANGES) {
        const f = await attempt(failures, `progress ${tag} ${range}`, async () => {
          const { ms, last } = await timeRequests(`${server.url}/api/progress?range=${range}`, headers);
          const s = summarize(ms);
          const json = JSON.parse(last) as { total: number; points: unknown[] };
          const answer = `${json.total} days with an entry, ${json.points.length} points`;
          return { range, runs: ms.length, p50: s.p50, p90: s.p90, p99: s.p99, answer };
        });
        figures.push(isError(f) ? { range, error: f.error } : f);
      }
      const measured = await attempt(failures, `progress screen ${tag}`, () =>
        measureScreen(server.url, user.sessionId),
      );
      const screen = isError(measured)
        ? { runs: SCREEN_RUNS, cpuSlowdown: CPU_SLOWDOWN, error: measured.error }
        : measured;
      return { engine, seed: summary, figures, screen };
    } finally {
      await server.stop();
    }
  } finally {
    await bench.drop();
  }
}

export async function runProgress(
  meta: Pick<PartMeta, 'commit'>,
  engines: Engine[],
): Promise<ProgressResult> {
  const startedAt = new Date().toISOString();
  const failures: string[] = [];
  const results: ProgressEngineResult[] = [];
  for (const engine of engines) {
    const measured = await attempt(failures, `progress ${ENGINE_LABEL[engine]}`, () =>
      measureEngine(engine, failures),
    );
    results.push(isError(measured) ? { engine, figures: [], error: measured.error } : measured);
  }
  return {
    part: 'progress',
    startedAt,
    finishedAt: new Date().toISOString(),
    commit: meta.commit,
    quick: SETTINGS.quick,
    failures,
    runs: RUNS,
    engines: results,
  };
}

export function progressGoalChecks(progress: ProgressResult | undefined): GoalCheck[] {
  const engines: ProgressEngineResult[] = progress?.engines ?? [{ engine: 'sqlite', figures: [] }];
  return engines.flatMap((engine) => [
    {
      label: `GET /api/progress?range=all, 10 years: p50 (${ENGINE_LABEL[engine.engine]})`,
      value: engine.figures.find((f) => f.range === 'all')?.p50 ?? null,
      kind: 'below' as const,
      target: PROGRESS_GOALS.allP50Ms,
      format: formatMs,
    },
    {
      label: `/progress with 10 years interactive at ${CPU_SLOWDOWN}× CPU, first visit (${ENGINE_LABEL[engine.engine]})`,
      value: engine.screen?.interactiveMs ?? null,
      kind: 'below' as const,
      target: PROGRESS_GOALS.interactiveMs,
      format: formatMs,
    },
  ]);
}

export function progressSection(progress: ProgressResult): string {
  const out: string[] = [
    `A user with 10 years of daily history. \`GET /api/progress\` for each range, ${progress.runs} requests ` +
      'one after another at one connection (timed by the client, loopback included).',
  ];
  for (const engine of progress.engines) {
    out.push('', `### ${ENGINE_LABEL[engine.engine]}`, '');
    if (engine.error) out.push(`FAILED: ${engine.error}`, '');
    out.push(
      markdownTable(
        ['range', 'answer', 'p50 / p90 / p99'],
        engine.figures.map((f) => [
          f.range,
          f.answer ?? '—',
          f.p50 === undefined
            ? `FAILED: ${f.error ?? 'not measured'}`
            : `${formatMs(f.p50)} / ${formatMs(f.p90 ?? f.p50)} / ${formatMs(f.p99 ?? f.p50)}`,
        ]),
      ),
    );
    const screen = engine.screen;
    if (screen) {
      out.push(
        '',
        screen.error
          ? `/progress in Chromium: FAILED: ${screen.error}`
          : `/progress in Chromium at ${screen.cpuSlowdown}× CPU, 390 px, cold cache (median of ${screen.runs}): ` +
              `chart drawn ${formatMs(screen.chartMs ?? NaN)}, interactive ${formatMs(screen.interactiveMs ?? NaN)} ` +
              `(${screen.longTasks ?? 0} long tasks); choosing "All" to the decade on screen ${formatMs(screen.allMs ?? NaN)}.`,
      );
    }
  }
  return out.join('\n');
}
