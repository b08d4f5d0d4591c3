/**
 * The answer of `GET /api/reports/weekly` and `/monthly` (core/schemas/reports.ts says its wire format),
 * in `zod/mini` (decision 457): the Reports screen checks its first read with this schema without zod's
 * full build; the server answers with it and core/schemas/reports.ts re-exports it, so there is one copy.
 */
import * as z from 'zod/mini';
import { object } from './wire';

/** A mean as sent: one decimal, or null when there was nothing to average. */
const ReportScoreSchema = z.nullable(z.string().check(z.regex(/^\d{1,2}\.\d$/)));
/** A signed change as shown in the table, or null when either side is missing. */
const ReportChangeSchema = z.nullable(z.string().check(z.regex(/^(?:[+-]\d{1,2}\.\d|0\.0)$/)));

export const ApiReportComparisonSchema = object({
  previous: ReportScoreSchema,
  current: ReportScoreSchema,
  change: ReportChangeSchema,
  direction: z.nullable(z.enum(['up', 'down', 'flat'])),
});
export type ApiReportComparison = z.infer<typeof ApiReportComparisonSchema>;

export const ApiReportAreaSchema = z.extend(ApiReportComparisonSchema, {
  /** A built-in key or the key of an area of one's own (decision 341). */
  key: z.string(),
  label: z.string(),
});
export type ApiReportArea = z.infer<typeof ApiReportAreaSchema>;

export const ApiReportPeriodSchema = object({
  /** First local day of the period. */
  start: z.string(),
  /** First local day after the period (exclusive). */
  end: z.string(),
  /** How many daily wellbeing entries the period holds. */
  entries: z.int().check(z.nonnegative()),
  /** How many quick check-ins the period holds. */
  quickCheckins: z.int().check(z.nonnegative()),
});
export type ApiReportPeriod = z.infer<typeof ApiReportPeriodSchema>;

export const ApiPeriodReportSchema = object({
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
  message: object({
    band: z.enum(['needs-nurturing', 'room-to-flourish', 'doing-well', 'thriving', 'momentum', 'no-data']),
    tone: z.nullable(z.enum(['rising', 'falling', 'steady'])),
    text: z.string(),
  }),
  strengthStory: object({
    variant: z.enum(['positive', 'negative', 'flat']),
    area: z.nullable(
      object({
        key: z.string(),
        label: z.string(),
        change: z.string().check(z.regex(/^[+-]\d{1,2}\.\d$/)),
      }),
    ),
    text: z.string(),
  }),
  cards: z.array(
    object({
      id: z.enum(['one-pursuit-many-wins', 'insight']),
      title: z.string(),
      body: z.string(),
      areas: z.array(z.string()),
    }),
  ),
});
export type ApiPeriodReport = z.infer<typeof ApiPeriodReportSchema>;
