/**
 * Reads Tend's CSV export and Daylio's CSV export from a file, one record at a time (csv-lines.ts).
 * Rows keep the line they start on, so every problem can name it.
 */
import { createHash } from 'node:crypto';
import { isValidDay } from '../../../core/dates';
import { DIMENSIONS } from '../../../core/dimensions';
import type { ImportKind } from '../../../core/schemas/import';
import { JOURNAL_FIELD_NAMES, JOURNAL_FIELDS } from '../../../core/schemas/journal';
import { TAG_NAME_MAX, TAGS_PER_ITEM_MAX, tagKey } from '../../../core/tags';
import { ImportFileError, refusedAtLine } from './import.errors';
import { atLine, EMPTY, type ImportText, type Said } from './import-text';
import { dayFromYearAndDate } from './daylio-names';
import type { RawRecord } from './json-reader';
import { csvLines } from './csv-lines';
import { LocalTimes } from './local-times';
import { unprotectCsvText } from '../export/csv';
import { WHO5_CSV_COLUMNS } from '../../../core/who5';
import type { CsvOwnAreas, OwnColumn } from './csv-areas';

const isBlank = (fields: string[]) => fields.every((f) => f.trim() === '');

function stableId(prefix: string, fields: readonly string[], seen: Map<string, number>): string {
  const hash = createHash('sha256').update(JSON.stringify(fields)).digest('base64url').slice(0, 27);
  const n = (seen.get(hash) ?? 0) + 1;
  seen.set(hash, n);
  return `${prefix}:${hash}:${n}`;
}

// ---------------------------------------------------------------- Tend's CSV export

/**
 * Each section's columns. `Tags` was appended to journal entries and quick check-ins in
 * decision 088; files exported before it lack the column and still import (their tags left as they are).
 */
const SECTIONS: Record<string, { kind: ImportKind; columns: string[]; tags?: true }> = {
  'Wellbeing Entries': {
    kind: 'wellbeingEntries',
    columns: ['Date', ...DIMENSIONS.map((d) => d.label), 'Overall Score', 'Notes'],
  },
  'Journal Entries': {
    kind: 'journalEntries',
    columns: ['Date', ...JOURNAL_FIELD_NAMES.map((name) => JOURNAL_FIELDS[name].csv)],
    tags: true,
  },
  Reflections: {
    kind: 'dimensionReflections',
    columns: ['Date', 'Area', 'Score', 'Notes', 'Where to Start', 'Put Into Practice'],
  },
  'Quick Check-ins': { kind: 'quickCheckins', columns: ['Date', 'Core Feeling'], tags: true },
  'Spotlight Ratings': { kind: 'spotlightRatings', columns: ['Date', 'Area', 'Score'] },
  'WHO-5': { kind: 'who5', columns: [...WHO5_CSV_COLUMNS] },
};

const areaKey = (label: string) => DIMENSIONS.find((d) => d.label === label || d.key === label)?.key ?? label;

/**
 * A row's ratings of areas of one's own: an empty cell is no rating that day (as the export writes
 * it). A value under a column without a name is refused: Tend cannot tell which area it rates.
 */
function ownScores(
  columns: readonly OwnColumn[],
  f: (i: number) => string,
  line: number,
): { areaScores?: Record<string, string> } {
  const scores: Record<string, string> = {};
  for (const c of columns) {
    const value = f(c.index).trim();
    if (value === '') continue;
    if (c.key === null) {
      const column = String(c.index + 1);
      throw refusedAtLine(
        line,
        /*i18n*/ {
          id: 'import.valueUnnamedColumn',
          message: 'Line {line} has a value in column {column}, which has no name.',
          values: { column },
        },
        /*i18n*/ {
          id: 'import.valueNoAreaName',
          message: "A value in column {column}, which has no area's name.",
          values: { column },
        },
      );
    }
    scores[c.key] = value;
  }
  return Object.keys(scores).length > 0 ? { areaScores: scores } : {};
}

/** The source id of the entry of a day in a CSV file: one entry per day, so the day names it. */
export const csvEntryId = (day: string) => `csv:entry:${day}`;

/**
 * Records of Tend's CSV export shaped like the JSON export's, so one set of schemas validates both.
 * The CSV has local days only: instants are set to noon of the day in the user's zone, and records
 * get ids derived from their content (see docs/decisions/120-import.md). The wellbeing section's
 * columns after Notes rate areas of one's own, resolved by `own` (decision 380); without it they are
 * left as before.
 */
export async function* readTendCsv(
  path: string,
  timeZone: string,
  own?: CsvOwnAreas,
): AsyncGenerator<RawRecord> {
  let section: { kind: ImportKind; columns: string[]; tags?: true } | null = null;
  let expectHeader = false;
  /** The column of the section's Tags, when the file has one. */
  let tagsColumn: number | null = null;
  /** The wellbeing section's columns of areas of one's own. */
  let ownColumns: OwnColumn[] = [];
  let first = true;
  const seen = new Map<string, number>();
  const times = new LocalTimes(timeZone);
  const noon = (day: string) => (isValidDay(day) ? times.instantIso(day, 12, 0) : day);
  for await (const { fields, line } of csvLines(path)) {
    if (first) {
      first = false;
      if (fields[0] !== 'Tend Data Export') {
        throw new ImportFileError(
          /*i18n*/ { id: 'import.notTendCsv', message: 'The file is not a Tend CSV export.' },
          [
            {
              path: atLine(1),
              message: /*i18n*/ {
                id: 'import.tendCsvFirstLine',
                message: 'Expected "Tend Data Export" on the first line.',
              },
            },
          ],
        );
      }
      continue;
    }
    if (isBlank(fields)) {
      section = null;
      continue;
    }
    if (section === null) {
      const next = fields.length === 1 ? SECTIONS[fields[0] ?? ''] : undefined;
      if (next) {
        section = next;
        expectHeader = true;
      }
      // Otherwise a line of the header block (Name, Email, …): account fields are not imported.
      continue;
    }
    if (expectHeader) {
      expectHeader = false;
      const same = section.columns.every((c, i) => fields[i] === c);
      tagsColumn = section.tags && fields[section.columns.length] === 'Tags' ? section.columns.length : null;
      if (!same) {
        throw refusedAtLine(
          line,
          /*i18n*/ {
            id: 'import.notTendColumns',
            message: "The columns on line {line} are not those of Tend's export.",
          },
          /*i18n*/ {
            id: 'import.expectedColumns',
            message: 'Expected the columns {columns}.',
            values: { columns: section.columns.join(', ') },
          },
        );
      }
      if (section.kind === 'wellbeingEntries' && own) {
        // A label is text like any other: the export's formula protection comes off (decision 247).
        ownColumns = own.columns(
          fields.slice(section.columns.length).map(unprotectCsvText),
          section.columns.length,
          line,
        );
      }
      continue;
    }
    // The export's formula protection comes off, so the round trip is exact (decision 247).
    const f = (i: number) => unprotectCsvText(fields[i] ?? '');
    const orNull = (v: string) => (v === '' ? null : v);
    // One name a line in the cell (a tag name never holds a line break); empty is no tags.
    const tags =
      tagsColumn === null ? {} : { tags: f(tagsColumn) === '' ? [] : f(tagsColumn).split(/\r?\n/) };
    const day = f(0);
    const date = noon(day);
    let raw: Record<string, unknown>;
    switch (section.kind) {
      case 'wellbeingEntries':
        raw = {
          id: csvEntryId(day),
          day,
          date,
          updatedAt: date,
          ...Object.fromEntries(DIMENSIONS.map((d, i) => [d.key, f(i + 1)])),
          notes: orNull(f(10)),
          ...ownScores(ownColumns, f, line),
        };
        break;
      case 'journalEntries':
        raw = {
          id: stableId('csv:journal', fields, seen),
          day,
          date,
          updatedAt: date,
          ...Object.fromEntries(
            JOURNAL_FIELD_NAMES.map((name, i) => [name, JOURNAL_FIELDS[name].fromCsv(f(i + 1))]),
          ),
          ...tags,
        };
        break;
      case 'dimensionReflections':
        raw = {
          id: stableId('csv:reflection', fields, seen),
          wellbeingEntryId: csvEntryId(day),
          dimension: areaKey(f(1)),
          score: f(2),
          notes: orNull(f(3)),
          reflection: orNull(f(4)),
          putIntoPractice: f(5) === 'Yes' ? true : f(5) === 'No' || f(5) === '' ? false : f(5),
          day,
          date,
        };
        break;
      case 'quickCheckins':
        raw = { id: stableId('csv:checkin', fields, seen), day, date, coreFeeling: f(1), ...tags };
        break;
      case 'spotlightRatings':
        raw = {
          id: stableId('csv:spotlight', fields, seen),
          quickCheckinId: null,
          dimension: areaKey(f(1)),
          score: f(2),
          day,
          date,
        };
        break;
      case 'who5':
        // The answers only: the scores after them are derived, never read (decision 290).
        raw = {
          id: `csv:who5:${day}`,
          day,
          answers: [1, 2, 3, 4, 5].map((i) => (/^\d+$/.test(f(i)) ? Number(f(i)) : f(i))),
          updatedAt: date,
        };
        break;
    }
    yield { kind: section.kind, raw, path: atLine(line), line };
  }
  if (first) {
    throw new ImportFileError(EMPTY, [{ path: atLine(1), message: EMPTY }]);
  }
}

// ---------------------------------------------------------------- Daylio's CSV export

/** One Daylio entry as written in the file. */
export interface DaylioRow {
  line: number;
  /** Content-derived id: the same row of the same file always gets the same one. */
  sourceId: string;
  day: string;
  hour: number;
  minute: number;
  mood: string;
  /** Activity names, trimmed, duplicates by case merged: they become the moment's tags. */
  activities: string[];
  noteTitle: string;
  note: string;
  /** Daylio's scales of the moment (decision 283): a score out of `max`, or `max` null when not a score. */
  scales: DaylioScale[];
  /** Where it is, when not a CSV line (`line 3: dayEntries[2]`). */
  place?: Said;
  /** The exact instant, when the file has one (the backup); otherwise the time in the person's zone. */
  date?: string;
}

export interface DaylioScale {
  name: string;
  value: number;
  max: number | null;
}

export type DaylioItem =
  | { ok: true; row: DaylioRow; warnings: ImportText[] }
  | { ok: false; line: number; message: ImportText; place?: Said };

/**
 * Daylio's `scales` column: `Sleep Quality: 8/10 points | Sleep Time: 8:00` (no-break spaces as Daylio
 * writes them). A value `n/m` is a score out of m; any other value (a duration) is listed, not a score.
 */
export function daylioScales(text: string): DaylioScale[] {
  const out: DaylioScale[] = [];
  const seen = new Set<string>();
  for (const part of text.replace(/\u00a0/g, ' ').split('|')) {
    const m = /^\s*(.+?)\s*:\s*(.*?)\s*$/.exec(part);
    if (!m) continue;
    const name = (m[1] as string).replace(/\s+/g, ' ').slice(0, 100);
    if (seen.has(name)) continue;
    seen.add(name);
    const score = /^(\d+(?:[.,]\d+)?)\s*\/\s*(\d+(?:[.,]\d+)?)/.exec(m[2] as string);
    const num = (v: string) => Number(v.replace(',', '.'));
    if (score && num(score[2] as string) > 0) {
      out.push({ name, value: num(score[1] as string), max: num(score[2] as string) });
    } else out.push({ name, value: 0, max: null });
  }
  return out;
}

/** "20:05", "8:05 pm", "8:05 PM", "08:05 a.m.", "12:19 am" (00:19) → hours and minutes. */
export function parseTime(text: string): { hour: number; minute: number } | null {
  const m = /^\s*(\d{1,2}):(\d{2})(?::\d{2})?\s*([ap])?\.?\s*m?\.?\s*$/i.exec(text.replace(/\u00a0/g, ' '));
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2]);
  const half = m[3]?.toLowerCase();
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return null;
  return { hour, minute };
}

/** True when a header row is one of Daylio's known layouts. */
export function isDaylioHeader(fields: readonly string[]): boolean {
  const h = fields.map((f) => f.trim().toLowerCase());
  return (h.includes('full_date') || h.includes('year')) && h.includes('mood') && h.includes('time');
}

/**
 * True when a first row without a header is a Daylio entry (a Spanish export was seen without one):
 * an ISO date, a clock time in the fourth column, and at least six fields.
 */
export function isDaylioRow(fields: readonly string[]): boolean {
  return fields.length >= 6 && isValidDay((fields[0] ?? '').trim()) && parseTime(fields[3] ?? '') !== null;
}

/** The columns of a headerless export, by how many fields its first row has. */
function headerlessColumns(count: number): string[] {
  const base = ['full_date', 'date', 'weekday', 'time', 'mood', 'activities'];
  if (count >= 9) return [...base, 'scales', 'note_title', 'note'];
  if (count === 8) return [...base, 'note_title', 'note'];
  return [...base, 'note'];
}

/** Daylio's notes are HTML: `<br>` a new line, other tags dropped, the usual entities read. */
export function daylioText(html: string): string {
  return html
    .replace(/\u00a0/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div)>/gi, '\n')
    .replace(/<\/?[a-z][^<>]*>/gi, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39|apos);/g, (_, e: string) =>
      e === 'nbsp' ? ' ' : e === 'amp' ? '&' : e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'quot' ? '"' : "'",
    )
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Activity names → tag names: split on `|`, trimmed, inner spaces made one, duplicates by case merged
 * (tagKey, the tags module's rule), at most TAGS_PER_ITEM_MAX and TAG_NAME_MAX characters — past
 * either, a warning on the row's line says what was left out.
 */
export function daylioActivities(text: string, warnings: ImportText[]): string[] {
  return daylioTagNames(text.split('|'), warnings);
}

/** Names → tag names, by daylioActivities' rules (the backup's tags come as a list already). */
export function daylioTagNames(names: readonly string[], warnings: ImportText[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of names) {
    const name = part
      .replace(/\u00a0/g, ' ')
      .trim()
      .replace(/\s+/g, ' ');
    if (!name) continue;
    const key = tagKey(name);
    if (seen.has(key)) continue;
    seen.add(key);
    if (name.length > TAG_NAME_MAX) {
      warnings.push(
        /*i18n*/ {
          id: 'import.activityShortened',
          message: 'The activity "{name}" is longer than {max} characters and was shortened.',
          values: { name, max: String(TAG_NAME_MAX) },
        },
      );
    }
    out.push(name.slice(0, TAG_NAME_MAX).trim());
  }
  if (out.length > TAGS_PER_ITEM_MAX) {
    warnings.push(
      /*i18n*/ {
        id: 'import.activitiesLeftOut',
        message: '{count} activities: a moment holds {max} tags, so {names} were left out.',
        values: {
          count: String(out.length),
          max: String(TAGS_PER_ITEM_MAX),
          names: out.slice(TAGS_PER_ITEM_MAX).join(', '),
        },
      },
    );
    return out.slice(0, TAGS_PER_ITEM_MAX);
  }
  return out;
}

/** A row's date Tend cannot read (a CSV's or a backup's). */
export const BAD_DATE: ImportText = /*i18n*/ {
  id: 'import.badDate',
  message: 'The date is not one Tend can read.',
};

/** Every row of a Daylio CSV, in file order, or the problem with it. */
export async function* readDaylio(path: string): AsyncGenerator<DaylioItem> {
  let columns: Map<string, number> | null = null;
  const seen = new Map<string, number>();
  for await (const { fields, line } of csvLines(path)) {
    if (!columns) {
      if (isDaylioHeader(fields)) {
        columns = new Map(fields.map((f, i) => [f.trim().toLowerCase(), i]));
        continue;
      }
      if (!isDaylioRow(fields)) {
        throw new ImportFileError(
          /*i18n*/ { id: 'import.notDaylio', message: 'The file is not a Daylio export.' },
          [
            {
              path: atLine(line),
              message: /*i18n*/ {
                id: 'import.daylioColumns',
                message: 'Expected the columns full_date,date,weekday,time,mood,activities,note_title,note.',
              },
            },
          ],
        );
      }
      // No header: the columns are Daylio's, known from the number of fields.
      columns = new Map(headerlessColumns(fields.length).map((c, i) => [c, i]));
    }
    if (isBlank(fields)) continue;
    const warnings: ImportText[] = [];
    if (fields.length !== columns.size) {
      warnings.push(
        /*i18n*/ {
          id: 'import.raggedRow',
          message:
            'This row has {fields} fields where the header has {columns}: it was read by position, check it after the import.',
          values: { fields: String(fields.length), columns: String(columns.size) },
        },
      );
    }
    const col = (name: string) => {
      const i = columns?.get(name);
      return i === undefined ? '' : (fields[i] ?? '');
    };
    const full = col('full_date').trim();
    const day = columns.has('full_date')
      ? isValidDay(full)
        ? full
        : null
      : dayFromYearAndDate(col('year'), col('date'));
    if (!day) {
      yield { ok: false, line, message: BAD_DATE };
      continue;
    }
    const time = parseTime(col('time'));
    if (!time) {
      yield {
        ok: false,
        line,
        message: /*i18n*/ {
          id: 'import.badTimeNamed',
          message: 'The time "{time}" is not one Tend can read.',
          values: { time: col('time') },
        },
      };
      continue;
    }
    const mood = col('mood')
      .replace(/\u00a0/g, ' ')
      .trim();
    if (!mood) {
      yield { ok: false, line, message: /*i18n*/ { id: 'import.noMood', message: 'The mood is missing.' } };
      continue;
    }
    const activities = daylioActivities(col('activities'), warnings);
    const noteTitle = daylioText(col('note_title'));
    const note = daylioText(col('note'));
    yield {
      ok: true,
      warnings,
      row: {
        line,
        sourceId: stableId('daylio', [day, col('time'), mood, col('activities'), noteTitle, note], seen),
        day,
        ...time,
        mood,
        activities,
        noteTitle,
        note,
        scales: daylioScales(col('scales')),
      },
    };
  }
  if (!columns) {
    throw new ImportFileError(EMPTY, [{ path: atLine(1), message: EMPTY }]);
  }
}
