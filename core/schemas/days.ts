/** Payloads and responses of /api/days (issue 12 item 5, issue 16; docs/product.md §12). */
import { z } from 'zod';
import type { DimensionKey } from '../dimensions';
import { MILESTONE_DAYS } from '../streak';
import { DaySchema, DimensionKeySchema, ScoreSchema } from './common';
import { optionalText, required } from './fields';
import { REFLECTION_TEXT_MAX, type ApiDimensionReflection } from './reflections';
import type { ApiUser } from './auth';
import type { ApiQuickCheckin } from './checkins';
import type { ApiJournalEntry } from './journal';
import type { ApiWellbeingEntry } from './wellbeing';

/** The longest range one GET /api/days may ask for: `to` − `from` ≤ 366 days (a leap year and a day). */
export const DAYS_RANGE_MAX = 366;

export const DayParamsSchema = z.strictObject({
  day: DaySchema,
  dimension: DimensionKeySchema,
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

export interface RateDayResponse {
  entry: ApiWellbeingEntry;
  /** The reflection this call created, or null when no text was given. */
  reflection: ApiDimensionReflection | null;
  /** The user after the save (streaks, pending milestone), so the client needs no second request. */
  user: ApiUser;
}

export const OneDayParamsSchema = z.strictObject({ day: DaySchema });

/** GET /api/days/{day}: every record of one local day, newest first within each kind. */
export interface ApiOneDay {
  day: string;
  entry: ApiWellbeingEntry | null;
  reflections: ApiDimensionReflection[];
  journalEntries: ApiJournalEntry[];
  quickCheckins: ApiQuickCheckin[];
}

export const DaysQuerySchema = z
  .strictObject({
    from: required(DaySchema, 'from is required'),
    to: required(DaySchema, 'to is required'),
  })
  .refine((q) => q.from <= q.to, { error: 'from must not be after to', path: ['to'] });
export type DaysQuery = z.infer<typeof DaysQuerySchema>;

/** One day of GET /api/days: only days that hold any data are listed. */
export interface ApiDay {
  day: string;
  /** The day's wellbeing entry, or null when it has none (only check-ins, a journal entry, …). */
  overallScore: string | null;
  scores: Record<DimensionKey, string> | null;
  /** Mean core feeling of the day's quick check-ins (one decimal), or null when there were none. */
  coreFeeling: string | null;
  checkinCount: number;
  journalCount: number;
  reflectionCount: number;
}

export const CelebrationSchema = z.strictObject({
  days: required(
    z
      .number({ error: 'days must be a streak milestone' })
      .refine((d) => MILESTONE_DAYS.includes(d), { error: 'days must be a streak milestone' }),
    'days is required',
  ),
});
export type Celebration = z.infer<typeof CelebrationSchema>;
