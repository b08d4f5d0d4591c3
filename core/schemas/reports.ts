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

// The reports' answers: core/schemas/period-report.ts (zod/mini, decision 457).
export {
  ApiPeriodReportSchema,
  ApiReportAreaSchema,
  ApiReportComparisonSchema,
  ApiReportPeriodSchema,
  type ApiPeriodReport,
  type ApiReportArea,
  type ApiReportComparison,
  type ApiReportPeriod,
} from './period-report';
