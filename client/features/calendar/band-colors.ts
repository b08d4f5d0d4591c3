import type { BandColor } from '../../../core/bands';

/** Cell tints per score band (text keeps AA contrast on them in light and dark). */
export const CELL_CLASSES: Record<BandColor, string> = {
  blue: 'bg-sky-200 text-sky-950 dark:bg-sky-900 dark:text-sky-50',
  green: 'bg-emerald-200 text-emerald-950 dark:bg-emerald-900 dark:text-emerald-50',
  yellow: 'bg-amber-200 text-amber-950 dark:bg-amber-800 dark:text-amber-50',
  red: 'bg-rose-200 text-rose-950 dark:bg-rose-900 dark:text-rose-50',
};

/** Solid pixels for the year view (no text on them). */
export const PIXEL_CLASSES: Record<BandColor, string> = {
  blue: 'bg-sky-500',
  green: 'bg-emerald-500',
  yellow: 'bg-amber-400',
  red: 'bg-rose-500',
};
