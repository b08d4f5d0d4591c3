import { addDays, weekStartOf } from '../../../core/dates';
import { DIMENSION_KEYS, isDimensionKey } from '../../../core/dimensions';
import { progressFromSums, type ProgressSpan } from '../../../core/progress';
import { buildPeriodReport, type PeriodData } from '../../../core/reports';
import {
  previousRange,
  REPORT_PARTS,
  type ApiRangeReport,
  type ApiRangeSummary,
  type ReportPart,
} from '../../../core/schemas/report-range';
import { formatScore } from '../../../core/scores';
import { daysBetween } from '../../../core/dates';
import type { AppContext } from '../../lib/context';
import { toApiProgress } from '../progress/progress.mapper';
import { listWho5InRange } from '../who5/who5.repository';
import {
  sumCheckinsByBucket,
  sumEntriesByBucket,
  sumOwnAreasByBucket,
} from '../progress/progress.repository';
import { toApiComparison } from './reports.mapper';
import { wheelForReport } from './reports.service';
import { ownAreas, shownAreaKeys, shownAreas } from '../../../core/areas';
import { sumCheckins, sumEntries, type PeriodName } from './reports.repository';
import { journalInRange, reflectionsInRange, type DayRange } from './range-report.repository';

/**
 * The summary of a range against the same-length period before (decision 303): the period sums of the
 * weekly and monthly reports (reports.repository) and the daily sums of Progress (progress.repository),
 * both computed in SQL over the (user_id, day) indexes; means in core.
 */
async function rangeSummary(ctx: AppContext, userId: string, range: DayRange): Promise<ApiRangeSummary> {
  const previous = previousRange(range.from, range.to);
  const period = {
    start: range.from,
    end: addDays(range.to, 1),
    previousStart: previous.from,
    previousEnd: range.from,
  };
  const span: ProgressSpan = {
    from: range.from,
    to: range.to,
    bucket: 'day',
    anchor: weekStartOf(range.from),
  };
  const read = { db: ctx.db, dialect: ctx.dialect, userId, span };
  const [entryRows, checkinRows, dailyEntries, dailyCheckins, { wheel, ownRows }] = await Promise.all([
    sumEntries(ctx.db, userId, period),
    sumCheckins(ctx.db, userId, period),
    sumEntriesByBucket(read),
    sumCheckinsByBucket(read),
    wheelForReport(ctx.db, userId, period),
  ]);
  const data: Record<PeriodName, PeriodData> = { current: {}, previous: {} };
  const entries: Record<PeriodName, number> = { current: 0, previous: 0 };
  let quickCheckins = 0;
  for (const row of entryRows) {
    for (const key of DIMENSION_KEYS) data[row.period][key] = { sum: row[key], count: row.count };
    entries[row.period] = Number(row.count);
  }
  for (const row of ownRows) data[row.period][row.area_key] = { sum: row.score, count: row.count };
  for (const row of checkinRows) {
    data[row.period].coreFeeling = { sum: row.core_feeling, count: row.count };
    if (row.period === 'current') quickCheckins = Number(row.count);
  }
  // Only the comparisons are used: the weekly and monthly messages speak of "this week" or "this month".
  const report = buildPeriodReport({
    current: data.current,
    previous: data.previous,
    kind: 'month',
    ...(wheel ? { shown: shownAreas(wheel) } : {}),
  });
  return {
    daysWithEntry: entries.current,
    previousDaysWithEntry: entries.previous,
    quickCheckins,
    overall: toApiComparison(report.overall),
    coreFeeling: toApiComparison(report.coreFeeling),
    areas: report.areas.map(({ key, label, ...comparison }) => ({
      key,
      label,
      ...toApiComparison(comparison),
    })),
    trend: toApiProgress(
      progressFromSums(
        span,
        dailyEntries,
        dailyCheckins,
        wheel
          ? {
              shownKeys: shownAreaKeys(wheel),
              ownKeys: ownAreas(wheel).map((a) => a.key),
              own: ownRows.length > 0 ? await sumOwnAreasByBucket(read) : [],
            }
          : undefined,
      ),
    ).points,
  };
}

/**
 * The report of `range` holding `parts` (in REPORT_PARTS order); the others are null. Used by the
 * signed-in printable report and by share links, which pass their scope.
 */
export async function rangeReport(
  ctx: AppContext,
  userId: string,
  range: DayRange,
  parts: readonly ReportPart[],
): Promise<ApiRangeReport> {
  const has = (part: ReportPart) => parts.includes(part);
  const [summary, who5, reflections, journal] = await Promise.all([
    has('reports') ? rangeSummary(ctx, userId, range) : null,
    has('who5') ? listWho5InRange(ctx, userId, range.from, range.to) : null,
    has('reflections') ? reflectionsInRange(ctx.db, userId, range) : null,
    has('journal') ? journalInRange(ctx.db, userId, range) : null,
  ]);
  return {
    from: range.from,
    to: range.to,
    days: daysBetween(range.from, range.to) + 1,
    previous: previousRange(range.from, range.to),
    parts: REPORT_PARTS.filter(has),
    summary,
    who5,
    reflections: reflections && {
      total: reflections.total,
      items: reflections.items
        .filter((r) => isDimensionKey(r.dimension))
        .map((r) => ({
          id: r.id,
          day: r.day,
          dimension: r.dimension as (typeof DIMENSION_KEYS)[number],
          score: formatScore(Number(r.score)),
          notes: r.notes,
          reflection: r.reflection,
        })),
    },
    journal: journal && {
      total: journal.total,
      items: journal.items.map((j) => ({
        id: j.id,
        day: j.day,
        title: j.title,
        content: j.content,
        mood: Number(j.mood),
      })),
    },
  };
}
