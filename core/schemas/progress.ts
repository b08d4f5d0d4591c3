/** GET /api/progress?range=30d|90d|1y|all (DESIGN §6, docs/decisions/265). */
import { z } from 'zod';
import { PROGRESS_RANGES } from '../progress';
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

// The answer and its points: core/schemas/trends.ts (zod/mini, decision 534).
export { ApiProgressPointSchema, ApiProgressSchema, type ApiProgress, type ApiProgressPoint } from './trends';
