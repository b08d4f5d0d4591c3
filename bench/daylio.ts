/**
 * Switching from Daylio (decision 284): a generated 10-year Daylio CSV (3 entries a day, 15
 * activities, a note on every third entry, scales in the current 9-column shape) imported through
 * `POST /api/import`: wall time into an empty account, the server's peak RSS, and another user's p99
 * while imports run back to back into fresh accounts. Each import's counts are checked.
 */
import { ENGINE_LABEL, freshDatabase, type Engine } from './lib/database';
import { authHeaders, seedNamed } from './lib/fixtures';
import { importUnderLoad } from './lib/import-under-load';
import { perEngine, type PartMeta } from './lib/results';
import { hasTimeBinary, RAISED_LIMITS, startTend } from './lib/server';
import { PORTS, SETTINGS } from './lib/settings';
import { formatBytes, formatMs, markdownTable } from './stats';

export const DAYLIO_GOALS = { seconds: 10, rssMb: 250, otherP99Ms: 50 } as const;

const YEARS = SETTINGS.quick ? 1 : 10;
/** Three entries a day, newest first as Daylio writes them: 12-hour clocks. */
const TIMES = ['9:05 pm', '1:40 pm', '8:10 am'];
const ACTIVITIES = [
  'work',
  'family',
  'friends',
  'running',
  'reading',
  'movies / tv',
  'gaming',
  'cooking',
  'cleaning',
  'shopping',
  'meditation',
  'good sleep',
  'bad sleep',
  'alcohol',
  'walk',
];
const MOODS = ['rad', 'good', 'meh', 'bad', 'awful'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' });

export interface DaylioFile {
  csv: string;
  entries: number;
  notes: number;
  days: number;
}

/**
 * The file: newest first as Daylio writes it, ending yesterday (UTC), with a BOM, 12-hour clocks and
 * activities drawn from the 15 with a fixed seed so every run imports the same file.
 */
export function daylioDecade(years = YEARS, today = new Date()): DaylioFile {
  let seed = 42;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const days = Math.round(years * 365.25);
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - 86_400_000;
  const lines = ['full_date,date,weekday,time,mood,activities,scales,note_title,note'];
  let entries = 0;
  let notes = 0;
  for (let d = 0; d < days; d += 1) {
    const at = new Date(end - d * 86_400_000);
    const iso = at.toISOString().slice(0, 10);
    const date = `${MONTHS.format(at)} ${at.getUTCDate()}`;
    const weekday = WEEKDAYS[at.getUTCDay()] as string;
    for (const time of TIMES) {
      const mood = MOODS[Math.floor(rand() * MOODS.length)] as string;
      const picked = ACTIVITIES.filter(() => rand() < 0.25).join(' | ');
      const scales =
        time === '8:10 am' ? `Sleep Quality:\u00a0${Math.floor(rand() * 11)}/10\u00a0points` : '';
      const note = entries % 3 === 0 ? `"Day ${d}, ${time}.<br>Wrote a line or two."` : '""';
      if (note !== '""') notes += 1;
      lines.push(`${iso},${date},${weekday},${time},${mood},"${picked}","${scales}","",${note}`);
      entries += 1;
    }
  }
  return { csv: `\uFEFF${lines.join('\n')}\n`, entries, notes, days };
}

export interface DaylioEngineResult {
  engine: Engine;
  bytes?: number;
  entries?: number;
  soloMs?: number;
  /** The server's CPU time over the import alone, ms: what it would take with the machine to itself. */
  soloCpuMs?: number;
  importMs?: number[];
  medianMs?: number;
  maxMs?: number;
  peakRssKb?: number;
  peakSource?: 'time -v' | 'VmHWM';
  otherAlone?: { p50: number; p99: number; rps: number };
  otherDuringImport?: { p50: number; p99: number; rps: number };
  error?: string;
}

export interface DaylioBenchResult extends PartMeta {
  part: 'daylio';
  years: number;
  engines: DaylioEngineResult[];
}

async function measureEngine(engine: Engine, timed: boolean, file: DaylioFile): Promise<DaylioEngineResult> {
  const bench = await freshDatabase(engine, 'daylio');
  try {
    const { users } = await seedNamed(bench.database.db, { other: 365 });
    const server = await startTend({ port: PORTS.spare2, databaseUrl: bench.url, timed, env: RAISED_LIMITS });
    let stopped = false;
    try {
      const run = await importUnderLoad(server, {
        timed,
        other: authHeaders(users.other),
        account: { prefix: 'daylio-target', signup: { timeZone: 'UTC' } },
        file: { contentType: 'text/csv', body: file.csv },
        check: (result) => {
          if (result.quickCheckins.added !== file.entries || result.journalEntries.added !== file.notes) {
            throw new Error(
              `import added ${result.quickCheckins.added} check-ins of ${file.entries} and ${result.journalEntries.added} journal entries of ${file.notes}`,
            );
          }
        },
      });
      stopped = true;
      return { engine, bytes: Buffer.byteLength(file.csv), entries: file.entries, ...run };
    } finally {
      if (!stopped) await server.stop();
    }
  } finally {
    await bench.drop();
  }
}

export async function runDaylio(
  meta: Pick<PartMeta, 'commit'>,
  engines: Engine[],
): Promise<DaylioBenchResult> {
  const startedAt = new Date().toISOString();
  const failures: string[] = [];
  const timed = hasTimeBinary();
  const file = daylioDecade();
  console.log(
    `[bench] daylio: ${file.entries} entries over ${file.days} days, ${(file.csv.length / 1e6).toFixed(1)} MB`,
  );
  const results: DaylioEngineResult[] = await perEngine(failures, 'daylio', engines, (engine) =>
    measureEngine(engine, timed, file),
  );
  return {
    part: 'daylio',
    startedAt,
    finishedAt: new Date().toISOString(),
    commit: meta.commit,
    quick: SETTINGS.quick,
    failures,
    years: YEARS,
    engines: results,
  };
}

const verdict = (ok: boolean | undefined) => (ok === undefined ? '—' : ok ? 'met' : '**not met**');

/** The part's section of bench/RESULTS.md. Pure: no I/O. */
export function daylioSection(result: DaylioBenchResult): string {
  const rows = result.engines.map((e) => {
    if (e.error) return [ENGINE_LABEL[e.engine], `error: ${e.error}`, '', '', '', '', '', '', ''];
    const rssMb = e.peakRssKb === undefined ? undefined : e.peakRssKb / 1024;
    return [
      ENGINE_LABEL[e.engine],
      `${formatBytes(e.bytes)}, ${e.entries ?? '—'} entries`,
      `${formatMs(e.soloMs)} — ${verdict(e.soloMs === undefined ? undefined : e.soloMs < DAYLIO_GOALS.seconds * 1000)}`,
      `${formatMs(e.soloCpuMs)} — ${verdict(e.soloCpuMs === undefined ? undefined : e.soloCpuMs < DAYLIO_GOALS.seconds * 1000)}`,
      `${formatMs(e.medianMs)} (max ${formatMs(e.maxMs)}, ${e.importMs?.length ?? 0} imports)`,
      `${rssMb === undefined ? '—' : `${rssMb.toFixed(0)} MB`} (${e.peakSource ?? '—'}) — ${verdict(
        rssMb === undefined ? undefined : rssMb < DAYLIO_GOALS.rssMb,
      )}`,
      formatMs(e.otherAlone?.p99),
      `${formatMs(e.otherDuringImport?.p99)} — ${verdict(
        e.otherDuringImport === undefined ? undefined : e.otherDuringImport.p99 < DAYLIO_GOALS.otherP99Ms,
      )}`,
      `${e.otherAlone?.rps.toFixed(0) ?? '—'} → ${e.otherDuringImport?.rps.toFixed(0) ?? '—'}`,
    ];
  });
  return [
    `Goals: a generated ${result.years}-year Daylio CSV (3 entries a day, 15 activities, a note on every third entry, a scale each morning) imports in under ${DAYLIO_GOALS.seconds} s, server RSS under ${DAYLIO_GOALS.rssMb} MB, and another user's p99 under ${DAYLIO_GOALS.otherP99Ms} ms meanwhile (10 connections on GET /api/wellbeing-entries/latest; imports run back to back into fresh accounts for the whole measurement). The server's CPU time over the import alone (user + system, from /proc) is what the import costs with the machine to itself; the wall times include every other process on a shared machine.`,
    '',
    markdownTable(
      [
        'engine',
        'file',
        'import alone',
        'server CPU time of that import',
        'import under load, median',
        'server peak RSS',
        'other user p99 alone',
        'other user p99 during imports',
        'other user req/s',
      ],
      rows,
    ),
  ].join('\n');
}
