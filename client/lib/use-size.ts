import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useAfterLayout, type BoxSize } from './after-layout';

/**
 * Radix's `useSize` (`@radix-ui/react-use-size`, which the slider's thumb uses to keep itself inside the
 * track at its ends), put in its place by `vite.config.ts` (decision 543). The same contract — an
 * element's border-box size, undefined until known — without Radix's first measure, `offsetWidth` read
 * in a layout effect, which laid the page out in the middle of the first commit of every screen with a
 * slider (/quick-checkin, /spotlight-areas, the rating sheet): the size comes from `useAfterLayout`,
 * committed before the frame is painted, so the first paint already shows the thumb in bounds.
 */
export function useSize(element: HTMLElement | null): BoxSize | undefined {
  const [size, setSize] = useState<BoxSize | undefined>(undefined);
  useAfterLayout(element, (next) =>
    flushSync(() =>
      setSize((last) => (last?.width === next.width && last.height === next.height ? last : next)),
    ),
  );
  return element ? size : undefined;
}
