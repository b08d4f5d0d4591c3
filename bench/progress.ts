/**
 * The long view (decision 265): `GET /api/progress` for a user with 10 years of daily history, at one
 * connection, requests one after another, so the figures are the server's time per request (plus the
 * loopback), not queueing. Goal: `range=all` (weekly means over the decade) p50 < 20 ms.
 */
import { ENGINE_LABEL, freshDatabase, type Engine } from './lib/database';
import { authHeaders, seedNamed, type SeedSummary } from './lib/fixtures';
import { probe } from './lib/load';
import { attempt, isError, type PartMeta } from './lib/results';
import { startTend } from './lib/server';
import { DECADE_DAYS, PORTS, SETTINGS } from './lib/settings';
import { settle } from './seed';
import { formatMs, markdownTable, summarize, type GoalCheck } from './stats';

export const PROGRESS_GOALS = { allP50Ms: 20 } as const;
const RUNS = SETTINGS.quick ? 20 : 200;
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

export interface ProgressEngineResult {
  engine: Engine;
  seed?: SeedSummary;
  figures: ProgressFigure[];
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
    } finally {
      await server.stop();
    }
    return { engine, seed: summary, figures };
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
  return (progress?.engines ?? [{ engine: 'sqlite' as const, figures: [] }]).map((engine) => ({
    label: `GET /api/progress?range=all, 10 years: p50 (${ENGINE_LABEL[engine.engine]})`,
    value: engine.figures.find((f) => f.range === 'all')?.p50 ?? null,
    kind: 'below' as const,
    target: PROGRESS_GOALS.allP50Ms,
    format: formatMs,
  }));
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
  }
  return out.join('\n');
}
