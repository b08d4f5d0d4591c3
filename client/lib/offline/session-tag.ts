import { getSessionId } from '../session';

/**
 * A short, non-secret tag of the stored session (FNV-1a of the id), used to keep each session's
 * device data apart: a cache written under one session is never shown under another.
 */
export function sessionTag(sessionId: string | null = getSessionId()): string | null {
  if (!sessionId) return null;
  let hash = 0x811c9dc5;
  for (let i = 0; i < sessionId.length; i++) {
    hash ^= sessionId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
