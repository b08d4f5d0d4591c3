/** Building blocks shared by the API's payload schemas (docs/product.md §13, §10). */
import { z } from 'zod';
import { canonicalTimeZone, isValidDay, isValidMonth, isValidTimeZone } from '../dates';
import { DIMENSION_KEYS } from '../dimensions';
import { MOOD_MAX, MOOD_MIN } from '../mood';
import { parseScore, SCORE_ERROR_MESSAGE } from '../scores';

/** A score sent as a string ("7.5", the spec's wire format) or a number; parsed to a number. */
export const ScoreSchema = z
  .union([z.string(), z.number()], { error: SCORE_ERROR_MESSAGE })
  .transform((value, ctx) => {
    const score = parseScore(value);
    if (score === null) {
      ctx.addIssue({ code: 'custom', message: SCORE_ERROR_MESSAGE });
      return z.NEVER;
    }
    return score;
  });

export const DimensionKeySchema = z.enum(DIMENSION_KEYS, { error: 'Unknown dimension' });

export const MOOD_ERROR_MESSAGE = 'Mood must be a whole number from 1 to 10';
export const MoodSchema = z
  .number({ error: MOOD_ERROR_MESSAGE })
  .int({ error: MOOD_ERROR_MESSAGE })
  .min(MOOD_MIN, { error: MOOD_ERROR_MESSAGE })
  .max(MOOD_MAX, { error: MOOD_ERROR_MESSAGE });

export const DaySchema = z
  .string({ error: 'Day must be a date written YYYY-MM-DD' })
  .refine(isValidDay, { error: 'Day must be a date written YYYY-MM-DD' });

export const MonthSchema = z
  .string({ error: 'Month must be written YYYY-MM' })
  .refine(isValidMonth, { error: 'Month must be written YYYY-MM' });

// Names only ("Europe/Paris", "UTC"): what browsers report, and what stays right across DST changes.
// Offsets like "+05:00" are refused even where the platform would accept them.
const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

/**
 * An IANA time zone, returned in the platform's spelling ("utc" → "UTC") so one zone is not stored
 * under several names.
 */
export const TimeZoneSchema = z
  .string({ error: 'Unknown time zone' })
  .refine((tz) => TIME_ZONE_NAME.test(tz) && isValidTimeZone(tz), { error: 'Unknown time zone' })
  .transform((tz) => canonicalTimeZone(tz) ?? tz);

export const IdSchema = z.uuid({ error: 'Invalid id' });

// ---- Response building blocks: what the server sends (plain shapes, no transforms). ----

// A local calendar day and an instant as sent: core/schemas/wire.ts (zod/mini, decision 457); a score
// as sent: core/schemas/records.ts (zod/mini, decision 534).
export { DayTextSchema, InstantSchema } from './wire';
export { ScoreTextSchema } from './records';

/** Every error answer: `message` for people, `issues` naming each invalid field of a 400. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** A plain confirmation, e.g. the answer of POST /api/auth/forgot-password. */
export const MessageSchema = z.object({ message: z.string() });

/** A 204 answer has no body. */
export const NoContentSchema = z.undefined().describe('No content');

const PAGE_LIMIT_MESSAGE = 'Must be a whole number from 1 to 200';

/** `?limit=` and `?before=` of every list (decision 080); the cursor itself is checked by the server. */
export const PageQuerySchema = z.object({
  limit: z
    .string({ error: 'Give limit once' })
    .regex(/^\d{1,4}$/, PAGE_LIMIT_MESSAGE)
    .refine((n) => Number(n) >= 1 && Number(n) <= 200, PAGE_LIMIT_MESSAGE)
    .optional()
    .describe('Rows per page, 1–200 (default 50)'),
  before: z
    .string({ error: 'Give before once' })
    .optional()
    .describe('The cursor from the `Link` header of the previous page'),
});

/** `{id}` of a route that addresses one record; an unknown id is a 404, not a 400. */
export const IdParamsSchema = z.object({ id: z.string() });

export type Month = z.infer<typeof MonthSchema>;
export type TimeZone = z.infer<typeof TimeZoneSchema>;
export type Id = z.infer<typeof IdSchema>;

// The shapes of a record as the API answers it: core/schemas/records.ts (zod/mini, decision 534).
export { areaScoreShape, dayAndDateShape, editedRecordShape } from './records';
