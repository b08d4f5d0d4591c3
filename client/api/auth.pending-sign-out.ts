/**
 * Signing out with no network clears the device at once, but the server still holds the session. Its
 * id waits here (localStorage, which already held it) and is revoked when the connection returns — on
 * any page of the app, before anything else is sent.
 */
const KEY = 'tend.pendingSignOut';

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function write(ids: string[]): void {
  try {
    if (ids.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // No storage: nothing can wait; the session expires on the server by itself.
  }
}

export function hasPendingSignOut(): boolean {
  return read().length > 0;
}

export function rememberSignOut(sessionId: string): void {
  write([...new Set([...read(), sessionId])]);
}

let running = false;

/** Revokes every remembered session; those the server answered (204, or 401: already gone) are done. */
export async function revokePendingSignOuts(): Promise<void> {
  if (running) return;
  running = true;
  try {
    for (const id of read()) {
      try {
        const response = await fetch('/api/auth/logout', {
          method: 'POST',
          credentials: 'include',
          headers: { Accept: 'application/json', 'x-session-id': id },
        });
        if (response.ok || response.status === 401) write(read().filter((v) => v !== id));
      } catch {
        return; // still offline: try again on the next `online` event or start
      }
    }
  } finally {
    running = false;
  }
}

/** Called once per page: revoke now if possible, and whenever the browser comes back online. */
export function watchPendingSignOuts(): void {
  window.addEventListener('online', () => void revokePendingSignOuts());
  void revokePendingSignOuts();
}
