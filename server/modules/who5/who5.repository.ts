import type { Kysely, Selectable, Transaction } from 'kysely';
import { scoreWho5, type Who5Band } from '../../../core/who5';
import type { Day } from '../../../core/dates';
import type { AppContext } from '../../lib/context';
import { findOwnedRowBy, idsByDay, updateOwnedRow } from '../../db/owned';
import type { Database, Who5ResultsTable } from '../../db/schema';
import { answersOf } from './who5.mapper';

type Q = Kysely<Database> | Transaction<Database>;

export type Who5Row = Selectable<Who5ResultsTable>;

export function findWho5OnDay(db: Q, userId: string, day: Day): Promise<Who5Row | undefined> {
  return findOwnedRowBy(db, 'who5_results', userId, 'day', day);
}

/**
 * Writes the user's result of `row.day`: a new row, or, when that day already has one, its answers
 * replaced in place (same id). One statement, so two concurrent writes of a day cannot both insert.
 */
export async function upsertWho5(db: Q, row: Who5Row): Promise<void> {
  await db
    .insertInto('who5_results')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['user_id', 'day']).doUpdateSet({
        a1: row.a1,
        a2: row.a2,
        a3: row.a3,
        a4: row.a4,
        a5: row.a5,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

/** The day of the user's latest result, or null. */
export async function latestWho5Day(db: Q, userId: string): Promise<Day | null> {
  const row = await db
    .selectFrom('who5_results')
    .select('day')
    .where('user_id', '=', userId)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.day ?? null;
}

export async function dismissedWho5Day(db: Q, userId: string): Promise<Day | null> {
  const row = await db
    .selectFrom('who5_offers')
    .select('dismissed_day')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.dismissed_day ?? null;
}

export async function saveWho5Dismissal(db: Q, userId: string, day: Day, now: string): Promise<void> {
  await db
    .insertInto('who5_offers')
    .values({ user_id: userId, dismissed_day: day, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ dismissed_day: day, updated_at: now }))
    .execute();
}

/** One point of a WHO-5 trend. */
export interface Who5TrendPoint {
  day: Day;
  raw: number;
  percent: number;
  band: Who5Band;
}

/**
 * The user's WHO-5 results with `from ≤ day ≤ to` (either end may be null: open), oldest first, as
 * trend points — for other modules (the printable report, share links). Only `userId`'s rows are read.
 */
export async function listWho5InRange(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  from: Day | null,
  to: Day | null,
): Promise<Who5TrendPoint[]> {
  let q = ctx.db
    .selectFrom('who5_results')
    .select(['day', 'a1', 'a2', 'a3', 'a4', 'a5'])
    .where('user_id', '=', userId);
  if (from !== null) q = q.where('day', '>=', from);
  if (to !== null) q = q.where('day', '<=', to);
  const rows = await q.orderBy('day', 'asc').execute();
  return rows.map((row) => ({ day: row.day, ...scoreWho5(answersOf(row)) }));
}

/** The user's results on the given days: day → id and last change (the import matches results by day). */
export function who5ByDays(db: Q, userId: string, days: readonly Day[]) {
  return idsByDay(db, 'who5_results', userId, days);
}

export async function insertWho5Rows(db: Q, rows: Who5Row[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('who5_results').values(rows).execute();
}

/** Replaces the answers of the user's result `id`. */
export async function updateWho5Answers(
  db: Q,
  userId: string,
  id: string,
  patch: Pick<Who5Row, 'a1' | 'a2' | 'a3' | 'a4' | 'a5' | 'updated_at'>,
): Promise<void> {
  await updateOwnedRow(db, 'who5_results', userId, id, patch);
}
