/**
 * Import of a ten-year JSON export (decisions 120 and 245): wall time of `POST /api/import` into an empty account,
 * the server's peak memory over the run, and other users' latency meanwhile (lib/import-under-load.ts).
 * Each import's counts are checked against the seeded rows.
 */
import type { ImportResult } from '../core/schemas/import';
import { freshDatabase, type Engine } from './lib/database';
import { authHeaders, seedNamed } from './lib/fixtures';
import { importUnderLoad } from './lib/import-under-load';
import { perEngine, type PartMeta } from './lib/results';
import { hasTimeBinary, RAISED_LIMITS, startTend } from './lib/server';
import { DECADE_DAYS, PORTS, SETTINGS } from './lib/settings';
import type { RowCounts } from './seed';

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
      let records = 0;
      // The Tend export's part does not report the server's CPU time (the Daylio part does).
      const { soloCpuMs: _cpu, ...run } = await importUnderLoad(server, {
        timed,
        other: authHeaders(users.other),
        account: { prefix: 'import-target' },
        file: { contentType: 'application/json', body: file },
        check: (result) => {
          records = checkCounts(result, users.decade.rows);
        },
      });
      stopped = true;
      return { engine, bytes: Buffer.byteLength(file), records, ...run };
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
  const results: ImportEngineResult[] = await perEngine(failures, 'import', engines, (engine) =>
    measureEngine(engine, timed),
  );
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
