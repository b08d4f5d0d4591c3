import { useEffect } from 'react';

let locks = 0;

/**
 * Locks page scrolling while `active`. Radix's own scroll lock (react-remove-scroll, used by
 * Dialog.Overlay) injects a <style> element, which the server's CSP (`style-src 'self'`) refuses; a
 * class on <body> does the same job within the policy. Counted, so nested dialogs unlock only once all
 * are closed.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    locks += 1;
    document.body.classList.add('tend-scroll-locked');
    return () => {
      locks -= 1;
      if (locks === 0) document.body.classList.remove('tend-scroll-locked');
    };
  }, [active]);
}
