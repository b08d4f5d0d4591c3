/** Payloads and responses of /api/journal-entries (docs/product.md §5, §10). */
import { z } from 'zod';
import { DaySchema, DayTextSchema, InstantSchema, MoodSchema } from './common';
import { hasAnyField, NOTHING_TO_CHANGE, optionalText, required, requiredText } from './fields';
import { TagNamesSchema } from './tags';
import { JOURNAL_CONTENT_MAX, JOURNAL_TITLE_MAX } from '../limits';

export { JOURNAL_CONTENT_MAX, JOURNAL_TITLE_MAX };

const TitleSchema = optionalText(JOURNAL_TITLE_MAX, 'Title');
const ContentSchema = requiredText(JOURNAL_CONTENT_MAX, 'Content');

export const CreateJournalEntrySchema = z.strictObject({
  title: TitleSchema,
  content: ContentSchema,
  mood: required(MoodSchema, 'Mood is required'),
  /** Tag names (issue 19); new names become the user's tags. */
  tags: TagNamesSchema.optional(),
  /** A past local day to file the entry under (issue 16); today when absent. */
  day: DaySchema.optional(),
});
export type CreateJournalEntry = z.infer<typeof CreateJournalEntrySchema>;

export const UpdateJournalEntrySchema = z
  .strictObject({
    title: TitleSchema,
    content: ContentSchema.optional(),
    mood: MoodSchema.optional(),
    /** Replaces the entry's tags; `[]` removes them all. */
    tags: TagNamesSchema.optional(),
  })
  .refine(hasAnyField, { error: NOTHING_TO_CHANGE });
export type UpdateJournalEntry = z.infer<typeof UpdateJournalEntrySchema>;

export const ApiJournalEntrySchema = z.object({
  id: z.string(),
  day: DayTextSchema,
  date: InstantSchema,
  updatedAt: InstantSchema,
  title: z.string().nullable(),
  content: z.string(),
  mood: z.number().int(),
  /** Tag names, alphabetical (issue 19). Absent only in exports. */
  tags: z.array(z.string()).optional(),
});
export type ApiJournalEntry = z.infer<typeof ApiJournalEntrySchema>;
