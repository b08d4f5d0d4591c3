import { useLingui } from '@lingui/react';
import { scoreBand, type BandColor } from '../../../core/bands';
import { cn } from '../../lib/cn';
import { BAND_NAMES } from './band-names';

/** Band tints for light and dark; the label is always shown with them, never the colour alone. */
const BAND_CLASSES: Record<BandColor, string> = {
  blue: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  green: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  yellow: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  red: 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200',
};

const TEXT_CLASSES: Record<BandColor, string> = {
  blue: 'text-sky-800 dark:text-sky-300',
  green: 'text-emerald-800 dark:text-emerald-300',
  yellow: 'text-amber-800 dark:text-amber-300',
  red: 'text-rose-800 dark:text-rose-300',
};

const DOT_CLASSES: Record<BandColor, string> = {
  blue: 'bg-sky-500',
  green: 'bg-emerald-500',
  yellow: 'bg-amber-500',
  red: 'bg-rose-500',
};

/**
 * The score band of docs/product.md §4: a coloured dot plus the band's name, as a tinted pill or (plain) as
 * tinted text for tight spaces.
 */
export function BandBadge({
  score,
  plain = false,
  wrap = false,
  className,
}: {
  score: number;
  plain?: boolean;
  /** Lets a long band name ("Room to Flourish") wrap in a narrow tile instead of spilling out. */
  wrap?: boolean;
  className?: string;
}) {
  const { i18n } = useLingui();
  const band = scoreBand(score);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 text-xs font-semibold',
        wrap ? 'whitespace-normal' : 'whitespace-nowrap',
        plain ? TEXT_CLASSES[band.color] : ['rounded-full px-2.5 py-0.5', BAND_CLASSES[band.color]],
        className,
      )}
    >
      <span aria-hidden className={cn('size-1.5 shrink-0 rounded-full', DOT_CLASSES[band.color])} />
      {i18n._(BAND_NAMES[band.key])}
    </span>
  );
}
