import type { Kysely, Transaction } from 'kysely';
import { DIMENSION_KEYS } from '../../../core/dimensions';
import type { Database } from '../../db/schema';

type Q = Kysely<Database> | Transaction<Database>;

interface Range {
  from: string | undefined;
  to: string | undefined;
}

/** The user's daily ratings of the eight areas (one entry per day, via the (user_id, day) index). */
export function ratedDays(db: Q, userId: string, { from, to }: Range) {
  let q = db
    .selectFrom('wellbeing_entries')
    .select(['day', ...DIMENSION_KEYS])
    .where('user_id', '=', userId);
  if (from) q = q.where('day', '>=', from);
  if (to) q = q.where('day', '<=', to);
  return q.execute();
}

/** The mean core feeling of each day with quick check-ins. */
export function coreFeelingDays(db: Q, userId: string, { from, to }: Range) {
  let q = db
    .selectFrom('quick_checkins')
    .select((eb) => ['day', eb.fn.avg<number | string>('core_feeling').as('core_feeling')])
    .where('user_id', '=', userId);
  if (from) q = q.where('day', '>=', from);
  if (to) q = q.where('day', '<=', to);
  return q.groupBy('day').execute();
}

export function tagNamesById(db: Q, userId: string) {
  return db
    .selectFrom('tags')
    .select(['id', 'name'])
    .where('user_id', '=', userId)
    .orderBy('name_key')
    .execute();
}
