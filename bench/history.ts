/**
 * "A long-time user" (decision 196): one account with 10 years of daily entries, 100k quick check-ins,
 * 100k spotlight ratings and 20k journal entries of 20 KB, next to a one-week user.
 *
 * - first page of every list: the server's time to the last byte over loopback (sequential requests,
 *   gzip accepted as a browser asks, the body not decoded), for the long-time user, a one-week user
 *   and a one-page user whose lists each hold a full page of the same records (decision 196); the
 *   goal's ratio compares the long-time user with the one-page user, so it measures history, not payload;
 * - the whole JSON export of the long-time user, streamed and counted (lossless check), while another
 *   user's GET /api/user is timed the whole while; server peak RSS (VmHWM);
 * - 20,000 PATCH /api/user with a new letter-case spelling of a zone each, on a fresh server after as
 *   many plain ones (the control): server RSS growth;
 * - /journal with 1,000 entries in Chromium at 4× CPU slowdown (CDP): time until the first entry shows.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import type { Kysely } from 'kysely';
import { addDays } from '../core/dates';
import { DIMENSION_KEYS, type DimensionKey } from '../core/dimensions';
import { JOURNAL_PAGE_SIZE } from '../core/limits';
import type { Database } from '../server/db/schema';
import { historyFor, seededRandom, writeHistories, type History } from '../server/test/factory';
import { ENGINE_LABEL, freshDatabase, type Engine } from './lib/database';
import { authHeaders, seedNamed } from './lib/fixtures';
import { memoryOf, onCleanup } from './lib/processes';
import { attempt, isError, type PartMeta } from './lib/results';
import { RAISED_LIMITS, startTend, type RunningServer } from './lib/server';
import { DECADE_DAYS, PORTS, SETTINGS } from './lib/settings';
import { settle, type SeededUser } from './seed';
import { summarize } from './stats';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const Q = SETTINGS.quick;
const SIZES = {
  days: Q ? 365 : DECADE_DAYS,
  checkins: Q ? 5_000 : 100_000,
  spotlights: Q ? 5_000 : 100_000,
  journals: Q ? 1_000 : 20_000,
  journalChars: 20_000,
  pageRequests: Q ? 40 : 100,
  zoneSpellings: Q ? 2_000 : 20_000,
  journalScreenEntries: 1_000,
  /** The one-page user: this many days, check-ins, spotlight ratings and 20 KB journal entries (> one page). */
  onePage: 60,
};

export const HISTORY_GOALS = {
  firstPageP50Ms: 5,
  firstPageRatio: 2,
  exportPeakRssMb: 250,
  /** The second, tighter goal for the export of 10 years (decision 195). */
  exportPeakRssMbIssue15: 150,
  otherUserP99Ms: 50,
  journalVisibleMs: 1500,
  zoneGrowthMb: 10,
};

const LISTS = [
  '/api/wellbeing-entries',
  '/api/journal-entries',
  // What /journal asks for: 20 entries (decision 084). A default page of 50 × 20 KB is 1 MB of JSON.
  `/api/journal-entries?limit=${JOURNAL_PAGE_SIZE}`,
  '/api/quick-checkins',
  '/api/spotlight-ratings',
  '/api/dimension-reflections/sleep',
] as const;

/** Lists whose pages the server keeps gzipped while unchanged (decision 225): measured cold too. */
const CACHED_LISTS = new Set<string>([
  '/api/journal-entries',
  `/api/journal-entries?limit=${JOURNAL_PAGE_SIZE}`,
]);

async function editMood(server: RunningServer, user: SeededUser, id: string, mood: number): Promise<void> {
  const res = await fetch(`${server.url}/api/journal-entries/${id}`, {
    method: 'PATCH',
    headers: { ...authHeaders(user), 'content-type': 'application/json' },
    body: JSON.stringify({ mood }),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`PATCH /api/journal-entries/${id} answered ${res.status}`);
}

export interface FirstPageFigure {
  path: string;
  longP50Ms: number;
  longP99Ms: number;
  weekP50Ms: number;
  /** The one-page user: a page of the same records without the history (decision 196). */
  pageP50Ms: number;
  /** Items on the first page: long-time, one-week, one-page user. */
  items: { long: number; week: number; page: number };
  /** Long-time p50 over one-page p50: what the history adds. */
  ratio: number;
  /**
   * Lists whose pages the server caches (the journal, decision 225): the long-time user's p50 of the
   * first read after an edit of one entry on the page — what a cache cannot help with. The other
   * columns are repeated reads of an unchanged page, which the cache serves.
   */
  coldP50Ms?: number;
  coldP99Ms?: number;
}

export interface HistoryEngineResult {
  engine: Engine;
  rows?: Record<string, number>;
  seedSeconds?: number;
  firstPages?: FirstPageFigure[] | { error: string };
  /** Server RSS just before and just after the first pages were read (the journal page cache fills then). */
  firstPagesRss?: { beforeMb: number; afterMb: number };
  export?:
    | {
        ms: number;
        bytes: number;
        records: number;
        expectedRecords: number;
        peakRssMb: number;
        idleRssMb: number;
        otherUser: { requests: number; p50Ms: number; p99Ms: number; maxMs: number };
      }
    | { error: string };
  zones?:
    | {
        requests: number;
        rssBeforeMb: number;
        rssAfterMb: number;
        growthMb: number;
        controlGrowthMb?: number;
      }
    | { error: string };
  journalScreen?:
    | { entries: number; visibleMs: number; domNodes: number; articles: number; cpuSlowdown: number }
    | { error: string };
  error?: string;
}

export interface HistoryResult extends PartMeta {
  part: 'history';
  sizes: typeof SIZES;
  engines: HistoryEngineResult[];
}

const mb = (kb: number) => Math.round((kb / 1024) * 10) / 10;
const round = (n: number) => Math.round(n * 100) / 100;

const LOREM =
  'Heute war ein ruhiger Tag — café, Spaziergang am Fluss, ein langes Gespräch. 🌱 Small steps count. ';

/** Records per history written at once: keeps the 20 KB journal entries to ~40 MB in memory at a time. */
const CHUNK = 2_000;

/**
 * `count` records spread evenly over the `days` days ending on `lastDay`, newest first, at varied local
 * times of day (06:00–22:59), each made by `make` in a factory history of the user, written in chunks.
 */
async function spread(
  db: Kysely<Database>,
  user: SeededUser,
  count: number,
  days: number,
  make: (h: History, when: { day: string; time: number }, i: number) => void,
): Promise<void> {
  for (let start = 0; start < count; start += CHUNK) {
    const h = historyFor(user);
    for (let i = start; i < Math.min(count, start + CHUNK); i++) {
      const day = addDays(user.lastDay, -Math.floor((i * days) / count));
      make(h, { day, time: 6 * 3600 + ((i * 7919) % (17 * 3600)) }, i);
    }
    await writeHistories(db, [h]);
  }
}

/** The project's decision records: a few hundred KB of English prose to cut journal entries from. */
function proseCorpus(): string {
  const dir = resolve('docs/decisions');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .join('\n\n');
}

/** The long-time user's check-ins, spotlight ratings and long journal entries, through the factory. */
export async function seedLongTimeUser(
  db: Kysely<Database>,
  user: SeededUser,
  sizes: { days: number; checkins: number; spotlights: number; journals: number; journalChars: number },
): Promise<void> {
  await spread(db, user, sizes.checkins, sizes.days, (h, when, i) => h.checkin(when, (i % 21) / 2));
  await spread(db, user, sizes.spotlights, sizes.days, (h, when, i) =>
    h.spotlight(when, { dimension: DIMENSION_KEYS[i % 8] as DimensionKey, score: (i % 21) / 2 }),
  );
  // Real prose, each entry its own stretch of it: gzip squeezes it about 2.4×, as it does people’s
  // writing. One sentence repeated 200 times compressed ~100× and flattered every cold read.
  const prose = proseCorpus();
  const random = seededRandom(sizes.journals);
  await spread(db, user, sizes.journals, sizes.days, (h, when, i) => {
    const from = random.int(0, prose.length - sizes.journalChars);
    h.journal(when, {
      title: `Entry ${i}`,
      content: prose.slice(from, from + sizes.journalChars).trim(),
      mood: (i % 10) + 1,
    });
  });
}

async function counts(db: Kysely<Database>, userId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of [
    'wellbeing_entries',
    'dimension_reflections',
    'journal_entries',
    'quick_checkins',
    'spotlight_ratings',
  ] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

/**
 * `n` sequential GETs of `path` (after 5 unmeasured ones), each timed from the request to the last byte
 * of the body as the server sent it — gzip accepted, as a browser asks, and not decoded, so the figure
 * is the server's time plus one loopback round trip, not this process's decompression. Also returns
 * how many items the page holds.
 */
async function timedGets(
  server: RunningServer,
  user: SeededUser,
  path: string,
  n: number,
  /** Before each timed GET (when given): a change, e.g. an edit of one entry on the page. */
  change?: (i: number, first: { id: string }) => Promise<void>,
): Promise<{ times: number[]; items: number }> {
  const counted = await fetch(`${server.url}${path}`, { headers: authHeaders(user) });
  if (counted.status !== 200) throw new Error(`GET ${path} answered ${counted.status}`);
  const page = (await counted.json()) as { id: string }[];
  const items = page.length;
  const { hostname, port } = new URL(server.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise<number>((resolvePromise, reject) => {
      const started = performance.now();
      http
        .get(
          {
            hostname,
            port,
            path,
            agent,
            headers: { ...authHeaders(user), 'accept-encoding': 'gzip, deflate, br' },
          },
          (res) => {
            if (res.statusCode !== 200) reject(new Error(`GET ${path} answered ${res.statusCode}`));
            res.resume();
            res.on('end', () => resolvePromise(performance.now() - started));
            res.on('error', reject);
          },
        )
        .on('error', reject);
    });
  const times: number[] = [];
  try {
    for (let i = 0; i < n + 5; i++) {
      if (change && page[0]) await change(i, page[0]);
      const ms = await once();
      if (i >= 5) times.push(ms);
    }
  } finally {
    agent.destroy();
  }
  return { times, items };
}

async function firstPages(
  server: RunningServer,
  long: SeededUser,
  week: SeededUser,
  page: SeededUser,
): Promise<FirstPageFigure[]> {
  const figures: FirstPageFigure[] = [];
  for (const path of LISTS) {
    const l = await timedGets(server, long, path, SIZES.pageRequests);
    const w = await timedGets(server, week, path, SIZES.pageRequests);
    const p = await timedGets(server, page, path, SIZES.pageRequests);
    const [ls, ws, ps] = [summarize(l.times), summarize(w.times), summarize(p.times)];
    const figure: FirstPageFigure = {
      path,
      longP50Ms: round(ls.p50),
      longP99Ms: round(ls.p99),
      weekP50Ms: round(ws.p50),
      pageP50Ms: round(ps.p50),
      items: { long: l.items, week: w.items, page: p.items },
      ratio: round(ls.p50 / ps.p50),
    };
    if (CACHED_LISTS.has(path)) {
      // The first read after a change: the newest entry's mood edited (as another device may) before
      // each timed read, so no read finds its page unchanged.
      const c = await timedGets(server, long, path, SIZES.pageRequests, (i, first) =>
        editMood(server, long, first.id, (i % 10) + 1),
      );
      const cs = summarize(c.times);
      figure.coldP50Ms = round(cs.p50);
      figure.coldP99Ms = round(cs.p99);
    }
    figures.push(figure);
  }
  return figures;
}

/**
 * A child node process streams the JSON export and counts its records as they pass (each record of
 * every section starts a line with `{"id":"`), holding at most one chunk.
 */
const COUNTER = `
const [url, session] = process.argv.slice(1);
const res = await fetch(url, { headers: { 'x-session-id': session, 'accept-encoding': 'gzip' } });
if (res.status !== 200) { console.log(JSON.stringify({ error: 'status ' + res.status })); process.exit(0); }
const marker = '\\n    {"id":"';
const decoder = new TextDecoder();
let bytes = 0, records = 0, tail = '';
for await (const chunk of res.body) {
  bytes += chunk.byteLength;
  const text = tail + decoder.decode(chunk, { stream: true });
  records += text.split(marker).length - 1;
  const cut = text.lastIndexOf(marker);
  tail = text.slice(Math.max(cut + marker.length, text.length - marker.length + 1));
}
console.log(JSON.stringify({ bytes, records }));
`;

function downloadInChild(url: string, session: string): Promise<{ bytes: number; records: number }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', COUNTER, url, session], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', () => {
      try {
        const parsed = JSON.parse(out.trim()) as { bytes: number; records: number; error?: string };
        if (parsed.error) reject(new Error(`GET /api/export: ${parsed.error}`));
        else resolvePromise(parsed);
      } catch {
        reject(new Error(`export download failed: ${out.slice(0, 200)}`));
      }
    });
  });
}

/** Streams the JSON export (in a child process); another user's GET /api/user is timed meanwhile. */
async function exportUnderLoad(server: RunningServer, long: SeededUser, other: SeededUser, expected: number) {
  const idle = memoryOf(server.pid);
  let done = false;
  const latencies: number[] = [];
  const probeLoop = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/user`, { headers: authHeaders(other) });
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
    }
  })();
  const started = performance.now();
  let download: { bytes: number; records: number };
  try {
    // Downloaded and counted in a child process, so this process's event loop times only the probes.
    download = await downloadInChild(`${server.url}/api/export?format=json`, long.sessionId);
  } finally {
    done = true;
    await probeLoop;
  }
  const ms = performance.now() - started;
  const { bytes, records } = download;
  const peak = memoryOf(server.pid);
  if (records !== expected) throw new Error(`export held ${records} records of ${expected}`);
  const s = summarize(latencies);
  return {
    ms: Math.round(ms),
    bytes,
    records,
    expectedRecords: expected,
    peakRssMb: mb(peak?.peakKb ?? NaN),
    idleRssMb: mb(idle?.currentKb ?? NaN),
    otherUser: { requests: s.count, p50Ms: round(s.p50), p99Ms: round(s.p99), maxMs: round(s.max) },
  };
}

const ZONES = [
  'America/New_York',
  'Europe/London',
  'Pacific/Auckland',
  'Asia/Kolkata',
  'America/Los_Angeles',
  'Europe/Berlin',
];

/** The i-th letter-case spelling of a zone: bit j of i says whether letter j is upper case. */
function spelling(zone: string, i: number): string {
  let out = '';
  let bit = 0;
  for (const ch of zone) {
    if (/[a-z]/i.test(ch)) {
      out += (i >> bit) & 1 ? ch.toUpperCase() : ch.toLowerCase();
      bit++;
    } else out += ch;
  }
  return out;
}

async function zoneSpellings(server: RunningServer, user: SeededUser) {
  const patch = (timeZone: string) =>
    fetch(`${server.url}/api/user`, {
      method: 'PATCH',
      headers: { ...authHeaders(user), 'content-type': 'application/json' },
      body: JSON.stringify({ timeZone }),
    }).then(async (res) => {
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`PATCH /api/user answered ${res.status}`);
    });
  const rss = () => memoryOf(server.pid)?.currentKb ?? NaN;
  // Warm-up with the plain spellings, so start-up growth (JIT, pools) is not counted.
  for (let i = 0; i < 2000; i++) await patch(ZONES[i % ZONES.length] as string);
  // The control: as many requests with the plain spellings, so what the heap settles into under this
  // load is told apart from what the new spellings keep.
  const controlBefore = rss();
  for (let i = 0; i < SIZES.zoneSpellings; i++) await patch(ZONES[i % ZONES.length] as string);
  const before = rss();
  for (let i = 0; i < SIZES.zoneSpellings; i++) {
    await patch(spelling(ZONES[i % ZONES.length] as string, Math.floor(i / ZONES.length) + 1));
  }
  const after = rss();
  return {
    requests: SIZES.zoneSpellings,
    rssBeforeMb: mb(before),
    rssAfterMb: mb(after),
    growthMb: mb(after - before),
    controlGrowthMb: mb(before - controlBefore),
  };
}

async function journalScreen(server: RunningServer, user: SeededUser) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  const cancel = onCleanup(() => browser.close());
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/privacy-policy`);
    await page.evaluate((id) => localStorage.setItem('sessionId', id), user.sessionId);
    // A warm visit first (the assets cached, as for a returning user), then the measured one.
    await page.goto(`${server.url}/journal`);
    await page.locator('[data-journal-entry]').first().waitFor({ timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${server.url}/privacy-policy`);
    const started = Date.now();
    await page.goto(`${server.url}/journal`, { waitUntil: 'commit' });
    await page.locator('[data-journal-entry]').first().waitFor({ state: 'visible', timeout: 30_000 });
    const visibleMs = Date.now() - started;
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    const articles = await page.locator('[data-journal-entry]').count();
    return { entries: SIZES.journalScreenEntries, visibleMs, domNodes, articles, cpuSlowdown: 4 };
  } finally {
    cancel();
    await browser.close();
  }
}

async function measureEngine(engine: Engine, failures: string[]): Promise<HistoryEngineResult> {
  const tag = ENGINE_LABEL[engine];
  const bench = await freshDatabase(engine, 'history');
  let server: RunningServer | undefined;
  try {
    console.log(`[bench] history/${engine}: seeding a long-time user…`);
    const started = performance.now();
    const { users } = await seedNamed(bench.database.db, {
      long: SIZES.days,
      week: 7,
      other: 30,
      reader: 7,
      page: SIZES.onePage,
    });
    await seedLongTimeUser(bench.database.db, users.long, SIZES);
    // A page of each list with the same records as the long-time user's, and no history behind it.
    await seedLongTimeUser(bench.database.db, users.page, {
      days: SIZES.onePage,
      checkins: SIZES.onePage,
      spotlights: SIZES.onePage,
      journals: SIZES.onePage,
      journalChars: SIZES.journalChars,
    });
    // …and a page of sleep reflections, a few on each of its entries (its random history has one or two).
    const pageEntries = await bench.database.db
      .selectFrom('wellbeing_entries')
      .select(['id', 'day'])
      .where('user_id', '=', users.page.id)
      .execute();
    const reflections = historyFor(users.page);
    for (let i = 0; i < SIZES.onePage; i++) {
      const entry = pageEntries[i % pageEntries.length];
      if (!entry) break;
      reflections.reflection(
        { day: entry.day, time: 22 * 3600 + i },
        { entryId: entry.id, dimension: 'sleep', score: (i % 21) / 2, notes: LOREM },
      );
    }
    await writeHistories(bench.database.db, [reflections]);
    // The /journal screen's user: 1,000 entries of a few hundred characters.
    await spread(bench.database.db, users.reader, SIZES.journalScreenEntries, 42, (h, when, i) =>
      h.journal(when, { title: `Day ${i}`, content: LOREM.repeat(4), mood: (i % 10) + 1 }),
    );
    await settle(bench.database.db, bench.database.dialect);
    const seedSeconds = Math.round((performance.now() - started) / 1000);
    const rows = await counts(bench.database.db, users.long.id);
    const expected = Object.values(rows).reduce((a, b) => a + b, 0);

    server = await startTend({
      port: PORTS.longTime,
      databaseUrl: bench.url,
      env: RAISED_LIMITS,
      // The /journal screen is measured on both engines (its first page comes from the server's database).
      requireClient: true,
    });
    const result: HistoryEngineResult = { engine, rows, seedSeconds };
    // The export runs first on the fresh server, so its peak RSS is the export's (and start-up's) alone.
    console.log(`[bench] history/${engine}: export under load`);
    result.export = await attempt(failures, `history ${tag} export`, () =>
      exportUnderLoad(server as RunningServer, users.long, users.other, expected),
    );
    console.log(`[bench] history/${engine}: first pages`);
    const rssBefore = memoryOf(server.pid)?.currentKb ?? NaN;
    const fp = await attempt(failures, `history ${tag} first pages`, () =>
      firstPages(server as RunningServer, users.long, users.week, users.page),
    );
    result.firstPages = fp;
    result.firstPagesRss = { beforeMb: mb(rssBefore), afterMb: mb(memoryOf(server.pid)?.currentKb ?? NaN) };
    console.log(`[bench] history/${engine}: /journal at 4× CPU slowdown`);
    result.journalScreen = await attempt(failures, `history ${tag} /journal`, () =>
      journalScreen(server as RunningServer, users.reader),
    );
    // The spellings run on a server of their own: after a 440 MB export its RSS swings by tens of MB as
    // the heap and the allocator settle, which drowned the growth this measures.
    await server.stop();
    server = await startTend({ port: PORTS.longTime, databaseUrl: bench.url, env: RAISED_LIMITS });
    console.log(`[bench] history/${engine}: time-zone spellings`);
    result.zones = await attempt(failures, `history ${tag} zones`, () =>
      zoneSpellings(server as RunningServer, users.week),
    );
    return result;
  } finally {
    await server?.stop();
    await bench.drop();
  }
}

export async function runHistory(meta: Pick<PartMeta, 'commit'>, engines: Engine[]): Promise<HistoryResult> {
  const startedAt = new Date().toISOString();
  const failures: string[] = [];
  const results: HistoryEngineResult[] = [];
  for (const engine of engines) {
    const measured = await attempt(failures, `history ${ENGINE_LABEL[engine]}`, () =>
      measureEngine(engine, failures),
    );
    results.push(isError(measured) ? { engine, error: measured.error } : measured);
  }
  return {
    part: 'history',
    startedAt,
    finishedAt: new Date().toISOString(),
    commit: meta.commit,
    quick: SETTINGS.quick,
    failures,
    sizes: SIZES,
    engines: results,
  };
}

const ok = (pass: boolean) => (pass ? '✅' : '❌');

/** The part's section of RESULTS.md. */
export function historySection(r: HistoryResult): string {
  const g = HISTORY_GOALS;
  const out: string[] = [
    `One account with ${sizesText(r.sizes)}, next to a one-week user. Latencies are sequential requests over loopback (server time plus one local round trip); the machine is shared, so figures are noisy.`,
    '',
  ];
  for (const e of r.engines) {
    out.push(`### ${ENGINE_LABEL[e.engine]}`, '');
    if (e.error) {
      out.push(`Failed: ${e.error}`, '');
      continue;
    }
    if (e.firstPages && !isError(e.firstPages)) {
      out.push(
        'Server time to the last byte (gzip accepted, body not decoded). The ratio is the long-time user over the one-page user, whose lists hold a page of the same records without the history (decision 196); items are long-time / one-week / one-page.',
        '',
        'The p50, p99 and ratio columns are **repeated reads of an unchanged page**. The journal keeps its pages gzipped while the database still holds them (decision 225), so for it those are reads **from that cache**; its **cold** column is the first read after an edit of one entry on the page (the newest entry’s mood edited before each read), which the cache cannot serve. The goal is judged on each.',
        '',
        '| first page of | long-time p50 | p99 | cold: p50 after an edit (p99) | one-week p50 | one-page p50 | ratio | items | goal (p50 < 5 ms, ≤ 2×) |',
        '|---|---|---|---|---|---|---|---|---|',
      );
      for (const f of e.firstPages) {
        const warm = ok(f.longP50Ms < g.firstPageP50Ms && f.ratio <= g.firstPageRatio);
        const cold = f.coldP50Ms === undefined ? '—' : `${f.coldP50Ms} ms (${f.coldP99Ms ?? '—'} ms)`;
        const goal =
          f.coldP50Ms === undefined
            ? warm
            : `${warm} repeated (cached), ${ok(f.coldP50Ms < g.firstPageP50Ms)} cold`;
        out.push(
          `| \`${f.path}\` | ${f.longP50Ms} ms | ${f.longP99Ms} ms | ${cold} | ${f.weekP50Ms} ms | ${f.pageP50Ms ?? '—'} ms | ${f.ratio}× | ${f.items ? `${f.items.long} / ${f.items.week} / ${f.items.page}` : '—'} | ${goal} |`,
        );
      }
      out.push('');
    } else if (e.firstPages) out.push(`First pages failed: ${e.firstPages.error}`, '');
    if (e.firstPagesRss) {
      out.push(
        `- **Server RSS around the first pages** (after the export): ${e.firstPagesRss.beforeMb} → ${e.firstPagesRss.afterMb} MB`,
      );
    }
    if (e.export && !isError(e.export)) {
      const x = e.export;
      out.push(
        `- **Export (JSON, streamed):** ${x.records} of ${x.expectedRecords} records, ${(x.bytes / 1024 / 1024).toFixed(0)} MB in ${(x.ms / 1000).toFixed(1)} s; server peak RSS ${x.peakRssMb} MB (idle ${x.idleRssMb} MB) — goal < ${g.exportPeakRssMb} MB ${ok(x.peakRssMb < g.exportPeakRssMb)}, issue 15's < ${g.exportPeakRssMbIssue15} MB ${ok(x.peakRssMb < g.exportPeakRssMbIssue15)}`,
        `- **Another user's GET /api/user during the export:** ${x.otherUser.requests} requests, p50 ${x.otherUser.p50Ms} ms, p99 ${x.otherUser.p99Ms} ms, max ${x.otherUser.maxMs} ms — goal p99 < ${g.otherUserP99Ms} ms ${ok(x.otherUser.p99Ms < g.otherUserP99Ms)}`,
      );
    } else if (e.export) out.push(`- Export failed: ${e.export.error}`);
    if (e.zones && !isError(e.zones)) {
      const z = e.zones;
      out.push(
        `- **${z.requests} time-zone spellings** (PATCH /api/user, on a fresh server): RSS ${z.rssBeforeMb} → ${z.rssAfterMb} MB, growth ${z.growthMb} MB${z.controlGrowthMb === undefined ? '' : ` (the same number of plain spellings just before: ${z.controlGrowthMb} MB)`} — goal < ${g.zoneGrowthMb} MB ${ok(z.growthMb < g.zoneGrowthMb)}`,
      );
    } else if (e.zones) out.push(`- Time-zone spellings failed: ${e.zones.error}`);
    if (e.journalScreen && !isError(e.journalScreen)) {
      const j = e.journalScreen;
      out.push(
        `- **/journal with ${j.entries} entries** at ${j.cpuSlowdown}× CPU slowdown: first entry visible after ${j.visibleMs} ms (${j.articles} entries, ${j.domNodes} DOM nodes) — goal < ${g.journalVisibleMs} ms ${ok(j.visibleMs < g.journalVisibleMs)}`,
      );
    } else if (e.journalScreen) out.push(`- /journal failed: ${e.journalScreen.error}`);
    out.push('');
  }
  return out.join('\n');
}

function sizesText(s: typeof SIZES): string {
  return `${s.days} days of entries, ${s.checkins.toLocaleString('en')} quick check-ins, ${s.spotlights.toLocaleString('en')} spotlight ratings and ${s.journals.toLocaleString('en')} journal entries of ${s.journalChars / 1000} KB`;
}
