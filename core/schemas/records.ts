/**
 * The records the API answers with, in `zod/mini` (decision 534): a wellbeing entry, a reflection, a
 * journal entry, a quick check-in, GET /api/days' month and one day, and a tag of GET /api/tags (the
 * tag picker's list on /quick-checkin and the journal, decision 542). The calendar, a day, the
 * journal, the reflections and Progress check their first read's answer with these, so they need no
 * part of zod's full build before their content. One copy: the server answers with the same schemas,
 * and core's full-zod modules (wellbeing.ts, reflections.ts, journal.ts, checkins.ts, days.ts,
 * areas.ts, common.ts) re-export them and nest them in their own, as decision 457's user.
 */
import * as z from 'zod/mini';
import { isAreaKey } from '../areas';
import { DIMENSION_KEYS, type DimensionKey } from '../dimensions';
import type { JournalField } from '../journal-fields';
import { DayTextSchema, InstantSchema, object } from './wire';

/** A score as the server sends it: one decimal ("7.5", "10.0"). */
export const ScoreTextSchema = z
  .string()
  .check(z.regex(/^\d{1,2}\.\d$/), z.describe('A score with one decimal, "0.0" to "10.0"'));

/** An area key: one of the eight or an own-area key (`own-` and 10 letters or digits). */
export const AreaKeySchema = z
  .string({ error: 'Unknown dimension' })
  .check(
    z.refine(isAreaKey, { error: 'Unknown dimension' }),
    z.describe('One of the eight built-in keys, or the key of an area of one’s own (own-xxxxxxxxxx)'),
  );

/**
 * Ratings of areas of one's own on a day, by area key ("own-…": "7.5"); only the areas rated that day.
 * The eight built-in scores stay where they always were (decision 341).
 */
export const AreaScoresSchema = z.record(z.string(), z.string().check(z.regex(/^\d{1,2}\.\d$/)));
export type AreaScores = z.infer<typeof AreaScoresSchema>;

/** When a record was made, as the API answers it: the user's local day (YYYY-MM-DD) and the instant. */
export const dayAndDateShape = { day: DayTextSchema, date: InstantSchema };

/**
 * One area's score as the API answers it (a spotlight rating, a reflection): the area — one of the eight
 * or an area of one's own on the person's wheel (decision 374) — and its score text.
 */
export const areaScoreShape = { dimension: AreaKeySchema, score: ScoreTextSchema };

/**
 * The first fields of a dated record as the API answers it (an entry, a journal entry): its id, the
 * user's local calendar day it belongs to (YYYY-MM-DD), when it was created and last changed (ISO 8601
 * UTC).
 */
export const editedRecordShape = {
  id: z.string(),
  ...dayAndDateShape,
  updatedAt: InstantSchema,
};

/** The eight built-in areas' scores, each one-decimal text. */
const dimensionScoresShape = Object.fromEntries(
  DIMENSION_KEYS.map((key) => [key, ScoreTextSchema]),
) as Record<DimensionKey, typeof ScoreTextSchema>;

/** An entry as the API returns it: every score is a one-decimal string ("7.5"). */
export const ApiWellbeingEntrySchema = object({
  ...editedRecordShape,
  overallScore: ScoreTextSchema,
  notes: z.nullable(z.string()),
  ...dimensionScoresShape,
  /**
   * The day's ratings of areas of one's own, by key ("own-…": "7.5"), only those rated that day
   * (decision 341); left out when the day rates none.
   */
  areaScores: z.optional(AreaScoresSchema),
});
export type ApiWellbeingEntry = z.infer<typeof ApiWellbeingEntrySchema>;

/** GET /api/wellbeing-entries/today: today's entry, or null. */
export const ApiWellbeingEntryOrNullSchema = z.nullable(ApiWellbeingEntrySchema);

export const ApiDimensionReflectionSchema = object({
  id: z.string(),
  wellbeingEntryId: z.string(),
  ...areaScoreShape,
  notes: z.nullable(z.string()),
  /** Shown as "Where to start" (the client's edit event calls it changeNeeded). */
  reflection: z.nullable(z.string()),
  putIntoPractice: z.boolean(),
  ...dayAndDateShape,
});
export type ApiDimensionReflection = z.infer<typeof ApiDimensionReflectionSchema>;

/**
 * How the API answers each written field of a journal entry (decision 321): `api` of core's
 * `JOURNAL_FIELDS` (schemas/journal.ts), which takes them from here.
 */
export const JOURNAL_FIELD_ANSWERS = {
  title: z.nullable(z.string()),
  content: z.string(),
  mood: z.int(),
} as const satisfies Record<JournalField, z.ZodMiniType>;

export const ApiJournalEntrySchema = object({
  ...editedRecordShape,
  ...JOURNAL_FIELD_ANSWERS,
  /** Tag names, alphabetical (decision 131). Absent only in exports. */
  tags: z.optional(z.array(z.string())),
});
export type ApiJournalEntry = z.infer<typeof ApiJournalEntrySchema>;

export const ApiQuickCheckinSchema = object({
  id: z.string(),
  ...dayAndDateShape,
  coreFeeling: ScoreTextSchema,
  /** Tag names, alphabetical (decision 131). Absent only in exports. */
  tags: z.optional(z.array(z.string())),
});
export type ApiQuickCheckin = z.infer<typeof ApiQuickCheckinSchema>;

/** GET /api/days/{day}: every record of one local day, newest first within each kind. */
export const ApiOneDaySchema = object({
  day: DayTextSchema,
  entry: z.nullable(ApiWellbeingEntrySchema),
  reflections: z.array(ApiDimensionReflectionSchema),
  journalEntries: z.array(ApiJournalEntrySchema),
  quickCheckins: z.array(ApiQuickCheckinSchema),
});
export type ApiOneDay = z.infer<typeof ApiOneDaySchema>;

/** One day of GET /api/days: only days that hold any data are listed. */
export const ApiDaySchema = object({
  day: DayTextSchema,
  /** The day's wellbeing entry, or null when it has none (only check-ins, a journal entry, …). */
  overallScore: z.nullable(ScoreTextSchema),
  scores: z.nullable(object(dimensionScoresShape)),
  /**
   * Ratings of areas of one's own that day, by key (decision 341); left out when the day rates none.
   */
  areaScores: z.optional(AreaScoresSchema),
  /** Mean core feeling of the day's quick check-ins (one decimal), or null when there were none. */
  coreFeeling: z.nullable(ScoreTextSchema),
  checkinCount: z.int(),
  journalCount: z.int(),
  reflectionCount: z.int(),
});
export type ApiDay = z.infer<typeof ApiDaySchema>;

/** A tag as GET /api/tags answers it: its name and how many journal entries and quick check-ins carry it. */
export const ApiTagSchema = object({
  id: z.string(),
  name: z.string(),
  uses: z.number().check(z.int()),
});
export type ApiTag = z.infer<typeof ApiTagSchema>;
