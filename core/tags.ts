/** Tag rules shared by the API and the client (issue 19), free of zod so screens can import them. */

export const TAG_NAME_MAX = 40;
export const TAGS_PER_ITEM_MAX = 20;

/** Offered in one tap before the user has tags of their own (issue 19). */
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
