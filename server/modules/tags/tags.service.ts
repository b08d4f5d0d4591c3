import { randomUUID } from 'node:crypto';
import { PostgresAdapter, type Transaction } from 'kysely';
import type { ApiTag } from '../../../core/schemas/tags';
import { TAG_LIMIT_MESSAGE, TAGS_PER_ACCOUNT_MAX, tagKey } from '../../../core/tags';
import type { AppContext } from '../../lib/context';
import type { Database, UserRow } from '../../db/schema';
import { findOwnedRow } from '../../db/owned';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import {
  countTagsLocked,
  deleteTag,
  findTagsByKeys,
  insertTags,
  listTagsWithUses,
  mergeTags,
  renameTag,
  replaceItemTags,
  tagNamesOf,
  type TaggedKind,
} from './tags.repository';
import { momentOn, writeAsActivity, type Moment } from '../activity/activity.service';

const TAG_NOT_FOUND = 'Tag not found';

/**
 * Sets an item's tags by name, in the caller's transaction: names the user has not used before become
 * new tags; "Work" and "work" are one tag (the first spelling is kept). New names that would take the
 * account past TAGS_PER_ACCOUNT_MAX are a 409 and the whole write is refused (decision 252).
 */
export async function setItemTags(
  trx: Transaction<Database>,
  userId: string,
  kind: TaggedKind,
  itemId: string,
  day: string,
  names: string[],
  now: string,
): Promise<void> {
  const keys = names.map(tagKey);
  const existing = await findTagsByKeys(trx, userId, keys);
  const known = new Set(existing.map((t) => t.name_key));
  const fresh = names.filter((name) => !known.has(tagKey(name)));
  if (fresh.length > 0) {
    const have = await countTagsLocked(trx, userId, trx.getExecutor().adapter instanceof PostgresAdapter);
    if (have + fresh.length > TAGS_PER_ACCOUNT_MAX) throw new AppError(409, 'tag_limit', TAG_LIMIT_MESSAGE);
  }
  await insertTags(
    trx,
    fresh.map((name) => ({
      id: randomUUID(),
      user_id: userId,
      name,
      name_key: tagKey(name),
      created_at: now,
    })),
  );
  const all = known.size === keys.length ? existing : await findTagsByKeys(trx, userId, keys);
  await replaceItemTags(
    trx,
    kind,
    itemId,
    userId,
    day,
    all.map((t) => t.id),
  );
}

/**
 * Writes a new tagged record (a journal entry or a quick check-in) on `input.day`, or today, as that
 * day's activity: `insert` writes the row at the moment given, then it gets the tags `input` names.
 */
export function createTaggedItem<Row extends { id: string; day: string }>(
  ctx: AppContext,
  user: UserRow,
  kind: TaggedKind,
  input: { day?: string; tags?: string[] },
  insert: (trx: Transaction<Database>, moment: Moment) => Promise<Row>,
): Promise<Row> {
  const moment = momentOn(ctx, user, input.day);
  return writeAsActivity(ctx, user.id, moment, async (trx) => {
    const row = await insert(trx, moment);
    if (input.tags?.length) await setItemTags(trx, user.id, kind, row.id, row.day, input.tags, moment.now);
    return row;
  });
}

export function tagNames(
  ctx: AppContext,
  kind: TaggedKind,
  itemIds: string[],
): Promise<Map<string, string[]>> {
  return tagNamesOf(ctx.db, kind, itemIds);
}

/** `rows` as the API answers them, each with the names of its tags (one query for them all). */
export async function withTagNames<Row extends { id: string }, Item>(
  ctx: AppContext,
  kind: TaggedKind,
  rows: Row[],
  toApi: (row: Row, tags: string[]) => Item,
): Promise<Item[]> {
  const names = await tagNames(
    ctx,
    kind,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toApi(row, names.get(row.id) ?? []));
}

/** One row as the API answers it, with the names of its tags. */
export async function oneWithTagNames<Row extends { id: string }, Item>(
  ctx: AppContext,
  kind: TaggedKind,
  row: Row,
  toApi: (row: Row, tags: string[]) => Item,
): Promise<Item> {
  const [item] = await withTagNames(ctx, kind, [row], toApi);
  return item as Item;
}

/** What the API description says of the 409 of a write that carries tag names (decision 252). */
export const TAG_LIMIT_ERROR = `New tag names would take the account past ${TAGS_PER_ACCOUNT_MAX} tags.`;

/** The account's tags (at most TAGS_PER_ACCOUNT_MAX), or with `id` just that one. */
export async function listTags(ctx: AppContext, userId: string, id?: string): Promise<ApiTag[]> {
  const rows = await listTagsWithUses(ctx.db, userId, id);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    uses: Number(r.journal_uses ?? 0) + Number(r.checkin_uses ?? 0),
  }));
}

async function ownTag(ctx: AppContext | Transaction<Database>, userId: string, id: string) {
  const db = 'db' in ctx ? ctx.db : ctx;
  const tag = await findOwnedRow(db, 'tags', userId, id);
  if (!tag) throw notFound(TAG_NOT_FOUND);
  return tag;
}

/** Renames a tag; a name another of the user's tags already has is a 409 (merge them instead). */
export async function renameUsersTag(
  ctx: AppContext,
  userId: string,
  id: string,
  name: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const tag = await ownTag(trx, userId, id);
    const key = tagKey(name);
    const [clash] = await findTagsByKeys(trx, userId, [key]);
    if (clash && clash.id !== tag.id)
      throw new AppError(
        409,
        'conflict',
        `You already have a tag called “${clash.name}”: merge the two instead`,
      );
    await renameTag(trx, userId, id, name, key);
  });
}

export async function mergeUsersTags(
  ctx: AppContext,
  userId: string,
  fromId: string,
  intoId: string,
): Promise<void> {
  if (fromId === intoId)
    throw badRequest('into: A tag cannot be merged into itself', [
      { path: 'into', message: 'A tag cannot be merged into itself' },
    ]);
  await ctx.db.transaction().execute(async (trx) => {
    await ownTag(trx, userId, fromId);
    await ownTag(trx, userId, intoId);
    await mergeTags(trx, userId, fromId, intoId);
  });
}

export async function removeTag(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!(await deleteTag(ctx.db, userId, id))) throw notFound(TAG_NOT_FOUND);
}
