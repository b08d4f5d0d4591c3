import { msg } from '@lingui/core/macro';
import { isAreaKey } from '../../../core/areas';
import { DIMENSION_KEYS } from '../../../core/dimensions';
import type { ApiDimensionReflection } from '../../../core/schemas/reflections';
import type { OpenDimensionDetail } from '../../shared/wellbeing/open-dimension-event';

/** docs/product.md §5, verbatim in English; a message of the reader's language (decision 360). */
export const DELETE_CONFIRMATION = msg`Are you sure you want to delete this reflection? This action cannot be undone.`;

/**
 * docs/product.md §2: the area comes from `?dimension=`, sleep when missing or not an area key; an area
 * of one's own has reflections too (decision 374).
 */
export function dimensionFromSearch(value: string | null): string {
  return isAreaKey(value) ? value : (DIMENSION_KEYS[0] as string);
}

/** The openDimensionModal detail of docs/product.md §2 for editing: the reflection's id, score, notes and changeNeeded. */
export function editEventDetail(reflection: ApiDimensionReflection): OpenDimensionDetail {
  return {
    dimension: reflection.dimension,
    editReflection: {
      id: reflection.id,
      score: Number(reflection.score),
      notes: reflection.notes,
      changeNeeded: reflection.reflection,
    },
  };
}

/** The list after toggling one reflection's Put Into Practice (for the immediate, optimistic update). */
export function withPractice(
  list: readonly ApiDimensionReflection[],
  id: string,
  putIntoPractice: boolean,
): ApiDimensionReflection[] {
  return list.map((r) => (r.id === id ? { ...r, putIntoPractice } : r));
}
