import { sql, type Kysely } from 'kysely';
import type { PeriodRange } from '../../../core/reports';
import { DIMENSION_KEYS, type DimensionKey } from '../../../core/dimensions';
import type { AreaRow, Database } from '../../db/schema';
import { preparedRead } from '../../db/prepared';

/** Drivers return sums and counts as numbers (SQLite) or numeric strings (PostgreSQL). */
type SqlNumber = number | string | bigint;

export type PeriodName = 'current' | 'previous';

export type EntrySums = {
  period: PeriodName;
  count: SqlNumber;
} & Record<DimensionKey, SqlNumber | null>;

export interface CheckinSums {
  period: PeriodName;
  count: SqlNumber;
  core_feeling: SqlNumber | null;
}

/**
 * Which of the two periods a row's local day falls in. Both queries read only the days from
 * `previousStart` to `end`, a range scan on the (user_id, day…) indexes.
 */
function periodOf(range: Pick<PeriodRange, 'start'>) {
  return sql<PeriodName>`case when day >= ${range.start} then 'current' else 'previous' end`;
}

/** The days a report reads: the period before and the period, `previousStart` to `end` (exclusive). */
type Span = Pick<PeriodRange, 'previousStart' | 'start' | 'end'>;

/**
 * Per area SUM and COUNT of the wellbeing entries of this period and the previous one: at most two
 * rows. Sums of numeric(3,1) are exact on PostgreSQL (numeric) and on SQLite (0.5 steps are exact
 * binary fractions).
 */
const entrySums = preparedRead(
  (db: Kysely<Database>, userId: string, previousStart: string, start: string, end: string) =>
    db
      .selectFrom('wellbeing_entries')
      .select((eb) => [
        periodOf({ start }).as('period'),
        eb.fn.countAll<SqlNumber>().as('count'),
        ...DIMENSION_KEYS.map((key) => eb.fn.sum<SqlNumber | null>(key).as(key)),
      ])
      .where('user_id', '=', userId)
      .where('day', '>=', previousStart)
      .where('day', '<', end)
      // By the output name: PostgreSQL would not match two copies of a parameterised CASE.
      .groupBy(sql.ref('period')),
);

/** Precompiled (decision 180), as the days' reads: the reports are read on every visit of Reports. */
export function sumEntries(db: Kysely<Database>, userId: string, range: Span): Promise<EntrySums[]> {
  return entrySums.all(db, userId, range.previousStart, range.start, range.end) as Promise<EntrySums[]>;
}

const checkinSums = preparedRead(
  (db: Kysely<Database>, userId: string, previousStart: string, start: string, end: string) =>
    db
      .selectFrom('quick_checkins')
      .select((eb) => [
        periodOf({ start }).as('period'),
        eb.fn.countAll<SqlNumber>().as('count'),
        eb.fn.sum<SqlNumber | null>('core_feeling').as('core_feeling'),
      ])
      .where('user_id', '=', userId)
      .where('day', '>=', previousStart)
      .where('day', '<', end)
      .groupBy(sql.ref('period')),
);

/** SUM and COUNT of the quick check-ins' core feeling in both periods, every check-in counting once. */
export function sumCheckins(db: Kysely<Database>, userId: string, range: Span): Promise<CheckinSums[]> {
  return checkinSums.all(db, userId, range.previousStart, range.start, range.end);
}

export interface AreaRatingSums {
  period: PeriodName;
  area_key: string;
  count: SqlNumber;
  score: SqlNumber | null;
}

/** A stored wheel row with the SUM and COUNT of its ratings in each period (none for a built-in area). */
export type WheelRowSums = AreaRow & {
  current_count: SqlNumber | null;
  current_score: SqlNumber | null;
  previous_count: SqlNumber | null;
  previous_score: SqlNumber | null;
};

/**
 * The person's stored wheel and, joined to it, each area of one's own's ratings summed per period
 * (decision 420): one statement where the report read the wheel and then, for a wheel with areas of
 * one's own, their sums, one query after the other. The ratings are one range scan of
 * `area_ratings`' (user_id, day) index grouped by key (at most 12 groups), joined to at most 12 rows;
 * for the default wheel (no rows) nothing is joined.
 */
const wheelSums = preparedRead(
  (db: Kysely<Database>, userId: string, previousStart: string, start: string, end: string) =>
    db
      .selectFrom('areas as a')
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('area_ratings as r')
            .select([
              'r.area_key',
              sql<SqlNumber>`count(case when r.day >= ${start} then 1 end)`.as('current_count'),
              sql<SqlNumber | null>`sum(case when r.day >= ${start} then r.score end)`.as('current_score'),
              sql<SqlNumber>`count(case when r.day < ${start} then 1 end)`.as('previous_count'),
              sql<SqlNumber | null>`sum(case when r.day < ${start} then r.score end)`.as('previous_score'),
            ])
            .where('r.user_id', '=', userId)
            .where('r.day', '>=', previousStart)
            .where('r.day', '<', end)
            .groupBy('r.area_key')
            .as('s'),
        (join) => join.onRef('s.area_key', '=', 'a.key'),
      )
      .selectAll('a')
      .select(['s.current_count', 's.current_score', 's.previous_count', 's.previous_score'])
      .where('a.user_id', '=', userId),
);

/** The stored wheel's rows (none for the default wheel) with their own ratings' sums in both periods. */
export function readWheelSums(db: Kysely<Database>, userId: string, range: Span): Promise<WheelRowSums[]> {
  return wheelSums.all(db, userId, range.previousStart, range.start, range.end);
}

/** The sums of `rows` as one row per area and period that holds ratings. */
export function ownSumsOf(rows: readonly WheelRowSums[]): AreaRatingSums[] {
  const out: AreaRatingSums[] = [];
  for (const r of rows) {
    if (Number(r.current_count ?? 0) > 0)
      out.push({ period: 'current', area_key: r.key, count: r.current_count ?? 0, score: r.current_score });
    if (Number(r.previous_count ?? 0) > 0)
      out.push({
        period: 'previous',
        area_key: r.key,
        count: r.previous_count ?? 0,
        score: r.previous_score,
      });
  }
  return out;
}
