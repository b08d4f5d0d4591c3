import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { DIMENSION_KEYS } from '../../../core/dimensions';
import type {
  CheckinBucketSums,
  EntryBucketSums,
  OwnAreaBucketSums,
  ProgressSpan,
  SqlNumber,
} from '../../../core/progress';
import type { Dialect } from '../../db/database';
import { ofUserDays } from '../../db/owned';
import type { Database } from '../../db/schema';

/**
 * The bucket of a row: its day, or beyond a year the index of its week counted from `span.anchor` (a
 * Monday), whole days over seven on both engines. `day` is text on both (YYYY-MM-DD).
 */
function bucketKey(dialect: Dialect, span: ProgressSpan): RawBuilder<SqlNumber> {
  if (span.bucket === 'day') return sql<SqlNumber>`day`;
  return dialect === 'postgres'
    ? sql<SqlNumber>`(cast(day as date) - cast(${span.anchor} as date)) / 7`
    : sql<SqlNumber>`cast((julianday(day) - julianday(${span.anchor})) / 7 as integer)`;
}

/** What a progress sum reads: the user's rows of `span`'s days, in its buckets, on the engine's SQL. */
export interface BucketRead {
  db: Kysely<Database>;
  dialect: Dialect;
  userId: string;
  span: ProgressSpan;
}

/**
 * `query`'s rows per bucket: its key selected as `key` and grouped by it. By the output name:
 * PostgreSQL would not match two copies of a parameterised expression.
 */
function perBucket<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, read: BucketRead) {
  return query.select(bucketKey(read.dialect, read.span).as('key')).groupBy(sql.ref('key'));
}

/**
 * A bucket of check-ins or of an own area's ratings (`CheckinBucketSums`, `OwnAreaBucketSums`): how many
 * rows, as `n`, and the sum of `column`, as `total`.
 */
function countAndTotal(column: 'core_feeling' | 'score') {
  return [
    sql<SqlNumber>`count(*)`.as('n'),
    sql<SqlNumber | null>`sum(${sql.ref(column)})`.as('total'),
  ] as const;
}

/**
 * Per bucket: the count of entries and the sums of their overall score and eight areas. One range
 * scan of the unique (user_id, day) index, however long the history before `from` (docs/decisions/265).
 */
export function sumEntriesByBucket(read: BucketRead): Promise<EntryBucketSums[]> {
  const { db, userId, span } = read;
  const sums = db
    .selectFrom('wellbeing_entries')
    .select((eb) => [
      eb.fn.countAll<SqlNumber>().as('n'),
      eb.fn.sum<SqlNumber | null>('overall_score').as('overall'),
      ...DIMENSION_KEYS.map((key) => eb.fn.sum<SqlNumber | null>(key).as(key)),
    ]);
  const buckets = perBucket(ofUserDays(sums, userId, span.from, span.to), read);
  return buckets.execute() as Promise<EntryBucketSums[]>;
}

/**
 * Per bucket: the count of quick check-ins and the sum of their core feeling. Summed per day first, in
 * the order of quick_checkins_user_day (no sort), so the week's expression runs once a day rather than
 * once a check-in (a decade can hold 100,000 check-ins).
 */
export function sumCheckinsByBucket(read: BucketRead): Promise<CheckinBucketSums[]> {
  const { db, userId, span } = read;
  const sums = db.selectFrom('quick_checkins').select(['day', ...countAndTotal('core_feeling')]);
  const perDay = ofUserDays(sums, userId, span.from, span.to).groupBy('day');
  if (span.bucket === 'day') return perDay.select(sql<SqlNumber>`day`.as('key')).execute();
  const weekSums = db
    .selectFrom(perDay.as('d'))
    .select((eb) => [
      eb.fn.sum<SqlNumber>('d.n').as('n'),
      eb.fn.sum<SqlNumber | null>('d.total').as('total'),
    ]);
  return perBucket(weekSums, read).execute();
}

/** The first day holding an entry or a check-in: two index lookups. */
export async function firstDataDay(db: Kysely<Database>, userId: string): Promise<string | null> {
  const [entry, checkin] = await Promise.all([
    db
      .selectFrom('wellbeing_entries')
      .select('day')
      .where('user_id', '=', userId)
      .orderBy('day')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('quick_checkins')
      .select('day')
      .where('user_id', '=', userId)
      .orderBy('day')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const days = [entry?.day, checkin?.day].filter((d): d is string => d !== undefined).sort();
  return days[0] ?? null;
}

/** The number of wellbeing entries (one a day) from `from` to `to`, both included. */
export async function countEntryDays(
  db: Kysely<Database>,
  userId: string,
  from: string,
  to: string,
): Promise<number> {
  const count = db.selectFrom('wellbeing_entries').select((eb) => eb.fn.countAll<SqlNumber>().as('n'));
  const row = await ofUserDays(count, userId, from, to).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Per bucket and area of one's own: the count and sum of its ratings (decision 341). */
export function sumOwnAreasByBucket(read: BucketRead): Promise<OwnAreaBucketSums[]> {
  const { db, userId, span } = read;
  const sums = db.selectFrom('area_ratings').select(['area_key', ...countAndTotal('score')]);
  return perBucket(ofUserDays(sums, userId, span.from, span.to), read)
    .groupBy('area_key')
    .execute() as Promise<OwnAreaBucketSums[]>;
}
