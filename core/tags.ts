/** Tag rules shared by the API and the client (decision 131), free of zod so screens can import them. */

export const TAG_NAME_MAX = 40;
export const TAGS_PER_ITEM_MAX = 20;
/** What a longer name is told, by the API and at the field alike. */
export const TAG_NAME_TOO_LONG = `A tag must be at most ${TAG_NAME_MAX} characters`;

/** A name as it is stored: trimmed, inner runs of white space made one space. */
export function normaliseTagName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/**
 * Tags one account may have (decision 252): far more than a person names, few enough that
 * `GET /api/tags` is one small answer (~20 KB) and the tag picker one short list.
 */
export const TAGS_PER_ACCOUNT_MAX = 200;

/** The 409 a write gets when its new names would take the account past TAGS_PER_ACCOUNT_MAX. */
export const TAG_LIMIT_MESSAGE = `An account can have at most ${TAGS_PER_ACCOUNT_MAX} tags: use one you have, or merge or delete some first.`;

/** Offered in one tap before the user has tags of their own (decision 131). */
export const SUGGESTED_TAGS = [
  'sleep',
  'work',
  'family',
  'friends',
  'exercise',
  'outdoors',
  'alcohol',
  'screens',
] as const;

/** The key a name is unique by: "Work" and "work" are one tag. */
export function tagKey(name: string): string {
  return name.toLocaleLowerCase('en-US');
}
