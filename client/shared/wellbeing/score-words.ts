import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { scoreBand } from '../../../core/bands';
import { formatScore } from '../../../core/scores';
import { formatDecimal } from '../../lib/i18n';
import { BAND_NAMES } from './band-names';

/** A score as the reader writes it: one decimal, "6.5" in English, "6,5" in German. */
export function shownScore(score: number): string {
  return formatDecimal(formatScore(score));
}

/** A score's band name in the reader's language ("Doing Well"). */
export function bandName(score: number, i18n: Pick<I18n, '_'>): string {
  return i18n._(BAND_NAMES[scoreBand(score).key]);
}

/** A slider's or a segment's value in words: "7.5 out of 10, Doing Well". */
export function scoreInWords(score: number, i18n: Pick<I18n, '_'>): string {
  const value = shownScore(score);
  const band = bandName(score, i18n);
  return i18n._(msg`${value} out of 10, ${band}`);
}

/**
 * The accessible name of an area's score, e.g. "Sleep, 7.5 out of 10, Doing Well". A new user's default
 * score is named a starting point rather than given a band, since they have not rated anything yet.
 */
export function areaScoreName(
  label: string,
  score: number,
  startingPoint: boolean,
  i18n: Pick<I18n, '_'>,
): string {
  const value = shownScore(score);
  if (startingPoint) return i18n._(msg`${label}, ${value} out of 10, starting point`);
  const band = bandName(score, i18n);
  return i18n._(msg`${label}, ${value} out of 10, ${band}`);
}
