import type { ApiWellbeingEntry } from '../../../core/schemas/wellbeing';
import { formatScore } from '../../../core/scores';
import type { WellbeingEntryRow } from '../../db/schema';

/** The one place an entry row becomes an API entry: scores leave as one-decimal strings. */
export function toApiWellbeingEntry(row: WellbeingEntryRow): ApiWellbeingEntry {
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
  };
}
