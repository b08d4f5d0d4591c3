import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  OPEN_DIMENSION_EVENT,
  readOpenDimensionDetail,
  readOpenDimensionState,
  type EditReflection,
  type OpenDimensionDetail,
} from './open-dimension-event';

/** One opening of the sheet; `id` changes every time so the form starts fresh (docs/product.md §4). */
export interface SheetRequest extends OpenDimensionDetail {
  id: number;
  /** The local day to rate (decision 113); today when absent. */
  day?: string;
  /** Where the slider starts, when the opener knows that day's score. */
  startScore?: number;
}

/** What an opener may add for a past day: the day and that day's score of the area. */
export type SheetDayOptions = Pick<SheetRequest, 'day' | 'startScore'>;

let nextId = 1;

/**
 * The rating sheet's state for a screen that shows it: opened by a tap (`open`), by router state
 * (`openDimensionState`, e.g. from Reflections) or by the openDimensionModal window event.
 */
export function useDimensionSheet() {
  const [request, setRequest] = useState<SheetRequest | null>(null);

  const open = useCallback(
    (dimension: string, editReflection?: EditReflection, dayOptions: SheetDayOptions = {}) => {
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
    return () => window.removeEventListener(OPEN_DIMENSION_EVENT, onEvent);
  }, []);

  // A hand-off in the history entry's state opens the sheet once: the entry is then replaced by one
  // without it, so Back to this entry or a refresh does not open the sheet again (decision 166).
  const location = useLocation();
  const navigate = useNavigate();
  const fromState = useMemo(() => readOpenDimensionState(location.state), [location.state]);
  useEffect(() => {
    if (!fromState) return;
    setRequest({ id: nextId++, ...fromState });
    void navigate(location, { replace: true, state: null });
  }, [fromState, navigate, location]);

  const close = useCallback(() => setRequest(null), []);
  return { request, open, close };
}
