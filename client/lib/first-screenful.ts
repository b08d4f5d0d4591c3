import { startTransition, useEffect, useState } from 'react';

/**
 * Items a long list draws in the render that first shows it: a phone shows one or two under a
 * screen's header, a desktop three or four (decisions 521, 525).
 */
export const FIRST_SCREENFUL = 4;

/** How many of `total` items to draw: the first screenful until the rest has been let in, then all. */
export function shownCount(total: number, all: boolean, first = FIRST_SCREENFUL): number {
  return all ? total : Math.min(total, first);
}

/**
 * A long list's first screenful at once and the rest in a transition (decisions 521, 525): a page of
 * twenty journal entries or reflections arrives as a store update, which React renders in one
 * synchronous task — every card, its icons and its controls in the task that paints the first one.
 * The rest follows once the first screenful is committed, in a transition, which React renders in
 * slices between the browser's frames. Items only ever come in below the ones drawn, out of sight, so
 * nothing on screen moves; once all are in, later pages and edits are drawn whole as they arrive.
 */
export function useFirstScreenful(total: number, first = FIRST_SCREENFUL): number {
  const [all, setAll] = useState(false);
  const waiting = !all && total > first;
  useEffect(() => {
    if (waiting) startTransition(() => setAll(true));
  }, [waiting]);
  return shownCount(total, all, first);
}
