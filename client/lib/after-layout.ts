import { useLayoutEffect, useRef } from 'react';

/** An element's border box, in CSS pixels. */
export interface BoxSize {
  width: number;
  height: number;
}

/**
 * Calls `read` with `element`'s border box whenever the browser has laid it out: first in the frame
 * that first draws it — after the browser's own layout of that frame and before its paint — then on
 * each change of its size (decision 543). This in place of reading the layout (`offsetWidth`,
 * `getBoundingClientRect`, `scrollWidth`) in a layout effect, which makes the browser lay the whole
 * page out in the middle of React's commit: on a screen's first render, one long task of render,
 * style and layout. `read` may change the page, and commit React state with `flushSync` so the first
 * paint already shows it; the browser lays the frame out again before painting it.
 */
export function useAfterLayout<E extends Element>(
  element: E | null,
  read: (box: BoxSize, element: E) => void,
): void {
  const latest = useRef(read);
  useLayoutEffect(() => {
    latest.current = read;
  });
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const box = entries.at(-1)?.borderBoxSize[0];
      if (box) latest.current({ width: box.inlineSize, height: box.blockSize }, element);
    });
    observer.observe(element, { box: 'border-box' });
    return () => observer.disconnect();
  }, [element]);
}
