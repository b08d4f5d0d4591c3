/** Score bands of docs/product.md §4, highest first; a score belongs to the first band whose minimum it reaches. */
export type BandKey = 'thriving' | 'doing-well' | 'room-to-flourish' | 'needs-nurturing';
/** Colour token names, so each side maps them to its own palette (Tailwind classes, charts). */
export type BandColor = 'blue' | 'green' | 'yellow' | 'red';

export interface ScoreBand {
  key: BandKey;
  label: 'Thriving' | 'Doing Well' | 'Room to Flourish' | 'Needs Nurturing';
  color: BandColor;
}

interface BandRule extends ScoreBand {
  min: number;
}

export const SCORE_BANDS: readonly BandRule[] = [
  { key: 'thriving', label: 'Thriving', color: 'blue', min: 9 },
  { key: 'doing-well', label: 'Doing Well', color: 'green', min: 6 },
  { key: 'room-to-flourish', label: 'Room to Flourish', color: 'yellow', min: 4 },
  { key: 'needs-nurturing', label: 'Needs Nurturing', color: 'red', min: -Infinity },
];

export function scoreBand(score: number): ScoreBand {
  for (const { key, label, color, min } of SCORE_BANDS) {
    if (score >= min) return { key, label, color };
  }
  // Only NaN gets here; it is a bug upstream and must not be shown as "Needs Nurturing".
  throw new RangeError('Cannot band a score that is not a number');
}
