/**
 * Runs `run` once the page has loaded and the browser is next idle (at most `timeout` ms later): for
 * work no first render needs. Returns a function that cancels it if it has not run yet.
 */
export function afterPageLoad(run: () => void, timeout = 2000): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout });
    else idle = window.setTimeout(run, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
