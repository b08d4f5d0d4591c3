import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { who5Change } from '../../../core/who5';
import { formatDay } from '../../lib/format-date';

/**
 * The change since the previous result, said plainly in the reader's language: the same sentences as
 * `who5ChangeSentence` (English, byte for byte). Used by the questionnaire's result and Progress, whose
 * catalogue groups (`who5`, `insights`) both extract this file (lingui.config.ts, decision 385).
 */
export function useChangeSentence(previous: { day: string; percent: number } | undefined, percent: number) {
  const { t } = useLingui();
  if (!previous) return null;
  const change = who5Change(previous.percent, percent);
  const since = formatDay(previous.day, 'day');
  const n = Math.abs(change.points);
  if (change.direction === 'same') return t`The same as on ${since}.`;
  if (change.direction === 'up')
    return change.meaningful
      ? plural(n, {
          one: `Up # point since ${since}: a meaningful change.`,
          other: `Up # points since ${since}: a meaningful change.`,
        })
      : plural(n, {
          one: `Up # point since ${since}, a small change (10 points or more is meaningful).`,
          other: `Up # points since ${since}, a small change (10 points or more is meaningful).`,
        });
  return change.meaningful
    ? plural(n, {
        one: `Down # point since ${since}: a meaningful change.`,
        other: `Down # points since ${since}: a meaningful change.`,
      })
    : plural(n, {
        one: `Down # point since ${since}, a small change (10 points or more is meaningful).`,
        other: `Down # points since ${since}, a small change (10 points or more is meaningful).`,
      });
}
