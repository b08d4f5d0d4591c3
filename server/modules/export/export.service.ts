import type { Kysely } from 'kysely';
import { localDay } from '../../../core/dates';
import { DIMENSIONS, dimensionLabel, isDimensionKey } from '../../../core/dimensions';
import type { ExportDocument, ExportFormat } from '../../../core/schemas/export';
import type { Database, UserRow } from '../../db/schema';
import { toApiQuickCheckin, toApiSpotlightRating } from '../checkins/checkins.mapper';
import { toApiJournalEntry } from '../journal/journal.mapper';
import { toApiDimensionReflection } from '../reflections/reflections.mapper';
import { celebratedMilestones } from '../activity/activity.repository';
import { toApiUser } from '../user/user.mapper';
import { toApiWellbeingEntry } from '../wellbeing/wellbeing.mapper';
import { CSV_BOM, csvRow, type CsvValue } from './csv';
import {
  dimensionReflectionsPage,
  journalEntriesPage,
  quickCheckinsPage,
  spotlightRatingsPage,
  wellbeingEntriesPage,
  type Cursor,
  type PageReader,
} from './export.repository';

/** Rows read per query: enough to keep round trips few, small enough to keep memory flat. */
export const EXPORT_PAGE_SIZE = 500;

type ListKey = Exclude<keyof ExportDocument, 'exportFormat' | 'exportDate' | 'user'>;

/** One kind of record: where it is read from, its API shape (the JSON) and its CSV columns. */
interface Section<Row extends { id: string }, Api> {
  key: ListKey;
  title: string;
  columns: readonly string[];
  read: PageReader<Row>;
  cursorKey: (row: Row) => string;
  toApi: (row: Row) => Api;
  toCsv: (record: Api) => CsvValue[];
}

/** A section with its types closed over, so sections of different records fit in one list. */
interface ExportSection {
  key: ListKey;
  title: string;
  columns: readonly string[];
  /** The records in their API shape, newest first, one page at a time. */
  pages(db: Kysely<Database>, userId: string): AsyncGenerator<{ json: string[]; csv: () => string }>;
}

function section<Row extends { id: string }, Api>(s: Section<Row, Api>): ExportSection {
  return {
    key: s.key,
    title: s.title,
    columns: s.columns,
    async *pages(db, userId) {
      let after: Cursor | null = null;
      for (;;) {
        const rows = await s.read(db, userId, after, EXPORT_PAGE_SIZE);
        const records = rows.map(s.toApi);
        if (records.length > 0) {
          yield {
            json: records.map((r) => JSON.stringify(r)),
            csv: () => records.map((r) => csvRow(s.toCsv(r))).join(''),
          };
        }
        const last = rows.at(-1);
        if (!last || rows.length < EXPORT_PAGE_SIZE) return;
        after = { key: s.cursorKey(last), id: last.id };
      }
    },
  };
}

/** Areas by their label, as people know them; an unknown key (never written by the API) stays as is. */
function areaLabel(key: string): string {
  return isDimensionKey(key) ? dimensionLabel(key) : key;
}

/** In the order of spec §7 (wellbeing, journal), then the records the spec's export left out. */
const SECTIONS: readonly ExportSection[] = [
  section({
    key: 'wellbeingEntries',
    title: 'Wellbeing Entries',
    columns: ['Date', ...DIMENSIONS.map((d) => d.label), 'Overall Score', 'Notes'],
    read: wellbeingEntriesPage,
    cursorKey: (row) => row.day,
    toApi: toApiWellbeingEntry,
    toCsv: (e) => [e.day, ...DIMENSIONS.map((d) => e[d.key]), e.overallScore, e.notes],
  }),
  section({
    key: 'journalEntries',
    title: 'Journal Entries',
    columns: ['Date', 'Title', 'Content', 'Mood'],
    read: journalEntriesPage,
    cursorKey: (row) => row.date,
    toApi: toApiJournalEntry,
    toCsv: (j) => [j.day, j.title, j.content, j.mood],
  }),
  section({
    key: 'dimensionReflections',
    title: 'Reflections',
    columns: ['Date', 'Area', 'Score', 'Notes', 'Where to Start', 'Put Into Practice'],
    read: dimensionReflectionsPage,
    cursorKey: (row) => row.date,
    toApi: toApiDimensionReflection,
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
    columns: ['Date', 'Core Feeling'],
    read: quickCheckinsPage,
    cursorKey: (row) => row.date,
    toApi: toApiQuickCheckin,
    toCsv: (q) => [q.day, q.coreFeeling],
  }),
  section({
    key: 'spotlightRatings',
    title: 'Spotlight Ratings',
    columns: ['Date', 'Area', 'Score'],
    read: spotlightRatingsPage,
    cursorKey: (row) => row.date,
    toApi: toApiSpotlightRating,
    toCsv: (s) => [s.day, areaLabel(s.dimension), s.score],
  }),
];

/**
 * The JSON export as text chunks, one page of records at a time. Written by hand rather than with
 * one JSON.stringify so the whole history is never held in memory; it parses to an ExportDocument.
 */
export async function* jsonExport(db: Kysely<Database>, user: UserRow, now: Date): AsyncGenerator<string> {
  const head: Pick<ExportDocument, 'exportFormat' | 'exportDate' | 'user'> = {
    exportFormat: 'json',
    exportDate: now.toISOString(),
    user: toApiUser(user, now, await celebratedMilestones(db, user.id)),
  };
  yield JSON.stringify(head, null, 2).replace(/\n}$/, '');
  for (const s of SECTIONS) {
    yield `,\n  ${JSON.stringify(s.key)}: [`;
    let count = 0;
    for await (const page of s.pages(db, user.id)) {
      yield (count === 0 ? '\n    ' : ',\n    ') + page.json.join(',\n    ');
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
  for (const s of SECTIONS) {
    yield '\r\n' + csvRow([s.title]) + csvRow(s.columns);
    for await (const page of s.pages(db, user.id)) yield page.csv();
  }
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
