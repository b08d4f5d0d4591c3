/**
 * Reads Tend's CSV export and Daylio's CSV export from a file, one record at a time (csv-lines.ts).
 * Rows keep the line they start on, so every problem can name it.
 */
import { createHash } from 'node:crypto';
import { isValidDay } from '../../../core/dates';
import { DIMENSIONS } from '../../../core/dimensions';
import type { ImportKind } from '../../../core/schemas/import';
import { zonedInstantIso } from '../../../core/zoned-time';
import { ImportFileError } from './import.errors';
import type { RawRecord } from './json-reader';
import { csvLines } from './csv-lines';
import { unprotectCsvText } from '../export/csv';

const isBlank = (fields: string[]) => fields.every((f) => f.trim() === '');

function stableId(prefix: string, fields: readonly string[], seen: Map<string, number>): string {
  const hash = createHash('sha256').update(JSON.stringify(fields)).digest('base64url').slice(0, 27);
  const n = (seen.get(hash) ?? 0) + 1;
  seen.set(hash, n);
  return `${prefix}:${hash}:${n}`;
}

// ---------------------------------------------------------------- Tend's CSV export

/**
 * Each section's columns. `Tags` (issue 19) was appended to journal entries and quick check-ins in
 * decision 088; files exported before it lack the column and still import (their tags left as they are).
 */
const SECTIONS: Record<string, { kind: ImportKind; columns: string[]; tags?: true }> = {
  'Wellbeing Entries': {
    kind: 'wellbeingEntries',
    columns: ['Date', ...DIMENSIONS.map((d) => d.label), 'Overall Score', 'Notes'],
  },
  'Journal Entries': { kind: 'journalEntries', columns: ['Date', 'Title', 'Content', 'Mood'], tags: true },
  Reflections: {
    kind: 'dimensionReflections',
    columns: ['Date', 'Area', 'Score', 'Notes', 'Where to Start', 'Put Into Practice'],
  },
  'Quick Check-ins': { kind: 'quickCheckins', columns: ['Date', 'Core Feeling'], tags: true },
  'Spotlight Ratings': { kind: 'spotlightRatings', columns: ['Date', 'Area', 'Score'] },
};

const areaKey = (label: string) => DIMENSIONS.find((d) => d.label === label || d.key === label)?.key ?? label;

/** The source id of the entry of a day in a CSV file: one entry per day, so the day names it. */
export const csvEntryId = (day: string) => `csv:entry:${day}`;

/**
 * Records of Tend's CSV export shaped like the JSON export's, so one set of schemas validates both.
 * The CSV has local days only: instants are set to noon of the day in the user's zone, and records
 * get ids derived from their content (see docs/decisions/120-import.md).
 */
export async function* readTendCsv(path: string, timeZone: string): AsyncGenerator<RawRecord> {
  let section: { kind: ImportKind; columns: string[]; tags?: true } | null = null;
  let expectHeader = false;
  /** The column of the section's Tags, when the file has one. */
  let tagsColumn: number | null = null;
  let first = true;
  const seen = new Map<string, number>();
  const noon = (day: string) => (isValidDay(day) ? zonedInstantIso(day, 12, 0, timeZone) : day);
  for await (const { fields, line } of csvLines(path)) {
    if (first) {
      first = false;
      if (fields[0] !== 'Tend Data Export') {
        throw new ImportFileError('The file is not a Tend CSV export.', [
          { path: 'line 1', message: 'Expected "Tend Data Export" on the first line.' },
        ]);
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
        throw new ImportFileError(`The columns on line ${line} are not those of Tend's export.`, [
          { path: `line ${line}`, message: `Expected the columns ${section.columns.join(', ')}.` },
        ]);
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
        };
        break;
      case 'journalEntries':
        raw = {
          id: stableId('csv:journal', fields, seen),
          day,
          date,
          updatedAt: date,
          title: orNull(f(1)),
          content: f(2),
          mood: /^\d+$/.test(f(3)) ? Number(f(3)) : f(3),
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
    }
    yield { kind: section.kind, raw, path: `line ${line}`, line };
  }
  if (first) {
    throw new ImportFileError('The file is empty.', [{ path: 'line 1', message: 'The file is empty.' }]);
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
  activities: string[];
  noteTitle: string;
  note: string;
}

export type DaylioItem = { ok: true; row: DaylioRow } | { ok: false; line: number; message: string };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "June 5", "5 June", "Jun 5", "5. Juni" are not all English, so only English month names are read. */
function dayFromYearAndDate(year: string, date: string): string | null {
  if (!/^\d{4}$/.test(year)) return null;
  const words = date.toLowerCase().replace(/[.,]/g, ' ').split(/\s+/).filter(Boolean);
  let month = -1;
  let dayOfMonth = 0;
  for (const w of words) {
    if (/^\d{1,2}$/.test(w)) dayOfMonth = Number(w);
    else {
      const i = MONTHS.indexOf(w.slice(0, 3));
      if (i >= 0) month = i;
    }
  }
  if (month < 0 || dayOfMonth < 1) return null;
  const day = `${year}-${String(month + 1).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
  return isValidDay(day) ? day : null;
}

/** "20:05", "8:05 pm", "8:05 PM", "08:05 a.m." → hours and minutes. */
function parseTime(text: string): { hour: number; minute: number } | null {
  const m = /^\s*(\d{1,2}):(\d{2})(?::\d{2})?\s*([ap])?\.?\s*m?\.?\s*$/i.exec(text);
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

/** True when a header row is one of Daylio's two known layouts. */
export function isDaylioHeader(fields: readonly string[]): boolean {
  const h = fields.map((f) => f.trim().toLowerCase());
  return (h.includes('full_date') || h.includes('year')) && h.includes('mood') && h.includes('time');
}

/** Every row of a Daylio CSV, in file order, or the problem with it. */
export async function* readDaylio(path: string): AsyncGenerator<DaylioItem> {
  let columns: Map<string, number> | null = null;
  const seen = new Map<string, number>();
  for await (const { fields, line } of csvLines(path)) {
    if (!columns) {
      if (!isDaylioHeader(fields)) {
        throw new ImportFileError('The file is not a Daylio export.', [
          {
            path: `line ${line}`,
            message: 'Expected the columns full_date,date,weekday,time,mood,activities,note_title,note.',
          },
        ]);
      }
      columns = new Map(fields.map((f, i) => [f.trim().toLowerCase(), i]));
      continue;
    }
    if (isBlank(fields)) continue;
    const col = (name: string) => {
      const i = columns?.get(name);
      return i === undefined ? '' : (fields[i] ?? '');
    };
    const day = columns.has('full_date')
      ? isValidDay(col('full_date').trim())
        ? col('full_date').trim()
        : null
      : dayFromYearAndDate(col('year').trim(), col('date'));
    if (!day) {
      yield { ok: false, line, message: 'The date is not one Tend can read.' };
      continue;
    }
    const time = parseTime(col('time'));
    if (!time) {
      yield { ok: false, line, message: `The time "${col('time')}" is not one Tend can read.` };
      continue;
    }
    const mood = col('mood').trim();
    if (!mood) {
      yield { ok: false, line, message: 'The mood is missing.' };
      continue;
    }
    const activities = col('activities')
      .split('|')
      .map((a) => a.trim())
      .filter(Boolean);
    const noteTitle = col('note_title').trim();
    const note = col('note')
      .replace(/<br\s*\/?>/gi, '\n')
      .trim();
    yield {
      ok: true,
      row: {
        line,
        sourceId: stableId('daylio', [day, col('time'), mood, col('activities'), noteTitle, note], seen),
        day,
        ...time,
        mood,
        activities,
        noteTitle,
        note,
      },
    };
  }
  if (!columns) {
    throw new ImportFileError('The file is empty.', [{ path: 'line 1', message: 'The file is empty.' }]);
  }
}
