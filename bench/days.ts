/**
 * Any day (decision 113): the year-in-pixels calendar and the streak after a back-fill, for a user with 10
 * years of daily history. Goals: each year's `GET /api/days` p50 < 10 ms server-side (one connection,
 * as the scale part), and recomputing the streak after a back-fill < 20 ms.
 */
import { addDays, dayNumber } from '../core/dates';
import { streakRuns } from '../server/modules/activity/activity.repository';
import { ENGINE_LABEL, freshDatabase, type Engine } from './lib/database';
import { authHeaders, seedNamed } from './lib/fixtures';
import { loadEndpoints, probe, type RequestSpec } from './lib/load';
import { daysSpec, yearRanges } from './lib/reads';
import { attempt, isError, type PartMeta } from './lib/results';
import { RAISED_LIMITS, startTend, type RunningServer } from './lib/server';
import { DECADE_DAYS, PORTS, SETTINGS } from './lib/settings';
import { settle, type SeededUser } from './seed';
import { formatMs, markdownTable, summarize, type GoalCheck, type LatencySummary } from './stats';

export const DAYS_GOALS = { yearP50Ms: 10, recomputeMs: 20 } as const;

/** Back-filled days per engine: gaps punched into the decade and filled one by one. */
const BACKFILLS = SETTINGS.quick ? 10 : 40;

export interface DaysEngineResult {
  engine: Engine;
  activeDays?: number;
  /** One per year back from the last day: `GET /api/days` over 365 days. */
  years: {
    label: string;
    from: string;
    to: string;
    days: number;
    p50?: number;
    p99?: number;
    error?: string;
  }[];
  /** `PUT /api/days/{day}/ratings/sleep` on a day that was a gap: the whole back-fill, as the client sees it. */
  backfillRequest?: LatencySummary | { error: string };
  /** The streak recomputation alone (the gaps-and-islands query over 10 years of active days). */
  recompute?: LatencySummary | { error: string };
  error?: string;
}

export interface DaysResult extends PartMeta {
  part: 'days';
  settings: { seconds: number; backfills: number };
  engines: DaysEngineResult[];
}

/** The seeder (the test-data factory) marks every day with a record active, as the API would. */
async function countActiveDays(db: Parameters<typeof settle>[0], user: SeededUser): Promise<number> {
  const row = await db
    .selectFrom('activity_days')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function measureEngine(engine: Engine, failures: string[]): Promise<DaysEngineResult> {
  const tag = ENGINE_LABEL[engine];
  const result: DaysEngineResult = { engine, years: [] };
  const bench = await freshDatabase(engine, 'days');
  let server: RunningServer | undefined;
  try {
    const db = bench.database.db;
    const { users } = await seedNamed(db, { decade: DECADE_DAYS });
    const user = users.decade;
    result.activeDays = await countActiveDays(db, user);
    await settle(db, bench.database.dialect);
    server = await startTend({ port: PORTS.days, databaseUrl: bench.url, env: RAISED_LIMITS });
    const headers = authHeaders(user);

    const ranges = yearRanges(user.lastDay);
    const specs: RequestSpec[] = ranges.map((range) => daysSpec(range, headers));
    result.years.push(...ranges.map((range) => ({ ...range, days: 0 })));
    for (const [i, spec] of specs.entries()) {
      const probed = await attempt(failures, `days ${tag} ${spec.path}`, async () => {
        const res = await fetch(`${server!.url}${spec.path}`, { headers });
        if (!res.ok) throw new Error(`answered ${res.status}`);
        return ((await res.json()) as unknown[]).length;
      });
      const year = result.years[i]!;
      if (isError(probed)) year.error = probed.error;
      else year.days = probed;
    }
    const loads = await attempt(failures, `days ${tag} GET /api/days`, () =>
      loadEndpoints(server!.url, specs, {
        connections: 1,
        seconds: SETTINGS.scaleSeconds,
        warmupSeconds: Math.min(1, SETTINGS.warmupSeconds),
      }),
    );
    result.years.forEach((year, i) => {
      const load = isError(loads) ? loads : loads[i];
      if (!load || isError(load) || load instanceof Error) {
        year.error = load instanceof Error ? load.message : (load?.error ?? 'not measured');
        if (load instanceof Error) failures.push(`days ${tag} ${year.label}: ${year.error}`);
      } else {
        year.p50 = load.latency.p50;
        year.p99 = load.latency.p99;
      }
    });
    console.log(
      `[bench] days/${tag} GET /api/days p50: ` +
        result.years.map((y) => (y.p50 === undefined ? 'FAILED' : `${y.p50.toFixed(2)} ms`)).join(', '),
    );

    // Gaps spread over the decade, each filled by one rating: every fill joins two runs and recomputes.
    const step = Math.floor((user.days - 2) / BACKFILLS);
    const gaps = Array.from({ length: BACKFILLS }, (_, i) => addDays(user.firstDay, 1 + i * step));
    const punched = await db
      .deleteFrom('activity_days')
      .where('user_id', '=', user.id)
      .where(
        'day_number',
        'in',
        gaps.map((d) => dayNumber(d)),
      )
      .executeTakeFirst();
    // Every gap day is active after its rating: the days punched out come back, the others are new.
    const expectedActive = result.activeDays - Number(punched.numDeletedRows) + gaps.length;
    await probe(server.url, { method: 'GET', path: '/api/user', headers });
    const requestMs: number[] = [];
    const filled = await attempt(failures, `days ${tag} back-fill`, async () => {
      for (const day of gaps) {
        const ms = await timed(async () => {
          const res = await fetch(`${server!.url}/api/days/${day}/ratings/sleep`, {
            method: 'PUT',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ score: '6.5' }),
          });
          if (!res.ok)
            throw new Error(`PUT ${day} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
        });
        requestMs.push(ms);
      }
      const back = await db
        .selectFrom('activity_days')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      if (Number(back.n) !== expectedActive) {
        throw new Error(`after the back-fills ${back.n} active days, expected ${expectedActive}`);
      }
    });
    result.backfillRequest = isError(filled) ? filled : summarize(requestMs);

    const recomputeMs: number[] = [];
    const recomputed = await attempt(failures, `days ${tag} recompute`, async () => {
      for (let i = 0; i < (SETTINGS.quick ? 20 : 100); i++) {
        recomputeMs.push(await timed(() => streakRuns(db, user.id)));
      }
    });
    result.recompute = isError(recomputed) ? recomputed : summarize(recomputeMs);
    const fmt = (s: LatencySummary | { error: string } | undefined) =>
      !s || isError(s) ? 'FAILED' : `p50 ${s.p50.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms`;
    console.log(
      `[bench] days/${tag} back-fill PUT ${fmt(result.backfillRequest)}; recompute ${fmt(result.recompute)}`,
    );
  } catch (err) {
    result.error = (err as Error).message;
    failures.push(`days ${tag}: ${result.error}`);
  } finally {
    await server?.stop();
    await bench.drop();
  }
  return result;
}

export async function runDays(info: { commit: string }, engines: Engine[]): Promise<DaysResult> {
  const startedAt = new Date().toISOString();
  const failures: string[] = [];
  const results: DaysEngineResult[] = [];
  for (const engine of engines) results.push(await measureEngine(engine, failures));
  return {
    part: 'days',
    startedAt,
    finishedAt: new Date().toISOString(),
    commit: info.commit,
    quick: SETTINGS.quick,
    failures,
    settings: { seconds: SETTINGS.scaleSeconds, backfills: BACKFILLS },
    engines: results,
  };
}

/** Goal rows for RESULTS.md: the slowest year's p50 and the recomputation, per engine. */
export function daysGoalChecks(days: DaysResult | undefined): GoalCheck[] {
  const checks: GoalCheck[] = [];
  for (const engine of days?.engines ?? [{ engine: 'sqlite' as const, years: [] }]) {
    const tag = ENGINE_LABEL[engine.engine];
    const p50s = engine.years.map((y) => y.p50);
    const measured = p50s.length > 0 && p50s.every((p) => p !== undefined);
    checks.push(
      {
        label: `GET /api/days, slowest of 10 years: p50 server-side (${tag})`,
        value: measured ? Math.max(...(p50s as number[])) : null,
        kind: 'below',
        target: DAYS_GOALS.yearP50Ms,
        format: formatMs,
      },
      {
        label: `streak recomputation after a back-fill, 10 years: p50 (${tag})`,
        value: engine.recompute && !isError(engine.recompute) ? engine.recompute.p50 : null,
        kind: 'below',
        target: DAYS_GOALS.recomputeMs,
        format: formatMs,
      },
    );
  }
  return checks;
}

export function daysSection(days: DaysResult): string {
  const out: string[] = [
    `A user with 10 years of daily history. \`GET /api/days\` for each of the 10 years back from the last day ` +
      `(365 days a call) at one connection, ${days.settings.seconds} s each. Then ${days.settings.backfills} gaps spread ` +
      'over the decade are filled one by one with `PUT /api/days/{day}/ratings/sleep` (each joins two runs and ' +
      'recomputes the streaks; timed by the client, loopback included), and the recomputation query alone is timed in-process.',
  ];
  const fmt = (s: LatencySummary | { error: string } | undefined) =>
    !s ? '—' : isError(s) ? `FAILED: ${s.error}` : `${formatMs(s.p50)} / ${formatMs(s.p99)}`;
  for (const engine of days.engines) {
    out.push('', `### ${ENGINE_LABEL[engine.engine]}`, '');
    if (engine.error) out.push(`FAILED: ${engine.error}`, '');
    out.push(
      markdownTable(
        ['Range', 'days with data', 'p50 / p99'],
        engine.years.map((y) => [
          `${y.from} – ${y.to}`,
          String(y.days),
          y.p50 === undefined
            ? `FAILED: ${y.error ?? 'not measured'}`
            : `${formatMs(y.p50)} / ${formatMs(y.p99)}`,
        ]),
      ),
      '',
      markdownTable(
        ['Streak after a back-fill', 'p50 / p99'],
        [
          [`PUT of a gap day (${engine.activeDays ?? '—'} active days)`, fmt(engine.backfillRequest)],
          ['recomputation query alone', fmt(engine.recompute)],
        ],
      ),
    );
  }
  return out.join('\n');
}
