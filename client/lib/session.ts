/**
 * The session identifier lives in localStorage under `sessionId` (docs/product.md §3). Storage can be unavailable
 * (private mode, blocked cookies), so every access is guarded: no storage means no session.
 */
const SESSION_KEY = 'sessionId';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function getSessionId(): string | null {
  try {
    return storage()?.getItem(SESSION_KEY) || null;
  } catch {
    return null;
  }
}

export function setSessionId(sessionId: string): void {
  try {
    storage()?.setItem(SESSION_KEY, sessionId);
  } catch {
    // Without storage the user stays signed in for this page only; nothing else to do.
  }
}

export function clearSessionId(): void {
  try {
    storage()?.removeItem(SESSION_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** docs/product.md §4: a user counts as authenticated whenever a session identifier is stored. */
export function hasSession(): boolean {
  return getSessionId() !== null;
}
