/** Payloads and responses of /api/journal-entries (docs/product.md §5, §10). */
import { z } from 'zod';
import { DaySchema, MoodSchema } from './common';
import { JOURNAL_FIELD_ANSWERS } from './records';
import { hasAnyField, NOTHING_TO_CHANGE, optionalText, required, requiredText, storedText } from './fields';
import { TagNamesSchema } from './tags';
import { JOURNAL_CONTENT_MAX, JOURNAL_TITLE_MAX } from '../limits';
import { JOURNAL_FIELD_NAMES, JOURNAL_FIELD_TEXT, type JournalField } from '../journal-fields';

export { JOURNAL_CONTENT_MAX, JOURNAL_TITLE_MAX };

const TitleSchema = optionalText(JOURNAL_TITLE_MAX, 'Title');
const ContentSchema = requiredText(JOURNAL_CONTENT_MAX, 'Content');

/**
 * What a person writes in a journal entry, once (decision 321). For each field: how a new entry takes
 * it (`create`), how an edit takes it (`update`, always optional), how the API answers it (`api`) and
 * how the import reads it back from an export (`stored`); its CSV column, how a cell is read back
 * (`fromCsv`, then checked by `stored`) and an `example` come from `JOURNAL_FIELD_TEXT` in
 * `core/journal-fields.ts` (zod-free, decision 528). Its column in `journal_entries` has the same name
 * in snake_case. A field added to both and by a migration reaches the database row type, the payloads
 * and answers, the OpenAPI document, the export (JSON and CSV) and the import with no other server
 * change; `journal.fields.test.ts` proves the path.
 */
const JOURNAL_FIELD_SCHEMAS = {
  title: {
    create: TitleSchema,
    update: TitleSchema,
    api: JOURNAL_FIELD_ANSWERS.title,
    stored: storedText(JOURNAL_TITLE_MAX, 'Title').optional().default(null),
  },
  content: {
    create: ContentSchema,
    update: ContentSchema.optional(),
    api: JOURNAL_FIELD_ANSWERS.content,
    stored: z
      .string({ error: 'Content must be text' })
      .max(JOURNAL_CONTENT_MAX, { error: `Content must be at most ${JOURNAL_CONTENT_MAX} characters` })
      .refine((v) => v.trim() !== '', { error: 'Content is required' }),
  },
  mood: {
    create: required(MoodSchema, 'Mood is required'),
    update: MoodSchema.optional(),
    api: JOURNAL_FIELD_ANSWERS.mood,
    stored: MoodSchema,
  },
} as const satisfies Record<JournalField, Record<'create' | 'update' | 'api' | 'stored', z.core.$ZodType>>;

type Fields = {
  [F in JournalField]: (typeof JOURNAL_FIELD_SCHEMAS)[F] & (typeof JOURNAL_FIELD_TEXT)[F];
};
export const JOURNAL_FIELDS = Object.fromEntries(
  JOURNAL_FIELD_NAMES.map((f) => [f, { ...JOURNAL_FIELD_SCHEMAS[f], ...JOURNAL_FIELD_TEXT[f] }]),
) as Fields;

export { JOURNAL_FIELD_NAMES, type JournalField };
/** An entry's written fields as the API answers them (and as its row holds them). */
export type JournalFields = { [F in JournalField]: z.output<Fields[F]['api']> };

/** The schemas of every field for one use, as the shape of an object schema. */
export function journalFieldShape<U extends 'create' | 'update' | 'api' | 'stored'>(
  use: U,
): { [F in JournalField]: Fields[F][U] } {
  return Object.fromEntries(JOURNAL_FIELD_NAMES.map((f) => [f, JOURNAL_FIELDS[f][use]])) as {
    [F in JournalField]: Fields[F][U];
  };
}

export const CreateJournalEntrySchema = z.strictObject({
  ...journalFieldShape('create'),
  /** Tag names (decision 131); new names become the user's tags. */
  tags: TagNamesSchema.optional(),
  /** A past local day to file the entry under (decision 113); today when absent. */
  day: DaySchema.optional(),
});
export type CreateJournalEntry = z.infer<typeof CreateJournalEntrySchema>;

export const UpdateJournalEntrySchema = z
  .strictObject({
    ...journalFieldShape('update'),
    /** Replaces the entry's tags; `[]` removes them all. */
    tags: TagNamesSchema.optional(),
  })
  .refine(hasAnyField, { error: NOTHING_TO_CHANGE });
export type UpdateJournalEntry = z.infer<typeof UpdateJournalEntrySchema>;

// An entry as the API answers it, with the same field answers as `api` above: core/schemas/records.ts (zod/mini,
// decision 534).
export { ApiJournalEntrySchema, type ApiJournalEntry } from './records';
