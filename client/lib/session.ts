/**
 * The session identifier lives in localStorage under `sessionId` (docs/product.md §3). Storage can be unavailable
 * (private mode, blocked cookies), so every access is guarded: no storage means no session.
 */
const SESSION_KEY = 'sessionId';

const listeners = new Set<() => void>();
/** Set when the server refused the stored session (a 401), until the next sign-in. */
let refused = false;

/** Calls `listener` whenever the stored session is set or cleared in this tab. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(): void {
  for (const listener of listeners) listener();
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** Set on a share link's page (decision 302): it uses no session, whatever this browser has stored. */
let sessionless = false;

/** This page reads and sends no session at all (a share link's page; main.tsx decides before anything runs). */
export function ignoreSessionOnThisPage(): void {
  sessionless = true;
}

export function getSessionId(): string | null {
  if (sessionless) return null;
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
  refused = false;
  emit();
}

export function clearSessionId(): void {
  try {
    storage()?.removeItem(SESSION_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
  emit();
}

/**
 * The server answered 401 to a request sent with `sentSessionId` (decision 255): that session has
 * ended (signed out elsewhere, revoked, expired). It is forgotten — unless another one has been stored
 * since — and everything that listens to the session (the guard, the device cache) follows.
 */
export function sessionRefused(sentSessionId: string): void {
  if (getSessionId() !== sentSessionId) return;
  refused = true;
  clearSessionId();
}

/** Whether the last session ended because the server refused it (for the sign-in screen's notice). */
export function sessionWasRefused(): boolean {
  return refused;
}

/** docs/product.md §4: a user counts as authenticated whenever a session identifier is stored. */
export function hasSession(): boolean {
  return getSessionId() !== null;
}
