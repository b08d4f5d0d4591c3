import type { Insertable, Kysely, Transaction } from 'kysely';
import { deleteOwnedRow } from '../../db/owned';
import type { Database, DimensionReflectionRow, DimensionReflectionsTable } from '../../db/schema';
import { pageOf, type PageRequest } from '../../lib/paging';

type Q = Kysely<Database> | Transaction<Database>;

/** One page of an area's reflections, newest first: a range scan of dimension_reflections_user_dimension_date_id. */
export function listReflections(
  db: Q,
  userId: string,
  dimension: string,
  page: PageRequest,
): Promise<DimensionReflectionRow[]> {
  const q = db
    .selectFrom('dimension_reflections')
    .selectAll()
    .where('user_id', '=', userId)
    .where('dimension', '=', dimension);
  return pageOf(q, 'date', page).execute();
}

export function insertReflection(
  db: Q,
  reflection: Insertable<DimensionReflectionsTable>,
): Promise<DimensionReflectionRow> {
  return db.insertInto('dimension_reflections').values(reflection).returningAll().executeTakeFirstOrThrow();
}

export function deleteReflection(db: Q, userId: string, id: string): Promise<boolean> {
  return deleteOwnedRow(db, 'dimension_reflections', userId, id);
}
