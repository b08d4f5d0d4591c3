/**
 * A journal entry's written fields in order (decision 321), with what the CSV export and import need
 * of each: its column, how a cell is read back (then checked by the field's `stored` schema), and an
 * example. Their schemas are in `schemas/journal.ts`, which joins the two into `JOURNAL_FIELDS`; the
 * compiler holds both to the same names. Kept apart from zod so the export's worker, which needs only
 * the names and columns, does not load it (decision 528).
 */
export const JOURNAL_FIELD_TEXT = {
  title: {
    csv: 'Title',
    fromCsv: (cell: string): unknown => (cell === '' ? null : cell),
    example: 'A walk by the river',
  },
  content: {
    csv: 'Content',
    fromCsv: (cell: string): unknown => cell,
    example: 'Slept well; the morning felt lighter.',
  },
  mood: {
    csv: 'Mood',
    fromCsv: (cell: string): unknown => (/^\d+$/.test(cell) ? Number(cell) : cell),
    example: 7,
  },
} as const;

export type JournalField = keyof typeof JOURNAL_FIELD_TEXT;
/** The fields in order: the API's, the export's and the CSV's. */
export const JOURNAL_FIELD_NAMES = Object.keys(JOURNAL_FIELD_TEXT) as JournalField[];
