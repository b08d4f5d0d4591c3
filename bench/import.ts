/**
 * Import of a ten-year JSON export (decisions 120 and 245): wall time of `POST /api/import` into an empty account,
 * the server's peak memory over the run, and other users' latency meanwhile. Imports run back to
 * back into fresh accounts for as long as the load on another user's reads lasts, so the p99 is
 * taken while an import is running. Each import's counts are checked against the seeded rows.
 */
import type { ImportResult } from '../core/schemas/import';
import { ENGINE_LABEL, freshDatabase, type Engine } from './lib/database';
import { authHeaders, seedNamed } from './lib/fixtures';
import { loadEndpoint, type RequestSpec } from './lib/load';
import { memoryOf } from './lib/processes';
import { attempt, isError, type PartMeta } from './lib/results';
import { hasTimeBinary, RAISED_LIMITS, startTend, type RunningServer } from './lib/server';
import { DECADE_DAYS, PORTS, SETTINGS } from './lib/settings';
import type { RowCounts } from './seed';
import { summarize } from './stats';

export const IMPORT_GOALS = { seconds: 10, rssMb: 250, otherP99Ms: 50 } as const;

export interface ImportEngineResult {
  engine: Engine;
  bytes?: number;
  records?: number;
  /** One import with no other traffic, ms (the first import of this server). */
  soloMs?: number;
  /** Every import's wall time while another user's reads are under load, ms. */
  importMs?: number[];
  medianMs?: number;
  maxMs?: number;
  peakRssKb?: number;
  peakSource?: 'time -v' | 'VmHWM';
  /** Another user's GET /api/wellbeing-entries/latest, alone and while imports run. */
  otherAlone?: { p50: number; p99: number; rps: number };
  otherDuringImport?: { p50: number; p99: number; rps: number };
  error?: string;
}

export interface ImportBenchResult extends PartMeta {
  part: 'import';
  engines: ImportEngineResult[];
}

const OTHER_CONNECTIONS = 10;

async function signUpEmpty(server: RunningServer, n: number): Promise<Record<string, string>> {
  const res = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `import-target-${n}-${Date.now()}@bench.example`,
      password: 'Calm-River-42',
    }),
  });
  if (res.status !== 201)
    throw new Error(`signup answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  const { sessionId } = (await res.json()) as { sessionId: string };
  return { 'x-session-id': sessionId };
}

function checkCounts(result: ImportResult, rows: RowCounts): number {
  const pairs: [keyof ImportResult, number][] = [
    ['wellbeingEntries', rows.wellbeing_entries],
    ['journalEntries', rows.journal_entries],
    ['dimensionReflections', rows.dimension_reflections],
    ['quickCheckins', rows.quick_checkins],
    ['spotlightRatings', rows.spotlight_ratings],
  ];
  let total = 0;
  for (const [kind, want] of pairs) {
    const got = (result[kind] as { added: number }).added;
    if (got !== want) throw new Error(`import added ${got} ${String(kind)} of ${want}`);
    total += got;
  }
  return total;
}

async function measureEngine(engine: Engine, timed: boolean): Promise<ImportEngineResult> {
  const bench = await freshDatabase(engine, 'import');
  try {
    console.log(`[bench] import/${engine}: seeding 10 years…`);
    const { users } = await seedNamed(bench.database.db, { decade: DECADE_DAYS, other: 365 });
    const server = await startTend({ port: PORTS.spare1, databaseUrl: bench.url, timed, env: RAISED_LIMITS });
    let stopped = false;
    try {
      const exportRes = await fetch(`${server.url}/api/export?format=json`, {
        headers: authHeaders(users.decade),
      });
      const file = await exportRes.text();
      if (exportRes.status !== 200) throw new Error(`export answered ${exportRes.status}`);
      const other: RequestSpec = {
        method: 'GET',
        path: '/api/wellbeing-entries/latest',
        headers: authHeaders(users.other),
      };
      const opts = {
        connections: OTHER_CONNECTIONS,
        seconds: SETTINGS.seconds,
        warmupSeconds: SETTINGS.warmupSeconds,
      };
      const alone = await loadEndpoint(server.url, other, opts);

      let times: number[] = [];
      let records = 0;
      let n = 0;
      const importOnce = async () => {
        const headers = await signUpEmpty(server, n++);
        const started = performance.now();
        const res = await fetch(`${server.url}/api/import`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: file,
        });
        const text = await res.text();
        if (res.status !== 200) throw new Error(`import answered ${res.status}: ${text.slice(0, 200)}`);
        times.push(performance.now() - started);
        records = checkCounts(JSON.parse(text) as ImportResult, users.decade.rows);
      };
      await importOnce();
      const soloMs = times[0];
      times = [];
      let loadDone = false;
      const during = loadEndpoint(server.url, other, opts).finally(() => {
        loadDone = true;
      });
      await new Promise((r) => setTimeout(r, SETTINGS.warmupSeconds * 1000));
      do await importOnce();
      while (!loadDone);
      const duringResult = await during;
      const procPeak = memoryOf(server.pid)?.peakKb;
      const { time } = await server.stop();
      stopped = true;
      const stats = summarize(times);
      return {
        engine,
        bytes: Buffer.byteLength(file),
        records,
        soloMs,
        importMs: times,
        medianMs: stats.p50,
        maxMs: Math.max(...times),
        peakRssKb: timed ? time?.maxRssKb : procPeak,
        peakSource: timed ? 'time -v' : 'VmHWM',
        otherAlone: { p50: alone.latency.p50, p99: alone.latency.p99, rps: alone.okRps },
        otherDuringImport: {
          p50: duringResult.latency.p50,
          p99: duringResult.latency.p99,
          rps: duringResult.okRps,
        },
      };
    } finally {
      if (!stopped) await server.stop();
    }
  } finally {
    await bench.drop();
  }
}

export async function runImport(
  meta: Pick<PartMeta, 'commit'>,
  engines: Engine[],
): Promise<ImportBenchResult> {
  const startedAt = new Date().toISOString();
  const failures: string[] = [];
  const timed = hasTimeBinary();
  const results: ImportEngineResult[] = [];
  for (const engine of engines) {
    const measured = await attempt(failures, `import ${ENGINE_LABEL[engine]}`, () =>
      measureEngine(engine, timed),
    );
    results.push(isError(measured) ? { engine, error: measured.error } : measured);
  }
  return {
    part: 'import',
    startedAt,
    finishedAt: new Date().toISOString(),
    commit: meta.commit,
    quick: SETTINGS.quick,
    failures,
    engines: results,
  };
}
