import { formatScore } from '../../../core/scores';

/** docs/product.md §5: both texts are trimmed and an empty one is sent as null. */
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

/** A reflection is created only when something was written (docs/product.md §5). */
export function hasReflectionText(texts: { notes: string | null; reflection: string | null }): boolean {
  return texts.notes !== null || texts.reflection !== null;
}

/**
 * The one request of a rating save (decision 115, docs/product.md §12): `PUT /api/days/{day}/ratings/
 * {dimension}`. The server creates the day's entry (carrying the other areas forward from the latest
 * earlier entry) or updates that one area, and creates the reflection when text is given, in one
 * transaction — the client no longer reads today's or the latest entry first.
 */
export function ratingRequest(input: {
  day: string;
  dimension: string;
  score: number;
  notes: string;
  changeNeeded: string;
}): { path: string; body: { score: string; notes?: string; reflection?: string } } {
  const texts = reflectionTexts(input.notes, input.changeNeeded);
  const body: { score: string; notes?: string; reflection?: string } = { score: formatScore(input.score) };
  if (texts.notes !== null) body.notes = texts.notes;
  if (texts.reflection !== null) body.reflection = texts.reflection;
  return {
    path: `/api/days/${encodeURIComponent(input.day)}/ratings/${encodeURIComponent(input.dimension)}`,
    body,
  };
}
