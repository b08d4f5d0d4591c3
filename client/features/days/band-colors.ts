import type { BandColor } from '../../../core/bands';

/**
 * One palette for the score bands (decision 267): the month view's cells, the year's pixels and the
 * colour key use the very same fill in light and dark mode, so a band looks the same wherever it is.
 * The fills step down in lightness (yellow, green, blue, red) so they stay apart for colour-blind eyes,
 * and the band is also written out for screen readers and in the day's popover.
 */
export const BAND_FILL: Record<BandColor, string> = {
  blue: 'bg-sky-500',
  green: 'bg-emerald-500',
  yellow: 'bg-amber-300',
  red: 'bg-rose-600',
};

/** Text on a band's fill, AA in both themes (the fills do not change with the theme). */
const BAND_TEXT: Record<BandColor, string> = {
  blue: 'text-sky-950',
  green: 'text-emerald-950',
  yellow: 'text-amber-950',
  red: 'text-white',
};

/** Month-view cells: the band's fill with readable text. */
export const CELL_CLASSES: Record<BandColor, string> = {
  blue: `${BAND_FILL.blue} ${BAND_TEXT.blue}`,
  green: `${BAND_FILL.green} ${BAND_TEXT.green}`,
  yellow: `${BAND_FILL.yellow} ${BAND_TEXT.yellow}`,
  red: `${BAND_FILL.red} ${BAND_TEXT.red}`,
};

/** Year-view pixels and the key: the fill alone. */
export const PIXEL_CLASSES: Record<BandColor, string> = BAND_FILL;
