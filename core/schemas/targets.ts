/** Payloads and responses of /api/targets (docs/product.md §12). */
import { z } from 'zod';
import { DIMENSION_KEYS, type DimensionKey } from '../dimensions';
import { ScoreSchema, ScoreTextSchema } from './common';
import { hasAnyField, NOTHING_TO_CHANGE } from './fields';

/** Only the areas named change; `null` clears an area's target. */
export const PutTargetsSchema = z
  .strictObject(
    Object.fromEntries(DIMENSION_KEYS.map((key) => [key, ScoreSchema.nullable().optional()])) as Record<
      DimensionKey,
      z.ZodOptional<z.ZodNullable<typeof ScoreSchema>>
    >,
  )
  .refine(hasAnyField, { error: NOTHING_TO_CHANGE });
export type PutTargets = z.infer<typeof PutTargetsSchema>;

/** The eight targets, one-decimal strings, `null` where the user has set none. */
export const ApiTargetsSchema = z.object(
  Object.fromEntries(DIMENSION_KEYS.map((key) => [key, ScoreTextSchema.nullable()])) as Record<
    DimensionKey,
    z.ZodNullable<typeof ScoreTextSchema>
  >,
);
export type ApiTargets = z.infer<typeof ApiTargetsSchema>;
