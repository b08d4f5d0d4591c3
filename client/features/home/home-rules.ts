import { DIMENSION_KEYS } from '../../../core/dimensions';
import { DEFAULT_SCORE, readScore, type ScoreValue } from '../../../core/scores';
import { scoreIn } from '../../shared/areas/entry-scores';

export interface WheelState {
  scores: Record<string, number>;
  overall: number;
  /** No entry yet: the 5s are a starting point, not the user's answers (docs/product.md §11.8). */
  startingPoint: boolean;
}

type EntryLike = object & { readonly overallScore: ScoreValue };

/**
 * The wheel and Overall Wellbeing card read the latest entry; 5 everywhere when there is none
 * (docs/product.md §2), and for an area the entry has no score of yet (one just added, decision 351).
 */
export function wheelState(
  latest: EntryLike | null | undefined,
  keys: readonly string[] = DIMENSION_KEYS,
): WheelState {
  const scores: Record<string, number> = {};
  for (const key of keys) scores[key] = readScore(scoreIn(latest, key)) ?? DEFAULT_SCORE;
  return {
    scores,
    overall: readScore(latest?.overallScore) ?? DEFAULT_SCORE,
    startingPoint: !latest,
  };
}

/** docs/product.md §2: the overall score as a percentage (score / 10 * 100), a whole number. */
export function overallPercent(overall: number): number {
  return Math.round(overall * 10);
}

/** The part of the day Home's greeting names ("Good morning, …"); "Hello" before five in the morning. */
export function dayPart(hour: number): 'night' | 'morning' | 'afternoon' | 'evening' {
  return hour < 5 ? 'night' : hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening';
}
