/**
 * The answers Progress checks first, in `zod/mini` (decision 534): GET /api/progress and the WHO-5
 * results (GET /api/who5). With core/schemas/records.ts (its newest entries) the screen needs no part
 * of zod's full build before its content. One copy: the server answers with these, and progress.ts and
 * who5.ts re-export them.
 */
import * as z from 'zod/mini';
import { DIMENSION_KEYS, type DimensionKey } from '../dimensions';
import { WHO5_ANSWER_MAX, WHO5_ANSWER_MIN, WHO5_BANDS, WHO5_ITEMS, WHO5_RAW_MAX } from '../who5';
import { ScoreTextSchema } from './records';
import { DayTextSchema, InstantSchema, object } from './wire';

/** The eight built-in keys always; areas of one's own by their key as well (decision 341). */
const ProgressScoresSchema = z.catchall(
  object(
    Object.fromEntries(DIMENSION_KEYS.map((key) => [key, z.nullable(ScoreTextSchema)])) as Record<
      DimensionKey,
      z.ZodMiniNullable<typeof ScoreTextSchema>
    >,
  ),
  z.nullable(ScoreTextSchema),
);

/** One day, or one week (Monday to Sunday, cut to the range) beyond a year. */
export const ApiProgressPointSchema = object({
  from: DayTextSchema,
  to: DayTextSchema,
  /** Days with a wellbeing entry in the point; its means are over those days. */
  n: z.int(),
  overall: z.nullable(ScoreTextSchema),
  scores: ProgressScoresSchema,
  /** Mean core feeling of the point's quick check-ins, each counting once; null with none. */
  coreFeeling: z.nullable(ScoreTextSchema),
});
export type ApiProgressPoint = z.infer<typeof ApiProgressPointSchema>;

export const ApiProgressSchema = object({
  /** The number of days with a wellbeing entry in the range. */
  total: z.int(),
  from: DayTextSchema,
  to: DayTextSchema,
  /** Oldest first; only days (weeks) that hold an entry or a check-in. */
  points: z.array(ApiProgressPointSchema),
});
export type ApiProgress = z.infer<typeof ApiProgressSchema>;

export const Who5BandSchema = z
  .enum(WHO5_BANDS)
  .check(z.describe('From the raw score: "very-low" raw ≤ 7, "low" raw ≤ 12, otherwise "none"'));

/** One result as the API answers it (and the export holds it). */
export const ApiWho5Schema = object({
  id: z.string(),
  day: DayTextSchema,
  answers: z.array(z.int().check(z.gte(WHO5_ANSWER_MIN), z.lte(WHO5_ANSWER_MAX))).check(z.length(WHO5_ITEMS)),
  raw: z.int().check(z.gte(0), z.lte(WHO5_RAW_MAX), z.describe('The sum of the answers, 0–25')),
  percent: z.int().check(z.gte(0), z.lte(100), z.describe('raw × 4')),
  band: Who5BandSchema,
  /** When the result was last written (answered again on the same day: replaced). */
  updatedAt: InstantSchema,
});
export type ApiWho5 = z.infer<typeof ApiWho5Schema>;
