import { ratingsInRange } from '../areas/areas.repository';
import type { Kysely } from 'kysely';
import type {
  AreaRatingRow,
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

/**
 * The four queries behind GET /api/days for the local days from `from` to `to` (inclusive). Each is one
 * range scan of a (user_id, day…) index: the entries' unique key, the check-ins' index, and the
 * journal and reflection day indexes of the any-day migration (days.plan.test.ts checks the plans).
 * Their cost grows with the range asked for (at most 366 days), never with the rest of the history.
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
  return {
    entries: ofUserDays(db.selectFrom('wellbeing_entries').selectAll(), userId, from, to).orderBy('day'),
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
  };
}

export async function readDays(
  db: Kysely<Database>,
  userId: string,
  from: string,
  to: string,
): Promise<{
  entries: WellbeingEntryRow[];
  checkins: DayCheckins[];
  journal: DayCount[];
  reflections: DayCount[];
  areaRatings: AreaRatingRow[];
}> {
  const q = daysQueries(db, userId, from, to);
  const [entries, checkins, journal, reflections, areaRatings] = await Promise.all([
    q.entries.execute(),
    q.checkins.execute(),
    q.journal.execute(),
    q.reflections.execute(),
    ratingsInRange(db, userId, from, to),
  ]);
  return { entries, checkins, journal, reflections, areaRatings };
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
