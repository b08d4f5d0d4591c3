import { t } from '@lingui/core/macro';
import { isValidDay, localDay, type Day } from '../../core/dates';
import { formatDay, relativeDayName } from './format-date';

/** The earliest day the API takes (decision 246: before 1900 is a 400). */
export const FIRST_DAY: Day = '1900-01-01';

/** Today in the user's time zone (the server's "today", not the browser's). */
export function todayIn(timeZone: string, now: Date = new Date()): Day {
  return localDay(now, timeZone);
}

/** Why a typed day cannot be used, or null when it can: a real date from 1900 up to today. */
export function dayProblem(value: string, today: Day): string | null {
  if (!isValidDay(value)) return t`Choose a whole date.`;
  if (value < FIRST_DAY) return t`Choose a day from 1900 on.`;
  if (value > today) return t`You can only fill in today or an earlier day.`;
  return null;
}

/**
 * Which day buttons may be used: never "Next day" from today or from a date that is not whole (it
 * would jump to today as if the typed text were a day), never "Previous day" from 1900-01-01.
 */
export function dayStepsAllowed(value: string, today: Day): { previous: boolean; next: boolean } {
  if (!isValidDay(value)) return { previous: true, next: false };
  return { previous: value > FIRST_DAY, next: value < today };
}

/** "Monday, 16 November 2026" (en-GB) or "Monday, November 16, 2026" (en-US): the browser's locale. */
export function longDay(day: Day): string {
  return formatDay(day, 'longDay');
}

/** Which day is being edited, in words: "Today, Monday, 23 November 2026", "Yesterday, …", or the date. */
export function describeDay(day: Day, today: Day): string {
  const relative = relativeDayName(day, today, { capitalised: true });
  if (!relative) return longDay(day);
  const long = longDay(day);
  return t`${relative}, ${long}`;
}
