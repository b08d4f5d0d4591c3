import { useSyncExternalStore } from 'react';

/** Whether the browser believes it has a network (the `online`/`offline` events). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * True when a request failed without an answer from the server: no network, a dropped connection, a
 * timeout. Such a write may or may not have been committed, which is why it is replayed with the same
 * Idempotency-Key rather than given up.
 */
export function isNoAnswer(error: unknown): boolean {
  if (error instanceof TypeError) return true; // fetch: "Failed to fetch" / network error
  return error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
}
