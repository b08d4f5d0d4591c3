/**
 * Day One's JSON export (decision 282): `entries`, each with `creationDate` (UTC), its own `timeZone`
 * (an IANA name), `tags`, the Markdown `text` and the same body again as `richText` (JSON in a string).
 * Each entry becomes a journal entry on the local day of its own zone, with its tags.
 */
import { localDay } from '../../../core/dates';
import { JOURNAL_TITLE_MAX } from '../../../core/limits';
import { daylioTagNames } from './csv-readers';
import { atLineKey, NOT_OBJECT, type ImportText, type Said } from './import-text';
import { readJsonLists } from './json-lists';

/** Day One keeps no mood: the journal's default (the form's 5). */
export const DAYONE_JOURNAL_MOOD = 5;

export type DayOneItem =
  | { ok: true; raw: Record<string, unknown>; warnings: ImportText[]; place: Said }
  | { ok: false; place: Said; message: Said }
  | { ok: 'skip'; place: Said; message: ImportText };

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** Day One's Markdown as plain text: its backslash escapes undone, photo links dropped. */
export function dayOneText(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\(dayone-moment:[^)]*\)/g, '')
    .replace(/\\([\\`*_{}[\]()#+\-.!>~|])/g, '$1')
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Whether the body's first line is a heading in `richText` (Day One shows it as the entry's title). */
function firstLineIsHeading(richText: unknown): boolean | null {
  if (typeof richText !== 'string') return null;
  try {
    const doc = JSON.parse(richText) as { contents?: { attributes?: { line?: { header?: unknown } } }[] };
    const first = doc.contents?.[0];
    return first === undefined ? null : first.attributes?.line?.header !== undefined;
  } catch {
    return null;
  }
}

/** The zone's local day of an instant, or null for a zone `Intl` does not know. */
function dayIn(instant: Date, timeZone: string): string | null {
  try {
    return localDay(instant, timeZone);
  } catch {
    return null;
  }
}

/** Every entry of a Day One export as a journal record (unchecked), in file order. */
export async function* readDayOne(path: string, userZone: string): AsyncGenerator<DayOneItem> {
  for await (const item of readJsonLists(path, new Set(['entries']))) {
    const place = atLineKey(item.line, `entries[${item.index}]`);
    const e = item.value;
    if (!isObject(e)) {
      yield { ok: false, place, message: NOT_OBJECT };
      continue;
    }
    const created = typeof e.creationDate === 'string' ? new Date(e.creationDate) : null;
    if (!created || Number.isNaN(created.getTime())) {
      // The schemas' own words for an instant, said as a row's field problem is (decision 415).
      yield {
        ok: false,
        place,
        message: { field: 'creationDate', rule: 'must be an ISO 8601 date and time' },
      };
      continue;
    }
    const warnings: ImportText[] = [];
    const zone = typeof e.timeZone === 'string' ? e.timeZone : '';
    let day = zone ? dayIn(created, zone) : null;
    if (day === null) {
      warnings.push(
        zone
          ? /*i18n*/ {
              id: 'import.unknownZone',
              message: 'The time zone "{zone}" is not one Tend knows: the day was taken in yours.',
              values: { zone: zone.slice(0, 60) },
            }
          : /*i18n*/ {
              id: 'import.noZone',
              message: 'The entry has no time zone: the day was taken in yours.',
            },
      );
      day = localDay(created, userZone);
    }
    const text = dayOneText(typeof e.text === 'string' ? e.text : '');
    if (!text) {
      yield {
        ok: 'skip',
        place,
        message: /*i18n*/ {
          id: 'import.noText',
          message: 'This entry has no text (photos alone?), so it was left out.',
        },
      };
      continue;
    }
    // The first line is the title when Day One made it a heading (or wrote it `# …`) and text follows.
    const [head = '', ...rest] = text.split('\n');
    const body = rest.join('\n').trim();
    const heading = firstLineIsHeading(e.richText) ?? /^#{1,6}\s/.test(head);
    const title = head.replace(/^#{1,6}\s+/, '').trim();
    const useTitle = heading && body !== '' && title !== '' && title.length <= JOURNAL_TITLE_MAX;
    const modified = typeof e.modifiedDate === 'string' ? new Date(e.modifiedDate) : null;
    const tags = daylioTagNames(
      Array.isArray(e.tags) ? e.tags.filter((t): t is string => typeof t === 'string') : [],
      warnings,
    );
    const uuid = typeof e.uuid === 'string' && e.uuid ? e.uuid.slice(0, 80) : `${created.toISOString()}`;
    yield {
      ok: true,
      place,
      warnings,
      raw: {
        id: `dayone:${uuid}`,
        day,
        date: created.toISOString(),
        updatedAt: (modified && !Number.isNaN(modified.getTime()) ? modified : created).toISOString(),
        title: useTitle ? title : null,
        content: useTitle ? body : text,
        mood: DAYONE_JOURNAL_MOOD,
        tags,
      },
    };
  }
}
