import { useEffect, useRef } from 'react';

/**
 * The phone's Back button closes an open sheet instead of leaving the page (issue 15): while `open`,
 * one history entry for the same address is added; Back pops it and calls `onBack`. When the sheet
 * closes any other way (Save, Cancel, Escape), that entry is removed again — unless the person has
 * meanwhile moved on (a link inside the sheet), in which case the history is left alone.
 */
let ignoredPops = 0;

export function useCloseOnBack(open: boolean, onBack: () => void): void {
  const onBackRef = useRef(onBack);
  useEffect(() => {
    onBackRef.current = onBack;
  });

  useEffect(() => {
    if (!open) return;
    const marker = `modal-${Math.random().toString(36).slice(2)}`;
    let pushed = false;
    let closedByBack = false;
    const onPop = () => {
      if (ignoredPops > 0) {
        ignoredPops -= 1;
        return;
      }
      if (!pushed || closedByBack) return;
      closedByBack = true;
      onBackRef.current();
    };
    // Deferred so that React's development double-mount does not push twice.
    const timer = window.setTimeout(() => {
      const state: unknown = window.history.state;
      window.history.pushState({ ...(isRecord(state) ? state : {}), tendModal: marker }, '');
      pushed = true;
      window.addEventListener('popstate', onPop);
    }, 0);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('popstate', onPop);
      const state: unknown = window.history.state;
      if (pushed && !closedByBack && isRecord(state) && state.tendModal === marker) {
        ignoredPops += 1;
        window.history.back();
      }
    };
  }, [open]);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
