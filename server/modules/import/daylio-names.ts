/**
 * Daylio writes dates and mood names in the phone's language. Month names come from
 * `Intl.DateTimeFormat`, never a hand-written list: for each locale, the words of a day formatted with
 * its month (`7 września`, the genitive), the month alone (`wrzesień`) and its short form (`wrz`).
 * A word that names two months in one locale (`de`, `d'`) is dropped; between locales the first listed
 * wins, and the same word meaning different months in two locales is rare enough to accept.
 */

/** Languages Daylio is translated into (and a few neighbours): the tables are built once, at first use. */
const LOCALES = [
  'en',
  'pl',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'nl',
  'ru',
  'uk',
  'cs',
  'sk',
  'hu',
  'ro',
  'tr',
  'sv',
  'da',
  'nb',
  'fi',
  'el',
  'he',
  'ar',
  'ca',
  'hr',
  'sl',
  'sr',
  'bg',
  'lt',
  'lv',
  'et',
  'id',
  'vi',
  'th',
  'ja',
  'ko',
  'zh',
  'fa',
  'hi',
  'ms',
];

let months: Map<string, number> | null = null;

/** A word as compared: lower case, no trailing dot, NBSP-free. */
const norm = (w: string) => w.toLocaleLowerCase('und').replace(/\.$/, '');

/** The words of a formatted date that are not numbers or punctuation. */
const wordsOf = (text: string) =>
  text
    .replace(/[\d.,/\-\u200e\u200f]+/g, ' ')
    .split(/[\s\u00a0]+/)
    .map(norm)
    .filter((w) => w.length > 0);

function monthTable(): Map<string, number> {
  if (months) return months;
  const table = new Map<string, number>();
  for (const locale of LOCALES) {
    const formats = [
      new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: 'UTC' }),
      new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
      new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }),
      new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }),
    ];
    const byWord = new Map<string, Set<number>>();
    for (let m = 0; m < 12; m += 1) {
      const date = new Date(Date.UTC(2021, m, 15));
      for (const f of formats) {
        for (const w of wordsOf(f.format(date))) {
          const set = byWord.get(w) ?? new Set<number>();
          set.add(m);
          byWord.set(w, set);
        }
      }
    }
    for (const [w, set] of byWord) {
      const [only] = set;
      if (set.size === 1 && only !== undefined && !table.has(w)) table.set(w, only);
    }
  }
  months = table;
  return table;
}

/**
 * The day named by Daylio's `year` column and its localised `date` column (`7 września`, `June 22`,
 * `10 de octubre`, `22. Juni`): month-first or day-first, any language `Intl` knows. Null if unread.
 */
export function dayFromYearAndDate(year: string, date: string): string | null {
  if (!/^\d{4}$/.test(year.trim())) return null;
  const table = monthTable();
  let month = -1;
  let dayOfMonth = 0;
  for (const token of date.split(/[\s\u00a0,]+/)) {
    const digits = /^(\d{1,2})\.?$/.exec(token);
    if (digits) {
      dayOfMonth = Number(digits[1]);
      continue;
    }
    for (const w of wordsOf(token)) {
      const m = table.get(w);
      if (m !== undefined) month = m;
    }
  }
  if (month < 0 || dayOfMonth < 1 || dayOfMonth > 31) return null;
  const day = `${year.trim()}-${String(month + 1).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day ? day : null;
}

/**
 * Daylio's five default moods in the languages of the exports seen (English; Polish; Spanish; French),
 * best to worst, pre-mapped to the core feeling by the server (10, 7.5, 5, 2.5, 0). A renamed or custom
 * mood is not here: the person is asked. Keys are compared in lower case.
 */
const DEFAULT_MOOD_NAMES: readonly (readonly string[])[] = [
  ['rad', 'wspaniale', 'genial', 'super'],
  ['good', 'dobrze', 'bien'],
  ['meh', 'tak sobie', 'regular', 'mouais'],
  ['bad', 'źle', 'mal', 'mauvais'],
  ['awful', 'okropnie', 'fatal', 'horrible'],
];
const DEFAULT_VALUES = [10, 7.5, 5, 2.5, 0];

export const DAYLIO_DEFAULT_MOODS: ReadonlyMap<string, number> = new Map(
  DEFAULT_MOOD_NAMES.flatMap((names, i) => names.map((n) => [n, DEFAULT_VALUES[i] as number] as const)),
);

/** The core feeling a Daylio default mood name maps to, or undefined for a name of the person's own. */
export const defaultMood = (name: string): number | undefined =>
  DAYLIO_DEFAULT_MOODS.get(name.trim().toLocaleLowerCase('und'));

/** The 1 (best) … 5 (worst) mood group of Daylio's backup as a core feeling. */
export const moodGroupFeeling = (group: number): number | undefined => DEFAULT_VALUES[group - 1];
