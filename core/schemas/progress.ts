/** GET /api/progress?range=30d|90d|1y|all (DESIGN §6, docs/decisions/265). */
import { z } from 'zod';
import { DIMENSION_KEYS, type DimensionKey } from '../dimensions';
import { PROGRESS_RANGES } from '../progress';
import { DayTextSchema, ScoreTextSchema } from './common';
import { required } from './fields';

const RANGE_MESSAGE = 'range must be one of 30d, 90d, 1y or all';

const POINTS_MESSAGE = 'points must be none when given';

export const ProgressQuerySchema = z.strictObject({
  range: required(z.enum(PROGRESS_RANGES, { error: RANGE_MESSAGE }), RANGE_MESSAGE),
  /**
   * `none`: only the total, from and to, with no points (decision 311): a screen that shows the
   * all-time total does not read a point per week of the whole history for it.
   */
  points: z.enum(['none'], { error: POINTS_MESSAGE }).optional(),
});
export type ProgressQuery = z.infer<typeof ProgressQuerySchema>;

/** The eight built-in keys always; areas of one's own by their key as well (decision 341). */
const ProgressScoresSchema = z
  .object(
    Object.fromEntries(DIMENSION_KEYS.map((key) => [key, ScoreTextSchema.nullable()])) as Record<
      DimensionKey,
      z.ZodNullable<typeof ScoreTextSchema>
    >,
  )
  .catchall(ScoreTextSchema.nullable());

/** One day, or one week (Monday to Sunday, cut to the range) beyond a year. */
export const ApiProgressPointSchema = z.object({
  from: DayTextSchema,
  to: DayTextSchema,
  /** Days with a wellbeing entry in the point; its means are over those days. */
  n: z.number().int(),
  overall: ScoreTextSchema.nullable(),
  scores: ProgressScoresSchema,
  /** Mean core feeling of the point's quick check-ins, each counting once; null with none. */
  coreFeeling: ScoreTextSchema.nullable(),
});
export type ApiProgressPoint = z.infer<typeof ApiProgressPointSchema>;

export const ApiProgressSchema = z.object({
  /** The number of days with a wellbeing entry in the range. */
  total: z.number().int(),
  from: DayTextSchema,
  to: DayTextSchema,
  /** Oldest first; only days (weeks) that hold an entry or a check-in. */
  points: z.array(ApiProgressPointSchema),
});
export type ApiProgress = z.infer<typeof ApiProgressSchema>;
