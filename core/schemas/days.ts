/** Payloads and responses of /api/days (decision 113; docs/product.md §12). */
import { z } from 'zod';
import { MILESTONE_DAYS } from '../streak';
import { DaySchema, ScoreSchema } from './common';
import { optionalText, required } from './fields';
import { ApiDimensionReflectionSchema, REFLECTION_TEXT_MAX } from './reflections';
import { ApiUserSchema } from './auth';
import { ApiWellbeingEntrySchema } from './wellbeing';
import { AreaKeySchema } from './areas';

/** The longest range one GET /api/days may ask for: `to` − `from` ≤ 366 days (a leap year and a day). */
export const DAYS_RANGE_MAX = 366;

/** `dimension` is any area key of the wheel: one of the eight or an own-area key (DESIGN §6). */
export const DayParamsSchema = z.strictObject({
  day: DaySchema,
  dimension: AreaKeySchema,
});

/**
 * PUT /api/days/{day}/ratings/{dimension}: rate one area for one local day. `notes` and `reflection`
 * are the reflection's texts ("Notes", "Where to start"); a reflection is created when either is given.
 */
export const RateDaySchema = z.strictObject({
  score: required(ScoreSchema, 'Score is required'),
  notes: optionalText(REFLECTION_TEXT_MAX, 'Notes'),
  reflection: optionalText(REFLECTION_TEXT_MAX, 'Where to start'),
});
export type RateDay = z.infer<typeof RateDaySchema>;

export const RateDayResponseSchema = z.object({
  entry: ApiWellbeingEntrySchema,
  /** The reflection this call created, or null when no text was given. */
  reflection: z.nullable(ApiDimensionReflectionSchema),
  /** The user after the save (streaks, pending milestone), so the client needs no second request. */
  user: ApiUserSchema,
});
export type RateDayResponse = z.infer<typeof RateDayResponseSchema>;

export const OneDayParamsSchema = z.strictObject({ day: DaySchema });

// GET /api/days/{day} and one day of GET /api/days: core/schemas/records.ts (zod/mini, decision 534).
export { ApiDaySchema, ApiOneDaySchema, type ApiDay, type ApiOneDay } from './records';

export const DaysQuerySchema = z
  .strictObject({
    from: required(DaySchema, 'from is required'),
    to: required(DaySchema, 'to is required'),
  })
  .refine((q) => q.from <= q.to, { error: 'from must not be after to', path: ['to'] });
export type DaysQuery = z.infer<typeof DaysQuerySchema>;

export const CelebrationSchema = z.strictObject({
  days: required(
    z
      .number({ error: 'days must be a streak milestone' })
      .refine((d) => MILESTONE_DAYS.includes(d), { error: 'days must be a streak milestone' }),
    'days is required',
  ),
});
export type Celebration = z.infer<typeof CelebrationSchema>;
