import type { Kysely, SelectExpression, SelectQueryBuilder } from 'kysely';
import type { SqlNumber } from '../../../core/progress';
import { REPORT_JOURNAL_MAX, REPORT_REFLECTIONS_MAX } from '../../../core/schemas/report-range';
import type { Database } from '../../db/schema';

/** A range of local days, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * The newest `max` rows of a user's table in the range (`columns` of each, newest day and instant
 * first) and how many the range holds: a range scan of the (user_id, day…) index, never the whole
 * history.
 */
async function newestInRange<
  T extends 'dimension_reflections' | 'journal_entries',
  C extends SelectExpression<Database, T>,
>(db: Kysely<Database>, table: T, columns: readonly C[], max: number, userId: string, range: DayRange) {
  const inRange = db
    .selectFrom(table as 'dimension_reflections' | 'journal_entries')
    .where('user_id', '=', userId)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to);
  const [items, count] = await Promise.all([
    // Narrowed back to the one table: Kysely cannot select a generic table's columns from the union.
    (inRange as unknown as SelectQueryBuilder<Database, T, object>)
      .select(columns)
      .orderBy('day', 'desc')
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .limit(max)
      .execute(),
    inRange.select((eb) => eb.fn.countAll<SqlNumber>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.n), items };
}

/** The newest REPORT_REFLECTIONS_MAX reflections of the range and their total. */
export const reflectionsInRange = (db: Kysely<Database>, userId: string, range: DayRange) =>
  newestInRange(
    db,
    'dimension_reflections',
    ['id', 'day', 'dimension', 'score', 'notes', 'reflection'] as const,
    REPORT_REFLECTIONS_MAX,
    userId,
    range,
  );

/** The newest REPORT_JOURNAL_MAX journal entries of the range and their total. */
export const journalInRange = (db: Kysely<Database>, userId: string, range: DayRange) =>
  newestInRange(
    db,
    'journal_entries',
    ['id', 'day', 'title', 'content', 'mood'] as const,
    REPORT_JOURNAL_MAX,
    userId,
    range,
  );
