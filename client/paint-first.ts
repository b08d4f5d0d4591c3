/**
 * The entry of `app.html` (decision 496): the page's frame (decision 495) is painted before the app's
 * entry (`main.tsx`: React, react-dom, the start) is evaluated. The page announces that entry and what
 * it imports as `modulepreload`s, so they download at once, with the page; this only holds their
 * evaluation back until the browser has presented a frame. A slow phone has painted long before the
 * entry arrives and waits for nothing; a fast one waits one frame.
 */

/** The entry's URL (`main.tsx`'s chunk), given by the build: this script is built apart from it. */
declare const __APP_ENTRY__: string;

const start = () => void import(/* @vite-ignore */ __APP_ENTRY__);

/** Starts the app once a paint has been presented, or a frame has passed where paints are not reported. */
function afterFirstPaint(run: () => void): void {
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    run();
  };
  // A page in the background paints nothing until it is shown: its app starts at once.
  if (document.visibilityState === 'hidden') {
    once();
    return;
  }
  // Chromium and Firefox report a page's first paint (any pixels, the frame's grey placeholders too)
  // once it has been presented, which is after the frame's rendering on the main thread.
  const paints = PerformanceObserver.supportedEntryTypes.includes('paint');
  if (paints) {
    new PerformanceObserver((_entries, observer) => {
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
  }
  // Where first-paint is not reported (Safari reports only a contentful paint, which a frame of
  // placeholders is not): the next frame's rendering, then a task after it.
  requestAnimationFrame(() => setTimeout(once, paints ? 100 : 0));
}

afterFirstPaint(start);
