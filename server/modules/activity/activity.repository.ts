import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Q = Kysely<Database> | Transaction<Database>;

/** Marks a local day as active; true when it was not active before. */
export async function insertActivityDay(
  db: Q,
  userId: string,
  day: string,
  dayNumber: number,
): Promise<boolean> {
  const inserted = await db
    .insertInto('activity_days')
    .values({ user_id: userId, day, day_number: dayNumber })
    .onConflict((oc) => oc.columns(['user_id', 'day_number']).doNothing())
    .returning('day')
    .executeTakeFirst();
  return inserted !== undefined;
}

export interface StreakRuns {
  longest: number;
  /** Length of the run that ends on the latest active day. */
  current: number;
  /** The latest active day's number, or null when the user has no active day. */
  lastDayNumber: number | null;
}

type SqlNumber = number | string | bigint | null;

/**
 * The longest run of consecutive active days and the run ending on the latest one, from one range
 * scan of the (user_id, day_number) primary key: in a run, day_number − row_number is constant
 * ("gaps and islands"), the same SQL on both engines.
 */
export function streakRunsQuery(userId: string) {
  return sql<{ longest: SqlNumber; current: SqlNumber; last: SqlNumber }>`
    with islands as (
      select day_number, day_number - row_number() over (order by day_number) as island
      from activity_days
      where user_id = ${userId}
    ),
    runs as (
      select max(day_number) as last, count(*) as len from islands group by island
    )
    select
      (select max(len) from runs) as longest,
      (select len from runs order by last desc limit 1) as current,
      (select max(last) from runs) as last
  `;
}

export async function streakRuns(db: Q, userId: string): Promise<StreakRuns> {
  const { rows } = await streakRunsQuery(userId).execute(db);
  const row = rows[0];
  return {
    longest: Number(row?.longest ?? 0),
    current: Number(row?.current ?? 0),
    lastDayNumber: row?.last === null || row?.last === undefined ? null : Number(row.last),
  };
}

export async function saveStreak(
  db: Q,
  userId: string,
  streak: { current: number; longest: number; lastActiveDate: string | null },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      current_streak: streak.current,
      longest_streak: streak.longest,
      last_active_date: streak.lastActiveDate,
    })
    .where('id', '=', userId)
    .execute();
}

export async function celebratedMilestones(db: Q, userId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('streak_celebrations')
    .select('days')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => Number(r.days));
}

export async function insertCelebration(
  db: Q,
  row: { user_id: string; days: number; celebrated_at: string },
): Promise<void> {
  await db
    .insertInto('streak_celebrations')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'days']).doNothing())
    .execute();
}
