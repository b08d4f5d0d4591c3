/**
 * The report over a chosen range (decision 303): `GET /api/reports/range` for the printable report and
 * `GET /api/shared/{token}` for a share link both answer this shape, so the client draws both with one
 * component. Parts not asked for (or outside a link's scope) are null.
 */
import { z } from 'zod';
import { addDays, daysBetween, isValidDay } from '../dates';
import { DIMENSION_KEYS } from '../dimensions';
import { WHO5_BANDS } from '../who5';
import { DayTextSchema, ScoreTextSchema } from './common';
import { required } from './fields';
import { ApiProgressPointSchema } from './progress';
import { ApiReportAreaSchema, ApiReportComparisonSchema } from './reports';

/** The parts a report (and a share link) can hold, in the order they are shown. */
export const REPORT_PARTS = ['reports', 'who5', 'reflections', 'journal'] as const;
export type ReportPart = (typeof REPORT_PARTS)[number];

/** The longest range one report covers, in days (`to` − `from` + 1): a leap year. */
export const REPORT_RANGE_MAX_DAYS = 366;
/** At most this many reflections, newest first, are in one report; the total is always said. */
export const REPORT_REFLECTIONS_MAX = 200;
/** At most this many journal entries, newest first, are in one report; the total is always said. */
export const REPORT_JOURNAL_MAX = 100;

const DAY_MESSAGE = 'must be a date written YYYY-MM-DD';

/** A day field of a range: required, a real calendar day. */
const RangeDaySchema = (name: string) =>
  required(
    z.string({ error: `${name} ${DAY_MESSAGE}` }).refine(isValidDay, { error: `${name} ${DAY_MESSAGE}` }),
    `${name} is required`,
  );

/**
 * `from` ≤ `to`, at most REPORT_RANGE_MAX_DAYS days; shared by the report query and POST /api/shares.
 * Nothing to say when either is not a day: zod runs an object's refinement even after a field failed
 * its own check, and that field's message already says what is wrong.
 */
export function rangeProblem(from: string, to: string): string | null {
  if (!isValidDay(from) || !isValidDay(to)) return null;
  if (from > to) return 'from must not be after to';
  if (daysBetween(from, to) + 1 > REPORT_RANGE_MAX_DAYS)
    return `A report covers at most ${REPORT_RANGE_MAX_DAYS} days`;
  return null;
}

/** The parts asked for: a comma-separated list, each at most once. */
export const ReportPartsSchema = z.string().transform((value, ctx) => {
  const parts = value.split(',').map((p) => p.trim());
  for (const part of parts) {
    if (!(REPORT_PARTS as readonly string[]).includes(part)) {
      ctx.addIssue({ code: 'custom', message: `must list parts from ${REPORT_PARTS.join(', ')}` });
      return z.NEVER;
    }
  }
  return REPORT_PARTS.filter((p) => parts.includes(p));
});

export const RangeReportQuerySchema = z
  .strictObject({
    from: RangeDaySchema('from'),
    to: RangeDaySchema('to'),
    /** Which parts to include; `reports,who5` when absent. */
    include: ReportPartsSchema.optional(),
  })
  .superRefine((q, ctx) => {
    const problem = rangeProblem(q.from, q.to);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['to'] });
  });
export type RangeReportQuery = z.infer<typeof RangeReportQuerySchema>;

/** The same-length period just before a range. */
export function previousRange(from: string, to: string): { from: string; to: string } {
  const days = daysBetween(from, to) + 1;
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

export const ApiRangeSummarySchema = z.object({
  /** Days in the range with a wellbeing entry, and in the period before. */
  daysWithEntry: z.number().int().nonnegative(),
  previousDaysWithEntry: z.number().int().nonnegative(),
  quickCheckins: z.number().int().nonnegative(),
  /** Mean of the area means that have data (core feeling excluded), against the period before. */
  overall: ApiReportComparisonSchema,
  coreFeeling: ApiReportComparisonSchema,
  /** The areas shown now, in wheel order, with the person’s labels (decision 341). */
  areas: z.array(ApiReportAreaSchema),
  /** One point per day with an entry or a check-in, oldest first. */
  trend: z.array(ApiProgressPointSchema),
});
export type ApiRangeSummary = z.infer<typeof ApiRangeSummarySchema>;

export const ApiReportWho5PointSchema = z.object({
  day: DayTextSchema,
  raw: z.number().int().min(0).max(25),
  percent: z.number().int().min(0).max(100),
  /** From the raw score: `very-low` (≤ 7), `low` (≤ 12) or `none` (core/who5.ts). */
  band: z.enum(WHO5_BANDS),
});
export type ApiReportWho5Point = z.infer<typeof ApiReportWho5PointSchema>;

export const ApiReportReflectionSchema = z.object({
  id: z.string(),
  day: DayTextSchema,
  dimension: z.enum(DIMENSION_KEYS),
  score: ScoreTextSchema,
  notes: z.string().nullable(),
  reflection: z.string().nullable(),
});
export type ApiReportReflection = z.infer<typeof ApiReportReflectionSchema>;

export const ApiReportJournalEntrySchema = z.object({
  id: z.string(),
  day: DayTextSchema,
  title: z.string().nullable(),
  content: z.string(),
  mood: z.number().int(),
});
export type ApiReportJournalEntry = z.infer<typeof ApiReportJournalEntrySchema>;

export const ApiRangeReportSchema = z.object({
  from: DayTextSchema,
  to: DayTextSchema,
  /** Days the range covers, both ends included. */
  days: z.number().int().positive(),
  /** The same-length period before, which the changes compare with. */
  previous: z.object({ from: DayTextSchema, to: DayTextSchema }),
  parts: z.array(z.enum(REPORT_PARTS)),
  summary: ApiRangeSummarySchema.nullable(),
  /** WHO-5 results in the range, oldest first. */
  who5: z.array(ApiReportWho5PointSchema).nullable(),
  /** The newest REPORT_REFLECTIONS_MAX reflections of the range and how many it holds. */
  reflections: z.object({ total: z.number().int(), items: z.array(ApiReportReflectionSchema) }).nullable(),
  /** The newest REPORT_JOURNAL_MAX journal entries of the range and how many it holds. */
  journal: z.object({ total: z.number().int(), items: z.array(ApiReportJournalEntrySchema) }).nullable(),
});
export type ApiRangeReport = z.infer<typeof ApiRangeReportSchema>;
