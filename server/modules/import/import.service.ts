/**
 * `POST /api/import` (docs/product.md §12, docs/decisions/120-import.md). A file is read three times from its
 * spooled copy, never held whole in memory:
 *  1. check every record; any problem → ImportFileError (400) and nothing is written;
 *  2. entries, quick check-ins and journal entries, in batches, each batch in its own transaction;
 *  3. reflections and spotlight ratings, whose references now resolve to the account's own records.
 * A dry run does 2 and 3 without writing, and answers the same counts.
 */
import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { dayFromNumber, dayNumber, dayRuleProblem, localDay } from '../../../core/dates';
import { DIMENSION_KEYS, isDimensionKey } from '../../../core/dimensions';
import {
  IMPORT_KINDS,
  IMPORT_RECORD_SCHEMAS,
  type ImportCounts,
  type ImportFormat,
  type ImportKind,
  type ImportMood,
  type ImportRecord,
  type ImportResult,
  type ImportScale,
  type ImportTags,
} from '../../../core/schemas/import';
import { JOURNAL_FIELD_NAMES, JOURNAL_TITLE_MAX } from '../../../core/schemas/journal';
import { formatScore, overallScore, SCORE_MAX, SCORE_STEP } from '../../../core/scores';
import { TAG_LIMIT_MESSAGE, TAGS_PER_ACCOUNT_MAX, tagKey } from '../../../core/tags';
import type { AppContext } from '../../lib/context';
import type { Database, UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { PostgresAdapter, type Kysely, type Transaction } from 'kysely';
import {
  isDaylioHeader,
  isDaylioRow,
  readDaylio,
  readTendCsv,
  type DaylioItem,
  type DaylioRow,
} from './csv-readers';
import { CsvOwnAreas } from './csv-areas';
import { readBackupBook, readBackupEntries, type BackupBook } from './daylio-backup';
import { defaultMood } from './daylio-names';
import { isZip, unpackDaylioBackup } from './daylio-zip';
import { readDayOne } from './dayone';
import { topLevelKeys } from './json-lists';
import { cannotRead, ImportFileError, MAX_ISSUES, PROBLEMS_READ_MAX } from './import.errors';
import {
  atLine,
  atLineKey,
  atMood,
  EMPTY,
  fileProblems,
  IN_FILE,
  SPLIT,
  type ImportIssue,
  type ImportText,
  type Said,
} from './import-text';
import { IMPORT_MAX_ROWS, slicer } from './slices';
import { LocalTimes } from './local-times';
import { containsNul } from '../../plugins/security';
import { countTagsLocked, findTagsByKeys, insertTags, replaceItemTags } from '../tags/tags.repository';
import { bulkTransaction, syncBulkWrites } from '../../db/bulk-transaction';
import type { Dialect } from '../../db/database';
import { newJournalColumns } from '../../db/journal-columns';
import { lockUserRow, updateOwnedRow } from '../../db/owned';
import { saveStreak, streakRuns } from '../activity/activity.repository';
import * as repo from './import.repository';
import { readTendJson } from './json-reader';
import type { Area } from '../../../core/areas';
import { upsertAreaRating } from '../areas/areas.repository';
import { readWheel } from '../areas/areas.service';
import { planImportedWheel, recomputeOverallAfterImport, storeWheel } from '../areas/areas.import';
import { answerColumns } from '../who5/who5.mapper';
import { insertWho5Rows, updateWho5Answers, who5ByDays } from '../who5/who5.repository';

/** Records written per transaction: small enough that other users' writes are never held up long. */
export const IMPORT_BATCH = 250;

/**
 * On SQLite a batch's statements run inside better-sqlite3, on the event loop, from the first to the
 * commit: other users' requests wait for the whole batch. 100 records hold it about 40% as long as 250
 * (decision 285); PostgreSQL runs them on its own processes and keeps the larger batch.
 */
export const IMPORT_BATCH_SQLITE = 100;

const batchFor = (dialect: Dialect) => (dialect === 'sqlite' ? IMPORT_BATCH_SQLITE : IMPORT_BATCH);

export interface ImportOptions {
  dryRun: boolean;
  /** Daylio: mood name → core feeling (0–10). A Map: the names are the user's text (decision 248). */
  moods: ReadonlyMap<string, number> | undefined;
  /** Daylio: scale name → the area its scores go to; a scale not named is skipped (decision 283). */
  scales?: ReadonlyMap<string, string> | undefined;
}

/** A validated record, where it was found, and whether its instants are exact (JSON) or a day's noon. */
type Located = ImportRecord & { place: Said; exact: boolean };

// ------------------------------------------------------------------------------------ format

/** Keys that tell one JSON format from another, whichever comes first at the top level. */
const JSON_KEYS: ReadonlyMap<string, ImportFormat> = new Map<string, ImportFormat>([
  ...IMPORT_KINDS.map((k) => [k, 'tend-json'] as const),
  ['dayEntries', 'daylio-backup'],
  ['customMoods', 'daylio-backup'],
  ['entries', 'dayone'],
]);

/** A file's format, and whether a Daylio backup comes zipped (`.daylio`), as base64 text, or as JSON. */
async function sniff(path: string): Promise<{ format: ImportFormat; packed: 'zip' | 'base64' | null }> {
  if (await isZip(path)) return { format: 'daylio-backup', packed: 'zip' };
  const format = await detectText(path);
  if (format === 'base64') return { format: 'daylio-backup', packed: 'base64' };
  if (format !== 'tend-json') return { format, packed: null };
  let keys: string[] | null = null;
  try {
    keys = await topLevelKeys(path, (key) => JSON_KEYS.has(key));
  } catch {
    // Not valid JSON: Tend's JSON reader says where.
  }
  const last = keys?.at(-1);
  return { format: (last !== undefined && JSON_KEYS.get(last)) || 'tend-json', packed: null };
}

export async function detectFormat(path: string): Promise<ImportFormat> {
  return (await sniff(path)).format;
}

async function detectText(path: string): Promise<ImportFormat | 'base64'> {
  const handle = await open(path, 'r');
  try {
    const buf = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    const head = buf
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    const trimmed = head.trimStart();
    if (trimmed === '') throw new ImportFileError(EMPTY, [{ path: atLine(1), message: EMPTY }]);
    if (trimmed.startsWith('{') || trimmed.startsWith('[')) return 'tend-json';
    // The `backup.daylio` entry of a `.daylio` zip sent alone: base64 of a JSON object.
    if (/^[A-Za-z0-9+/=\r\n]+$/.test(trimmed) && Buffer.from(trimmed.slice(0, 4), 'base64')[0] === 0x7b)
      return 'base64';
    const firstLine = trimmed.split(/\r?\n/, 1)[0] ?? '';
    if (/^"?Tend Data Export"?\s*$/.test(firstLine)) return 'tend-csv';
    const fields = firstLine.split(',').map((f) => f.replace(/^"|"$/g, ''));
    if (isDaylioHeader(fields) || isDaylioRow(fields)) return 'daylio';
    throw cannotRead(atLine(1));
  } finally {
    await handle.close();
  }
}

// ------------------------------------------------------------------------------------ Daylio

/** A journal mood (1–10, whole) from a core feeling (0–10, halves). */
export const journalMoodOf = (coreFeeling: number) => Math.min(10, Math.max(1, Math.round(coreFeeling)));

/**
 * One Daylio entry → a quick check-in (its mood, at its time, its activities as tags) and, when it has
 * a note, a journal entry at the same time with the same tags. Several entries a day stay several
 * records: nothing is merged.
 */
function daylioRecords(
  row: DaylioRow,
  times: LocalTimes,
  coreFeeling: number,
  scales: ReadonlyMap<string, string> | undefined,
): unknown[] {
  const date = row.date ?? times.instantIso(row.day, row.hour, row.minute);
  // Activities become the moment's tags, on its check-in and its journal entry (What moves reads them).
  const tags = row.activities;
  const out: unknown[] = [
    { kind: 'quickCheckins', raw: { id: `${row.sourceId}:checkin`, day: row.day, date, coreFeeling, tags } },
  ];
  // A title longer than Tend's limit opens the text instead of being cut.
  const longTitle = row.noteTitle.length > JOURNAL_TITLE_MAX;
  const content = [longTitle ? row.noteTitle : '', row.note].filter(Boolean).join('\n\n');
  if (content || row.noteTitle) {
    out.push({
      kind: 'journalEntries',
      raw: {
        id: `${row.sourceId}:journal`,
        day: row.day,
        date,
        updatedAt: date,
        title: longTitle ? null : row.noteTitle || null,
        content: content || row.noteTitle,
        mood: journalMoodOf(coreFeeling),
        tags,
      },
    });
  }
  // A scale the person mapped to an area: a rating of that area at that moment (decision 283).
  for (const scale of row.scales) {
    const area = scales?.get(scale.name);
    if (area === undefined || scale.max === null) continue;
    const nameId = createHash('sha256').update(scale.name).digest('base64url').slice(0, 12);
    out.push({
      kind: 'spotlightRatings',
      raw: {
        id: `${row.sourceId}:scale:${nameId}`,
        quickCheckinId: `${row.sourceId}:checkin`,
        dimension: area,
        score: scaledScore(scale.value, scale.max),
        day: row.day,
        date,
      },
    });
  }
  return out;
}

/** A score out of `max` on Tend's 0–10 scale, to the nearest step (0.5). */
export function scaledScore(value: number, max: number): number {
  const ten = (Math.min(Math.max(value, 0), max) / max) * SCORE_MAX;
  return Math.round(ten / SCORE_STEP) * SCORE_STEP;
}

// ------------------------------------------------------------------------------------ reading

type Item =
  { ok: true; record: Located } | { ok: false; issue: ImportIssue } | { ok: 'warning'; issue: ImportIssue };

function check(kind: ImportKind, raw: unknown, place: Said, exact: boolean, today: string): Item {
  if (containsNul(raw)) {
    return {
      ok: false,
      issue: {
        path: place,
        message: /*i18n*/ { id: 'import.nul', message: 'Contains a NUL character, which Tend cannot store.' },
      },
    };
  }
  const result = IMPORT_RECORD_SCHEMAS[kind].safeParse(raw);
  if (result.success) {
    // The API's day rule, the same function (decision 246): no future day, none before 1900.
    const problem = dayRuleProblem(result.data.day, today);
    if (problem !== null)
      return { ok: false, issue: { path: place, message: { field: 'day', rule: problem } } };
    return { ok: true, record: { kind, data: result.data, place, exact } as Located };
  }
  // The schema's words, said in the reader's language by the API's field messages (decision 415).
  const first = result.error.issues[0];
  const field = first?.path.map(String).join('.');
  return {
    ok: false,
    issue: { path: place, message: { rule: first?.message ?? 'not valid', ...(field ? { field } : {}) } },
  };
}

/**
 * A CSV row's problem with a rating of an area of one's own names the area by the file's label, not
 * by the key the import gave it (`Garden: Score must be …`, not `areaScores.own-…`).
 */
function named(item: Item, own: CsvOwnAreas | undefined): Item {
  if (item.ok !== false || !own) return item;
  const { message } = item.issue;
  if (typeof message !== 'object' || !('rule' in message)) return item;
  const key = /^areaScores\.(.+)$/.exec(message.field ?? '')?.[1];
  const label = key === undefined ? undefined : own.labelOf(key);
  return label === undefined
    ? item
    : { ok: false, issue: { ...item.issue, message: { ...message, field: label } } };
}

/** The file as it is read: its format, the file to read (a `.daylio` unpacked), and its moods' presets. */
interface Reading {
  format: ImportFormat;
  path: string;
  /** Whether lines mean something (not in JSON unpacked from a zip or base64). */
  withLines: boolean;
  /** A Daylio backup's moods, activities and groups. */
  book: BackupBook | null;
  /** The core feeling the server maps a mood name to, unasked: Daylio's names, or the backup's groups. */
  presetMood: (name: string) => number | undefined;
}

/** What the file holds beside its records, for the preview: moods, tags, scales (each bounded). */
class Seen {
  readonly moods = new Map<string, number>();
  readonly tagKeys = new Set<string>();
  readonly tagNames: ImportTags['names'] = [];
  readonly scales = new Map<string, { count: number; max: number | null }>();
  /** The file's `areas` as read (Tend's JSON export; decision 344), unchecked. */
  fileAreas: unknown = undefined;
  /** The own-area columns of Tend's CSV export (decision 380). */
  csvAreas: CsvOwnAreas | undefined = undefined;

  tags(names: readonly string[], groupOf?: (name: string) => string | null): void {
    for (const name of names) {
      const key = tagKey(name);
      if (this.tagKeys.has(key) || this.tagKeys.size >= 10_000) continue;
      this.tagKeys.add(key);
      if (this.tagNames.length < 100) this.tagNames.push({ name, group: groupOf?.(name) ?? null });
    }
  }

  scale(name: string, max: number | null): void {
    const known = this.scales.get(name);
    if (known) {
      known.count += 1;
      // A scale seen as a score and as something else is not a score.
      if (known.max !== max) known.max = known.max === null || max === null ? null : Math.max(known.max, max);
    } else if (this.scales.size < 100) this.scales.set(name, { count: 1, max });
  }
}

/**
 * Every record of the file, checked, in file order. `moods` maps Daylio moods (others use 5.0 on a dry
 * run). Read in slices that give the event loop back, and never past IMPORT_MAX_ROWS records
 * (decision 245).
 */
async function* records(
  reading: Reading,
  user: Pick<UserRow, 'time_zone'>,
  today: string,
  opts: ImportOptions,
  seen: Seen,
): AsyncGenerator<Item> {
  const { format, path } = reading;
  const timeZone = user.time_zone;
  const pause = slicer();
  let count = 0;
  const counted = (place: Said) => {
    count += 1;
    if (count > IMPORT_MAX_ROWS) {
      throw new ImportFileError(
        /*i18n*/ {
          id: 'import.tooManyRecords',
          message: 'The file has more than {count, number} records, the most Tend imports at once.',
          values: { count: IMPORT_MAX_ROWS },
        },
        [{ path: place, message: SPLIT }],
      );
    }
  };
  if (format === 'tend-json') {
    const onTop = (key: string, value: unknown) => {
      if (key === 'areas') seen.fileAreas = value;
    };
    for await (const r of readTendJson(path, onTop)) {
      const place = atLineKey(r.line, r.path);
      counted(place);
      yield check(r.kind, r.raw, place, true, today);
      await pause();
    }
  } else if (format === 'tend-csv') {
    const own = seen.csvAreas;
    for await (const r of readTendCsv(path, timeZone, own)) {
      yield named(check(r.kind, r.raw, r.path, false, today), own);
      await pause();
    }
  } else if (format === 'dayone') {
    for await (const item of readDayOne(path, timeZone)) {
      counted(item.place);
      await pause();
      if (item.ok === false) {
        yield { ok: false, issue: { path: item.place, message: item.message } };
        continue;
      }
      if (item.ok === 'skip') {
        yield { ok: 'warning', issue: { path: item.place, message: item.message } };
        continue;
      }
      for (const message of item.warnings) yield { ok: 'warning', issue: { path: item.place, message } };
      seen.tags(item.raw.tags as string[]);
      yield check('journalEntries', item.raw, item.place, true, today);
    }
  } else {
    const book = reading.book;
    const groups = new Map<string, string | null>();
    for (const t of book?.tags.values() ?? [])
      if (!groups.has(tagKey(t.name))) groups.set(tagKey(t.name), t.group);
    const groupOf = (name: string) => groups.get(tagKey(name)) ?? null;
    const times = new LocalTimes(timeZone);
    const rows: AsyncGenerator<DaylioItem> = book
      ? readBackupEntries(path, book, reading.withLines)
      : readDaylio(path);
    for await (const item of rows) {
      await pause();
      if (!item.ok) {
        const place = item.place ?? atLine(item.line);
        if (book) counted(place);
        yield { ok: false, issue: { path: place, message: item.message } };
        continue;
      }
      const row = item.row;
      const place = row.place ?? atLine(row.line);
      if (book) counted(place);
      for (const message of item.warnings) yield { ok: 'warning', issue: { path: place, message } };
      seen.moods.set(row.mood, (seen.moods.get(row.mood) ?? 0) + 1);
      seen.tags(row.activities, book ? groupOf : undefined);
      for (const scale of row.scales) seen.scale(scale.name, scale.max);
      const feeling = opts.moods?.get(row.mood) ?? reading.presetMood(row.mood) ?? 5;
      for (const r of daylioRecords(row, times, feeling, opts.scales) as {
        kind: ImportKind;
        raw: unknown;
      }[]) {
        yield check(r.kind, r.raw, place, true, today);
      }
    }
  }
}

// ------------------------------------------------------------------------------------ pass 1

interface Checked {
  seen: Seen;
  /** Latest local day any record of the file is on. */
  latestDay: string | null;
  /** Earliest local day any record of the file is on. */
  firstDay: string | null;
  /** Rows kept with a doubt (ragged rows, activities left out), each with its line. */
  warnings: ImportIssue[];
  /** The checked records as JSON lines: entries, check-ins and journal first; then what refers to them. */
  spools: [string, string];
  /** The wheel to store before the records (null: the file has no `areas`). */
  wheel: Area[] | null;
}

/** What a second record of `kind` for `day` in the file is: a day holds one entry and one WHO-5 result. */
const secondOnADay = (kind: 'wellbeingEntries' | 'who5', day: string): ImportText =>
  kind === 'who5'
    ? /*i18n*/ {
        id: 'import.secondWho5',
        message: 'A second WHO-5 result for {day}: there is one per day.',
        values: { day },
      }
    : /*i18n*/ {
        id: 'import.secondEntry',
        message: 'A second wellbeing entry for {day}: there is one per day.',
        values: { day },
      };

/** Records that refer to others, written after everything they may refer to. */
const REFERRING: readonly ImportKind[] = ['dimensionReflections', 'spotlightRatings'];

/**
 * A JSON-lines file written with back-pressure, so a fast reader never fills memory. A 1 MiB buffer:
 * with the default 16 KiB the check waited on the disk every few dozen records (decision 284).
 */
function jsonLines(path: string) {
  const out = createWriteStream(path, { mode: 0o600, highWaterMark: 1024 * 1024 });
  return {
    async write(value: unknown): Promise<void> {
      if (!out.write(`${JSON.stringify(value)}\n`)) await once(out, 'drain');
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        out.end((err?: Error | null) => (err ? reject(err) : resolve())),
      ),
  };
}

async function checkFile(
  db: Kysely<Database>,
  clock: () => Date,
  user: UserRow,
  reading: Reading,
  opts: ImportOptions,
): Promise<Checked> {
  const path = reading.path;
  const issues: ImportIssue[] = [];
  let more = 0;
  const add = (issue: ImportIssue) => {
    if (issues.length < MAX_ISSUES) issues.push(issue);
    else more += 1;
  };
  const ids = new Map<ImportKind, Set<string>>(IMPORT_KINDS.map((k) => [k, new Set<string>()]));
  const entryDays = new Set<string>();
  const who5Days = new Set<string>();
  /** The own-area keys the file's entries rate (decision 344). */
  const ownKeys = new Set<string>();
  /** The own-area keys the file's reflections and spotlight ratings (Daylio's scales) name (decision 377). */
  const ownWritten = new Map<string, string>();
  const unresolved: { id: string; day: string; place: Said }[] = [];
  const seen = new Seen();
  if (reading.format === 'tend-csv') seen.csvAreas = new CsvOwnAreas(await readWheel(db, user.id));
  let latestDay: string | null = null;
  let firstDay: string | null = null;
  const warnings: ImportIssue[] = [];
  const spools: [string, string] = [`${path}.first.jsonl`, `${path}.then.jsonl`];
  const first = jsonLines(spools[0]);
  const then = jsonLines(spools[1]);

  try {
    const today = localDay(clock(), user.time_zone);
    for await (const item of records(reading, user, today, opts, seen)) {
      if (item.ok === 'warning') {
        if (warnings.length < MAX_ISSUES) warnings.push(item.issue);
        continue;
      }
      if (!item.ok) {
        add(item.issue);
        // Past the cap, the rest of the file is not read: the answer lists enough to act on.
        if (issues.length + more >= PROBLEMS_READ_MAX) break;
        continue;
      }
      const { record } = item;
      if (issues.length === 0) await (REFERRING.includes(record.kind) ? then : first).write(record);
      const place = record.place;
      const seen = ids.get(record.kind) as Set<string>;
      if (seen.has(record.data.id))
        add({
          path: place,
          message: /*i18n*/ {
            id: 'import.sameRecord',
            message: 'The same record appears twice in the file.',
          },
        });
      seen.add(record.data.id);
      if (latestDay === null || record.data.day > latestDay) latestDay = record.data.day;
      if (firstDay === null || record.data.day < firstDay) firstDay = record.data.day;
      if (
        (record.kind === 'dimensionReflections' || record.kind === 'spotlightRatings') &&
        !isDimensionKey(record.data.dimension) &&
        !ownWritten.has(record.data.dimension)
      )
        ownWritten.set(record.data.dimension, record.kind);
      if (record.kind === 'wellbeingEntries' || record.kind === 'who5') {
        const days = record.kind === 'who5' ? who5Days : entryDays;
        const day = record.data.day;
        if (days.has(day)) add({ path: place, message: secondOnADay(record.kind, day) });
        days.add(day);
      }
      if (record.kind === 'wellbeingEntries') {
        for (const key of Object.keys(record.data.areaScores ?? {})) ownKeys.add(key);
      } else if (record.kind === 'dimensionReflections') {
        const ref = record.data.wellbeingEntryId;
        if (!(ids.get('wellbeingEntries') as Set<string>).has(ref) && !entryDays.has(record.data.day)) {
          if (unresolved.length < 10_000) unresolved.push({ id: ref, day: record.data.day, place });
        }
      }
    }
  } finally {
    await first.close();
    await then.close();
  }
  // A reflection before its entry in the file, or whose entry is already in the account.
  const stillMissing: typeof unresolved = [];
  for (const r of unresolved) {
    if ((ids.get('wellbeingEntries') as Set<string>).has(r.id) || entryDays.has(r.day)) continue;
    stillMissing.push(r);
  }
  for (let i = 0; i < stillMissing.length; i += IMPORT_BATCH) {
    const batch = stillMissing.slice(i, i + IMPORT_BATCH);
    const mapped = await repo.findMappings(
      db,
      user.id,
      'wellbeingEntries',
      batch.map((r) => r.id),
    );
    const own = await repo.findOwn(
      db,
      user.id,
      'wellbeingEntries',
      batch.map((r) => r.id),
    );
    const byDay = await repo.findEntriesByDay(
      db,
      user.id,
      batch.map((r) => r.day),
    );
    for (const r of batch) {
      if (!mapped.has(r.id) && !own.has(r.id) && !byDay.has(r.day)) {
        add({
          path: r.place,
          message: /*i18n*/ {
            id: 'import.reflectionAlone',
            message: 'The wellbeing entry this reflection belongs to is not in the file or the account.',
          },
        });
      }
    }
  }
  // The file's wheel over the account's (decision 344); every own area an entry rates must be on it.
  const planned = seen.csvAreas
    ? { wheel: seen.csvAreas.wheel, issues: [] }
    : await planImportedWheel(db, user.id, seen.fileAreas);
  // The area rules' words (core/areas.ts), said as the API's field messages (decision 415).
  for (const issue of planned.issues) add({ path: issue.path, message: { rule: issue.message } });
  const wheelKeys = new Set((planned.wheel ?? (await readWheel(db, user.id))).map((a) => a.key));
  for (const key of ownKeys) {
    if (!wheelKeys.has(key))
      add({
        path: 'wellbeingEntries',
        message: /*i18n*/ {
          id: 'import.areaNotInFile',
          message: "areaScores: {key} is not among the file's areas",
          values: { key },
        },
      });
  }
  for (const [key, kind] of ownWritten) {
    if (!wheelKeys.has(key))
      add({
        path: kind,
        message: /*i18n*/ {
          id: 'import.areaNotYours',
          message: "dimension: {key} is not among your areas or the file's",
          values: { key },
        },
      });
  }
  if (!opts.dryRun) {
    for (const name of seen.moods.keys()) {
      if (opts.moods?.get(name) === undefined && reading.presetMood(name) === undefined)
        add({
          path: atMood(name),
          message: /*i18n*/ {
            id: 'import.chooseMood',
            message: 'Choose how this mood maps to a core feeling.',
          },
        });
    }
  }
  // The list's last line says what it does not list: the problems not read, or those read but not kept.
  const unlisted: ImportText | null =
    issues.length + more >= PROBLEMS_READ_MAX
      ? /*i18n*/ {
          id: 'import.stoppedReading',
          message: '…and more: Tend stopped reading after {count, number} problems.',
          values: { count: PROBLEMS_READ_MAX },
        }
      : more > 0
        ? /*i18n*/ {
            id: 'import.moreProblems',
            message: '{count, plural, one {…and # more problem.} other {…and # more problems.}}',
            values: { count: more },
          }
        : null;
  if (unlisted) issues.push({ path: IN_FILE, message: unlisted });
  if (issues.length > 0) {
    const n = issues.length + more - (more > 0 ? 1 : 0);
    throw new ImportFileError(fileProblems(issues, n), issues);
  }
  return { seen, latestDay, firstDay, warnings, spools, wheel: planned.wheel };
}

// ------------------------------------------------------------------------------------ passes 2, 3

const emptyCounts = (): Record<ImportKind, ImportCounts> =>
  Object.fromEntries(IMPORT_KINDS.map((k) => [k, { added: 0, updated: 0, skipped: 0 }])) as Record<
    ImportKind,
    ImportCounts
  >;

/**
 * Every write of an import goes through here (one batch of one kind per call, in one transaction):
 * the place to hook activity and streak updates for imported records.
 */
class ImportWriter {
  readonly counts = emptyCounts();
  /** source id → the account's id, for entries and quick check-ins (what references point at). */
  readonly targets = {
    wellbeingEntries: new Map<string, string>(),
    quickCheckins: new Map<string, string>(),
  };
  /** Day → the account's entry id, for reflections of Tend's CSV (which name their entry by day). */
  readonly entryByDay = new Map<string, string>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly userId: string,
    private readonly dryRun: boolean,
  ) {}

  /** Batches committed since the last durable commit (SQLite's NORMAL ones, decision 285). */
  private relaxed = false;

  /** A batch's transaction: made durable by recordActivity's, the import's last, or by settle(). */
  private async inTransaction(work: (trx: Transaction<Database> | null) => Promise<void>): Promise<void> {
    if (this.dryRun) return work(null);
    this.relaxed = true;
    await bulkTransaction(this.db, this.dialect, (trx) => work(trx));
  }

  /**
   * After the last write, whatever happened: batches committed without an fsync and not followed by
   * recordActivity's commit (nothing added or updated, or a failure) are synced with the log's
   * checkpoint before the import answers (decision 285).
   */
  async settle(): Promise<void> {
    if (!this.relaxed) return;
    this.relaxed = false;
    await syncBulkWrites(this.db, this.dialect);
  }

  async write(kind: ImportKind, batch: Located[]): Promise<void> {
    if (batch.length === 0) return;
    await this.inTransaction(async (trx) => {
      const q = trx ?? this.db;
      const sourceIds = batch.map((r) => r.data.id);
      const mapped = await repo.findMappings(q, this.userId, kind, sourceIds);
      const ownIds = sourceIds.filter((id) => !mapped.has(id));
      const own = await repo.findOwn(q, this.userId, kind, [...mapped.values(), ...ownIds]);
      const days = batch.map((r) => r.data.day);
      const byDay =
        kind === 'wellbeingEntries'
          ? await repo.findEntriesByDay(q, this.userId, days)
          : kind === 'who5'
            ? await who5ByDays(q, this.userId, days)
            : new Map<string, { id: string; updatedAt: string }>();
      const newMappings: { source: string; target: string }[] = [];
      const counts = this.counts[kind];
      const inserts: Located[] = [];
      const updates: { record: Located; target: string }[] = [];

      for (const record of batch) {
        const source = record.data.id;
        let target: string | undefined = mapped.get(source);
        let existing = target !== undefined ? own.get(target) : undefined;
        if (target !== undefined && !existing) target = undefined; // mapped record since deleted: add again
        if (target === undefined && own.has(source)) {
          target = source;
          existing = own.get(source);
        }
        // One entry and one WHO-5 result per day: the account's record of that day is this one.
        if (target === undefined && (kind === 'wellbeingEntries' || kind === 'who5')) {
          const sameDay = byDay.get(record.data.day);
          if (sameDay) {
            target = sameDay.id;
            existing = { updatedAt: sameDay.updatedAt };
          }
        }
        if (target === undefined) {
          target = randomUUID();
          inserts.push({ ...record, data: { ...record.data, id: target } } as Located);
          counts.added += 1;
        } else if (
          record.exact &&
          'updatedAt' in record.data &&
          existing?.updatedAt != null &&
          // Instants, not text: `…:00Z` and `…:00.000Z` are the same time.
          Date.parse(record.data.updatedAt) > Date.parse(existing.updatedAt)
        ) {
          updates.push({ record, target });
          counts.updated += 1;
        } else {
          counts.skipped += 1;
        }
        if (mapped.get(source) !== target && source !== target) newMappings.push({ source, target });
        if (kind === 'wellbeingEntries') {
          this.targets.wellbeingEntries.set(source, target);
          this.entryByDay.set(record.data.day, target);
        } else if (kind === 'quickCheckins') {
          this.targets.quickCheckins.set(source, target);
        }
      }
      if (!trx) return;
      await this.insert(trx, kind, inserts);
      for (const u of updates) await this.update(trx, u.record, u.target);
      await this.tag(trx, inserts, updates);
      await repo.insertMappings(trx, this.userId, kind, newMappings);
    });
  }

  private async insert(trx: Transaction<Database>, kind: ImportKind, records: Located[]): Promise<void> {
    /** The columns of every imported record: its id, owner and when it was. */
    const owned = (d: { id: string; day: string; date: string }) => ({
      id: d.id,
      user_id: this.userId,
      day: d.day,
      date: iso(d.date),
    });
    for (let i = 0; i < records.length; i += IMPORT_BATCH) {
      const chunk = records.slice(i, i + IMPORT_BATCH);
      if (kind === 'wellbeingEntries') {
        await repo.insertWellbeingEntries(
          trx,
          dataOf(chunk, kind).map((d) => ({
            ...owned(d),
            updated_at: iso(d.updatedAt),
            ...scoreColumns(d),
            notes: d.notes,
          })),
        );
        for (const d of dataOf(chunk, kind)) await this.rateOwnAreas(trx, d.id, d);
      } else if (kind === 'journalEntries') {
        // The rows' values one after the other, in the fixed insert's columns (decision 413).
        const values: unknown[] = [];
        for (const d of dataOf(chunk, kind)) {
          values.push(d.id, this.userId, d.day, iso(d.date), iso(d.updatedAt));
          for (const f of JOURNAL_FIELD_NAMES) values.push(d[f] ?? null);
        }
        await repo.JOURNAL_ENTRIES.run(trx, values);
      } else if (kind === 'quickCheckins') {
        const values: unknown[] = [];
        for (const d of dataOf(chunk, kind))
          values.push(d.id, this.userId, d.day, iso(d.date), d.coreFeeling);
        await repo.QUICK_CHECKINS.run(trx, values);
      } else if (kind === 'dimensionReflections') {
        await repo.insertReflections(
          trx,
          dataOf(chunk, kind).map((d) => ({
            ...owned(d),
            wellbeing_entry_id: d.wellbeingEntryId,
            dimension: d.dimension,
            score: d.score,
            notes: d.notes,
            reflection: d.reflection,
            put_into_practice: d.putIntoPractice ? 1 : 0,
          })),
        );
      } else if (kind === 'who5') {
        await insertWho5Rows(
          trx,
          dataOf(chunk, kind).map((d) => ({
            id: d.id,
            user_id: this.userId,
            day: d.day,
            ...answerColumns(d.answers),
            created_at: iso(d.updatedAt),
            updated_at: iso(d.updatedAt),
          })),
        );
      } else {
        const values: unknown[] = [];
        for (const d of dataOf(chunk, kind))
          values.push(d.id, this.userId, d.day, iso(d.date), d.quickCheckinId, d.dimension, d.score);
        await repo.SPOTLIGHT_RATINGS.run(trx, values);
      }
    }
  }

  /**
   * The tags of imported journal entries and quick check-ins (decision 088): a new record gets the tags it
   * lists; an updated one gets them when the file lists them (`[]` clears). Names the user has not
   * used become their tags, matched case-insensitively like every other write. A batch's names are
   * looked up and created at once, and its new records' links written in bulk (decision 284): one
   * record at a time held SQLite's one connection for seconds on a 10-year Daylio file.
   */
  private async tag(
    trx: Transaction<Database>,
    inserts: Located[],
    updates: { record: Located; target: string }[],
  ): Promise<void> {
    const items: {
      kind: 'journal' | 'checkin';
      target: string;
      day: string;
      tags: string[];
      fresh: boolean;
    }[] = [];
    for (const { record, target, fresh } of [
      ...inserts.map((record) => ({ record, target: record.data.id, fresh: true })),
      ...updates.map((u) => ({ ...u, fresh: false })),
    ]) {
      if (record.kind !== 'journalEntries' && record.kind !== 'quickCheckins') continue;
      const tags = record.data.tags;
      if (tags === undefined || (fresh && tags.length === 0)) continue;
      const kind = record.kind === 'journalEntries' ? 'journal' : 'checkin';
      items.push({ kind, target, day: record.data.day, tags, fresh });
    }
    if (items.length === 0) return;
    const names = new Map<string, string>();
    for (const item of items)
      for (const name of item.tags) if (!names.has(tagKey(name))) names.set(tagKey(name), name);
    const now = new Date().toISOString();
    const ids = new Map<string, string>();
    const keys = [...names.keys()];
    for (let i = 0; i < keys.length; i += 500) {
      for (const t of await findTagsByKeys(trx, this.userId, keys.slice(i, i + 500)))
        ids.set(t.name_key, t.id);
    }
    const fresh = [...names].filter(([key]) => !ids.has(key));
    if (fresh.length > 0) {
      const have = await countTagsLocked(
        trx,
        this.userId,
        trx.getExecutor().adapter instanceof PostgresAdapter,
      );
      if (have + fresh.length > TAGS_PER_ACCOUNT_MAX) throw new AppError(409, 'tag_limit', TAG_LIMIT_MESSAGE);
      for (let i = 0; i < fresh.length; i += 200) {
        await insertTags(
          trx,
          fresh.slice(i, i + 200).map(([key, name]) => ({
            id: randomUUID(),
            user_id: this.userId,
            name,
            name_key: key,
            created_at: now,
          })),
        );
      }
      for (let i = 0; i < fresh.length; i += 500) {
        const chunk = fresh.slice(i, i + 500).map(([key]) => key);
        for (const t of await findTagsByKeys(trx, this.userId, chunk)) ids.set(t.name_key, t.id);
      }
    }
    const tagIdsOf = (tags: string[]) => [...new Set(tags.map((n) => ids.get(tagKey(n)) as string))];
    for (const kind of ['journal', 'checkin'] as const) {
      // The links' values one after the other, in the fixed insert's columns (decision 413).
      const values: string[] = [];
      for (const item of items) {
        if (item.kind !== kind || !item.fresh) continue;
        for (const tagId of tagIdsOf(item.tags)) values.push(item.target, tagId, this.userId, item.day);
      }
      await repo.TAG_LINKS[kind].run(trx, values);
    }
    for (const item of items) {
      if (!item.fresh)
        await replaceItemTags(trx, item.kind, item.target, this.userId, item.day, tagIdsOf(item.tags));
    }
  }

  /** An imported entry's ratings of areas of one's own, beside it (decision 344). */
  private async rateOwnAreas(
    trx: Transaction<Database>,
    entryId: string,
    d: { day: string; areaScores?: Record<string, number> | undefined },
  ): Promise<void> {
    for (const [key, score] of Object.entries(d.areaScores ?? {}))
      await upsertAreaRating(trx, {
        entry_id: entryId,
        user_id: this.userId,
        area_key: key,
        day: d.day,
        score,
      });
  }

  private async update(trx: Transaction<Database>, record: Located, target: string): Promise<void> {
    if (record.kind === 'wellbeingEntries') {
      const d = record.data;
      await updateOwnedRow(trx, 'wellbeing_entries', this.userId, target, {
        ...scoreColumns(d),
        notes: d.notes,
        updated_at: iso(d.updatedAt),
      });
      await this.rateOwnAreas(trx, target, d);
    } else if (record.kind === 'journalEntries') {
      const d = record.data;
      await updateOwnedRow(trx, 'journal_entries', this.userId, target, {
        ...newJournalColumns(d),
        updated_at: iso(d.updatedAt),
      });
    } else if (record.kind === 'who5') {
      const d = record.data;
      await updateWho5Answers(trx, this.userId, target, {
        ...answerColumns(d.answers),
        updated_at: iso(d.updatedAt),
      });
    }
  }

  /**
   * After the last batch: the streak counts imported days too. It is recomputed from the days that
   * hold records, up to the latest imported day, when that day is not older than the last active one.
   */
  /**
   * The imported records' days become active days (decision 111), and the streaks are recomputed once
   * from the whole set, so an imported history joins the account's own runs.
   */
  async recordActivity(user: UserRow, latestDay: string | null, isPostgres: boolean): Promise<void> {
    if (this.dryRun || latestDay === null) return;
    if (IMPORT_KINDS.every((k) => this.counts[k].added + this.counts[k].updated === 0)) return;
    await this.db.transaction().execute(async (trx) => {
      const days = await repo.activeDaysUpTo(trx, user.id, latestDay);
      for (let i = 0; i < days.length; i += 500) {
        await trx
          .insertInto('activity_days')
          .values(
            days.slice(i, i + 500).map((day) => ({ user_id: user.id, day, day_number: dayNumber(day) })),
          )
          .onConflict((oc) => oc.columns(['user_id', 'day_number']).doNothing())
          .execute();
      }
      await lockUserRow(trx, user.id, isPostgres);
      const runs = await streakRuns(trx, user.id);
      await saveStreak(trx, user.id, {
        current: runs.current,
        longest: runs.longest,
        lastActiveDate: runs.lastDayNumber === null ? null : dayFromNumber(runs.lastDayNumber),
      });
    });
    // A commit at synchronous = FULL: the log is synced with every batch before it.
    this.relaxed = false;
  }
}

/** Instants are stored as ISO UTC with milliseconds, like every other write. */
const iso = (instant: string) => new Date(instant).toISOString();

/** The data of a batch of records of one kind. */
const dataOf = <K extends ImportKind>(records: Located[], _kind: K) =>
  records.map((r) => r.data as Extract<ImportRecord, { kind: K }>['data']);

/** An entry's eight area scores and the overall score they make. */
function scoreColumns(d: Record<(typeof DIMENSION_KEYS)[number], number>) {
  const scores = Object.fromEntries(DIMENSION_KEYS.map((k) => [k, d[k]])) as Record<
    (typeof DIMENSION_KEYS)[number],
    number
  >;
  return { ...scores, overall_score: overallScore(scores) };
}

/** Re-points a reference-holding record to the account's own records. */
function repoint(writer: ImportWriter, record: Located): Located {
  if (record.kind === 'dimensionReflections') {
    const d = record.data;
    const target = writer.targets.wellbeingEntries.get(d.wellbeingEntryId) ?? writer.entryByDay.get(d.day);
    // Pass 1 refused any reflection whose entry resolves to nothing; never write a foreign id.
    if (target === undefined) throw new Error(`reflection ${d.id}: its entry was not resolved`);
    return { ...record, data: { ...d, wellbeingEntryId: target } };
  }
  if (record.kind === 'spotlightRatings') {
    const d = record.data;
    const ref = d.quickCheckinId;
    return {
      ...record,
      data: { ...d, quickCheckinId: ref === null ? null : (writer.targets.quickCheckins.get(ref) ?? ref) },
    };
  }
  return record;
}

/** References not met in the file: the account's own records, or records an earlier import mapped. */
async function resolveOutside(
  db: Kysely<Database>,
  userId: string,
  writer: ImportWriter,
  batch: Located[],
): Promise<Located[]> {
  const entryRefs = batch.flatMap((r) =>
    r.kind === 'dimensionReflections' &&
    !writer.targets.wellbeingEntries.has(r.data.wellbeingEntryId) &&
    !writer.entryByDay.has(r.data.day)
      ? [r.data.wellbeingEntryId]
      : [],
  );
  const checkinRefs = batch.flatMap((r) =>
    r.kind === 'spotlightRatings' &&
    r.data.quickCheckinId !== null &&
    !writer.targets.quickCheckins.has(r.data.quickCheckinId)
      ? [r.data.quickCheckinId]
      : [],
  );
  if (entryRefs.length > 0) {
    const mapped = await repo.findMappings(db, userId, 'wellbeingEntries', entryRefs);
    const own = await repo.findOwn(db, userId, 'wellbeingEntries', entryRefs);
    const byDay = await repo.findEntriesByDay(
      db,
      userId,
      batch.map((r) => r.data.day),
    );
    for (const ref of entryRefs) {
      const t = mapped.get(ref) ?? (own.has(ref) ? ref : undefined);
      if (t) writer.targets.wellbeingEntries.set(ref, t);
    }
    for (const [day, e] of byDay) if (!writer.entryByDay.has(day)) writer.entryByDay.set(day, e.id);
  }
  if (checkinRefs.length > 0) {
    const mapped = await repo.findMappings(db, userId, 'quickCheckins', checkinRefs);
    const own = await repo.findOwn(db, userId, 'quickCheckins', checkinRefs);
    for (const ref of checkinRefs) {
      const t = mapped.get(ref) ?? (own.has(ref) ? ref : undefined);
      // A check-in that is in neither: the rating is kept without its link (the column allows it).
      writer.targets.quickCheckins.set(ref, t ?? '');
    }
  }
  return batch.map((r) => {
    const out = repoint(writer, r);
    if (out.kind === 'spotlightRatings' && out.data.quickCheckinId === '') {
      return { ...out, data: { ...out.data, quickCheckinId: null } };
    }
    return out;
  });
}

async function sweep(
  db: Kysely<Database>,
  user: UserRow,
  writer: ImportWriter,
  spool: string,
  size: number,
  kinds: readonly ImportKind[],
): Promise<void> {
  const batches = new Map<ImportKind, Located[]>(kinds.map((k) => [k, []]));
  const flush = async (kind: ImportKind) => {
    const batch = batches.get(kind) as Located[];
    if (batch.length === 0) return;
    batches.set(kind, []);
    const ready =
      kind === 'dimensionReflections' || kind === 'spotlightRatings'
        ? await resolveOutside(db, user.id, writer, batch)
        : batch;
    await writer.write(kind, ready);
    // Let other requests run between batches.
    await new Promise((r) => setImmediate(r));
  };
  const lines = createInterface({
    input: createReadStream(spool, { encoding: 'utf8' }),
    crlfDelay: Infinity,
  });
  for await (const line of lines) {
    if (!line) continue;
    const record = JSON.parse(line) as Located; // written by checkFile from checked records
    const batch = batches.get(record.kind);
    if (!batch) continue;
    batch.push(record);
    if (batch.length >= size) await flush(record.kind);
  }
  for (const kind of kinds) await flush(kind);
}

/**
 * The file to read and how: a `.daylio` zip (or its base64 entry) is unpacked to JSON first, bounded
 * by `limit` as it inflates (decision 280); a backup's moods and activities are read before its entries.
 */
async function openFile(path: string, limit: number): Promise<Reading> {
  const { format, packed } = await sniff(path);
  if (format !== 'daylio-backup') {
    return { format, path, withLines: true, book: null, presetMood: defaultMood };
  }
  const json = packed === null ? path : await unpackDaylioBackup(path, limit, packed === 'zip');
  const book = await readBackupBook(json);
  return {
    format,
    path: json,
    withLines: packed === null,
    book,
    presetMood: (name) => book.presets.get(name),
  };
}

/** What an import answers, its warnings still sentences: the route says them in the reader's language. */
export type ImportOutcome = Omit<ImportResult, 'warnings'> & { warnings: ImportIssue[] };

/** Checks, then merges a spooled file into the user's account (or, on a dry run, counts what would change). */
export async function importFile(
  ctx: AppContext,
  user: UserRow,
  path: string,
  opts: ImportOptions,
): Promise<ImportOutcome> {
  const reading = await openFile(path, ctx.config.importMaxBytes);
  const { format } = reading;
  const checked = await checkFile(ctx.db, ctx.clock, user, reading, opts);
  if (!opts.dryRun && checked.wheel) await storeWheel(ctx, user.id, checked.wheel);
  const writer = new ImportWriter(ctx.db, ctx.dialect, user.id, opts.dryRun);
  try {
    await sweep(ctx.db, user, writer, checked.spools[0], batchFor(ctx.dialect), [
      'wellbeingEntries',
      'quickCheckins',
      'journalEntries',
      'who5',
    ]);
    await sweep(ctx.db, user, writer, checked.spools[1], batchFor(ctx.dialect), REFERRING);
    // Imported entries carry the eight's mean; the wheel's rule sets their overall (decision 342).
    if (!opts.dryRun) await recomputeOverallAfterImport(ctx.db, user.id);
    await writer.recordActivity(user, checked.latestDay, ctx.dialect === 'postgres');
  } finally {
    await writer.settle();
  }
  const { seen } = checked;
  const moods: ImportMood[] = [...seen.moods].map(([name, count]) => {
    const sent = opts.moods?.get(name);
    const value = sent ?? reading.presetMood(name);
    return {
      name,
      count,
      coreFeeling: value === undefined ? null : formatScore(value),
      preset: sent === undefined && value !== undefined,
    };
  });
  const scales: ImportScale[] = [...seen.scales].map(([name, { count, max }]) => ({
    name,
    count,
    max,
    area: max === null ? null : (opts.scales?.get(name) ?? null),
  }));
  return {
    format,
    dryRun: opts.dryRun,
    moods,
    tags: { count: seen.tagKeys.size, names: seen.tagNames },
    scales,
    from: checked.firstDay,
    to: checked.latestDay,
    warnings: checked.warnings,
    ...writer.counts,
  };
}
