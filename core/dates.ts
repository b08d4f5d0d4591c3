import type { WeekStart } from './i18n/locales';

/**
 * Calendar days in a user's IANA time zone. A "day" is the local calendar date as YYYY-MM-DD.
 * Conversions go through Intl (never hour arithmetic), so DST changes are handled by the platform.
 */
export type Day = string;

/**
 * Every cache below is keyed by a time zone a client sent, so every one has a bound (decision 083): a
 * client sending a new spelling each time (`aMeRiCa/new_YORK`) must not grow memory. IANA names are
 * case-insensitive, so spellings are looked up lower-cased; the platform knows about 600 zones and
 * aliases, so MAX_ZONES holds them all and the oldest entry goes only under an attack of made-up names.
 */
const MAX_ZONES = 1024;

function remember<V>(cache: Map<string, V>, key: string, value: V): V {
  if (cache.size >= MAX_ZONES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, value);
  return value;
}

/** Lower-cased spelling → the platform's spelling, or null for a name that is no zone. */
const canonicalZones = new Map<string, string | null>();

/**
 * The platform's spelling of an IANA zone name whatever its letter case ("utc" → "UTC",
 * "aMeRiCa/new_YORK" → "America/New_York"), or null when it is not a zone. Creating an
 * Intl.DateTimeFormat costs memory the engine is slow to give back, so each lower-cased spelling is
 * resolved once.
 */
export function canonicalTimeZone(timeZone: string): string | null {
  if (typeof timeZone !== 'string' || timeZone.length === 0 || timeZone.length > 64) return null;
  const key = timeZone.toLowerCase();
  const known = canonicalZones.get(key);
  if (known !== undefined) return known;
  let canonical: string | null;
  try {
    canonical = new Intl.DateTimeFormat('en-US', { timeZone: key }).resolvedOptions().timeZone;
  } catch {
    canonical = null;
  }
  return remember(canonicalZones, key, canonical);
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter of a zone, one per canonical zone; an unknown zone throws a RangeError as Intl does. */
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  const zone = canonicalTimeZone(timeZone);
  if (zone === null) throw new RangeError(`Invalid time zone specified: ${timeZone.slice(0, 64)}`);
  return (
    dayFormatters.get(zone) ??
    remember(
      dayFormatters,
      zone,
      new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }),
    )
  );
}

export function isValidTimeZone(timeZone: string): boolean {
  return canonicalTimeZone(timeZone) !== null;
}

const lastDay = new Map<string, { minute: number; day: Day }>();

/**
 * The local calendar day of an instant in a time zone. Every request asks this for "now", and
 * formatToParts is slow (≈ 11 µs), so the answer is kept per zone for the current minute: local
 * midnight falls on a whole minute in every zone in use since 1972.
 */
export function localDay(instant: Date, timeZone: string): Day {
  const minute = Math.floor(instant.getTime() / 60_000);
  const cached = lastDay.get(timeZone);
  if (cached && cached.minute === minute) return cached.day;
  const parts = dayFormatter(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${get('year')}-${get('month')}-${get('day')}`;
  if (Number.isFinite(minute)) {
    if (cached) lastDay.set(timeZone, { minute, day });
    else remember(lastDay, timeZone, { minute, day });
  }
  return day;
}

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A UTC midnight. Date.UTC reads years 0–99 as 1900–1999, so the year is set separately. */
function utcDate(year: number, monthIndex: number, day: number): Date {
  const d = new Date(0);
  d.setUTCFullYear(year, monthIndex, day);
  return d;
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isValidDay(value: string): boolean {
  const m = DAY_RE.exec(value);
  if (!m) return false;
  // Arithmetic rather than a Date and its ISO string: every signed-in answer checks the user's last
  // active day (the streak shown), and this is on each request's path (decision 313). The proleptic
  // Gregorian calendar, as Date's.
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= (month === 2 ? (leap ? 29 : 28) : DAYS_IN_MONTH[month - 1]!);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function dayToUtcDate(day: Day): Date {
  const m = DAY_RE.exec(day);
  if (!m) throw new Error(`Not a day: ${day}`);
  return utcDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/**
 * The day before `day`, by arithmetic: `addDays(day, -1)` builds a Date and its ISO string, and every
 * answer that shows the user asks for yesterday (the streak shown, `displayedStreak`) on the request's
 * path (decision 318). The same answer as `addDays(day, -1)` for every input, which it falls back to
 * where the arithmetic would differ (a day that is not a calendar day, a year before 1).
 */
export function dayBefore(day: Day): Day {
  const m = DAY_RE.exec(day);
  if (!m) return addDays(day, -1);
  const year = Number(m[1]);
  const month = Number(m[2]);
  const date = Number(m[3]);
  if (month < 1 || month > 12 || date < 1 || date > daysInMonth(year, month)) return addDays(day, -1);
  // Within the month: only the day's two digits change.
  if (date > 1) return `${m[1]}-${m[2]}-${date <= 10 ? '0' : ''}${date - 1}`;
  if (month > 1) return `${m[1]}-${month <= 10 ? '0' : ''}${month - 1}-${daysInMonth(year, month - 1)}`;
  // 1 January: 31 December of the year before (a year before 1 is left to Date's way of writing it).
  return year > 1 ? `${String(year - 1).padStart(4, '0')}-12-31` : addDays(day, -1);
}

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 ? (leap ? 29 : 28) : DAYS_IN_MONTH[month - 1]!;
}

/** Calendar arithmetic on days (independent of any time zone). */
export function addDays(day: Day, n: number): Day {
  const d = dayToUtcDate(day);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: Day, b: Day): number {
  return Math.round((dayToUtcDate(b).getTime() - dayToUtcDate(a).getTime()) / 86_400_000);
}

/** ISO weekday of a day: 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: Day): number {
  const wd = dayToUtcDate(day).getUTCDay();
  return wd === 0 ? 7 : wd;
}

/**
 * The first day of the week holding `day`: the Monday on or before it, or for an account whose weeks
 * start on Sunday (its `weekStart`, decisions 362 and 390) the Sunday on or before it. The one rule of
 * which days a week holds: the weekly report, the weekly summary mail, the reports screen and the
 * calendar's grid all go through it.
 */
export function weekStartOf(day: Day, firstDay: WeekStart = 'monday'): Day {
  if (firstDay === 'sunday') return addDays(day, -(isoWeekday(day) % 7));
  return addDays(day, 1 - isoWeekday(day));
}

/**
 * The column (0–6) of a day in a week beginning on `firstDay`: Monday is 0 in Monday-first weeks and 1
 * in Sunday-first ones. The days from a week's first day, so always `weekStartOf`'s count.
 */
export function weekColumn(day: Day, firstDay: WeekStart = 'monday'): number {
  return daysBetween(weekStartOf(day, firstDay), day);
}

/** The ISO weekdays (1 = Monday … 7 = Sunday) in the order a week beginning on `firstDay` shows them. */
export function weekdaysInOrder(firstDay: WeekStart = 'monday'): readonly number[] {
  return firstDay === 'sunday' ? [7, 1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5, 6, 7];
}

/**
 * The Monday that names the week holding `day` in `GET /api/reports/weekly?weekStart=` (decision 362):
 * every week holds exactly one Monday, its first day in Monday-first weeks and its second in
 * Sunday-first ones, so the query means the same week whichever day the account's weeks begin on.
 */
export function weekMondayOf(day: Day, firstDay: WeekStart = 'monday'): Day {
  const start = weekStartOf(day, firstDay);
  return firstDay === 'sunday' ? addDays(start, 1) : start;
}

/** First day of a month given as YYYY-MM, and the first day of the next month. */
export function monthRange(month: string): { start: Day; end: Day } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const start = `${month}-01`;
  const next = utcDate(y, m, 1).toISOString().slice(0, 10);
  return { start, end: next };
}

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return utcDate(y, m - 1 + n, 1)
    .toISOString()
    .slice(0, 7);
}

export function isValidMonth(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 (negative before it): consecutive days are consecutive integers. */
export function dayNumber(day: Day): number {
  return Math.round(dayToUtcDate(day).getTime() / DAY_MS);
}

export function dayFromNumber(n: number): Day {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** The earliest day Tend stores (decision 246): older dates are typos, not memories. */
export const FIRST_DAY: Day = '1900-01-01';

/**
 * The one rule of which days may hold data, for every path that writes a day (the API, the import;
 * docs/decisions/246-one-day-rule-for-import.md): none after the user's today, none before 1900.
 * The problem with `day`, or null when it may hold data.
 */
export function dayRuleProblem(day: Day, today: Day): string | null {
  if (day > today) return 'Day cannot be in the future';
  if (day < FIRST_DAY) return 'Day cannot be before 1900-01-01';
  return null;
}

/**
 * An instant on `day` in `timeZone` for a record written at `now` about that day: the same local time
 * as now when that falls on the day (so back-filled records keep the order they were written in), else
 * the nearest hour that does (a DST change in between). `day` must not be after `now`'s local day.
 */
export function instantOnDay(now: Date, day: Day, timeZone: string): Date {
  const today = localDay(now, timeZone);
  if (day === today) return now;
  const shifted = new Date(now.getTime() - daysBetween(day, today) * DAY_MS);
  for (const hours of [0, 1, -1, 2, -2, 3, -3]) {
    const candidate = new Date(shifted.getTime() + hours * 3_600_000);
    if (localDay(candidate, timeZone) === day) return candidate;
  }
  return shifted;
}
