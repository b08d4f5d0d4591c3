import { isScore } from '../../../core/scores';

/**
 * The quick check-in's unsaved slider value, kept in sessionStorage while the person visits Spotlight
 * Areas (or reloads), so coming back does not silently reset it (decision 102). Per user, per tab; cleared
 * on Save and Cancel.
 */
const PREFIX = 'tend.quickCheckinDraft.';

function store(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readCheckinDraft(userId: string, storage = store()): number | null {
  try {
    const raw = storage?.getItem(PREFIX + userId);
    if (raw == null || raw.trim() === '') return null;
    const value = Number(raw);
    return isScore(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeCheckinDraft(userId: string, value: number, storage = store()): void {
  try {
    if (isScore(value)) storage?.setItem(PREFIX + userId, String(value));
  } catch {
    // Without storage the value is simply not kept.
  }
}

export function clearCheckinDraft(userId: string, storage = store()): void {
  try {
    storage?.removeItem(PREFIX + userId);
  } catch {
    // Nothing stored.
  }
}
