import type { Kysely } from 'kysely';
import { DIMENSION_KEYS } from '../../../core/dimensions';
import {
  buildPeriodReport,
  monthReportRange,
  weekRange,
  type PeriodData,
  type PeriodRange,
  type PeriodReport,
  type ReportKind,
} from '../../../core/reports';
import type { Database } from '../../db/schema';
import {
  ownSumsOf,
  readWheelSums,
  sumCheckins,
  sumEntries,
  type AreaRatingSums,
  type PeriodName,
} from './reports.repository';
import { shownAreas, type Area } from '../../../core/areas';
import { toArea } from '../areas/areas.repository';
import { completeWheel } from '../areas/areas.service';

export interface PeriodCounts {
  entries: number;
  quickCheckins: number;
}

/** A computed report with the days it covers and how much data each period held. */
export interface ReportResult {
  report: PeriodReport;
  range: PeriodRange;
  counts: Record<PeriodName, PeriodCounts>;
}

/**
 * The person's wheel for a report (decisions 341, 342): null for the default wheel (no rows); otherwise
 * the wheel and its areas of one's own's ratings' sums, read with it in one statement (decision 420).
 */
export async function wheelForReport(
  db: Kysely<Database>,
  userId: string,
  range: PeriodRange,
): Promise<{ wheel: Area[] | null; ownRows: AreaRatingSums[] }> {
  const rows = await readWheelSums(db, userId, range);
  if (rows.length === 0) return { wheel: null, ownRows: [] };
  return { wheel: completeWheel(rows.map(toArea)), ownRows: ownSumsOf(rows) };
}

async function periodReport(
  db: Kysely<Database>,
  userId: string,
  kind: ReportKind,
  range: PeriodRange,
): Promise<ReportResult> {
  const [entryRows, checkinRows, { wheel, ownRows }] = await Promise.all([
    sumEntries(db, userId, range),
    sumCheckins(db, userId, range),
    wheelForReport(db, userId, range),
  ]);
  const data: Record<PeriodName, PeriodData> = { current: {}, previous: {} };
  const counts: Record<PeriodName, PeriodCounts> = {
    current: { entries: 0, quickCheckins: 0 },
    previous: { entries: 0, quickCheckins: 0 },
  };
  for (const row of entryRows) {
    for (const key of DIMENSION_KEYS) data[row.period][key] = { sum: row[key], count: row.count };
    counts[row.period].entries = Number(row.count);
  }
  for (const row of ownRows) data[row.period][row.area_key] = { sum: row.score, count: row.count };
  for (const row of checkinRows) {
    data[row.period].coreFeeling = { sum: row.core_feeling, count: row.count };
    counts[row.period].quickCheckins = Number(row.count);
  }
  const report = buildPeriodReport({
    current: data.current,
    previous: data.previous,
    kind,
    ...(wheel ? { shown: shownAreas(wheel) } : {}),
  });
  return { report, range, counts };
}

/**
 * The week containing `weekStart` (local day) against the week before; the week begins on the account's
 * first day of the week (decision 362).
 */
export function weeklyReport(
  db: Kysely<Database>,
  userId: string,
  weekStart: string,
  firstDay: 'monday' | 'sunday' = 'monday',
): Promise<ReportResult> {
  return periodReport(db, userId, 'week', weekRange(weekStart, firstDay));
}

/** The month `month` (YYYY-MM) against the month before. */
export function monthlyReport(db: Kysely<Database>, userId: string, month: string): Promise<ReportResult> {
  return periodReport(db, userId, 'month', monthReportRange(month));
}
