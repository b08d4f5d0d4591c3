/** Payloads and responses of /api/dimension-reflections (docs/product.md §3, §7, §10). */
import { z } from 'zod';
import { AreaKeySchema } from './areas';
import { IdSchema, ScoreSchema } from './common';
import { hasAnyField, NOTHING_TO_CHANGE, optionalText, required } from './fields';
import { REFLECTION_TEXT_MAX } from '../limits';

export { REFLECTION_TEXT_MAX };

const NotesSchema = optionalText(REFLECTION_TEXT_MAX, 'Notes');
const ReflectionTextSchema = optionalText(REFLECTION_TEXT_MAX, 'Where to start');

export const CreateDimensionReflectionSchema = z
  .strictObject({
    dimension: required(AreaKeySchema, 'Dimension is required'),
    score: required(ScoreSchema, 'Score is required'),
    notes: NotesSchema,
    reflection: ReflectionTextSchema,
    wellbeingEntryId: required(IdSchema, 'wellbeingEntryId is required'),
  })
  // The client only creates a reflection when something was written (docs/product.md §5); an empty one would
  // be a card with nothing on it.
  .refine((r) => r.notes != null || r.reflection != null, {
    error: 'Write a note or where to start',
    path: ['notes'],
  });
export type CreateDimensionReflection = z.infer<typeof CreateDimensionReflectionSchema>;

/** The edit form sends the fields; the Put Into Practice toggle sends only `putIntoPractice`. */
export const UpdateDimensionReflectionSchema = z
  .strictObject({
    dimension: z.optional(AreaKeySchema),
    score: ScoreSchema.optional(),
    notes: NotesSchema,
    reflection: ReflectionTextSchema,
    putIntoPractice: z.boolean({ error: 'putIntoPractice must be true or false' }).optional(),
  })
  .refine(hasAnyField, { error: NOTHING_TO_CHANGE });
export type UpdateDimensionReflection = z.infer<typeof UpdateDimensionReflectionSchema>;

// A reflection as the API answers it: core/schemas/records.ts (zod/mini, decision 534).
export { ApiDimensionReflectionSchema, type ApiDimensionReflection } from './records';
