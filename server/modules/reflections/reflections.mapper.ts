import { isDimensionKey } from '../../../core/dimensions';
import type { ApiDimensionReflection } from '../../../core/schemas/reflections';
import { formatScore } from '../../../core/scores';
import type { DimensionReflectionRow } from '../../db/schema';

/** The one place a reflection row becomes an API reflection. */
export function toApiDimensionReflection(row: DimensionReflectionRow): ApiDimensionReflection {
  // Only validated keys are ever written; a foreign value would be a corrupted row, not user input.
  if (!isDimensionKey(row.dimension)) throw new Error(`reflection ${row.id} has an unknown dimension`);
  return {
    id: row.id,
    wellbeingEntryId: row.wellbeing_entry_id,
    dimension: row.dimension,
    score: formatScore(Number(row.score)),
    notes: row.notes,
    reflection: row.reflection,
    putIntoPractice: Number(row.put_into_practice) === 1,
    day: row.day,
    date: row.date,
  };
}
