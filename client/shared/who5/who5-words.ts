/**
 * What Tend says about a WHO-5 result (decision 291): kind, plain, never a diagnosis. Shared by the
 * questionnaire, Progress and the report view.
 */
import { who5Change, type Who5Band } from '../../../core/who5';
import { formatDay } from '../../lib/format-date';

/** A short label for the low bands; none for the rest (no label is the good news). */
export const WHO5_BAND_LABELS: Record<Who5Band, string | null> = {
  'very-low': 'Very low wellbeing',
  low: 'Low wellbeing',
  none: null,
};

/** The same, short, where the table has little room (the column says what it is). */
export const WHO5_BAND_SHORT_LABELS: Record<Who5Band, string | null> = {
  'very-low': 'Very low',
  low: 'Low',
  none: null,
};

export interface Who5Words {
  title: string;
  body: string;
  /** Whether to show where to find support. */
  support: boolean;
}

export const WHO5_RESULT_WORDS: Record<Who5Band, Who5Words> = {
  none: {
    title: 'Thank you for checking in',
    body: 'Your answers suggest the last two weeks have gone reasonably well for you. Answering again in two weeks will show how things change.',
    support: false,
  },
  low: {
    title: 'The last two weeks sound hard',
    body: 'Your answers suggest your wellbeing has been low lately. This is not a diagnosis, and many things can weigh on a fortnight, but it is worth taking seriously. Be gentle with yourself, and think about talking it over with someone you trust or with your doctor.',
    support: true,
  },
  'very-low': {
    title: 'Thank you for being honest about a difficult time',
    body: 'Your answers suggest the last two weeks have been really difficult. You do not have to carry this alone. This is not a diagnosis, but it is a good reason to talk with your doctor or a mental health professional soon.',
    support: true,
  },
};

/** Where a free, confidential helpline can be found in most countries. */
export const HELPLINE_URL = 'https://findahelpline.com';

/**
 * The change since the previous result, said plainly: "Up 12 points since 3 Nov 2026: a meaningful
 * change." — or null when there is no previous result.
 */
export function who5ChangeSentence(
  previous: { day: string; percent: number } | undefined,
  percent: number,
): string | null {
  if (!previous) return null;
  const change = who5Change(previous.percent, percent);
  const since = formatDay(previous.day, 'day');
  const n = Math.abs(change.points);
  const points = `${n} ${n === 1 ? 'point' : 'points'}`;
  if (change.direction === 'same') return `The same as on ${since}.`;
  const way = change.direction === 'up' ? 'Up' : 'Down';
  return change.meaningful
    ? `${way} ${points} since ${since}: a meaningful change.`
    : `${way} ${points} since ${since}, a small change (10 points or more is meaningful).`;
}
