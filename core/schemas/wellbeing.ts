/** Payloads and responses of /api/wellbeing-entries (docs/product.md §7, §10). */
import { z } from 'zod';
import { DIMENSION_KEYS, type DimensionKey } from '../dimensions';
import { ScoreSchema } from './common';
import { hasAnyField, NOTHING_TO_CHANGE, optionalText, required } from './fields';
import { ENTRY_NOTES_MAX } from '../limits';

export { ENTRY_NOTES_MAX };

/** One schema per area, built from the list so a ninth area could never be forgotten in one place. */
function perDimension<S extends z.ZodType>(make: () => S): Record<DimensionKey, S> {
  return Object.fromEntries(DIMENSION_KEYS.map((key) => [key, make()])) as Record<DimensionKey, S>;
}

const EntryNotesSchema = optionalText(ENTRY_NOTES_MAX, 'Notes');

/** POST: all eight scores are required (docs/product.md §5); notes are optional. */
export const CreateWellbeingEntrySchema = z.strictObject({
  ...perDimension(() => required(ScoreSchema, 'Score is required')),
  notes: EntryNotesSchema,
});
export type CreateWellbeingEntry = z.infer<typeof CreateWellbeingEntrySchema>;

/** PATCH: any of the eight scores and/or notes (null or blank clears the notes). */
export const UpdateWellbeingEntrySchema = z
  .strictObject({
    ...perDimension(() => ScoreSchema.optional()),
    notes: EntryNotesSchema,
  })
  .refine(hasAnyField, { error: NOTHING_TO_CHANGE });
export type UpdateWellbeingEntry = z.infer<typeof UpdateWellbeingEntrySchema>;

// An entry as the API returns it: core/schemas/records.ts (zod/mini, decision 534).
export { ApiWellbeingEntryOrNullSchema, ApiWellbeingEntrySchema, type ApiWellbeingEntry } from './records';
