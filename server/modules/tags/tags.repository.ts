import { sql, type Kysely, type Transaction } from 'kysely';
import { countOwnedRows, deleteOwnedRow, lockUserRow } from '../../db/owned';
import type { Database, TagRow } from '../../db/schema';
import { TAGS_PER_ACCOUNT_MAX } from '../../../core/tags';

type Q = Kysely<Database> | Transaction<Database>;

export type TaggedKind = 'journal' | 'checkin';

/** The link table of each kind of tagged item, and its item column. */
export const LINKS = {
  journal: { table: 'journal_entry_tags', item: 'journal_entry_id' },
  checkin: { table: 'quick_checkin_tags', item: 'quick_checkin_id' },
} as const;

/**
 * The account's tags with their uses, by name, at most TAGS_PER_ACCOUNT_MAX (decision 252: an account
 * that had more before the limit sees the first ones by name until it merges or deletes some); `id`
 * reads just that one.
 */
export function listTagsWithUses(db: Q, userId: string, id?: string) {
  return db
    .selectFrom('tags as t')
    .select((eb) => [
      't.id',
      't.name',
      eb
        .selectFrom('journal_entry_tags as j')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('j.tag_id', '=', 't.id')
        .as('journal_uses'),
      eb
        .selectFrom('quick_checkin_tags as c')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('c.tag_id', '=', 't.id')
        .as('checkin_uses'),
    ])
    .where('t.user_id', '=', userId)
    .$if(id !== undefined, (q) => q.where('t.id', '=', id as string))
    .orderBy('t.name_key')
    .limit(TAGS_PER_ACCOUNT_MAX)
    .execute();
}

/**
 * How many tags the account has, after waiting (PostgreSQL) for any other transaction adding tags to
 * it (`lockUserRow`), so two writes cannot both see room for the last tag.
 */
export async function countTagsLocked(db: Q, userId: string, lock: boolean): Promise<number> {
  await lockUserRow(db, userId, lock);
  return countOwnedRows(db, 'tags', userId);
}

export function findTagsByKeys(db: Q, userId: string, keys: string[]): Promise<TagRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tags')
    .selectAll()
    .where('user_id', '=', userId)
    .where('name_key', 'in', keys)
    .execute();
}

/** Inserts the tags that do not exist yet; a concurrent insert of the same name is not an error. */
export async function insertTags(db: Q, rows: TagRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('tags')
    .values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'name_key']).doNothing())
    .execute();
}

export async function replaceItemTags(
  db: Q,
  kind: TaggedKind,
  itemId: string,
  userId: string,
  day: string,
  tagIds: string[],
): Promise<void> {
  const { table, item } = LINKS[kind];
  await db.deleteFrom(table).where(item, '=', itemId).execute();
  if (tagIds.length === 0) return;
  await db
    .insertInto(table)
    .values(tagIds.map((tag_id) => ({ [item]: itemId, tag_id, user_id: userId, day })) as never)
    .execute();
}

/** The tag names of each item, alphabetical. */
export async function tagNamesOf(db: Q, kind: TaggedKind, itemIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (itemIds.length === 0) return out;
  const { table, item } = LINKS[kind];
  const rows = (await db
    .selectFrom(`${table} as l` as 'journal_entry_tags as l')
    .innerJoin('tags as t', 't.id', 'l.tag_id')
    .select([`l.${item}` as 'l.journal_entry_id', 't.name'])
    .where(`l.${item}` as 'l.journal_entry_id', 'in', itemIds)
    .orderBy('t.name_key')
    .execute()) as { journal_entry_id: string; name: string }[];
  for (const row of rows) {
    const id = (row as Record<string, string>)[item] as string;
    const list = out.get(id) ?? [];
    list.push(row.name);
    out.set(id, list);
  }
  return out;
}

export async function renameTag(db: Q, userId: string, id: string, name: string, key: string): Promise<void> {
  await db
    .updateTable('tags')
    .set({ name, name_key: key })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

/** Moves every use of `fromId` to `intoId` (an item carrying both keeps one), then deletes `fromId`. */
export async function mergeTags(db: Q, userId: string, fromId: string, intoId: string): Promise<void> {
  for (const { table, item } of Object.values(LINKS)) {
    await sql`insert into ${sql.table(table)} (${sql.ref(item)}, tag_id, user_id, day)
      select ${sql.ref(item)}, ${intoId}, user_id, day from ${sql.table(table)}
      where tag_id = ${fromId} and user_id = ${userId}
      on conflict do nothing`.execute(db);
  }
  await db.deleteFrom('tags').where('id', '=', fromId).where('user_id', '=', userId).execute();
}

export function deleteTag(db: Q, userId: string, id: string): Promise<boolean> {
  return deleteOwnedRow(db, 'tags', userId, id);
}

/** Every (tag, day) pair of the user, from both kinds of item, optionally within [from, to]. */
export async function tagDays(
  db: Q,
  userId: string,
  from: string | undefined,
  to: string | undefined,
): Promise<{ tag_id: string; day: string }[]> {
  const part = (table: 'journal_entry_tags' | 'quick_checkin_tags') => {
    let q = db.selectFrom(table).select(['tag_id', 'day']).where('user_id', '=', userId);
    if (from) q = q.where('day', '>=', from);
    if (to) q = q.where('day', '<=', to);
    return q;
  };
  return part('journal_entry_tags').union(part('quick_checkin_tags')).execute();
}
