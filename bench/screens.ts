/**
 * Every signed-in screen for a person with three years of history (decision 310). One account is
 * filled through the import (a three-year JSON export of a seeded user, `POST /api/import` into a new
 * account, as a person moving to Tend would), then:
 *
 * - Lighthouse (default mobile settings: simulated 4× CPU and slow 4G) on each signed-in screen,
 *   **first visit** (a fresh Chromium profile holding only the session: no HTTP cache, no service
 *   worker, no device cache) and **repeat visit** (the same profile right after: HTTP cache, service
 *   worker and device cache kept), each `BENCH_SCREENS_RUNS` times (default 3) in a fresh profile; the
 *   median run by performance score is reported.
 * - INP of dragging the rating slider of Home's area sheet, at a 4× CPU slowdown (CDP
 *   `Emulation.setCPUThrottlingRate`), from the browser's Event Timing entries.
 * - `GET /api/user` and `/latest` against the bare Fastify + better-sqlite3 floor on the same file
 *   (bench/baselines/fastify-reads.ts), interleaved Tend, floor, Tend, floor so both see the machine
 *   as it is then: once on the Tend that served the screens (shown), then on a Tend started afresh
 *   on the same file as the floor is (judged, decision 539).
 *
 * `BENCH_SCREENS=/app,/reports` limits the screens (to look into one); `BENCH_SCREENS_SKIP=screens,reads,inp`
 * leaves out any of the three measurements.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { addDays } from '../core/dates';
import type { ImportResult } from '../core/schemas/import';
import { freshDatabase } from './lib/database';
import { authHeaders, seedNamed } from './lib/fixtures';
import { loadEndpoint, probe, type RequestSpec } from './lib/load';
import { onCleanup } from './lib/processes';
import { attempt, isError, type PartMeta } from './lib/results';
import { withRetries } from './lib/retry';
import { RAISED_LIMITS, startBaseline, startTend, type RunningServer } from './lib/server';
import { PORTS, SETTINGS, YEAR_DAYS } from './lib/settings';
import { formatMs, formatPercent, markdownTable, type GoalCheck } from './stats';
import {
  audit,
  CHROME_FLAGS,
  isRunAgainError,
  signIn,
  startDebuggableChrome,
  type LighthouseFigure,
} from './web';

export const SCREENS_GOALS = { performance: 95, cls: 0.05, floorShare: 0.9, inpMs: 100 } as const;

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_SCREENS_RUNS ?? (SETTINGS.quick ? 1 : 3)) || 3);
const HISTORY_DAYS = 3 * YEAR_DAYS;
/** Tries of one run (fresh profile, first and repeat visit) when Lighthouse asks to run again. */
const RUN_TRIES = 3;

/** Every signed-in screen of the router (client/app/router.tsx), /calendar/:day as yesterday. */
export function signedInScreens(yesterday: string): string[] {
  return [
    '/app',
    '/progress',
    '/journal',
    '/profile',
    '/edit-profile',
    '/import',
    '/account-security',
    '/reports',
    '/reflections',
    '/areas',
    '/quick-checkin',
    '/spotlight-areas',
    '/targets',
    '/what-moves',
    '/tags',
    '/calendar',
    `/calendar/${yesterday}`,
    '/reminders',
  ];
}

export type Visit = 'first' | 'repeat';

export interface ScreenFigure {
  route: string;
  visit: Visit;
  /** Each run's audit, in order. */
  runs: LighthouseFigure[];
  /** The run with the median performance score. */
  median?: LighthouseFigure;
  error?: string;
}

export interface InpFigure {
  /** The longest interaction (pointerdown, pointerup, click, key) of the drag: what INP reports. */
  inpMs: number;
  /** The longest pointermove event's duration (not part of INP, but what a drag feels like). */
  longestMoveMs: number;
  moves: number;
  cpuSlowdown: number;
}

export interface FloorRead {
  id: 'user' | 'latest';
  label: string;
  /** Tend's req/s and the floor's, per round (interleaved). */
  tend: number[];
  floor: number[];
  /** The median of the rounds' Tend / floor ratios. */
  share: number;
  /** Server CPU time (user + system) per answer, µs, per round: what the load of others changes least. */
  tendCpuUs?: number[];
  floorCpuUs?: number[];
  /** The median of the rounds' floor / Tend CPU-per-answer ratios: the same share, read from CPU time. */
  cpuShare?: number;
}

/** CPU time (user + system) of a process so far, in µs, from /proc (Linux; undefined elsewhere). */
function cpuMicros(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

export interface ScreensResult extends PartMeta {
  part: 'screens';
  account?: { days: number; records: number; importMs: number; file: number };
  runsPerScreen: number;
  screens: ScreenFigure[];
  inp?: InpFigure | { error: string };
  reads?: FloorRead[] | { error: string };
  /** The same comparison on the process that had served the import and every screen (decision 539). */
  readsServed?: FloorRead[] | { error: string };
}

async function importedAccount(server: RunningServer, sourceHeaders: Record<string, string>) {
  const exported = await fetch(`${server.url}/api/export?format=json`, { headers: sourceHeaders });
  const file = await exported.text();
  if (exported.status !== 200) throw new Error(`export answered ${exported.status}`);
  const signup = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `screens-${Date.now()}@bench.example`, password: 'Calm-River-42' }),
  });
  if (signup.status !== 201) throw new Error(`signup answered ${signup.status}`);
  const { sessionId } = (await signup.json()) as { sessionId: string };
  const started = performance.now();
  const res = await fetch(`${server.url}/api/import`, {
    method: 'POST',
    headers: { 'x-session-id': sessionId, 'content-type': 'application/json' },
    body: file,
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`import answered ${res.status}: ${text.slice(0, 200)}`);
  const importMs = performance.now() - started;
  const result = JSON.parse(text) as ImportResult;
  const records = (
    [
      'wellbeingEntries',
      'journalEntries',
      'dimensionReflections',
      'quickCheckins',
      'spotlightRatings',
    ] as const
  ).reduce((sum, kind) => sum + (result[kind] as { added: number }).added, 0);
  return { sessionId, records, importMs, file: Buffer.byteLength(file) };
}

function medianRun(runs: LighthouseFigure[]): LighthouseFigure | undefined {
  const ok = runs.filter((r) => r.scores?.performance != null);
  if (ok.length === 0) return undefined;
  const sorted = [...ok].sort((a, b) => (a.scores?.performance ?? 0) - (b.scores?.performance ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

async function auditScreen(
  baseUrl: string,
  route: string,
  sessionId: string,
  failures: string[],
): Promise<ScreenFigure[]> {
  const first: LighthouseFigure[] = [];
  const repeat: LighthouseFigure[] = [];
  for (let run = 0; run < RUNS; run++) {
    console.log(`[bench] screens: ${route} run ${run + 1}/${RUNS}`);
    // A retry starts again from a fresh profile: a first visit after a failed one would not be one.
    const once = async () => {
      const chrome = await startDebuggableChrome();
      try {
        await signIn(chrome, baseUrl, { sessionId });
        const a = await audit(chrome, baseUrl, route, true, `first-${run}`);
        // The same profile again: HTTP cache, service worker and the device cache of the first visit.
        const b = await audit(chrome, baseUrl, route, true, `repeat-${run}`);
        return [a, b] as const;
      } finally {
        await chrome.stop();
      }
    };
    const outcome = await attempt(failures, `screens Lighthouse ${route}`, () =>
      withRetries(RUN_TRIES, isRunAgainError, once, (error, tried) =>
        console.warn(
          `[bench] screens: ${route} try ${tried}/${RUN_TRIES}: ${(error as Error).message}; again`,
        ),
      ),
    );
    if (isError(outcome)) {
      first.push({ route, signedIn: true, error: outcome.error });
      repeat.push({ route, signedIn: true, error: outcome.error });
    } else {
      first.push(outcome[0]);
      repeat.push(outcome[1]);
    }
  }
  return [
    { route, visit: 'first', runs: first, median: medianRun(first) },
    { route, visit: 'repeat', runs: repeat, median: medianRun(repeat) },
  ];
}

/** Drags Home's Sleep slider across its track at a 4× CPU slowdown and reads the Event Timing entries. */
async function measureSliderInp(baseUrl: string, sessionId: string): Promise<InpFigure> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  const cancel = onCleanup(() => browser.close());
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: false });
    await context.addInitScript((token: string) => {
      localStorage.setItem('sessionId', token);
      localStorage.setItem('shownStreakCelebrations', JSON.stringify([3, 7, 14, 21, 30, 60, 100]));
    }, sessionId);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/app`);
    await page.getByRole('button', { name: /^Sleep, \d+\.\d out of 10/ }).click({ timeout: 30_000 });
    const slider = page.getByRole('slider').first();
    await slider.waitFor({ timeout: 15_000 });
    await page.waitForTimeout(500);
    await page.evaluate(() => {
      const w = window as unknown as { __events: { name: string; duration: number; id: number }[] };
      w.__events = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as PerformanceEventTiming[]) {
          w.__events.push({ name: e.name, duration: e.duration, id: e.interactionId ?? 0 });
        }
      }).observe({ type: 'event', buffered: false, durationThreshold: 16 } as PerformanceObserverInit);
    });
    const cdp = await context.newCDPSession(page);
    const cpuSlowdown = 4;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const thumb = await slider.boundingBox();
    const track = await page.locator('[data-orientation="horizontal"]').first().boundingBox();
    if (!thumb || !track) throw new Error('the slider has no box');
    const y = thumb.y + thumb.height / 2;
    await page.mouse.move(thumb.x + thumb.width / 2, y);
    await page.mouse.down();
    const steps = 30;
    for (let i = 0; i <= steps; i++) {
      await page.mouse.move(track.x + (track.width * i) / steps, y);
    }
    for (let i = steps; i >= 0; i -= 2) {
      await page.mouse.move(track.x + (track.width * i) / steps, y);
    }
    await page.mouse.up();
    await page.waitForTimeout(1000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const events = await page.evaluate(
      () => (window as unknown as { __events: { name: string; duration: number; id: number }[] }).__events,
    );
    const interactions = events.filter((e) => e.id > 0).map((e) => e.duration);
    const moves = events.filter((e) => e.name === 'pointermove').map((e) => e.duration);
    return {
      inpMs: interactions.length ? Math.max(...interactions) : 0,
      longestMoveMs: moves.length ? Math.max(...moves) : 0,
      moves: Math.floor(steps * 1.5),
      cpuSlowdown,
    };
  } finally {
    cancel();
    await browser.close();
  }
}

const FLOOR_ROUNDS = SETTINGS.quick ? 2 : 5;
const FLOOR_SECONDS = SETTINGS.quick ? 2 : 3;

/**
 * Tend's two hottest reads against the bare Fastify floor on the same file: short windows, Tend then
 * the floor, several rounds, and the median of each round's ratio, so a neighbour's load that comes
 * and goes falls on both sides of most ratios (the machine is shared).
 */
async function measureReadsVsFloor(
  tend: RunningServer,
  databaseUrl: string,
  headers: Record<string, string>,
): Promise<FloorRead[]> {
  const reads: { id: FloorRead['id']; label: string; spec: RequestSpec }[] = [
    { id: 'user', label: 'GET /api/user', spec: { method: 'GET', path: '/api/user', headers } },
    {
      id: 'latest',
      label: 'GET /api/wellbeing-entries/latest',
      spec: { method: 'GET', path: '/api/wellbeing-entries/latest', headers },
    },
  ];
  const opts = { connections: SETTINGS.connections, seconds: FLOOR_SECONDS, warmupSeconds: 0 };
  const floor = await startBaseline('fastify-reads', PORTS.readsFloor, databaseUrl);
  try {
    const figures: FloorRead[] = [];
    for (const read of reads) {
      const figure: FloorRead = { id: read.id, label: read.label, tend: [], floor: [], share: 0 };
      await probe(tend.url, read.spec);
      await probe(floor.url, read.spec);
      // The floor does the same work only if it gives the same answer (decision 400): byte for byte.
      const [tendBody, floorBody] = await Promise.all(
        [tend.url, floor.url].map(async (base) =>
          (await fetch(`${base}${read.spec.path}`, { headers: read.spec.headers })).text(),
        ),
      );
      if (tendBody !== floorBody) {
        throw new Error(`${read.label}: the floor answers otherwise than Tend:\n${tendBody}\n${floorBody}`);
      }
      figure.tendCpuUs = [];
      figure.floorCpuUs = [];
      // Warm both (JIT, caches) before the measured rounds, which then run without a warm-up of their
      // own so that a round's CPU time covers exactly its answers.
      await loadEndpoint(tend.url, read.spec, { ...opts, seconds: 1 });
      await loadEndpoint(floor.url, read.spec, { ...opts, seconds: 1 });
      for (let round = 0; round < FLOOR_ROUNDS; round++) {
        console.log(`[bench] screens: ${read.label} vs the floor, round ${round + 1}/${FLOOR_ROUNDS}`);
        for (const [server, rps, cpu] of [
          [tend, figure.tend, figure.tendCpuUs],
          [floor, figure.floor, figure.floorCpuUs],
        ] as const) {
          const before = cpuMicros(server.pid);
          const result = await loadEndpoint(server.url, read.spec, opts);
          const after = cpuMicros(server.pid);
          rps.push(result.okRps);
          if (before !== undefined && after !== undefined) cpu.push((after - before) / result.responses);
        }
      }
      figure.share = median(figure.tend.map((t, i) => t / (figure.floor[i] as number)));
      if (figure.tendCpuUs.length === FLOOR_ROUNDS && figure.floorCpuUs.length === FLOOR_ROUNDS) {
        const floorCpu = figure.floorCpuUs;
        figure.cpuShare = median(figure.tendCpuUs.map((t, i) => (floorCpu[i] as number) / t));
      }
      figures.push(figure);
    }
    return figures;
  } finally {
    await floor.stop();
  }
}

export async function runScreens(meta: Pick<PartMeta, 'commit'>): Promise<ScreensResult> {
  const startedAt = new Date().toISOString();
  const failures: string[] = [];
  const screens: ScreenFigure[] = [];
  const skip = (process.env.BENCH_SCREENS_SKIP ?? '').split(',');
  let account: ScreensResult['account'];
  let inp: ScreensResult['inp'];
  let reads: ScreensResult['reads'];
  let readsServed: ScreensResult['readsServed'];
  const bench = await freshDatabase('sqlite', 'screens');
  let server: RunningServer | undefined;
  try {
    console.log('[bench] screens: seeding three years to export…');
    const { users } = await seedNamed(bench.database.db, { source: HISTORY_DAYS });
    const source = users.source;
    const tendOptions = { port: PORTS.web, databaseUrl: bench.url, env: RAISED_LIMITS, requireClient: true };
    server = await startTend(tendOptions);
    const imported = await importedAccount(server, authHeaders(source));
    account = {
      days: HISTORY_DAYS,
      records: imported.records,
      importMs: imported.importMs,
      file: imported.file,
    };
    console.log(
      `[bench] screens: imported ${imported.records} records in ${imported.importMs.toFixed(0)} ms`,
    );
    const only = process.env.BENCH_SCREENS?.split(',').filter(Boolean);
    const all = signedInScreens(addDays(source.lastDay, -1));
    const routes = only?.length
      ? all.filter((r) => only.some((o) => r === o || (o === '/calendar/:day' && r.startsWith('/calendar/'))))
      : all;
    if (!skip.includes('screens')) {
      for (const route of routes) {
        screens.push(...(await auditScreen(server.url, route, imported.sessionId, failures)));
      }
    }
    if (!skip.includes('inp')) {
      console.log('[bench] screens: INP of the rating slider');
      inp = await attempt(failures, 'screens slider INP', () =>
        measureSliderInp(server!.url, imported.sessionId),
      );
    }
    if (!skip.includes('reads')) {
      const session = { 'x-session-id': imported.sessionId };
      readsServed = await attempt(failures, 'screens reads vs the floor (served process)', () =>
        measureReadsVsFloor(server!, bench.url, session),
      );
      // Like for like (decision 539): the floor is a process started for its two reads, so the goal's
      // Tend is too, on the same file, rather than the process that has just served the import, every
      // screen and the slider (its heap and compiled code grown by them; shown above, not judged).
      await server.stop();
      server = undefined;
      server = await startTend(tendOptions);
      reads = await attempt(failures, 'screens reads vs the floor', () =>
        measureReadsVsFloor(server!, bench.url, session),
      );
    }
  } finally {
    await server?.stop();
    await bench.drop();
  }
  return {
    part: 'screens',
    startedAt,
    finishedAt: new Date().toISOString(),
    commit: meta.commit,
    quick: SETTINGS.quick,
    failures,
    account,
    runsPerScreen: RUNS,
    screens,
    inp,
    reads,
    readsServed,
  };
}

export function screensGoalChecks(result: ScreensResult | undefined): GoalCheck[] {
  const checks: GoalCheck[] = [];
  const screens = result?.screens ?? [];
  const medians = screens.map((s) => s.median);
  const scores = medians.map((m) => m?.scores?.performance ?? null);
  const worst = scores.length && scores.every((s) => s != null) ? Math.min(...(scores as number[])) : null;
  checks.push({
    label: `Lighthouse performance, worst signed-in screen, 3 years (median of ${result?.runsPerScreen ?? RUNS}, first and repeat visit)`,
    value: worst,
    kind: 'min',
    target: SCREENS_GOALS.performance,
    format: (n) => String(Math.round(n)),
  });
  const cls = medians.map((m) => m?.metrics?.cls ?? null);
  checks.push({
    label: 'CLS, worst signed-in screen, 3 years',
    value: cls.length && cls.every((c) => c != null) ? Math.max(...(cls as number[])) : null,
    kind: 'below',
    target: SCREENS_GOALS.cls,
    format: (n) => n.toFixed(3),
  });
  const reads = result?.reads && !isError(result.reads) ? result.reads : [];
  for (const id of ['user', 'latest'] as const) {
    const r = reads.find((f) => f.id === id);
    checks.push({
      label: `${id === 'user' ? 'GET /api/user' : 'GET /api/wellbeing-entries/latest'}: share of the bare-Fastify floor (SQLite)`,
      value: r ? r.share : null,
      kind: 'min',
      target: SCREENS_GOALS.floorShare,
      format: formatPercent,
    });
    checks.push({
      label: `${id === 'user' ? 'GET /api/user' : 'GET /api/wellbeing-entries/latest'}: share of the floor by CPU per answer (SQLite)`,
      value: r?.cpuShare ?? null,
      kind: 'min',
      target: SCREENS_GOALS.floorShare,
      format: formatPercent,
    });
  }
  const inp = result?.inp && !isError(result.inp) ? result.inp : undefined;
  checks.push({
    label: 'INP of dragging the rating slider at 4× CPU',
    value: inp ? inp.inpMs : null,
    kind: 'below',
    target: SCREENS_GOALS.inpMs,
    format: formatMs,
  });
  return checks;
}

function floorTable(reads: FloorRead[]): string {
  return markdownTable(
    [
      'Read',
      'Tend req/s (rounds)',
      'floor req/s (rounds)',
      'Tend vs floor, req/s',
      'Tend CPU/answer',
      'floor CPU/answer',
      'Tend vs floor, CPU',
    ],
    reads.map((r) => [
      r.label,
      r.tend.map((n) => Math.round(n).toLocaleString('en')).join(' / '),
      r.floor.map((n) => Math.round(n).toLocaleString('en')).join(' / '),
      formatPercent(r.share),
      r.tendCpuUs?.length ? `${Math.round(median(r.tendCpuUs))} µs` : '—',
      r.floorCpuUs?.length ? `${Math.round(median(r.floorCpuUs))} µs` : '—',
      r.cpuShare != null ? formatPercent(r.cpuShare) : '—',
    ]),
  );
}

export function screensSection(result: ScreensResult): string {
  const out: string[] = [];
  const a = result.account;
  if (a) {
    out.push(
      `One account with ${a.days} days of history, filled through the import (${a.records.toLocaleString('en')} records, a ${(a.file / 1024 / 1024).toFixed(2)} MB JSON export, imported in ${formatMs(a.importMs)}). Lighthouse ${result.screens.find((s) => s.median)?.median?.lighthouseVersion ?? ''} default mobile settings (simulated 4× CPU, slow 4G); each screen ${result.runsPerScreen} times in a fresh Chromium profile: **first visit** (only the session stored: no HTTP cache, service worker or device cache) then **repeat visit** (the same profile right after). The run with the median performance score is shown; "runs" lists every run's score.`,
      '',
    );
  }
  const ms = (n?: number) => (n == null ? '—' : `${Math.round(n)} ms`);
  const rows = result.screens.map((s) => {
    const m = s.median;
    return [
      s.route,
      s.visit,
      m?.scores?.performance != null ? String(m.scores.performance) : 'error',
      s.runs.map((r) => r.scores?.performance ?? '×').join(' / '),
      ms(m?.metrics?.fcpMs),
      ms(m?.metrics?.lcpMs),
      ms(m?.metrics?.tbtMs),
      m?.metrics?.cls != null ? m.metrics.cls.toFixed(3) : '—',
      m?.benchmarkIndex != null ? String(Math.round(m.benchmarkIndex)) : '—',
    ];
  });
  out.push(
    markdownTable(
      ['Screen', 'visit', 'performance', 'runs', 'FCP', 'LCP', 'TBT', 'CLS', 'benchmarkIndex'],
      rows,
    ),
  );
  if (result.inp) {
    out.push('');
    out.push(
      isError(result.inp)
        ? `**Rating slider INP:** not measured (${result.inp.error}).`
        : `**Rating slider INP** (Home's Sleep sheet, dragged across and back in ${result.inp.moves} moves at ${result.inp.cpuSlowdown}× CPU): ${formatMs(result.inp.inpMs)}; longest pointermove ${formatMs(result.inp.longestMoveMs)}.`,
    );
  }
  if (result.reads) {
    out.push('');
    if (isError(result.reads)) out.push(`**Reads vs the floor:** not measured (${result.reads.error}).`);
    else {
      out.push(
        `**Reads vs the bare-Fastify floor** (bench/baselines/fastify-reads.ts on the same SQLite file, ${SETTINGS.connections} connections; ${FLOOR_ROUNDS} rounds of ${FLOOR_SECONDS} s on Tend then ${FLOOR_SECONDS} s on the floor, after 1 s of warm-up on each; the share is the median of the rounds' ratios). Both are processes started for these reads on the same file (decision 539). "CPU/answer" is the server process's user + system time over the answers of a round (/proc), and its share the median of the rounds' floor-over-Tend ratios: the same comparison, far less moved by other processes' load than req/s:`,
        '',
        floorTable(result.reads),
      );
    }
  }
  if (result.readsServed && !isError(result.readsServed)) {
    out.push(
      '',
      "The same comparison on the Tend process that had served the import, every screen's Lighthouse runs and the slider before it (information; the goal is judged on the table above):",
      '',
      floorTable(result.readsServed),
    );
  }
  return out.join('\n');
}
