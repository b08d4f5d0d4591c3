import { DEFAULT_MOOD, moodColor, moodLabel, type MoodColor } from '../../../core/mood';
import { formatInstant } from '../../lib/format-date';

/** What the dialog edits. */
export interface JournalDraft {
  title: string;
  content: string;
  mood: number;
}

/** Request bodies as sent (the zod types in core/schemas/journal.ts describe them after parsing). */
export interface CreateJournalBody {
  title?: string;
  content: string;
  mood: number;
  /** Tag names (decision 131). */
  tags?: string[];
}
export interface UpdateJournalBody {
  title: string | null;
  content: string;
  mood: number;
  /** Replaces the entry's tags (decision 131). */
  tags?: string[];
}

export const EMPTY_DRAFT: JournalDraft = { title: '', content: '', mood: DEFAULT_MOOD };

/** docs/product.md §5: content is required after trimming, so Save stays disabled until something is written. */
export function canSave(draft: JournalDraft): boolean {
  return draft.content.trim().length > 0;
}

/** POST body: title trimmed and omitted when empty (docs/product.md §5). */
export function createPayload(draft: JournalDraft): CreateJournalBody {
  const title = draft.title.trim();
  return { ...(title ? { title } : {}), content: draft.content.trim(), mood: draft.mood };
}

/**
 * PATCH body. Unlike a new entry, a blank title is sent as null: omitting it would leave the old title
 * in place, so a person could never remove a title they no longer want.
 */
export function updatePayload(draft: JournalDraft): UpdateJournalBody {
  const title = draft.title.trim();
  return { title: title || null, content: draft.content.trim(), mood: draft.mood };
}

/**
 * Weekday, day, month, year and time (docs/product.md §2) in local time, the browser's locale's way: "Monday, June 15,
 * 2026 at 1:05 PM" (en-US), "Monday, 15 June 2026 at 13:05" (en-GB).
 */
export function formatEntryDate(iso: string): string {
  return formatInstant(iso, 'longDayTime');
}

/** docs/product.md §9 badge colours; each pair keeps at least 4.5:1 contrast in light and dark mode. */
export const MOOD_BADGE_CLASSES: Record<MoodColor, string> = {
  red: 'bg-red-100 text-red-800 ring-red-200 dark:bg-red-950/70 dark:text-red-200 dark:ring-red-900',
  yellow:
    'bg-amber-100 text-amber-900 ring-amber-200 dark:bg-amber-950/70 dark:text-amber-200 dark:ring-amber-900',
  green:
    'bg-emerald-100 text-emerald-800 ring-emerald-200 dark:bg-emerald-950/70 dark:text-emerald-200 dark:ring-emerald-900',
};

export const MOOD_DOT_CLASSES: Record<MoodColor, string> = {
  red: 'bg-red-500',
  yellow: 'bg-amber-500',
  green: 'bg-emerald-500',
};

/** Everything a mood badge shows: the colour is never the only carrier, the label is always written. */
export function moodBadge(mood: number): { label: string; color: MoodColor; text: string } {
  const label = moodLabel(mood);
  return { label, color: moodColor(mood), text: `${label} · ${mood}/10` };
}
