/** Payloads and responses of /api/targets (docs/product.md §12; areas of one's own: decision 375). */
import { z } from 'zod';
import { isAreaKey } from '../areas';
import { DIMENSION_KEYS, type DimensionKey } from '../dimensions';
import { ScoreSchema, ScoreTextSchema } from './common';
import { hasAnyField, NOTHING_TO_CHANGE } from './fields';

const TargetInputSchema = ScoreSchema.nullable().optional();

/**
 * Only the areas named change; `null` clears an area's target. Any of the eight, or an area of one's
 * own (the server answers 400 for an own key that is not on the person's wheel).
 */
export const PutTargetsSchema = z
  .object(
    Object.fromEntries(DIMENSION_KEYS.map((key) => [key, TargetInputSchema])) as Record<
      DimensionKey,
      typeof TargetInputSchema
    >,
  )
  .catchall(TargetInputSchema)
  .superRefine((body, ctx) => {
    for (const key of Object.keys(body)) {
      if (!isAreaKey(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'Unknown dimension' });
    }
  })
  .refine(hasAnyField, { error: NOTHING_TO_CHANGE });
export type PutTargets = z.infer<typeof PutTargetsSchema>;

/**
 * The eight targets and one for each area of one's own on the wheel, one-decimal strings, `null` where
 * the user has set none.
 */
export const ApiTargetsSchema = z
  .object(
    Object.fromEntries(DIMENSION_KEYS.map((key) => [key, z.nullable(ScoreTextSchema)])) as Record<
      DimensionKey,
      z.ZodNullable<typeof ScoreTextSchema>
    >,
  )
  .catchall(z.nullable(ScoreTextSchema));
export type ApiTargets = z.infer<typeof ApiTargetsSchema>;
