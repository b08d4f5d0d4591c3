import { intlLocale } from './i18n';

/**
 * Every date the app writes, in one place (decision 105): a few named formats on
 * `Intl.DateTimeFormat` in the app's language, in the browser's regional variant (`navigator.language`), so an en-GB reader sees
 * "23 Nov 2026" and an en-US reader "Nov 23, 2026". No pattern strings, no date library.
 *
 * Calendar days (`YYYY-MM-DD`, already in the user's zone) are written as that very day, never shifted
 * by the browser's zone; instants (ISO timestamps) are written in the browser's local time.
 */

const DAY_STYLES = {
  /** "23 Nov 2026" · "Nov 23, 2026" */
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  /** "23 Nov" · "Nov 23" */
  dayMonth: { day: 'numeric', month: 'short' },
  /** "23 November" · "November 23" */
  dayMonthLong: { day: 'numeric', month: 'long' },
  /** "Mon 23 Nov" · "Mon, Nov 23" */
  weekdayDayMonth: { weekday: 'short', day: 'numeric', month: 'short' },
  /** "Monday, 23 November 2026" · "Monday, November 23, 2026" */
  longDay: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** "November 2026" */
  monthYear: { month: 'long', year: 'numeric' },
  /** "Nov 2026" */
  shortMonthYear: { month: 'short', year: 'numeric' },
  /** "November" */
  month: { month: 'long' },
  /** "Nov" */
  shortMonth: { month: 'short' },
  /** "N" (the year grid's columns) */
  narrowMonth: { month: 'narrow' },
  /** "Monday" */
  weekday: { weekday: 'long' },
  /** "Mon" */
  shortWeekday: { weekday: 'short' },
  /** "M" */
  narrowWeekday: { weekday: 'narrow' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const INSTANT_STYLES = {
  ...DAY_STYLES,
  /** "13:05" · "1:05 PM" */
  time: { hour: 'numeric', minute: '2-digit' },
  /** "23 Nov 2026, 13:05" · "Nov 23, 2026, 1:05 PM" */
  dayTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** "Monday, 23 November 2026 at 13:05" · "Monday, November 23, 2026 at 1:05 PM" */
  longDayTime: { dateStyle: 'full', timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DayStyle = keyof typeof DAY_STYLES;
export type InstantStyle = keyof typeof INSTANT_STYLES;

/**
 * The locale dates are written in: the app's language, in the reader's regional variant where it is
 * the browser's own (decision 360); undefined (the runtime's default) where there is no navigator.
 */
export function browserLocale(): string | undefined {
  return intlLocale();
}

/** Formatters cost memory and time to build: keep the recent ones, a bounded few. */
const MAX_FORMATTERS = 32;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(
  locale: string | undefined,
  name: string,
  options: Intl.DateTimeFormatOptions,
  utc: boolean,
) {
  const key = `${locale ?? ''}|${name}|${utc ? 'utc' : 'local'}`;
  let f = formatters.get(key);
  if (f) {
    // Most recently used last, so the oldest is the first to go.
    formatters.delete(key);
    formatters.set(key, f);
    return f;
  }
  const all = utc ? { ...options, timeZone: 'UTC' } : options;
  try {
    f = new Intl.DateTimeFormat(locale, all);
  } catch {
    // A locale the engine rejects (a malformed navigator.language): the runtime's default instead.
    f = new Intl.DateTimeFormat(undefined, all);
  }
  if (formatters.size >= MAX_FORMATTERS) {
    const oldest = formatters.keys().next().value;
    if (oldest !== undefined) formatters.delete(oldest);
  }
  formatters.set(key, f);
  return f;
}

/**
 * Engines differ in the thin and narrow no-break spaces they put around a range's dash and before
 * "PM" (and change them between ICU versions): plain spaces read the same and match everywhere.
 */
const THIN_SPACES = /[\u2009\u202f]/g;
const plain = (text: string) => text.replace(THIN_SPACES, ' ');

/** How many formatters are kept (tests). */
export function cachedFormatterCount(): number {
  return formatters.size;
}

/** A calendar day (`YYYY-MM-DD`, or `YYYY-MM` for its first day) as a UTC instant of that date. */
function dayInstant(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number | undefined];
  const date = new Date(Date.UTC(2000, m - 1, d ?? 1));
  date.setUTCFullYear(y); // years 0–99 too
  return date;
}

/** A calendar day (`YYYY-MM-DD`; `YYYY-MM` means its month) in a named format, never shifted by zones. */
export function formatDay(day: string, style: DayStyle, locale = browserLocale()): string {
  return plain(formatter(locale, style, DAY_STYLES[style], true).format(dayInstant(day)));
}

/** An instant (a Date or an ISO timestamp) in a named format, in the browser's local time. */
export function formatInstant(instant: Date | string, style: InstantStyle, locale = browserLocale()): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return plain(formatter(locale, style, INSTANT_STYLES[style], false).format(date));
}

/** A month's name from its index (0 = January). */
export function monthName(monthIndex: number, locale = browserLocale()): string {
  return formatDay(`2000-${String(monthIndex + 1).padStart(2, '0')}-01`, 'month', locale);
}

/**
 * A week (or any span of days) as one range, the locale's way: "15 – 21 Jun 2026" · "Jun 15 – 21, 2026",
 * "29 Jun – 5 Jul 2026" · "Jun 29 – Jul 5, 2026", across years with both years.
 */
export function formatDayRange(first: string, last: string, locale = browserLocale()): string {
  return plain(
    formatter(locale, 'day', DAY_STYLES.day, true).formatRange(dayInstant(first), dayInstant(last)),
  );
}

let relativeFormat: { locale: string | undefined; format: Intl.RelativeTimeFormat } | undefined;

function relativeFormatter(locale: string | undefined): Intl.RelativeTimeFormat {
  if (relativeFormat && relativeFormat.locale === locale) return relativeFormat.format;
  let format: Intl.RelativeTimeFormat;
  try {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  } catch {
    format = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  }
  relativeFormat = { locale, format };
  return format;
}

/**
 * "today" or "yesterday" in the locale's words for those two days (`capitalised` for the start of a
 * sentence: "Today"), otherwise null.
 */
export function relativeDayName(
  day: string,
  today: string,
  { capitalised = false, locale = browserLocale() }: { capitalised?: boolean; locale?: string } = {},
): string | null {
  const offset = Math.round((dayInstant(day).getTime() - dayInstant(today).getTime()) / 86_400_000);
  if (offset !== 0 && offset !== -1) return null;
  const words = relativeFormatter(locale).format(offset, 'day');
  return capitalised ? words.charAt(0).toLocaleUpperCase(locale) + words.slice(1) : words;
}

/** A day as `YYYY-MM-DD` in the browser's local calendar (file names). */
export function localIsoDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
