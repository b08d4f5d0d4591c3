import type { Kysely } from 'kysely';
import { localDay } from '../../../core/dates';
import { DIMENSIONS, dimensionLabel, isDimensionKey } from '../../../core/dimensions';
import type { ExportDocument, ExportFormat } from '../../../core/schemas/export';
import type { DatabaseConfig } from '../../db/database';
import type { Database, UserRow } from '../../db/schema';
import { toApiQuickCheckin, toApiSpotlightRating } from '../checkins/checkins.mapper';
import { toApiJournalEntry } from '../journal/journal.mapper';
import { JOURNAL_FIELD_NAMES, JOURNAL_FIELD_TEXT } from '../../../core/journal-fields';
import { toApiDimensionReflection } from '../reflections/reflections.mapper';
import { celebratedMilestones } from '../activity/activity.repository';
import { tagNamesOf } from '../tags/tags.repository';
import { toApiUser } from '../user/user.mapper';
import { toApiWellbeingEntry } from '../wellbeing/wellbeing.mapper';
import { toApiWho5 } from '../who5/who5.mapper';
import { WHO5_CSV_COLUMNS } from '../../../core/who5';
import { ownAreas, type Area } from '../../../core/areas';
import { areaScoresOfEntries, readWheel } from '../areas/areas.service';
import { CSV_BOM, csvRow, type CsvValue } from './csv';
import {
  dimensionReflectionsPage,
  journalEntriesPage,
  quickCheckinsPage,
  spotlightRatingsPage,
  wellbeingEntriesPage,
  who5Page,
  type Cursor,
  type PageReader,
} from './export.repository';

/** Rows read per query at most: enough to keep round trips few, small enough to keep memory flat. */
export const EXPORT_PAGE_SIZE = 500;
/**
 * Pages are sized by bytes, not rows (decision 085): after each page the next one's row count is set so
 * that it holds about this many characters of JSON. 500 check-ins are ~60K characters; 500 journal
 * entries of 20 KB would be 10M, so their pages shrink to ~12 rows. Each page is one short block of
 * the thread that reads it, and the live set stays a few hundred KB whatever the records are.
 */
export const EXPORT_PAGE_CHARS = 256 * 1024;
/** The first page of a section whose records may be large (journal entries): a guess, then measured. */
const FIRST_LARGE_PAGE = 10;

/** The next page's row count: as many rows as fit EXPORT_PAGE_CHARS at the last page's average size. */
export function nextPageSize(rows: number, chars: number): number {
  if (rows === 0 || chars === 0) return EXPORT_PAGE_SIZE;
  return Math.max(1, Math.min(EXPORT_PAGE_SIZE, Math.floor((rows * EXPORT_PAGE_CHARS) / chars)));
}

/**
 * Lets every other request run between two pages. better-sqlite3 reads synchronously, so without this
 * a long export would hold the event loop from its first page to its last (decision 081).
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Characters per chunk handed to the response. Records are grouped up to this size rather than joined
 * a page at a time: a page of journal entries joined is megabytes, a string V8 puts in its large-object
 * space, freed only by a full GC — so a long export grew the heap by hundreds of MB. Chunks this small
 * (≤ ~100 KB even for two-byte text) die young and cheaply (decision 081).
 */
const CHUNK_CHARS = 32 * 1024;

/** `parts` regrouped into strings of about CHUNK_CHARS (a single longer part goes alone). */
function* grouped(parts: Iterable<string>): Generator<string> {
  let chunk = '';
  for (const part of parts) {
    chunk += part;
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

type ListKey = Exclude<keyof ExportDocument, 'exportFormat' | 'exportDate' | 'user'>;

/** One kind of record: where it is read from, its API shape (the JSON) and its CSV columns. */
interface Section<Row extends { id: string }, Api> {
  key: ListKey;
  title: string;
  columns: readonly string[];
  read: PageReader<Row>;
  /** Rows of the first page; EXPORT_PAGE_SIZE unless the records may be large. Later pages are sized by bytes. */
  firstPageSize?: number;
  /** The page's tag names by item id (journal entries and quick check-ins carry tags, decision 088). */
  tags?: (db: Kysely<Database>, ids: string[]) => Promise<Map<string, string[]>>;
  /** The page's own-area ratings by entry id (wellbeing entries; decision 341). */
  areaScores?: (
    db: Kysely<Database>,
    userId: string,
    ids: string[],
  ) => Promise<Map<string, Record<string, number>>>;
  cursorKey: (row: Row) => string;
  toApi: (row: Row, tags: string[] | undefined, areaScores: Record<string, number> | undefined) => Api;
  /** The CSV columns after the fixed ones, for the person's areas of their own (decision 344). */
  ownColumns?: (own: readonly Area[]) => string[];
  toCsv: (record: Api, own: readonly Area[]) => CsvValue[];
}

/** A section with its types closed over, so sections of different records fit in one list. */
interface ExportSection {
  key: ListKey;
  title: string;
  columns: readonly string[];
  ownColumns?: (own: readonly Area[]) => string[];
  /** The records in their API shape, newest first, one page at a time. */
  pages(
    db: Kysely<Database>,
    userId: string,
    own?: readonly Area[],
  ): AsyncGenerator<{ json: string[]; csv: () => string[] }>;
}

function section<Row extends { id: string }, Api>(s: Section<Row, Api>): ExportSection {
  return {
    key: s.key,
    title: s.title,
    columns: s.columns,
    ...(s.ownColumns ? { ownColumns: s.ownColumns } : {}),
    async *pages(db, userId, own = []) {
      let pageSize = s.firstPageSize ?? EXPORT_PAGE_SIZE;
      let after: Cursor | null = null;
      for (;;) {
        await yieldToEventLoop();
        const rows = await s.read(db, userId, after, pageSize);
        const tags =
          s.tags && rows.length > 0
            ? await s.tags(
                db,
                rows.map((r) => r.id),
              )
            : undefined;
        const areaScores =
          s.areaScores && rows.length > 0
            ? await s.areaScores(
                db,
                userId,
                rows.map((r) => r.id),
              )
            : undefined;
        const records = rows.map((row) =>
          s.toApi(row, tags ? (tags.get(row.id) ?? []) : undefined, areaScores?.get(row.id)),
        );
        const json = records.map((r) => JSON.stringify(r));
        if (records.length > 0) yield { json, csv: () => records.map((r) => csvRow(s.toCsv(r, own))) };
        const last = rows.at(-1);
        if (!last || rows.length < pageSize) return;
        after = { key: s.cursorKey(last), id: last.id };
        pageSize = nextPageSize(
          rows.length,
          json.reduce((sum, j) => sum + j.length, 0),
        );
      }
    },
  };
}

/**
 * An item's tags in one CSV cell, one name a line: a tag name never holds a line break (the schema
 * makes every run of white space one space), so the import splits the cell back losslessly.
 */
export function tagsCell(tags: readonly string[] | undefined): string {
  return (tags ?? []).join('\n');
}

/** Areas by their label, as people know them; an unknown key (never written by the API) stays as is. */
function areaLabel(key: string): string {
  return isDimensionKey(key) ? dimensionLabel(key) : key;
}

/** In the order of docs/product.md §7 (wellbeing, journal), then the records the spec's export left out. */
const SECTIONS: readonly ExportSection[] = [
  section({
    key: 'wellbeingEntries',
    title: 'Wellbeing Entries',
    columns: ['Date', ...DIMENSIONS.map((d) => d.label), 'Overall Score', 'Notes'],
    read: wellbeingEntriesPage,
    areaScores: areaScoresOfEntries,
    cursorKey: (row) => row.day,
    toApi: (row, _tags, areaScores) => toApiWellbeingEntry(row, areaScores),
    // One column per area of one's own after Notes, headed with its label (decision 344); the
    // import's reader takes the fixed columns and leaves these.
    ownColumns: (own) => own.map((a) => a.label),
    toCsv: (e, own) => [
      e.day,
      ...DIMENSIONS.map((d) => e[d.key]),
      e.overallScore,
      e.notes,
      ...own.map((a) => e.areaScores?.[a.key] ?? null),
    ],
  }),
  section({
    key: 'journalEntries',
    title: 'Journal Entries',
    columns: ['Date', ...JOURNAL_FIELD_NAMES.map((f) => JOURNAL_FIELD_TEXT[f].csv), 'Tags'],
    read: journalEntriesPage,
    firstPageSize: FIRST_LARGE_PAGE,
    tags: (db, ids) => tagNamesOf(db, 'journal', ids),
    cursorKey: (row) => row.date,
    toApi: toApiJournalEntry,
    toCsv: (j) => [j.day, ...JOURNAL_FIELD_NAMES.map((f) => j[f]), tagsCell(j.tags)],
  }),
  section({
    key: 'dimensionReflections',
    title: 'Reflections',
    columns: ['Date', 'Area', 'Score', 'Notes', 'Where to Start', 'Put Into Practice'],
    read: dimensionReflectionsPage,
    cursorKey: (row) => row.date,
    toApi: (row) => toApiDimensionReflection(row),
    toCsv: (r) => [
      r.day,
      areaLabel(r.dimension),
      r.score,
      r.notes,
      r.reflection,
      r.putIntoPractice ? 'Yes' : 'No',
    ],
  }),
  section({
    key: 'quickCheckins',
    title: 'Quick Check-ins',
    columns: ['Date', 'Core Feeling', 'Tags'],
    read: quickCheckinsPage,
    tags: (db, ids) => tagNamesOf(db, 'checkin', ids),
    cursorKey: (row) => row.date,
    toApi: toApiQuickCheckin,
    toCsv: (q) => [q.day, q.coreFeeling, tagsCell(q.tags)],
  }),
  section({
    key: 'spotlightRatings',
    title: 'Spotlight Ratings',
    columns: ['Date', 'Area', 'Score'],
    read: spotlightRatingsPage,
    cursorKey: (row) => row.date,
    toApi: (row) => toApiSpotlightRating(row),
    toCsv: (s) => [s.day, areaLabel(s.dimension), s.score],
  }),
  // WHO-5 results (decision 290): the answers 0–5 in the statements' order, then the scores.
  section({
    key: 'who5',
    title: 'WHO-5',
    columns: WHO5_CSV_COLUMNS,
    read: who5Page,
    cursorKey: (row) => row.day,
    toApi: (row) => toApiWho5(row),
    toCsv: (w) => [w.day, ...w.answers, w.raw, w.percent],
  }),
];

/**
 * The JSON export as text chunks, one page of records at a time. Written by hand rather than with
 * one JSON.stringify so the whole history is never held in memory; it parses to an ExportDocument.
 */
export async function* jsonExport(db: Kysely<Database>, user: UserRow, now: Date): AsyncGenerator<string> {
  const head: Pick<ExportDocument, 'exportFormat' | 'exportDate' | 'user' | 'areas'> = {
    exportFormat: 'json',
    exportDate: now.toISOString(),
    user: toApiUser(user, now, await celebratedMilestones(db, user.id)),
    // The whole wheel, hidden areas included (decision 344).
    areas: await readWheel(db, user.id),
  };
  yield JSON.stringify(head, null, 2).replace(/\n}$/, '');
  for (const s of SECTIONS) {
    yield `,\n  ${JSON.stringify(s.key)}: [`;
    let count = 0;
    for await (const page of s.pages(db, user.id)) {
      const first = count === 0;
      yield* grouped(page.json.map((record, i) => (first && i === 0 ? '\n    ' : ',\n    ') + record));
      count += page.json.length;
    }
    yield count === 0 ? ']' : '\n  ]';
  }
  yield '\n}\n';
}

/** The CSV export as text chunks: the spec's header block, then one section per kind of record. */
export async function* csvExport(db: Kysely<Database>, user: UserRow, now: Date): AsyncGenerator<string> {
  const zone = user.time_zone;
  yield (
    CSV_BOM +
    csvRow(['Tend Data Export']) +
    csvRow(['Name', user.name]) +
    csvRow(['Email', user.email]) +
    csvRow(['Member Since', localDay(new Date(user.created_at), zone)]) +
    csvRow(['Time Zone', zone]) +
    csvRow(['Export Date', localDay(now, zone)]) +
    csvRow(['Export Format', 'csv'])
  );
  const own = ownAreas(await readWheel(db, user.id));
  for (const s of SECTIONS) {
    yield '\r\n' + csvRow([s.title]) + csvRow([...s.columns, ...(s.ownColumns ? s.ownColumns(own) : [])]);
    for await (const page of s.pages(db, user.id, own)) yield* grouped(page.csv());
  }
}

/** What the export's worker thread is given (decision 085): all of it survives structured cloning. */
export interface ExportJob {
  database: DatabaseConfig;
  format: ExportFormat;
  user: UserRow;
  /** The export's instant, ISO UTC (the app's clock, so tests can fix it). */
  now: string;
  /** The worker writes gzip (Content-Encoding: gzip) rather than the text as is (decision 195). */
  gzip: boolean;
}

export function exportChunks(
  format: ExportFormat,
  db: Kysely<Database>,
  user: UserRow,
  now: Date,
): AsyncGenerator<string> {
  return format === 'json' ? jsonExport(db, user, now) : csvExport(db, user, now);
}

/** `tend-export-YYYY-MM-DD.json|csv`, dated in the user's zone. */
export function exportFileName(format: ExportFormat, user: UserRow, now: Date): string {
  return `tend-export-${localDay(now, user.time_zone)}.${format}`;
}
