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
  /** A built-in area's key or one of the person's own (decision 350). */
  dimension: string;
  editReflection?: EditReflection;
}

/** What an area key looks like (the eight built-in and the server's keys for one's own); nothing else opens. */
const AREA_KEY = /^[A-Za-z0-9_-]{1,64}$/;
const isAreaKey = (value: unknown): value is string => typeof value === 'string' && AREA_KEY.test(value);

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Reads an event's detail defensively: anyone can dispatch a window event, so a malformed one is
 * ignored (null) instead of opening a sheet for an area that does not exist.
 */
export function readOpenDimensionDetail(detail: unknown): OpenDimensionDetail | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { dimension, editReflection } = detail as { dimension?: unknown; editReflection?: unknown };
  if (!isAreaKey(dimension)) return null;
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
