import { useEffect, useState } from 'react';

/**
 * Reflections drawn in the list's first render: a phone shows one or two under the tabs and the search,
 * a desktop three or four (decision 521).
 */
export const FIRST_SCREENFUL = 4;

/** How many of `total` items to draw: the first screenful until the rest has been let in, then all. */
export function shownCount(total: number, all: boolean, first = FIRST_SCREENFUL): number {
  return all ? total : Math.min(total, first);
}

/**
 * A long list's first screenful at once and the rest in a task of its own after the browser has painted
 * it (decision 521): the first render of a page of 20 reflections built every card, its icons and its
 * switch in the task that paints the first one. Items only ever come in below the ones drawn, out of
 * sight, so nothing on screen moves; once all are in, later pages are drawn whole as they arrive.
 */
export function useFirstScreenful(total: number, first = FIRST_SCREENFUL): number {
  const [all, setAll] = useState(false);
  const waiting = !all && total > first;
  useEffect(() => {
    if (!waiting) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const letIn = () => {
      timer = setTimeout(() => setAll(true), 0);
    };
    // After the next frame is painted (a task of its own); a hidden page paints no frame.
    const frame =
      typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible'
        ? requestAnimationFrame(letIn)
        : (letIn(), undefined);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [waiting]);
  return shownCount(total, all, first);
}
