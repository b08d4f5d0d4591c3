/**
 * Keeping a toast off the control that retries (decision 259): the control used last (clicked, or the
 * form's submit button) is remembered, and a toast at the bottom of the page that would lie over it
 * has the page scroll it above the toast.
 */

/** A box on the screen (a DOMRect's edges). */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Whether two boxes share any area (touching edges do not count). */
export function overlaps(a: Box, b: Box): boolean {
  return a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;
}

const CONTROL = 'button, a[href], input, select, textarea, [role="button"], [role="slider"], [role="switch"]';

let last: Element | null = null;

function remember(target: EventTarget | null): void {
  const control = target instanceof Element ? target.closest(CONTROL) : null;
  if (control) last = control;
}

const onClick = (event: Event) => remember(event.target);
const onSubmit = (event: SubmitEvent) => remember(event.submitter ?? event.target);

/** Starts remembering the control used last (the toaster does, once). Returns the stop function. */
export function trackLastUsedControl(): () => void {
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
  };
}

/** The control used last, if it is still on the page and shown. */
export function lastUsedControl(): Element | null {
  if (!last?.isConnected) return null;
  const box = last.getBoundingClientRect();
  return box.width > 0 && box.height > 0 ? last : null;
}
