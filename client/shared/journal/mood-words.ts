import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { moodLabel, type MoodLabel } from '../../../core/mood';

/** The mood labels of docs/product.md §9 (core/mood.ts keeps the spec's English), said in the reader's language. */
const MOOD_LABELS: Record<MoodLabel, MessageDescriptor> = {
  'Very Low': msg({ message: 'Very Low', context: 'mood' }),
  Low: msg({ message: 'Low', context: 'mood' }),
  Neutral: msg({ message: 'Neutral', context: 'mood' }),
  Good: msg({ message: 'Good', context: 'mood' }),
  Excellent: msg({ message: 'Excellent', context: 'mood' }),
};

/** A mood's label ("Good") in the reader's language (decision 445). */
export function moodWord(mood: number, i18n: Pick<I18n, '_'>): string {
  return i18n._(MOOD_LABELS[moodLabel(mood)]);
}
