import type { Kysely } from 'kysely';
import type { SqlNumber } from '../../../core/progress';
import { REPORT_JOURNAL_MAX, REPORT_REFLECTIONS_MAX } from '../../../core/schemas/report-range';
import type { Database } from '../../db/schema';

/** A range of local days, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * The newest REPORT_REFLECTIONS_MAX reflections of the range and their total: a range scan of the
 * (user_id, day…) index, never the whole history.
 */
export async function reflectionsInRange(db: Kysely<Database>, userId: string, range: DayRange) {
  const inRange = db
    .selectFrom('dimension_reflections')
    .where('user_id', '=', userId)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to);
  const [items, count] = await Promise.all([
    inRange
      .select(['id', 'day', 'dimension', 'score', 'notes', 'reflection'])
      .orderBy('day', 'desc')
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .limit(REPORT_REFLECTIONS_MAX)
      .execute(),
    inRange.select((eb) => eb.fn.countAll<SqlNumber>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.n), items };
}

/** The newest REPORT_JOURNAL_MAX journal entries of the range and their total. */
export async function journalInRange(db: Kysely<Database>, userId: string, range: DayRange) {
  const inRange = db
    .selectFrom('journal_entries')
    .where('user_id', '=', userId)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to);
  const [items, count] = await Promise.all([
    inRange
      .select(['id', 'day', 'title', 'content', 'mood'])
      .orderBy('day', 'desc')
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .limit(REPORT_JOURNAL_MAX)
      .execute(),
    inRange.select((eb) => eb.fn.countAll<SqlNumber>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.n), items };
}
