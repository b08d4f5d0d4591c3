/**
 * Payloads of the report endpoints (docs/product.md §10, §11.3):
 * `GET /api/reports/weekly?weekStart=YYYY-MM-DD` and `GET /api/reports/monthly?month=YYYY-MM`.
 *
 * Wire format (docs/decisions/020-report-wire-format.md):
 * - Scores and means are one-decimal strings ("7.5", "10.0") or null when the period holds no data
 *   for that key, like every score the server sends.
 * - A change is a one-decimal string with its sign ("+0.5", "-1.0", "0.0"), exactly as the report
 *   table shows it, or null when either side is missing.
 * - Period bounds are local calendar days in the user's zone; `start` is the first day and `end` the
 *   first day AFTER the period (exclusive), the same convention as core/reports PeriodRange.
 */
import { z } from 'zod';
import { isoWeekday, isValidDay, isValidMonth } from '../dates';

// Messages follow the field name, because the error handler prints "weekStart: <message>".
const WEEK_START_FORMAT = 'must be a date written YYYY-MM-DD';
const WEEK_START_MONDAY = 'must be a Monday';
const MONTH_FORMAT = 'must be a month written YYYY-MM';

export const WeeklyReportQuerySchema = z.object({
  weekStart: z
    .string({ error: 'is required, as a Monday written YYYY-MM-DD' })
    .refine(isValidDay, { error: WEEK_START_FORMAT, abort: true })
    .refine((day) => isoWeekday(day) === 1, { error: WEEK_START_MONDAY }),
});
export type WeeklyReportQuery = z.infer<typeof WeeklyReportQuerySchema>;

export const MonthlyReportQuerySchema = z.object({
  month: z
    .string({ error: 'is required, as a month written YYYY-MM' })
    // The day check also refuses year 0000, which has no calendar day.
    .refine((month) => isValidMonth(month) && isValidDay(`${month}-01`), { error: MONTH_FORMAT }),
});
export type MonthlyReportQuery = z.infer<typeof MonthlyReportQuerySchema>;

/** A mean as sent: one decimal, or null when there was nothing to average. */
const ReportScoreSchema = z
  .string()
  .regex(/^\d{1,2}\.\d$/)
  .nullable();
/** A signed change as shown in the table, or null when either side is missing. */
const ReportChangeSchema = z
  .string()
  .regex(/^(?:[+-]\d{1,2}\.\d|0\.0)$/)
  .nullable();

export const ApiReportComparisonSchema = z.object({
  previous: ReportScoreSchema,
  current: ReportScoreSchema,
  change: ReportChangeSchema,
  direction: z.enum(['up', 'down', 'flat']).nullable(),
});
export type ApiReportComparison = z.infer<typeof ApiReportComparisonSchema>;

export const ApiReportAreaSchema = ApiReportComparisonSchema.extend({
  /** A built-in key or the key of an area of one's own (decision 341). */
  key: z.string(),
  label: z.string(),
});
export type ApiReportArea = z.infer<typeof ApiReportAreaSchema>;

export const ApiReportPeriodSchema = z.object({
  /** First local day of the period. */
  start: z.string(),
  /** First local day after the period (exclusive). */
  end: z.string(),
  /** How many daily wellbeing entries the period holds. */
  entries: z.number().int().nonnegative(),
  /** How many quick check-ins the period holds. */
  quickCheckins: z.number().int().nonnegative(),
});
export type ApiReportPeriod = z.infer<typeof ApiReportPeriodSchema>;

export const ApiPeriodReportSchema = z.object({
  kind: z.enum(['week', 'month']),
  period: ApiReportPeriodSchema,
  previousPeriod: ApiReportPeriodSchema,
  /** The areas shown now, in wheel order, with the person's labels (decision 341). */
  areas: z.array(ApiReportAreaSchema),
  coreFeeling: ApiReportComparisonSchema,
  /**
   * Mean of the shown areas' means that have data (core feeling excluded; decision 342).
   */
  overall: ApiReportComparisonSchema,
  message: z.object({
    band: z.enum(['needs-nurturing', 'room-to-flourish', 'doing-well', 'thriving', 'momentum', 'no-data']),
    tone: z.enum(['rising', 'falling', 'steady']).nullable(),
    text: z.string(),
  }),
  strengthStory: z.object({
    variant: z.enum(['positive', 'negative', 'flat']),
    area: z
      .object({
        key: z.string(),
        label: z.string(),
        change: z.string().regex(/^[+-]\d{1,2}\.\d$/),
      })
      .nullable(),
    text: z.string(),
  }),
  cards: z.array(
    z.object({
      id: z.enum(['one-pursuit-many-wins', 'insight']),
      title: z.string(),
      body: z.string(),
      areas: z.array(z.string()),
    }),
  ),
});
export type ApiPeriodReport = z.infer<typeof ApiPeriodReportSchema>;
