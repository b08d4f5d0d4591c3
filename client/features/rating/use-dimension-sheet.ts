import { useCallback, useEffect, useState } from 'react';
import type { DimensionKey } from '../../../core/dimensions';
import {
  OPEN_DIMENSION_EVENT,
  readOpenDimensionDetail,
  takePendingOpenDimension,
  type EditReflection,
  type OpenDimensionDetail,
} from './open-dimension-event';

/** One opening of the sheet; `id` changes every time so the form starts fresh (docs/product.md §4). */
export interface SheetRequest extends OpenDimensionDetail {
  id: number;
  /** The local day to rate (issue 16); today when absent. */
  day?: string;
  /** Where the slider starts, when the opener knows that day's score. */
  startScore?: number;
}

/** What an opener may add for a past day: the day and that day's score of the area. */
export type SheetDayOptions = Pick<SheetRequest, 'day' | 'startScore'>;

let nextId = 1;

/**
 * The rating sheet's state for a screen that shows it: opened by a tap (`open`) or by the
 * openDimensionModal window event, including one fired just before this screen mounted.
 */
export function useDimensionSheet() {
  const [request, setRequest] = useState<SheetRequest | null>(null);

  const open = useCallback(
    (dimension: DimensionKey, editReflection?: EditReflection, dayOptions: SheetDayOptions = {}) => {
      setRequest({ id: nextId++, dimension, ...(editReflection ? { editReflection } : {}), ...dayOptions });
    },
    [],
  );

  useEffect(() => {
    const onEvent = (event: Event) => {
      const detail = readOpenDimensionDetail((event as CustomEvent<unknown>).detail);
      if (!detail) return;
      // Tells dispatchOpenDimension the request was taken, so it does not wait for a later listener.
      event.preventDefault();
      setRequest({ id: nextId++, ...detail });
    };
    window.addEventListener(OPEN_DIMENSION_EVENT, onEvent);
    const waiting = takePendingOpenDimension();
    if (waiting) setRequest({ id: nextId++, ...waiting });
    return () => window.removeEventListener(OPEN_DIMENSION_EVENT, onEvent);
  }, []);

  const close = useCallback(() => setRequest(null), []);
  return { request, open, close };
}
