import { PostgresAdapter, sql, type Compilable, type Kysely } from 'kysely';
import { DIMENSION_KEYS } from '../../../core/dimensions';
import { preparedRead } from '../../db/prepared';
import type {
  Database,
  DimensionReflectionRow,
  JournalEntryRow,
  QuickCheckinRow,
  WellbeingEntryRow,
} from '../../db/schema';
import { ofUserDay, ofUserDays } from '../../db/owned';

/** Drivers return sums and counts as numbers (SQLite) or numeric strings (PostgreSQL). */
type SqlNumber = number | string | bigint;

export interface DayCount {
  day: string;
  count: SqlNumber;
}

export interface DayCheckins extends DayCount {
  total: SqlNumber | null;
}

/** The columns of an entry that a day of GET /api/days shows: its day, overall and eight scores. */
const DAY_ENTRY_COLUMNS = ['day', 'overall_score', ...DIMENSION_KEYS] as const;

/** An entry as a day of GET /api/days reads it. */
export type DayEntry = Pick<WellbeingEntryRow, (typeof DAY_ENTRY_COLUMNS)[number]>;

/**
 * A day's own-area ratings (decision 341) as one compact JSON object of one-decimal strings by key, in
 * key order (decision 463: the text `JSON.stringify` would write of it).
 */
export interface DayAreaScores {
  day: string;
  scores: string;
}

/**
 * The five queries behind GET /api/days for the local days from `from` to `to` (inclusive). Each is one
 * range scan of a (user_id, day…) index: the entries' unique key, the check-ins' index, the journal and
 * reflection day indexes of the any-day migration, and `area_ratings`' (user_id, day, area_key, score) index
 * (days.plan.test.ts checks the plans). Their cost grows with the range asked for (at most 366 days),
 * never with the rest of the history.
 *
 * The own-area ratings come one row a day, already a JSON object of one-decimal strings by key in key
 * order (decision 420): a person rating four areas of their own read four rows of five columns a day,
 * each made an object and its score formatted in JavaScript, for a day's `areaScores` that the engine
 * builds as text, in the order the index gives them (decision 447). The entries read only the columns
 * a day shows.
 */
export function daysQueries(db: Kysely<Database>, userId: string, from: string, to: string) {
  /** Records of one table counted per day. */
  const countPerDay = (table: 'journal_entries' | 'dimension_reflections') =>
    ofUserDays(
      db.selectFrom(table).select((eb) => ['day', eb.fn.countAll<SqlNumber>().as('count')]),
      userId,
      from,
      to,
    ).groupBy('day');
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    entries: ofUserDays(
      db.selectFrom('wellbeing_entries').select(DAY_ENTRY_COLUMNS),
      userId,
      from,
      to,
    ).orderBy('day'),
    checkins: ofUserDays(
      db
        .selectFrom('quick_checkins')
        .select((eb) => [
          'day',
          eb.fn.countAll<SqlNumber>().as('count'),
          eb.fn.sum<SqlNumber | null>('core_feeling').as('total'),
        ]),
      userId,
      from,
      to,
    ).groupBy('day'),
    journal: countPerDay('journal_entries'),
    reflections: countPerDay('dimension_reflections'),
    // Compact JSON on both engines, the text JSON.stringify writes, so the answer splices it in
    // unparsed (decision 463): SQLite's json_group_object writes no spaces; PostgreSQL's
    // json_object_agg would (`{ "k" : "v" }`), so the object is joined from its members there.
    // numeric(3,1) as text is the one-decimal string on PostgreSQL ('7.5', '10.0'); SQLite stores a
    // whole score as an integer, so printf gives it its decimal ('7.0'), as formatScore does. The
    // ratings come in (day, area_key) order from the subquery, which the (user_id, day, area_key,
    // score) index gives without a sort or a table lookup (decision 447), and each day's are aggregated
    // in that order: an ORDER BY inside the aggregate sorted every day's ratings again.
    areaScores: db
      .selectFrom(
        ofUserDays(db.selectFrom('area_ratings').select(['day', 'area_key', 'score']), userId, from, to)
          .orderBy('day')
          .orderBy('area_key')
          .as('r'),
      )
      .select([
        'r.day',
        postgres
          ? sql<string>`'{' || string_agg(to_json(r.area_key)::text || ':"' || r.score::text || '"', ',') || '}'`.as(
              'scores',
            )
          : sql<string>`json_group_object(r.area_key, printf('%.1f', r.score))`.as('scores'),
      ])
      .groupBy('r.day'),
  };
}

type DaysQueries = ReturnType<typeof daysQueries>;
type RowOf<Q> = Q extends Compilable<infer R> ? R : never;

/** One of daysQueries' statements, precompiled (decision 180). */
function dayRead<K extends keyof DaysQueries>(name: K) {
  return preparedRead(
    (db: Kysely<Database>, userId: string, from: string, to: string) =>
      daysQueries(db, userId, from, to)[name] as Compilable<RowOf<DaysQueries[K]>>,
  );
}

/** GET /api/days is the calendar's and the year in pixels' read. */
const dayReads = {
  entries: dayRead('entries'),
  checkins: dayRead('checkins'),
  journal: dayRead('journal'),
  reflections: dayRead('reflections'),
  areaScores: dayRead('areaScores'),
};

export async function readDays(
  db: Kysely<Database>,
  userId: string,
  from: string,
  to: string,
): Promise<{
  entries: DayEntry[];
  checkins: DayCheckins[];
  journal: DayCount[];
  reflections: DayCount[];
  areaScores: DayAreaScores[];
}> {
  const [entries, checkins, journal, reflections, areaScores] = await Promise.all([
    dayReads.entries.all(db, userId, from, to),
    dayReads.checkins.all(db, userId, from, to),
    dayReads.journal.all(db, userId, from, to),
    dayReads.reflections.all(db, userId, from, to),
    dayReads.areaScores.all(db, userId, from, to),
  ]);
  return { entries, checkins, journal, reflections, areaScores };
}

/**
 * Every record of one local day, newest first within each kind: what the calendar's day view shows.
 * Each read is a range on a (user_id, day…) index, bounded by one day's records.
 */
export async function readOneDay(
  db: Kysely<Database>,
  userId: string,
  day: string,
): Promise<{
  entry: WellbeingEntryRow | undefined;
  reflections: DimensionReflectionRow[];
  journal: JournalEntryRow[];
  checkins: QuickCheckinRow[];
}> {
  const [entry, reflections, journal, checkins] = await Promise.all([
    db
      .selectFrom('wellbeing_entries')
      .selectAll()
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .executeTakeFirst(),
    ofUserDay(db.selectFrom('dimension_reflections').selectAll(), userId, day).execute(),
    ofUserDay(db.selectFrom('journal_entries').selectAll(), userId, day).execute(),
    ofUserDay(db.selectFrom('quick_checkins').selectAll(), userId, day).execute(),
  ]);
  return { entry, reflections, journal, checkins };
}
