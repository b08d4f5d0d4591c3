/**
 * The length limits of the text people write, free of zod so any screen can import them (decision
 * 260): the schemas in core/schemas refuse longer text with a 400, and the forms count against the very
 * same numbers instead of cutting what was typed or pasted.
 */

/** A person's name (sign-up, profile). */
export const NAME_MAX = 100;
/** A journal entry's title and text. */
export const JOURNAL_TITLE_MAX = 200;
export const JOURNAL_CONTENT_MAX = 20_000;
/** A reflection's "Notes" and "Where to start". */
export const REFLECTION_TEXT_MAX = 5000;
/** A wellbeing entry's notes. */
export const ENTRY_NOTES_MAX = 5000;

/** How many passkeys one account may hold (README "Limits"; decision 270). */
export const MAX_PASSKEYS_PER_ACCOUNT = 10;
/** The longest passkey name, in characters. */
export const MAX_PASSKEY_NAME = 60;

/** The idle times the app lock offers, in minutes; 0 is off (decision 272). */
export const APP_LOCK_MINUTES = [0, 1, 5, 15] as const;
export type AppLockMinutes = (typeof APP_LOCK_MINUTES)[number];

/**
 * The message a schema gives for text over `max` characters ("Title must be at most 200 characters"), in
 * English; a reader sees it in their language from core/i18n/too-long.ts (decision 422), the app at the
 * field and the API in its 400s.
 */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${groupThousands(max)} characters`;
}

/**
 * 20000 → "20,000", as `toLocaleString('en-US')` writes it, without it: the schemas build these
 * messages when their module loads, and the page's first `toLocaleString` loads the locale's number
 * data, about 100 ms of a phone's main thread on every first visit (decision 312).
 */
export function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Entries per page of /journal: a screenful or two, so the first page appears fast (decision 084). One
 * number for the client's pages, the read started before the app's code (client/api/http/early-reads.ts)
 * and the server's tests and bench of that very page.
 */
export const JOURNAL_PAGE_SIZE = 20;

/**
 * Reflections per page of /reflections: like /journal's, a screenful or two (decision 087). One number
 * for the client's pages and the read started before the app's code (decision 520).
 */
export const REFLECTIONS_PAGE_SIZE = 20;
