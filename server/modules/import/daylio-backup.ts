/**
 * The JSON of a Daylio backup (decision 281): `customMoods` (each with its group, 1 best … 5 worst),
 * `tags` (activities, each in a `tag_groups` group) and `dayEntries` (0-based `month`, the instant in
 * `datetime`, the mood as a `customMoods` id, tags as ids, notes in HTML). Read as rows like the CSV's,
 * so one path makes the records.
 */
import { isValidDay } from '../../../core/dates';
import { BAD_DATE, daylioTagNames, daylioText, type DaylioItem } from './csv-readers';
import { moodGroupFeeling } from './daylio-names';
import { ImportFileError } from './import.errors';
import { atLineKey, NOT_OBJECT, type ImportText } from './import-text';
import { readJsonLists } from './json-lists';

/** Daylio's names for its five predefined moods (`predefined_name_id` 1–5). */
const PREDEFINED = ['rad', 'good', 'meh', 'bad', 'awful'];
/** Moods, activities and groups a backup may hold at most: Daylio's own screens hold far fewer. */
const BOOK_MAX = 10_000;

export interface BackupBook {
  /** customMoods id → the name shown (custom or Daylio's) and its group's core feeling. */
  moods: Map<number, { name: string; feeling: number | undefined }>;
  /** Mood name → the core feeling its group gives: these come pre-mapped. */
  presets: Map<string, number>;
  /** tags id → the activity's name and its group's name. */
  tags: Map<number, { name: string; group: string | null }>;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The moods, activities and groups of a backup: one read of the file, its entries skipped. */
export async function readBackupBook(path: string): Promise<BackupBook> {
  const rawMoods: Record<string, unknown>[] = [];
  const rawTags: Record<string, unknown>[] = [];
  const groups = new Map<number, string>();
  for await (const item of readJsonLists(path, new Set(['customMoods', 'tags', 'tag_groups']))) {
    if (item.index >= BOOK_MAX) {
      throw new ImportFileError(
        /*i18n*/ {
          id: 'import.backupTooManyOf',
          message: 'The backup has more than {max} {key}.',
          values: { max: String(BOOK_MAX), key: item.key },
        },
        [
          {
            path: `${item.key}[${item.index}]`,
            message: /*i18n*/ { id: 'import.notBackup', message: 'This is not a backup Daylio writes.' },
          },
        ],
      );
    }
    if (!isObject(item.value)) continue;
    if (item.key === 'customMoods') rawMoods.push(item.value);
    else if (item.key === 'tags') rawTags.push(item.value);
    else {
      const id = int(item.value.id);
      if (id !== null) groups.set(id, str(item.value.name).trim());
    }
  }
  const moods = new Map<number, { name: string; feeling: number | undefined }>();
  const presets = new Map<string, number>();
  const names = new Set<string>();
  for (const m of rawMoods) {
    const id = int(m.id);
    if (id === null) continue;
    const group = int(m.mood_group_id);
    const predefined = int(m.predefined_name_id);
    let name =
      str(m.custom_name)
        .replace(/\u00a0/g, ' ')
        .trim() ||
      (predefined !== null ? PREDEFINED[predefined - 1] : undefined) ||
      (group !== null ? PREDEFINED[group - 1] : undefined) ||
      `mood ${id}`;
    // Two moods of one name (in different groups) stay two choices.
    if (names.has(name.toLocaleLowerCase('und'))) name = `${name} (${id})`;
    names.add(name.toLocaleLowerCase('und'));
    const feeling = group === null ? undefined : moodGroupFeeling(group);
    moods.set(id, { name, feeling });
    if (feeling !== undefined) presets.set(name, feeling);
  }
  const tags = new Map<number, { name: string; group: string | null }>();
  for (const t of rawTags) {
    const id = int(t.id);
    if (id === null) continue;
    const group = int(t.id_tag_group);
    tags.set(id, { name: str(t.name), group: (group !== null && groups.get(group)) || null });
  }
  return { moods, presets, tags };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Every entry of a backup as a row, in file order, or the problem with it. */
export async function* readBackupEntries(
  path: string,
  book: BackupBook,
  /** Lines mean something in a JSON file sent as is, not in one unpacked from a zip. */
  withLines: boolean,
): AsyncGenerator<DaylioItem> {
  for await (const item of readJsonLists(path, new Set(['dayEntries']))) {
    const key = `dayEntries[${item.index}]`;
    const place = withLines ? atLineKey(item.line, key) : key;
    const fail = (message: ImportText): DaylioItem => ({ ok: false, line: item.line, message, place });
    const e = item.value;
    if (!isObject(e)) {
      yield fail(NOT_OBJECT);
      continue;
    }
    const [year, month, date, hour, minute] = [
      int(e.year),
      int(e.month),
      int(e.day),
      int(e.hour),
      int(e.minute),
    ];
    // `month` is 0-based: 0 is January.
    const day =
      year !== null && month !== null && date !== null ? `${year}-${pad(month + 1)}-${pad(date)}` : '';
    if (!isValidDay(day)) {
      yield fail(BAD_DATE);
      continue;
    }
    if (hour === null || minute === null || hour < 0 || hour > 23 || minute < 0 || minute > 59) {
      yield fail(/*i18n*/ { id: 'import.badTime', message: 'The time is not one Tend can read.' });
      continue;
    }
    const moodId = int(e.mood);
    const mood = moodId === null ? undefined : book.moods.get(moodId);
    if (!mood) {
      yield fail(
        /*i18n*/ {
          id: 'import.unknownMood',
          message: "The mood {mood} is not among the backup's moods.",
          values: { mood: String(e.mood) },
        },
      );
      continue;
    }
    const warnings: ImportText[] = [];
    const names: string[] = [];
    for (const id of Array.isArray(e.tags) ? e.tags : []) {
      const tag = typeof id === 'number' ? book.tags.get(id) : undefined;
      if (tag) names.push(tag.name);
      else {
        warnings.push(
          /*i18n*/ {
            id: 'import.unknownActivity',
            message: "The activity {id} is not among the backup's activities and was left out.",
            values: { id: String(id) },
          },
        );
      }
    }
    const instant = typeof e.datetime === 'number' ? new Date(e.datetime) : null;
    const id = int(e.id);
    yield {
      ok: true,
      warnings,
      row: {
        line: item.line,
        place,
        // Daylio's id with the instant: unique in one backup, the same in the next backup of the phone.
        sourceId: `daylio-backup:${id ?? item.index}:${instant && !Number.isNaN(instant.getTime()) ? instant.getTime() : day}`,
        day,
        hour,
        minute,
        ...(instant && !Number.isNaN(instant.getTime()) ? { date: instant.toISOString() } : {}),
        mood: mood.name,
        activities: daylioTagNames(names, warnings),
        noteTitle: daylioText(str(e.note_title)),
        note: daylioText(str(e.note)),
        scales: [],
      },
    };
  }
}
