/**
 * Your wheel, your words (decision 371): `GET /api/days` (the slowest of 10 years, as the days part
 * reads them) and the weekly and monthly reports, p50 at one connection, on one 10-year history read
 * by the code before custom areas (the parent of the commit that added them, extracted outside the
 * repository and started first, on the schema it knew) and by this code, both serving the same database
 * at once: first with the default wheel (no areas rows), then after the wheel is changed to 12 areas: two
 * renamed, two moved, one hidden and four of one's own, rated every day. Goal: each read with areas at
 * most 1.1 × before.
 *
 * The two servers are measured in interleaved rounds (decision 464): after one unmeasured round each,
 * every round reads each of them for the same few seconds, in alternating order; a round's ratio is this
 * code's p50 over the before code's in that round, and the verdict is the median of the rounds' ratios,
 * so a stretch of load on the shared machine falls on both sides of a ratio rather than on one of them.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { AREA_COLORS, AREA_ICONS } from '../core/areas';
import { DIMENSION_KEYS } from '../core/dimensions';
import { migrations } from '../server/db/migrations/index';
import { recomputeOverallAfterImport } from '../server/modules/areas/areas.import';
import { ENGINE_LABEL, freshDatabase, type Engine } from './lib/database';
import { authHeaders, seedNamed } from './lib/fixtures';
import { loadEndpoints, probe, type RequestSpec } from './lib/load';
import { daysSpec, reportSpecs, yearRanges } from './lib/reads';
import { attempt, isError, perEngine, type PartMeta } from './lib/results';
import { RAISED_LIMITS, startTend, type RunningServer } from './lib/server';
import { DECADE_DAYS, PORTS, SETTINGS } from './lib/settings';
import { settle, type SeededUser } from './seed';
import { formatMs, markdownTable, type GoalCheck } from './stats';

export const AREAS_GOALS = { ratio: 1.1 } as const;

/** The migration that added custom areas: the code before it is the baseline. */
const AREAS_MIGRATION = '2026-11-27T01-00-areas';

export type AreasRead = 'days' | 'weekly' | 'monthly';
export const AREAS_READS: Record<AreasRead, string> = {
  days: 'GET /api/days (slowest of 10 years)',
  weekly: 'weekly report, 10 years',
  monthly: 'monthly report, 10 years',
};

/** Measured rounds of each wheel (after one unmeasured round), and each read's seconds in a round. */
export const AREAS_ROUNDS = SETTINGS.quick ? 3 : 5;
/** 1 s by default: five rounds read each side for 5 s, where one measurement read it for 4. */
const ROUND_SECONDS = Math.max(1, Math.round(SETTINGS.scaleSeconds / 4));

/** p50 of each read, ms (`days`: the slowest year's). */
type P50s = Partial<Record<AreasRead, number>> & { slowestYear?: string };

/**
 * A wheel's reads: the median over the rounds of each read's p50 (`days`: of the slowest year's in each
 * round). This code's also carry the before code's, measured in the same rounds, and each read's median
 * of the rounds' ratios, the verdict (decision 464).
 */
type Reads = P50s & {
  error?: string;
  rounds?: number;
  /** Rounds whose ratio counted, by read: both sides answered it in the round. */
  counted?: Partial<Record<AreasRead, number>>;
  before?: P50s;
  ratio?: Partial<Record<AreasRead, number>>;
};

/** `before` in a stored result of the method before decision 464: measured alone, before the others. */
export type AreasWheel = 'before' | 'defaultWheel' | 'changedWheel';
export const AREAS_WHEELS: Record<AreasWheel, string> = {
  before: 'before custom areas',
  defaultWheel: 'default wheel (no areas rows)',
  changedWheel: '12-area wheel, 4 own areas rated daily',
};

export interface AreasEngineResult {
  engine: Engine;
  wheels: Partial<Record<AreasWheel, Reads>>;
  /** Own-area ratings written for the changed wheel. */
  ownRatings?: number;
  error?: string;
}

export interface AreasResult extends PartMeta {
  part: 'areas';
  /** `rounds` and `roundSeconds` since decision 464 (interleaved rounds); `seconds` before it. */
  settings: { seconds?: number; rounds?: number; roundSeconds?: number };
  /** The commit measured as "before" (the parent of the one that added custom areas). */
  beforeCommit?: string;
  engines: AreasEngineResult[];
}

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/**
 * The checkout of the code before custom areas, extracted once per commit into the system's temporary
 * directory (not bench/.tmp: its test files would join this checkout's suite and lint) with this
 * checkout's node_modules (that commit's dependencies are a subset of these); its server bundle is
 * built by its own start script.
 */
function checkoutBefore(): { commit: string; root: string } {
  const added = git(
    'log',
    '--diff-filter=A',
    '--format=%H',
    '--',
    `server/db/migrations/${AREAS_MIGRATION}.ts`,
  );
  if (!added) throw new Error(`no commit adds the ${AREAS_MIGRATION} migration`);
  const commit = git('rev-parse', `${added.split('\n').at(-1)}^`);
  const root = join(tmpdir(), 'tend-bench', `before-areas-${commit.slice(0, 12)}`);
  if (!existsSync(join(root, 'scripts/start.mjs'))) {
    rmSync(root, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
    const extracted = spawnSync('sh', ['-c', `git archive --format=tar ${commit} | tar -x -C "${root}"`], {
      stdio: 'inherit',
    });
    if (extracted.status !== 0) throw new Error(`could not extract ${commit} into ${root}`);
    symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
  }
  return { commit, root };
}

/** The schema the code before areas ran on: every migration before the areas one. */
function lastMigrationBefore(): string {
  const names = Object.keys(migrations).sort();
  const before = names[names.indexOf(AREAS_MIGRATION) - 1];
  if (before === undefined) throw new Error(`no migration before ${AREAS_MIGRATION}`);
  return before;
}

/** The reads of a user: the 10 years of `/api/days`, then the weekly and monthly reports. */
function readSpecs(user: SeededUser) {
  const headers = authHeaders(user);
  const ranges = yearRanges(user.lastDay);
  const reports = reportSpecs(user.lastDay, headers);
  return {
    ranges,
    specs: [...ranges.map((r) => daysSpec(r, headers)), reports.weekly, reports.monthly] as RequestSpec[],
  };
}

/**
 * One round of one server: each read for `seconds` at one connection, its p50. A read that got no answer
 * within the round (a request slower than the round, on a loaded machine) is left out of that round
 * (`/api/days` when any year got none: its slowest year is not known); any failed or non-2xx answer
 * fails the measurement.
 */
async function measureRound(server: RunningServer, user: SeededUser, seconds: number): Promise<P50s> {
  const { ranges, specs } = readSpecs(user);
  const loads = await loadEndpoints(server.url, specs, {
    connections: 1,
    seconds,
    warmupSeconds: 0,
    allowNon2xx: true,
  });
  const p50 = (i: number): number | undefined => {
    const load = loads[i];
    const spec = specs[i] as RequestSpec;
    if (!load || load instanceof Error) throw load ?? new Error(`${spec.path}: not measured`);
    const bad = Object.keys(load.statusCounts).filter((code) => !code.startsWith('2'));
    if (bad.length > 0 || load.errors > 0 || load.timeouts > 0)
      throw new Error(`${spec.path}: failed answers (${bad.join(', ') || 'none'}; errors ${load.errors})`);
    return load.responses > 0 ? load.latency.p50 : undefined;
  };
  const years = ranges.map((r, i) => ({ label: r.label, p50: p50(i) }));
  const out: P50s = {};
  if (years.every((y) => y.p50 !== undefined)) {
    const slowest = years.reduce((a, b) => ((b.p50 as number) > (a.p50 as number) ? b : a));
    out.days = slowest.p50;
    out.slowestYear = slowest.label;
  }
  const weekly = p50(ranges.length);
  const monthly = p50(ranges.length + 1);
  if (weekly !== undefined) out.weekly = weekly;
  if (monthly !== undefined) out.monthly = monthly;
  return out;
}

/** The median (of two middle values, their mean). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Each read's median over rounds; the slowest year the one most rounds found slowest. */
function medianOf(rounds: readonly P50s[]): P50s {
  const out: P50s = {};
  for (const read of Object.keys(AREAS_READS) as AreasRead[]) {
    const values = rounds.map((r) => r[read]).filter((v): v is number => v !== undefined);
    if (values.length > 0) out[read] = median(values);
  }
  const counts = new Map<string, number>();
  for (const r of rounds) if (r.slowestYear) counts.set(r.slowestYear, (counts.get(r.slowestYear) ?? 0) + 1);
  const year = [...counts].reduce<[string, number] | undefined>(
    (a, b) => (a && a[1] >= b[1] ? a : b),
    undefined,
  );
  if (year) out.slowestYear = year[0];
  return out;
}

/**
 * The before code and this code in interleaved rounds on the same database (decision 464): one
 * unmeasured round each (both equally warm), then `AREAS_ROUNDS` rounds, each reading both for the
 * same seconds, the first of the two alternating. Each read's ratio is taken within a round, and its
 * verdict is the median of the rounds' ratios.
 */
export async function measureInterleaved(
  before: RunningServer,
  mine: RunningServer,
  user: SeededUser,
  rounds = AREAS_ROUNDS,
  seconds = ROUND_SECONDS,
): Promise<Reads> {
  for (const spec of readSpecs(user).specs) {
    await probe(before.url, spec);
    await probe(mine.url, spec);
  }
  await measureRound(before, user, 1);
  await measureRound(mine, user, 1);
  const pairs: { before: P50s; mine: P50s }[] = [];
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      const b = await measureRound(before, user, seconds);
      pairs.push({ before: b, mine: await measureRound(mine, user, seconds) });
    } else {
      const m = await measureRound(mine, user, seconds);
      pairs.push({ before: await measureRound(before, user, seconds), mine: m });
    }
  }
  // A ratio only from a round where both sides answered that read; the rounds counted are kept.
  const ratio: Partial<Record<AreasRead, number>> = {};
  const counted: Partial<Record<AreasRead, number>> = {};
  for (const read of Object.keys(AREAS_READS) as AreasRead[]) {
    const ratios = pairs
      .map((p) => (p.before[read] && p.mine[read] !== undefined ? p.mine[read] / p.before[read] : undefined))
      .filter((v): v is number => v !== undefined);
    counted[read] = ratios.length;
    if (ratios.length > 0) ratio[read] = median(ratios);
  }
  return {
    ...medianOf(pairs.map((p) => p.mine)),
    rounds,
    counted,
    before: medianOf(pairs.map((p) => p.before)),
    ratio,
  };
}

/** One API call that must succeed; its JSON answer. */
async function call(server: RunningServer, user: SeededUser, method: string, path: string, body: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...authHeaders(user), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as { key: string };
}

/**
 * The changed wheel, through the API as a person makes it: four areas of one's own, two built-in
 * areas renamed, one moved to the end and one of one's own to the front, one built-in hidden. Then
 * every day's entry rates the four (written straight to the table: ~10,000 PUTs would take minutes)
 * and the stored overall follows the wheel, as after an import.
 */
export async function changeWheel(
  server: RunningServer,
  db: Parameters<typeof recomputeOverallAfterImport>[0],
  user: SeededUser,
): Promise<number> {
  const own: string[] = [];
  for (const [i, label] of ['Music', 'Faith', 'Garden', 'Learning'].entries()) {
    const area = await call(server, user, 'POST', '/api/areas', {
      label,
      icon: AREA_ICONS[i],
      color: AREA_COLORS[i],
    });
    own.push(area.key);
  }
  const [first, second, , , , , , last] = DIMENSION_KEYS;
  await call(server, user, 'PUT', `/api/areas/${first}`, { label: 'Rest and sleep' });
  await call(server, user, 'PUT', `/api/areas/${second}`, { label: 'Moving' });
  await call(server, user, 'PUT', `/api/areas/${first}`, { position: 11 });
  await call(server, user, 'PUT', `/api/areas/${own[0]}`, { position: 0 });
  await call(server, user, 'PUT', `/api/areas/${last}`, { hidden: true });
  let written = 0;
  // Each own area takes one built-in area's scores: a day's ratings vary like a person's.
  for (const [i, key] of own.entries()) {
    const column = DIMENSION_KEYS[i + 1] as string;
    const result = await db
      .insertInto('area_ratings')
      .columns(['entry_id', 'user_id', 'area_key', 'day', 'score'])
      .expression(
        db
          .selectFrom('wellbeing_entries')
          .select([
            'id',
            'user_id',
            sql<string>`${key}`.as('area_key'),
            'day',
            sql<number>`${sql.ref(column)}`.as('score'),
          ])
          .where('user_id', '=', user.id),
      )
      .executeTakeFirst();
    written += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  await recomputeOverallAfterImport(db, user.id);
  return written;
}

async function measureEngine(
  engine: Engine,
  before: { commit: string; root: string } | { error: string },
  failures: string[],
): Promise<AreasEngineResult> {
  const tag = ENGINE_LABEL[engine];
  const result: AreasEngineResult = { engine, wheels: {} };
  const bench = await freshDatabase(engine, 'areas', { upTo: lastMigrationBefore() });
  const servers: RunningServer[] = [];
  try {
    if (isError(before)) throw new Error(before.error);
    const db = bench.database.db;
    const { users } = await seedNamed(db, { decade: DECADE_DAYS });
    const user = users.decade;
    await settle(db, bench.database.dialect);
    // The code before areas first, on the schema it knew (its migrator would refuse the later
    // migrations); this code's server then migrates the file, and both serve it from then on.
    const start = (port: number, root?: string) =>
      startTend({ port, databaseUrl: bench.url, env: RAISED_LIMITS, ...(root ? { root } : {}) });
    const old = await start(PORTS.areasBefore, before.root);
    servers.push(old);
    const mine = await start(PORTS.areas);
    servers.push(mine);
    const measure = async (wheel: 'defaultWheel' | 'changedWheel') => {
      const reads = await attempt(failures, `areas ${tag} ${AREAS_WHEELS[wheel]}`, () =>
        measureInterleaved(old, mine, user),
      );
      result.wheels[wheel] = reads;
      if (isError(reads)) return;
      const fmt = (n: number | undefined) => (n === undefined ? 'FAILED' : `${n.toFixed(2)} ms`);
      const x = (n: number | undefined) => (n === undefined ? '' : ` (${n.toFixed(2)}×)`);
      console.log(
        `[bench] areas/${tag} ${AREAS_WHEELS[wheel]}: days ${fmt(reads.days)}${x(reads.ratio?.days)} ` +
          `(${reads.slowestYear ?? '—'}), weekly ${fmt(reads.weekly)}${x(reads.ratio?.weekly)}, ` +
          `monthly ${fmt(reads.monthly)}${x(reads.ratio?.monthly)}; before ${fmt(reads.before?.days)}, ` +
          `${fmt(reads.before?.weekly)}, ${fmt(reads.before?.monthly)}`,
      );
    };
    await measure('defaultWheel');
    result.ownRatings = await changeWheel(mine, db, user);
    if (!result.ownRatings) throw new Error('no own-area ratings were written');
    await settle(db, bench.database.dialect);
    await measure('changedWheel');
  } catch (err) {
    result.error = (err as Error).message;
    failures.push(`areas ${tag}: ${result.error}`);
  } finally {
    for (const server of servers) await server.stop();
    await bench.drop();
  }
  return result;
}

export async function runAreas(meta: Pick<PartMeta, 'commit'>, engines: Engine[]): Promise<AreasResult> {
  const startedAt = new Date().toISOString();
  const failures: string[] = [];
  const before = await attempt(failures, 'areas: the checkout before custom areas', async () =>
    checkoutBefore(),
  );
  const engineResults = await perEngine(failures, 'areas', engines, (engine) =>
    measureEngine(engine, before, failures),
  );
  return {
    part: 'areas',
    startedAt,
    finishedAt: new Date().toISOString(),
    commit: meta.commit,
    quick: SETTINGS.quick,
    failures,
    settings: { rounds: AREAS_ROUNDS, roundSeconds: ROUND_SECONDS },
    ...(isError(before) ? {} : { beforeCommit: before.commit.slice(0, 12) }),
    engines: engineResults.map((e) => ('wheels' in e ? e : { ...e, wheels: {} })),
  };
}

/**
 * A read's ratio to before: the median of the rounds' ratios (decision 464), or for a result of the
 * method before it, the ratio of the p50s of the two separate measurements.
 */
const ratioOf = (e: AreasEngineResult, wheel: AreasWheel, read: AreasRead): number | null => {
  const reads = e.wheels[wheel];
  const median = reads?.ratio?.[read];
  if (median !== undefined) return median;
  const base = e.wheels.before?.[read];
  const value = reads?.[read];
  return base === undefined || value === undefined || base <= 0 ? null : value / base;
};

/** Goal rows: each read's p50 with areas (default wheel and the changed one) over before, per engine. */
export function areasGoalChecks(result: AreasResult | undefined): GoalCheck[] {
  const checks: GoalCheck[] = [];
  const engines = result?.engines ?? [{ engine: 'sqlite' as const, wheels: {} }];
  for (const e of engines) {
    const tag = ENGINE_LABEL[e.engine];
    for (const read of Object.keys(AREAS_READS) as AreasRead[]) {
      for (const wheel of ['defaultWheel', 'changedWheel'] as const) {
        checks.push({
          label: `${AREAS_READS[read]}: p50 with the ${wheel === 'defaultWheel' ? 'default wheel' : '12-area wheel'} ÷ before custom areas (${tag})`,
          value: ratioOf(e, wheel, read),
          kind: 'max',
          target: AREAS_GOALS.ratio,
          format: (n) => `${n.toFixed(2)}×`,
        });
      }
    }
  }
  return checks;
}

/** The part's section of bench/RESULTS.md. Pure: no I/O. */
export function areasSection(result: AreasResult): string {
  const { rounds, roundSeconds, seconds } = result.settings;
  const interleaved = rounds !== undefined;
  const commit = result.beforeCommit ? `commit ${result.beforeCommit}, ` : '';
  const out: string[] = [
    interleaved
      ? `One user with 10 years of daily history, read at one connection by two servers on the same database: ` +
        `the code before custom areas (${commit}the parent of the commit that added them, started on the schema it knew) and this code, ` +
        `first with the default wheel (no areas rows), then after the wheel became 12 areas (two renamed, two moved, one hidden, four of one’s own rated every day). ` +
        `Each wheel: one unmeasured round per server, then ${rounds} rounds of ${roundSeconds ?? '?'} s a request per server, the servers' order alternating; ` +
        `a cell is the median of the rounds' p50s, a ratio the median of the rounds' ratios (this code ÷ before in the same round; decision 464). ` +
        `\`GET /api/days\` is the slowest of the 10 years back from the last day; the reports are the last whole week and month. Goal: each ratio to before at most ${AREAS_GOALS.ratio}.`
      : `One user with 10 years of daily history, read at one connection (${seconds ?? '?'} s a request) by three servers in one run on the same database: ` +
        `the code before custom areas (${commit}the parent of the commit that added them, on the schema it knew), ` +
        'this code with the default wheel (no areas rows), and this code after the wheel became 12 areas (two renamed, two moved, one hidden, four of one’s own rated every day). ' +
        `\`GET /api/days\` is the slowest of the 10 years back from the last day; the reports are the last whole week and month. Goal: each ratio to before at most ${AREAS_GOALS.ratio}.`,
  ];
  const reads = Object.keys(AREAS_READS) as AreasRead[];
  for (const e of result.engines) {
    out.push('', `### ${ENGINE_LABEL[e.engine]}`, '');
    if (e.error) out.push(`FAILED: ${e.error}`, '');
    const cells = (measured: Reads | undefined, ratio: (read: AreasRead) => number | null) =>
      reads.map((read) => {
        if (!measured) return '—';
        if (measured.error) return `FAILED: ${measured.error}`;
        const r = ratio(read);
        const n = measured.counted?.[read];
        const of = n !== undefined && measured.rounds !== undefined && n < measured.rounds;
        return `${formatMs(measured[read])}${r === null ? '' : ` (${r.toFixed(2)}×${of ? `, ${n} of ${measured.rounds} rounds` : ''})`}`;
      });
    const rows: string[][] = interleaved
      ? (['defaultWheel', 'changedWheel'] as const).flatMap((wheel) => {
          const measured = e.wheels[wheel];
          const beside = measured && !measured.error ? measured.before : undefined;
          return [
            [`${AREAS_WHEELS.before}, beside the ${AREAS_WHEELS[wheel]}`, ...cells(beside, () => null)],
            [AREAS_WHEELS[wheel], ...cells(measured, (read) => ratioOf(e, wheel, read))],
          ];
        })
      : (Object.keys(AREAS_WHEELS) as AreasWheel[]).map((wheel) => [
          AREAS_WHEELS[wheel],
          ...cells(e.wheels[wheel], (read) => (wheel === 'before' ? null : ratioOf(e, wheel, read))),
        ]);
    out.push(markdownTable(['wheel', ...Object.values(AREAS_READS)], rows));
    if (e.ownRatings !== undefined) out.push('', `Own-area ratings written: ${e.ownRatings}.`);
  }
  return out.join('\n');
}
