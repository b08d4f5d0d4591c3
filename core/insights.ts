import { readScore, type ScoreValue } from './scores';

/** Home's Recent Insights (docs/product.md §4); the strings are the spec's, verbatim. */
export const SLEEP_IMPROVED_INSIGHT = 'Your sleep score improved!';
export const WEEKLY_STREAK_INSIGHT = 'Weekly tracking streak!';
export const WEEKLY_STREAK_ENTRIES = 7;

/** Insights in display order. Entries newest first; only `sleep` is read. */
export function insights(entries: readonly { readonly sleep: ScoreValue }[]): string[] {
  const result: string[] = [];
  const [newest, previous] = entries;
  if (newest && previous) {
    const now = readScore(newest.sleep);
    const before = readScore(previous.sleep);
    if (now !== null && before !== null && now > before) result.push(SLEEP_IMPROVED_INSIGHT);
  }
  if (entries.length >= WEEKLY_STREAK_ENTRIES) result.push(WEEKLY_STREAK_INSIGHT);
  return result;
}
