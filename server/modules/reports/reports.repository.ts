import { PostgresAdapter, sql, type Kysely, type SelectQueryBuilder } from 'kysely';
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
 * Per period (this one and the one before), the count of the user's rows of `query`'s table beside
 * what `query` selects (its sums): the days `previousStart` to `end` (exclusive), a range scan on the
 * (user_id, day…) indexes. Grouped by the output name: PostgreSQL would not match two copies of a
 * parameterised CASE.
 */
function perPeriod<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  userId: string,
  span: Span,
) {
  return query
    .select([periodOf(span).as('period'), sql<SqlNumber>`count(*)`.as('count')])
    .where(sql.ref('user_id'), '=', userId)
    .where(sql.ref('day'), '>=', span.previousStart)
    .where(sql.ref('day'), '<', span.end)
    .groupBy(sql.ref('period'));
}

/**
 * Per area SUM and COUNT of the wellbeing entries of this period and the previous one: at most two
 * rows. Sums of numeric(3,1) are exact on PostgreSQL (numeric) and on SQLite (0.5 steps are exact
 * binary fractions).
 */
const entrySums = preparedRead(
  (db: Kysely<Database>, userId: string, previousStart: string, start: string, end: string) =>
    perPeriod(
      db
        .selectFrom('wellbeing_entries')
        .select((eb) => DIMENSION_KEYS.map((key) => eb.fn.sum<SqlNumber | null>(key).as(key))),
      userId,
      { previousStart, start, end },
    ),
);

/** Precompiled (decision 180), as the days' reads: the reports are read on every visit of Reports. */
export function sumEntries(db: Kysely<Database>, userId: string, range: Span): Promise<EntrySums[]> {
  return entrySums.all(db, userId, range.previousStart, range.start, range.end) as Promise<EntrySums[]>;
}

const checkinSums = preparedRead(
  (db: Kysely<Database>, userId: string, previousStart: string, start: string, end: string) =>
    perPeriod(
      db
        .selectFrom('quick_checkins')
        .select((eb) => eb.fn.sum<SqlNumber | null>('core_feeling').as('core_feeling')),
      userId,
      { previousStart, start, end },
    ),
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

/** The columns of a stored wheel row that a report shows (`toArea`'s). */
const WHEEL_COLUMNS = [
  'key',
  'label',
  'icon',
  'color',
  'hidden',
  'position',
  'built_in',
  'description',
] as const;

/**
 * A stored wheel row and, for an area of one's own, its ratings' COUNT and SUM in the current and the
 * previous period as one JSON array `[count, sum, count, sum]` (null for a built-in area).
 */
export type WheelRowSums = Pick<AreaRow, (typeof WHEEL_COLUMNS)[number]> & { sums: string | null };

/**
 * The person's stored wheel and, with each area of one's own, its ratings summed per period: one
 * statement (decision 420), so a wheel with areas of one's own costs no second query. Each own area's
 * sums are one correlated probe of `area_ratings`' (user_id, area_key, day, score) index, aggregated as one
 * JSON array (decision 447): joining the ratings grouped by key made SQLite materialise the groups and
 * build an automatic index to join them, twice the statement's cost; a built-in area (no ratings of its
 * own) probes nothing. For the default wheel (no rows) nothing is read beyond the wheel's index.
 */
export function wheelSumsQuery(
  db: Kysely<Database>,
  userId: string,
  previousStart: string,
  start: string,
  end: string,
) {
  const current = sql`r.day >= ${start}`;
  const previous = sql`r.day < ${start}`;
  const parts = sql.join([
    sql`count(case when ${current} then 1 end)`,
    sql`sum(case when ${current} then r.score end)`,
    sql`count(case when ${previous} then 1 end)`,
    sql`sum(case when ${previous} then r.score end)`,
  ]);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return db
    .selectFrom('areas as a')
    .select(WHEEL_COLUMNS.map((c) => `a.${c}` as const))
    .select((eb) =>
      sql<string | null>`case when a.built_in = 0 then (${eb
        .selectFrom('area_ratings as r')
        .select(postgres ? sql`json_build_array(${parts})::text`.as('s') : sql`json_array(${parts})`.as('s'))
        .whereRef('r.user_id', '=', 'a.user_id')
        .whereRef('r.area_key', '=', 'a.key')
        .where('r.day', '>=', previousStart)
        .where('r.day', '<', end)}) end`.as('sums'),
    )
    .where('a.user_id', '=', userId);
}

const wheelSums = preparedRead(wheelSumsQuery);

/** The stored wheel's rows (none for the default wheel) with their own ratings' sums in both periods. */
export function readWheelSums(db: Kysely<Database>, userId: string, range: Span): Promise<WheelRowSums[]> {
  return wheelSums.all(db, userId, range.previousStart, range.start, range.end);
}

/** The sums of `rows` as one row per area and period that holds ratings. */
export function ownSumsOf(rows: readonly WheelRowSums[]): AreaRatingSums[] {
  const out: AreaRatingSums[] = [];
  for (const r of rows) {
    if (r.sums === null) continue;
    const [currentCount, currentScore, previousCount, previousScore] = JSON.parse(r.sums) as [
      number,
      number | null,
      number,
      number | null,
    ];
    if (currentCount > 0)
      out.push({ period: 'current', area_key: r.key, count: currentCount, score: currentScore });
    if (previousCount > 0)
      out.push({ period: 'previous', area_key: r.key, count: previousCount, score: previousScore });
  }
  return out;
}
