import { isDimensionKey, type DimensionKey } from '../../../core/dimensions';

/**
 * The window event that opens the rating sheet (docs/product.md §2) on a screen that shows it (the wheel, a day).
 * It stays an entry point for anyone; the app itself hands over with router state (below).
 */
export const OPEN_DIMENSION_EVENT = 'openDimensionModal';

/** docs/product.md §2: edit carries the reflection's id, score, notes and changeNeeded ("Where to start"). */
export interface EditReflection {
  id: string;
  score: number;
  notes: string | null;
  changeNeeded: string | null;
}

export interface OpenDimensionDetail {
  dimension: DimensionKey;
  editReflection?: EditReflection;
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Reads an event's detail defensively: anyone can dispatch a window event, so a malformed one is
 * ignored (null) instead of opening a sheet for an area that does not exist.
 */
export function readOpenDimensionDetail(detail: unknown): OpenDimensionDetail | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { dimension, editReflection } = detail as { dimension?: unknown; editReflection?: unknown };
  if (!isDimensionKey(dimension)) return null;
  if (editReflection === undefined || editReflection === null) return { dimension };
  if (typeof editReflection !== 'object') return null;
  const edit = editReflection as Record<string, unknown>;
  const score = typeof edit.score === 'string' ? Number(edit.score) : edit.score;
  if (typeof edit.id !== 'string' || typeof score !== 'number' || !Number.isFinite(score)) return null;
  return {
    dimension,
    editReflection: {
      id: edit.id,
      score: Math.min(10, Math.max(0, score)),
      notes: textOrNull(edit.notes),
      changeNeeded: textOrNull(edit.changeNeeded),
    },
  };
}

/**
 * The router state that hands an opening of the sheet to the wheel (decision 166): Reflections
 * navigates to /app with `{ state: openDimensionState(detail) }`, the wheel opens the sheet from
 * `location.state` and replaces the history entry without it, so Back and refresh do not reopen it.
 */
export interface OpenDimensionState {
  openDimension: OpenDimensionDetail;
}

export function openDimensionState(detail: OpenDimensionDetail): OpenDimensionState {
  return { openDimension: detail };
}

/** Reads `location.state` defensively (history state survives reloads and may come from anywhere). */
export function readOpenDimensionState(state: unknown): OpenDimensionDetail | null {
  if (typeof state !== 'object' || state === null || !('openDimension' in state)) return null;
  return readOpenDimensionDetail((state as { openDimension: unknown }).openDimension);
}
