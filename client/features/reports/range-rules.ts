/** The printable report's and share links' choice of days (decision 303). Pure, so it is tested alone. */
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { addDays, daysBetween, isValidDay, type Day } from '../../../core/dates';
import { rangeProblem } from '../../../core/schemas/report-range';

export type RangeChoice = 'month' | 'three-months' | 'custom';

/** The choices, named in the reader's language where they are shown (range-picker.tsx). */
export const RANGE_CHOICES: readonly { value: RangeChoice; label: MessageDescriptor }[] = [
  { value: 'month', label: msg`Past month` },
  { value: 'three-months', label: msg`Past 3 months` },
  { value: 'custom', label: msg`Choose dates` },
];

/** The same day `months` calendar months earlier, the day kept within the shorter month (31 Mar → 28 Feb). */
export function monthsBefore(day: Day, months: number): Day {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, last))}`;
}

/** The days a choice covers, ending today: the past month is the day after that date a month ago to today. */
export function rangeOf(
  choice: RangeChoice,
  today: Day,
  custom: { from: string; to: string },
): { from: string; to: string } {
  if (choice === 'custom') return custom;
  return { from: addDays(monthsBefore(today, choice === 'month' ? 1 : 3), 1), to: today };
}

/** What is wrong with a chosen range, in words for the form; null when it can be reported. */
export function customRangeProblem(from: string, to: string, today: Day): string | null {
  if (!isValidDay(from) || !isValidDay(to)) return t`Choose a first and a last day.`;
  if (from > today) return t`The first day cannot be in the future.`;
  const problem = rangeProblem(from, to);
  if (problem === 'from must not be after to') return t`The last day must not be before the first.`;
  if (problem) {
    const days = daysBetween(from, to) + 1;
    return t`Choose at most a year: ${days} days is too long.`;
  }
  return null;
}
