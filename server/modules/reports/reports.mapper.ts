import type { Comparison } from '../../../core/reports';
import type { ApiPeriodReport, ApiReportComparison } from '../../../core/schemas/reports';
import { formatChange, formatScore } from '../../../core/scores';
import type { ReportResult } from './reports.service';

export function toApiComparison(c: Comparison): ApiReportComparison {
  return {
    previous: c.previous === null ? null : formatScore(c.previous),
    current: c.current === null ? null : formatScore(c.current),
    change: c.change === null ? null : formatChange(c.change),
    direction: c.direction,
  };
}

/** The one place a computed report becomes the API's report (scores as one-decimal strings). */
export function toApiReport({ report, range, counts }: ReportResult): ApiPeriodReport {
  const story = report.strengthStory;
  return {
    kind: report.kind,
    period: { start: range.start, end: range.end, ...counts.current },
    previousPeriod: { start: range.previousStart, end: range.previousEnd, ...counts.previous },
    areas: report.areas.map(({ key, label, ...comparison }) => ({
      key,
      label,
      ...toApiComparison(comparison),
    })),
    coreFeeling: toApiComparison(report.coreFeeling),
    overall: toApiComparison(report.overall),
    message: report.message,
    strengthStory: {
      variant: story.variant,
      area: story.area && { ...story.area, change: formatChange(story.area.change) },
      text: story.text,
    },
    cards: report.cards,
  };
}
