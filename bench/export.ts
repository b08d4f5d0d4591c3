/**
 * Export of ten years of one user's data as JSON and as CSV: wall time to the last byte, and the
 * server's peak memory from `/usr/bin/time -v` (or, when that is not installed, the kernel's VmHWM of
 * the server process). Each format gets a fresh server so one format's peak cannot hide the other's.
 * The downloads are parsed and counted, so a fast but incomplete export cannot pass.
 */
import { parse } from 'csv-parse/sync';
import type { ExportDocument } from '../core/schemas/export';
import { ENGINE_LABEL, freshDatabase, type Engine } from './lib/database';
import { authHeaders, seedNamed, type SeedSummary } from './lib/fixtures';
import { BROWSER_ENCODING, probe } from './lib/load';
import { memoryOf } from './lib/processes';
import { attempt, isError, type PartMeta } from './lib/results';
import { hasTimeBinary, startTend, TIME_BIN, type RunningServer } from './lib/server';
import { DECADE_DAYS, PORTS, SETTINGS } from './lib/settings';
import type { RowCounts, SeededUser } from './seed';
import { summarize } from './stats';

export interface ExportFigure {
  format: 'json' | 'csv';
  /** The first export after start (cold caches), ms. */
  coldMs?: number;
  /** Median of all runs, ms. */
  medianMs?: number;
  runs?: number;
  bytes?: number;
  /** Peak resident memory of the server process over its whole life (start-up included), KiB. */
  peakRssKb?: number;
  /** Where the peak came from: /usr/bin/time -v, or /proc VmHWM when `time` is missing. */
  peakSource?: 'time -v' | 'VmHWM';
  /** Resident memory after start-up and one small request, before any export, KiB. */
  idleRssKb?: number;
  /** Peak before the first export (start-up, migrations), KiB: if it equals the final peak, exports stayed below it. */
  startupPeakKb?: number;
  /** What the download held, for the completeness check. */
  records?: string;
  error?: string;
}

export interface ExportEngineResult {
  engine: Engine;
  seed?: SeedSummary;
  rows?: RowCounts;
  figures: ExportFigure[];
  error?: string;
}

export interface ExportResult extends PartMeta {
  part: 'export';
  timeAvailable: boolean;
  runs: number;
  engines: ExportEngineResult[];
}

async function download(server: RunningServer, user: SeededUser, format: 'json' | 'csv') {
  const started = performance.now();
  const res = await fetch(`${server.url}/api/export?format=${format}`, {
    // As a browser asks for it: the server may compress, and that time counts.
    headers: { ...authHeaders(user), ...BROWSER_ENCODING },
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200)
    throw new Error(`GET /api/export?format=${format} answered ${res.status}: ${text.slice(0, 200)}`);
  return { ms, text };
}

/** Checks the download holds every seeded record; returns a one-line description of what it holds. */
export function checkExport(format: 'json' | 'csv', text: string, rows: RowCounts): string {
  if (format === 'json') {
    const doc = JSON.parse(text) as ExportDocument;
    const counts: [string, number, number][] = [
      ['wellbeingEntries', doc.wellbeingEntries?.length ?? -1, rows.wellbeing_entries],
      ['dimensionReflections', doc.dimensionReflections?.length ?? -1, rows.dimension_reflections],
      ['journalEntries', doc.journalEntries?.length ?? -1, rows.journal_entries],
      ['quickCheckins', doc.quickCheckins?.length ?? -1, rows.quick_checkins],
      ['spotlightRatings', doc.spotlightRatings?.length ?? -1, rows.spotlight_ratings],
    ];
    const wrong = counts.filter(([, got, want]) => got !== want);
    if (wrong.length > 0) {
      throw new Error(
        `JSON export is incomplete: ${wrong.map(([k, got, want]) => `${k} ${got} of ${want}`).join(', ')}`,
      );
    }
    return counts.map(([k, n]) => `${k} ${n}`).join(', ');
  }
  const records = parse(text, { relax_column_count: true, skip_empty_lines: true, bom: true }) as string[][];
  const seeded =
    rows.wellbeing_entries +
    rows.dimension_reflections +
    rows.journal_entries +
    rows.quick_checkins +
    rows.spotlight_ratings;
  if (records.length < seeded) {
    throw new Error(`CSV export is incomplete: ${records.length} records for ${seeded} seeded rows`);
  }
  return `${records.length} CSV records (RFC 4180) for ${seeded} seeded rows`;
}

async function measureFormat(
  url: string,
  user: SeededUser,
  rows: RowCounts,
  format: 'json' | 'csv',
  timed: boolean,
): Promise<ExportFigure> {
  const server = await startTend({ port: PORTS.export, databaseUrl: url, timed });
  let stopped = false;
  try {
    await probe(server.url, { method: 'GET', path: '/api/user', headers: authHeaders(user) });
    const before = memoryOf(server.pid);
    const times: number[] = [];
    let bytes = 0;
    let records = '';
    for (let i = 0; i < SETTINGS.exportRuns; i++) {
      const { ms, text } = await download(server, user, format);
      times.push(ms);
      if (i === 0) {
        bytes = Buffer.byteLength(text);
        records = checkExport(format, text, rows);
      }
    }
    const procPeak = memoryOf(server.pid)?.peakKb;
    const { time } = await server.stop();
    stopped = true;
    const peakRssKb = timed ? time?.maxRssKb : procPeak;
    if (peakRssKb === undefined)
      throw new Error(`no peak memory figure (${timed ? `${TIME_BIN} -v output not found` : 'no /proc'})`);
    return {
      format,
      coldMs: times[0],
      medianMs: summarize(times).p50,
      runs: times.length,
      bytes,
      peakRssKb,
      peakSource: timed ? 'time -v' : 'VmHWM',
      ...(before ? { idleRssKb: before.currentKb, startupPeakKb: before.peakKb } : {}),
      records,
    };
  } finally {
    if (!stopped) await server.stop();
  }
}

async function measureEngine(
  engine: Engine,
  timed: boolean,
  failures: string[],
): Promise<ExportEngineResult> {
  const tag = ENGINE_LABEL[engine];
  const bench = await freshDatabase(engine, 'export');
  try {
    console.log(`[bench] export/${engine}: seeding 10 years…`);
    const { users, summary } = await seedNamed(bench.database.db, { decade: DECADE_DAYS });
    const user = users.decade;
    const figures: ExportFigure[] = [];
    for (const format of ['json', 'csv'] as const) {
      console.log(`[bench] export/${engine}: ${format}`);
      const figure = await attempt(failures, `export ${tag} ${format}`, () =>
        measureFormat(bench.url, user, user.rows, format, timed),
      );
      figures.push(isError(figure) ? { format, error: figure.error } : figure);
    }
    return { engine, seed: summary, rows: user.rows, figures };
  } finally {
    await bench.drop();
  }
}

export async function runExport(meta: Pick<PartMeta, 'commit'>, engines: Engine[]): Promise<ExportResult> {
  const startedAt = new Date().toISOString();
  const failures: string[] = [];
  const timed = hasTimeBinary();
  if (!timed) {
    console.warn(
      `[bench] export: ${TIME_BIN} is not installed; peak memory falls back to /proc/<pid>/status VmHWM`,
    );
  }
  const results: ExportEngineResult[] = [];
  for (const engine of engines) {
    const measured = await attempt(failures, `export ${ENGINE_LABEL[engine]}`, () =>
      measureEngine(engine, timed, failures),
    );
    results.push(isError(measured) ? { engine, figures: [], error: measured.error } : measured);
  }
  return {
    part: 'export',
    startedAt,
    finishedAt: new Date().toISOString(),
    commit: meta.commit,
    quick: SETTINGS.quick,
    failures,
    timeAvailable: timed,
    runs: SETTINGS.exportRuns,
    engines: results,
  };
}
