import { isAreaKey } from '../../../core/areas';
import type { ApiDimensionReflection } from '../../../core/schemas/reflections';
import { formatScore } from '../../../core/scores';
import type { DimensionReflectionRow } from '../../db/schema';

/**
 * The area and score of a row that rates one area (a reflection, a spotlight rating) as the API sends
 * them. Only validated keys are ever written; a foreign value would be a corrupted row, not user input.
 */
export function areaScoreOf(
  row: { id: string; dimension: string; score: number | string },
  what: string,
): { dimension: string; score: string } {
  if (!isAreaKey(row.dimension)) throw new Error(`${what} ${row.id} has an unknown dimension`);
  return { dimension: row.dimension, score: formatScore(Number(row.score)) };
}

/** The one place a reflection row becomes an API reflection. */
export function toApiDimensionReflection(row: DimensionReflectionRow): ApiDimensionReflection {
  return {
    id: row.id,
    wellbeingEntryId: row.wellbeing_entry_id,
    ...areaScoreOf(row, 'reflection'),
    notes: row.notes,
    reflection: row.reflection,
    putIntoPractice: Number(row.put_into_practice) === 1,
    day: row.day,
    date: row.date,
  };
}
