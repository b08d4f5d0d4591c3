/** Payloads and responses of /api/journal-entries (docs/product.md §5, §10). */
import { z } from 'zod';
import { DaySchema, editedRecordShape, MoodSchema } from './common';
import { hasAnyField, NOTHING_TO_CHANGE, optionalText, required, requiredText, storedText } from './fields';
import { TagNamesSchema } from './tags';
import { JOURNAL_CONTENT_MAX, JOURNAL_TITLE_MAX } from '../limits';

export { JOURNAL_CONTENT_MAX, JOURNAL_TITLE_MAX };

const TitleSchema = optionalText(JOURNAL_TITLE_MAX, 'Title');
const ContentSchema = requiredText(JOURNAL_CONTENT_MAX, 'Content');

/**
 * What a person writes in a journal entry, once (decision 321). For each field: how a new entry takes
 * it (`create`), how an edit takes it (`update`, always optional), how the API answers it (`api`), how
 * the import reads it back from an export (`stored`), its CSV column and how a cell is read back
 * (`fromCsv`, then checked by `stored`), and an `example`. Its column in
 * `journal_entries` has the same name in snake_case. A field added here and by a migration reaches the
 * database row type, the payloads and answers, the OpenAPI document, the export (JSON and CSV) and
 * the import with no other server change; `journal.fields.test.ts` proves the path.
 */
export const JOURNAL_FIELDS = {
  title: {
    create: TitleSchema,
    update: TitleSchema,
    api: z.string().nullable(),
    stored: storedText(JOURNAL_TITLE_MAX, 'Title').optional().default(null),
    csv: 'Title',
    fromCsv: (cell: string): unknown => (cell === '' ? null : cell),
    example: 'A walk by the river',
  },
  content: {
    create: ContentSchema,
    update: ContentSchema.optional(),
    api: z.string(),
    stored: z
      .string({ error: 'Content must be text' })
      .max(JOURNAL_CONTENT_MAX, { error: `Content must be at most ${JOURNAL_CONTENT_MAX} characters` })
      .refine((v) => v.trim() !== '', { error: 'Content is required' }),
    csv: 'Content',
    fromCsv: (cell: string): unknown => cell,
    example: 'Slept well; the morning felt lighter.',
  },
  mood: {
    create: required(MoodSchema, 'Mood is required'),
    update: MoodSchema.optional(),
    api: z.number().int(),
    stored: MoodSchema,
    csv: 'Mood',
    fromCsv: (cell: string): unknown => (/^\d+$/.test(cell) ? Number(cell) : cell),
    example: 7,
  },
} as const;

type Fields = typeof JOURNAL_FIELDS;
export type JournalField = keyof Fields;
/** The fields in order: the API's, the export's and the CSV's. */
export const JOURNAL_FIELD_NAMES = Object.keys(JOURNAL_FIELDS) as JournalField[];
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

export const ApiJournalEntrySchema = z.object({
  ...editedRecordShape,
  ...journalFieldShape('api'),
  /** Tag names, alphabetical (decision 131). Absent only in exports. */
  tags: z.array(z.string()).optional(),
});
export type ApiJournalEntry = z.infer<typeof ApiJournalEntrySchema>;
