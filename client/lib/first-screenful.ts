import { startTransition, useEffect, useState } from 'react';

/**
 * Items a long list draws in the render that first shows it: a phone shows one or two under a
 * screen's header, a desktop three or four (decisions 521, 525). The rest comes in slices of as many,
 * one a frame (decision 524).
 */
export const FIRST_SCREENFUL = 4;

/** Every item: what a list draws once the rest has been let in. */
const ALL = Number.POSITIVE_INFINITY;

/** How many of `total` items to draw, `drawn` having been let in so far (`Infinity` once all were). */
export function shownCount(total: number, drawn: number): number {
  return Math.min(total, drawn);
}

/** What the next slice lets in: `step` more, or every item once that reaches the end of the list. */
export function nextDrawn(drawn: number, total: number, step = FIRST_SCREENFUL): number {
  return drawn + step >= total ? ALL : drawn + step;
}

/**
 * A long list's first screenful at once and the rest in slices (decisions 521, 525, 524): a page of
 * twenty journal entries or reflections arrives as a store update, which React renders in one
 * synchronous task — every card, its icons and its controls in the task that paints the first one.
 * The rest follows once the first screenful is committed, a screenful per frame, each in a transition:
 * React renders it in slices between the browser's frames, and each commit and its layout hold only a
 * screenful's cards instead of sixteen at once. Items only ever come in below the ones drawn, out of
 * sight, so nothing on screen moves; once all are in, later pages and edits are drawn whole as they
 * arrive. A hidden page (no frames) lets each slice in without waiting for one.
 */
export function useFirstScreenful(total: number, first = FIRST_SCREENFUL): number {
  const [drawn, setDrawn] = useState(first);
  const waiting = drawn !== ALL && total > drawn;
  useEffect(() => {
    if (!waiting) return;
    const next = () => startTransition(() => setDrawn((d) => nextDrawn(d, total, first)));
    if (document.visibilityState === 'hidden') return next();
    const frame = requestAnimationFrame(next);
    return () => cancelAnimationFrame(frame);
  }, [waiting, drawn, total, first]);
  return shownCount(total, drawn);
}
