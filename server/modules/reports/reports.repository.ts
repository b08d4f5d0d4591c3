import { sql, type Kysely } from 'kysely';
import type { PeriodRange } from '../../../core/reports';
import { DIMENSION_KEYS, type DimensionKey } from '../../../core/dimensions';
import type { Database } from '../../db/schema';

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
function periodOf(range: PeriodRange) {
  return sql<PeriodName>`case when day >= ${range.start} then 'current' else 'previous' end`;
}

/**
 * Per area SUM and COUNT of the wellbeing entries of this period and the previous one: at most two
 * rows. Sums of numeric(3,1) are exact on PostgreSQL (numeric) and on SQLite (0.5 steps are exact
 * binary fractions).
 */
export function sumEntries(db: Kysely<Database>, userId: string, range: PeriodRange): Promise<EntrySums[]> {
  return (
    db
      .selectFrom('wellbeing_entries')
      .select((eb) => [
        periodOf(range).as('period'),
        eb.fn.countAll<SqlNumber>().as('count'),
        ...DIMENSION_KEYS.map((key) => eb.fn.sum<SqlNumber | null>(key).as(key)),
      ])
      .where('user_id', '=', userId)
      .where('day', '>=', range.previousStart)
      .where('day', '<', range.end)
      // By the output name: PostgreSQL would not match two copies of a parameterised CASE.
      .groupBy(sql.ref('period'))
      .execute()
  );
}

/** SUM and COUNT of the quick check-ins' core feeling in both periods, every check-in counting once. */
export function sumCheckins(
  db: Kysely<Database>,
  userId: string,
  range: PeriodRange,
): Promise<CheckinSums[]> {
  return db
    .selectFrom('quick_checkins')
    .select((eb) => [
      periodOf(range).as('period'),
      eb.fn.countAll<SqlNumber>().as('count'),
      eb.fn.sum<SqlNumber | null>('core_feeling').as('core_feeling'),
    ])
    .where('user_id', '=', userId)
    .where('day', '>=', range.previousStart)
    .where('day', '<', range.end)
    .groupBy(sql.ref('period'))
    .execute();
}

export interface AreaRatingSums {
  period: PeriodName;
  area_key: string;
  count: SqlNumber;
  score: SqlNumber | null;
}

/** SUM and COUNT of the ratings of areas of one's own per area in both periods (decision 341). */
export function sumAreaRatings(
  db: Kysely<Database>,
  userId: string,
  range: PeriodRange,
): Promise<AreaRatingSums[]> {
  return db
    .selectFrom('area_ratings')
    .select((eb) => [
      periodOf(range).as('period'),
      'area_key',
      eb.fn.countAll<SqlNumber>().as('count'),
      eb.fn.sum<SqlNumber | null>('score').as('score'),
    ])
    .where('user_id', '=', userId)
    .where('day', '>=', range.previousStart)
    .where('day', '<', range.end)
    .groupBy([sql.ref('period'), 'area_key'])
    .execute();
}
