import { countDeleted } from '../../db/affected';
import type { Kysely, Transaction } from 'kysely';
import type { Area, AreaColor, AreaIcon } from '../../../core/areas';
import { DIMENSION_KEYS } from '../../../core/dimensions';
import type { AreaRatingRow, AreaRow, Database } from '../../db/schema';
import { ofUserDays } from '../../db/owned';
import { preparedRead } from '../../db/prepared';

type Q = Kysely<Database> | Transaction<Database>;

/** IN lists are cut to this many values: SQLite allows 32,766 parameters, PostgreSQL 65,535. */
const IN_CHUNK = 500;

/** A stored wheel row as the app's area; only the columns an area shows are read. */
export function toArea(
  row: Pick<AreaRow, 'key' | 'label' | 'icon' | 'color' | 'hidden' | 'position' | 'built_in' | 'description'>,
): Area {
  return {
    key: row.key,
    label: row.label,
    icon: row.icon as AreaIcon,
    color: row.color as AreaColor,
    hidden: Number(row.hidden) === 1,
    position: Number(row.position),
    builtIn: Number(row.built_in) === 1,
    description: row.description,
  };
}

/** Precompiled (decision 180): the days, reports and progress reads all ask for the wheel first. */
const wheelRows = preparedRead((db: Kysely<Database>, userId: string) =>
  db.selectFrom('areas').selectAll().where('user_id', '=', userId),
);

/** The stored wheel (empty while it is the default eight; decision 340). */
export async function readAreaRows(db: Q, userId: string): Promise<Area[]> {
  return (await wheelRows.all(db, userId)).map(toArea);
}

const ratingsBetween = preparedRead((db: Kysely<Database>, userId: string, from: string, to: string) =>
  ofUserDays(db.selectFrom('area_ratings').selectAll(), userId, from, to),
);

/** Replaces the stored wheel with `areas` (at most 12 rows). */
export async function writeAreaRows(
  trx: Q,
  userId: string,
  areas: readonly Area[],
  now: string,
): Promise<void> {
  await trx.deleteFrom('areas').where('user_id', '=', userId).execute();
  if (areas.length === 0) return;
  await trx
    .insertInto('areas')
    .values(
      areas.map((a) => ({
        user_id: userId,
        key: a.key,
        label: a.label,
        icon: a.icon,
        color: a.color,
        hidden: a.hidden ? 1 : 0,
        position: a.position,
        built_in: a.builtIn ? 1 : 0,
        description: a.description,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/** PostgreSQL: serialises the wheel's read-check-write per user (SQLite runs one writer at a time). */
export async function lockUser(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** How many ratings each area of one's own holds, by key. */
export async function countOwnRatings(db: Q, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('area_ratings')
    .select(['area_key', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('user_id', '=', userId)
    .groupBy('area_key')
    .execute();
  return new Map(rows.map((r) => [r.area_key, Number(r.n)]));
}

export async function countEntries(db: Q, userId: string): Promise<number> {
  const row = await db
    .selectFrom('wellbeing_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Deletes an own area's ratings and what was written on it — reflections, spotlight ratings, its target
 * (decisions 374, 375); answers how many ratings went.
 */
export async function deleteAreaRatings(trx: Q, userId: string, key: string): Promise<number> {
  for (const table of ['dimension_reflections', 'spotlight_ratings', 'targets'] as const)
    await trx.deleteFrom(table).where('user_id', '=', userId).where('dimension', '=', key).execute();
  return countDeleted(
    trx.deleteFrom('area_ratings').where('user_id', '=', userId).where('area_key', '=', key),
  );
}

/** Sets one own-area rating of a day's entry (insert or update). */
export async function upsertAreaRating(
  trx: Q,
  row: { entry_id: string; user_id: string; area_key: string; day: string; score: number },
): Promise<void> {
  await trx
    .insertInto('area_ratings')
    .values(row)
    .onConflict((oc) => oc.columns(['entry_id', 'area_key']).doUpdateSet({ score: row.score }))
    .execute();
}

/** The own-area ratings of some entries, each entry's by area key (the answers' key order). */
export async function ratingsOfEntries(
  db: Q,
  userId: string,
  entryIds: readonly string[],
): Promise<AreaRatingRow[]> {
  const out: AreaRatingRow[] = [];
  for (let i = 0; i < entryIds.length; i += IN_CHUNK) {
    const chunk = entryIds.slice(i, i + IN_CHUNK);
    out.push(
      ...(await db
        .selectFrom('area_ratings')
        .selectAll()
        .where('user_id', '=', userId)
        .where('entry_id', 'in', chunk)
        .orderBy('entry_id')
        .orderBy('area_key')
        .execute()),
    );
  }
  return out;
}

/** The own-area ratings of a range of days (both ends included), or of every day. */
export function ratingsInRange(db: Q, userId: string, from?: string, to?: string): Promise<AreaRatingRow[]> {
  if (from !== undefined && to !== undefined) return ratingsBetween.all(db, userId, from, to);
  let q = db.selectFrom('area_ratings').selectAll().where('user_id', '=', userId);
  if (from !== undefined) q = q.where('day', '>=', from);
  if (to !== undefined) q = q.where('day', '<=', to);
  return q.orderBy('day').execute();
}

/** Every entry's id, eight scores and overall, for recomputing overalls (decision 342). */
export function entryScoresOf(db: Q, userId: string) {
  return db
    .selectFrom('wellbeing_entries')
    .select(['id', ...DIMENSION_KEYS, 'overall_score'])
    .where('user_id', '=', userId)
    .execute();
}

export async function setOverall(
  trx: Q,
  userId: string,
  ids: readonly string[],
  overall: number,
): Promise<void> {
  for (let i = 0; i < ids.length; i += IN_CHUNK) {
    await trx
      .updateTable('wellbeing_entries')
      .set({ overall_score: overall })
      .where('user_id', '=', userId)
      .where('id', 'in', ids.slice(i, i + IN_CHUNK))
      .execute();
  }
}
