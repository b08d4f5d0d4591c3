import { DIMENSION_KEYS, type DimensionKey } from '../../../core/dimensions';
import { DEFAULT_SCORE, formatScore, readScore, type ScoreValue } from '../../../core/scores';

/** The scores of an entry as the API sends them (one-decimal strings); only the eight areas are read. */
export type EntryScores = Readonly<Record<DimensionKey, ScoreValue>> & { readonly id: string };

/**
 * How a rating from the wheel is saved (spec §4 "Rating sheet save logic" with DESIGN §4.1):
 * today's entry exists → PATCH only the rated area; otherwise → POST a new entry whose other seven
 * areas carry forward from the latest earlier entry (5.0 only when there is none), so rating one area
 * never silently resets the others.
 */
export type SavePlan =
  | { method: 'PATCH'; path: string; body: Partial<Record<DimensionKey, string>> }
  | { method: 'POST'; path: string; body: Record<DimensionKey, string> };

export function buildSavePlan(input: {
  dimension: DimensionKey;
  score: number;
  today: EntryScores | null;
  latest: EntryScores | null;
}): SavePlan {
  const { dimension, score, today, latest } = input;
  if (today) {
    return {
      method: 'PATCH',
      path: `/api/wellbeing-entries/${encodeURIComponent(today.id)}`,
      body: { [dimension]: formatScore(score) },
    };
  }
  const body = {} as Record<DimensionKey, string>;
  for (const key of DIMENSION_KEYS) {
    body[key] = formatScore(key === dimension ? score : (readScore(latest?.[key]) ?? DEFAULT_SCORE));
  }
  return { method: 'POST', path: '/api/wellbeing-entries', body };
}

/** Spec §5: both texts are trimmed and an empty one is sent as null. */
export function reflectionTexts(
  notes: string,
  changeNeeded: string,
): {
  notes: string | null;
  reflection: string | null;
} {
  const clean = (text: string) => (text.trim() === '' ? null : text.trim());
  return { notes: clean(notes), reflection: clean(changeNeeded) };
}

/** A reflection is created only when something was written (spec §5). */
export function hasReflectionText(texts: { notes: string | null; reflection: string | null }): boolean {
  return texts.notes !== null || texts.reflection !== null;
}
