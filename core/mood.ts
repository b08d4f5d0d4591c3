/** Journal mood (docs/product.md §5, §9): a whole number from 1 to 10. */
export const MOOD_MIN = 1;
export const MOOD_MAX = 10;
export const DEFAULT_MOOD = 5;

export type MoodLabel = 'Very Low' | 'Low' | 'Neutral' | 'Good' | 'Excellent';
export type MoodColor = 'red' | 'yellow' | 'green';

export function isMood(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MOOD_MIN && value <= MOOD_MAX;
}

// Upper bounds rather than exact values, so an out-of-range stored mood still gets a sensible badge.
export function moodLabel(mood: number): MoodLabel {
  if (mood <= 2) return 'Very Low';
  if (mood <= 4) return 'Low';
  if (mood <= 6) return 'Neutral';
  if (mood <= 8) return 'Good';
  return 'Excellent';
}

export function moodColor(mood: number): MoodColor {
  if (mood <= 3) return 'red';
  if (mood <= 6) return 'yellow';
  return 'green';
}
