/** The printable report's and share links' choice of days (decision 303). Pure, so it is tested alone. */
import { addDays, daysBetween, isValidDay, type Day } from '../../../core/dates';
import { rangeProblem } from '../../../core/schemas/report-range';

export type RangeChoice = 'month' | 'three-months' | 'custom';

export const RANGE_CHOICES: readonly { value: RangeChoice; label: string }[] = [
  { value: 'month', label: 'Past month' },
  { value: 'three-months', label: 'Past 3 months' },
  { value: 'custom', label: 'Choose dates' },
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
  if (!isValidDay(from) || !isValidDay(to)) return 'Choose a first and a last day.';
  if (from > today) return 'The first day cannot be in the future.';
  const problem = rangeProblem(from, to);
  if (problem === 'from must not be after to') return 'The last day must not be before the first.';
  if (problem) return `Choose at most a year: ${daysBetween(from, to) + 1} days is too long.`;
  return null;
}
