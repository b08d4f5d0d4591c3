import { useEffect, useRef } from 'react';

/**
 * The phone's Back button closes an open sheet instead of leaving the page (decision 102): while `open`,
 * one history entry for the same address is added; Back pops it and calls `onBack`. When the sheet
 * closes any other way (Save, Cancel, Escape), that entry is removed again — unless the person has
 * meanwhile moved on (a link inside the sheet), in which case the history is left alone.
 */

/** Settles once the entry of the previous sheet has been popped, so the next sheet starts after it. */
let pendingBack: Promise<void> = Promise.resolve();

/**
 * Settles once a closing sheet has taken its history entry away. A redirect made while a sheet closes
 * (the guard's, when the session ends, decision 255) waits for it: the sheet's Back would otherwise
 * land after the redirect and undo it.
 */
export function sheetHistorySettled(): Promise<void> {
  return pendingBack;
}

function removeEntry(): void {
  pendingBack = new Promise<void>((resolve) => {
    const done = () => {
      window.clearTimeout(fallback);
      window.removeEventListener('popstate', done);
      resolve();
    };
    // A traversal that never reports (should not happen) must not block the next sheet for long.
    const fallback = window.setTimeout(done, 500);
    window.addEventListener('popstate', done);
    window.history.back();
  });
}

export function useCloseOnBack(open: boolean, onBack: () => void): void {
  const onBackRef = useRef(onBack);
  useEffect(() => {
    onBackRef.current = onBack;
  });

  useEffect(() => {
    if (!open) return;
    const marker = `modal-${Math.random().toString(36).slice(2)}`;
    let active = true;
    let pushed = false;
    let closedByBack = false;
    const onPop = () => {
      if (!pushed || closedByBack) return;
      closedByBack = true;
      onBackRef.current();
    };
    // After any earlier sheet's entry is gone (and deferred, so React's development double-mount does
    // not push twice).
    void pendingBack.then(() => {
      if (!active) return;
      const state: unknown = window.history.state;
      window.history.pushState({ ...(isRecord(state) ? state : {}), tendModal: marker }, '');
      pushed = true;
      window.addEventListener('popstate', onPop);
    });
    return () => {
      active = false;
      window.removeEventListener('popstate', onPop);
      const state: unknown = window.history.state;
      if (pushed && !closedByBack && isRecord(state) && state.tendModal === marker) removeEntry();
    };
  }, [open]);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
