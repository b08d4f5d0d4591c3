/** The import part's section of bench/RESULTS.md. Pure: no I/O. */
import { IMPORT_GOALS, type ImportBenchResult } from './import';
import { ENGINE_LABEL } from './lib/database';
import { formatBytes, formatMs, markdownTable } from './stats';

const verdict = (ok: boolean | undefined) => (ok === undefined ? '—' : ok ? 'met' : '**not met**');

export function importSection(result: ImportBenchResult): string {
  const rows = result.engines.map((e) => {
    if (e.error) return [ENGINE_LABEL[e.engine], `error: ${e.error}`, '', '', '', '', '', ''];
    const rssMb = e.peakRssKb === undefined ? undefined : e.peakRssKb / 1024;
    return [
      ENGINE_LABEL[e.engine],
      `${formatBytes(e.bytes)}, ${e.records ?? '—'} records`,
      `${formatMs(e.soloMs)} — ${verdict(e.soloMs === undefined ? undefined : e.soloMs < IMPORT_GOALS.seconds * 1000)}`,
      `${formatMs(e.medianMs)} (max ${formatMs(e.maxMs)}, ${e.importMs?.length ?? 0} imports)`,
      `${rssMb === undefined ? '—' : `${rssMb.toFixed(0)} MB`} (${e.peakSource ?? '—'}) — ${verdict(
        rssMb === undefined ? undefined : rssMb < IMPORT_GOALS.rssMb,
      )}`,
      `${formatMs(e.otherAlone?.p99)}`,
      `${formatMs(e.otherDuringImport?.p99)} — ${verdict(
        e.otherDuringImport === undefined ? undefined : e.otherDuringImport.p99 < IMPORT_GOALS.otherP99Ms,
      )}`,
      `${e.otherAlone?.rps.toFixed(0) ?? '—'} → ${e.otherDuringImport?.rps.toFixed(0) ?? '—'}`,
    ];
  });
  return [
    `Goals: a 10-year export imports in under ${IMPORT_GOALS.seconds} s, server RSS under ${IMPORT_GOALS.rssMb} MB, and another user's p99 under ${IMPORT_GOALS.otherP99Ms} ms meanwhile (10 connections on GET /api/wellbeing-entries/latest; imports run back to back into fresh accounts for the whole measurement).`,
    '',
    markdownTable(
      [
        'engine',
        'file',
        'import alone',
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
