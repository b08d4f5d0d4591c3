/** Tags on journal entries and quick check-ins, and /api/tags (docs/decisions/131). */
import { z } from 'zod';
import { normaliseTagName, TAG_NAME_MAX, TAG_NAME_TOO_LONG, TAGS_PER_ITEM_MAX, tagKey } from '../tags';

/** Trimmed, inner runs of white space made one space; 1–40 characters. */
export const TagNameSchema = z
  .string({ error: 'A tag must be text' })
  .transform(normaliseTagName)
  .pipe(z.string().min(1, 'A tag cannot be blank').max(TAG_NAME_MAX, TAG_NAME_TOO_LONG));

/** The optional `tags` field of journal and quick check-in payloads: names, duplicates dropped. */
export const TagNamesSchema = z
  .array(TagNameSchema, { error: 'tags must be a list of names' })
  .max(TAGS_PER_ITEM_MAX, `At most ${TAGS_PER_ITEM_MAX} tags`)
  .transform((names) => {
    const seen = new Set<string>();
    return names.filter((name) => {
      const key = tagKey(name);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

export const RenameTagSchema = z.strictObject({
  name: z
    .any()
    .refine((v) => v !== undefined, { error: 'Name is required', abort: true })
    .pipe(TagNameSchema),
});
export type RenameTag = z.infer<typeof RenameTagSchema>;

export const MergeTagSchema = z.strictObject({
  into: z.uuid({ error: 'into must be the id of a tag' }),
});
export type MergeTag = z.infer<typeof MergeTagSchema>;

// In zod/mini with the other records' answers (decision 542): the tag picker's list needs no full zod.
export { ApiTagSchema, type ApiTag } from './records';
