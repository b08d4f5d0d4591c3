import { isDimensionKey, type DimensionKey } from '../../../core/dimensions';

/** The window event that opens the rating sheet (docs/product.md §2), e.g. from the Reflections screen. */
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

/** A request no listener took, kept briefly for the home screen that is still loading. */
let pending: { detail: OpenDimensionDetail; at: number } | null = null;
const PENDING_FOR_MS = 5000;

/**
 * Fires the event. The home screen is lazy-loaded, so when nothing listens yet (the 100 ms of docs/product.md §2
 * were not enough on a slow phone) the request waits for the sheet's listener to pick it up on mount.
 */
export function dispatchOpenDimension(detail: OpenDimensionDetail): void {
  const event = new CustomEvent(OPEN_DIMENSION_EVENT, { detail, cancelable: true });
  const handled = !window.dispatchEvent(event);
  pending = handled ? null : { detail, at: Date.now() };
}

/** Takes the waiting request, if it is recent (a stale one must not pop up a sheet later on). */
export function takePendingOpenDimension(now = Date.now()): OpenDimensionDetail | null {
  const request = pending;
  pending = null;
  return request && now - request.at <= PENDING_FOR_MS ? request.detail : null;
}

/** docs/product.md §2: Reflections goes back to the wheel, then opens the area's sheet after 100 ms. */
export const OPEN_AFTER_NAVIGATION_MS = 100;
