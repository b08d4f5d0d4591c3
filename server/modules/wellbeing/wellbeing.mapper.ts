import type { ApiWellbeingEntry } from '../../../core/schemas/wellbeing';
import { formatScore } from '../../../core/scores';
import type { WellbeingEntryRow } from '../../db/schema';

/**
 * The one place an entry row becomes an API entry: scores leave as one-decimal strings. `areaScores`:
 * the day's ratings of areas of one's own by key (decision 341), left out when there are none.
 */
export function toApiWellbeingEntry(
  row: WellbeingEntryRow,
  areaScores?: Readonly<Record<string, number | string>>,
): ApiWellbeingEntry {
  const score = (value: number | string) => formatScore(Number(value));
  return {
    id: row.id,
    day: row.day,
    date: row.date,
    updatedAt: row.updated_at,
    sleep: score(row.sleep),
    exercise: score(row.exercise),
    diet: score(row.diet),
    social: score(row.social),
    achievements: score(row.achievements),
    relationships: score(row.relationships),
    creativity: score(row.creativity),
    finance: score(row.finance),
    overallScore: score(row.overall_score),
    notes: row.notes,
    // Only when the day rates areas of one's own (decision 341): most entries never do, and an empty
    // object on each of a page's entries cost its answer a tenth more time (measured on /api/days).
    ...(areaScores && Object.keys(areaScores).length > 0 ? { areaScores: areaScoresText(areaScores) } : {}),
  };
}

/** Own-area scores as one-decimal strings. */
export function areaScoresText(
  scores: Readonly<Record<string, number | string>> | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  if (scores) for (const [key, value] of Object.entries(scores)) out[key] = formatScore(Number(value));
  return out;
}
