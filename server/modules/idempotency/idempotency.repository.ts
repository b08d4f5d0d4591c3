import { countDeleted, updatedAny } from '../../db/affected';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';

type Q = Kysely<Database> | Transaction<Database>;

export interface StoredKey {
  fingerprint: string;
  status: number | null;
  body: string | null;
  created_at: string;
}

/** Inserts the key unless the account already holds it; true when this call took it. */
export async function insertKeyIfFree(
  db: Q,
  row: { user_id: string; key: string; fingerprint: string; created_at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ ...row, status: null, body: null })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findKey(db: Q, userId: string, key: string): Promise<StoredKey | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'status', 'body', 'created_at'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/**
 * Takes over a key row exactly as it was read (same `created_at`, still unanswered or expired): of two
 * requests trying at once, only one matches.
 */
export async function retakeKey(
  db: Q,
  userId: string,
  key: string,
  seenCreatedAt: string,
  row: { fingerprint: string; created_at: string },
): Promise<boolean> {
  return updatedAny(
    db
      .updateTable('idempotency_keys')
      .set({ ...row, status: null, body: null })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .where('created_at', '=', seenCreatedAt),
  );
}

export async function storeAnswer(
  db: Q,
  userId: string,
  key: string,
  answer: { status: number; body: string | null },
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set(answer)
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}

export async function releaseKey(db: Q, userId: string, key: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('status', 'is', null)
    .execute();
}

/** Deletes every key created before `before` (an index range scan on created_at). */
export async function purgeKeysBefore(db: Q, before: string): Promise<number> {
  return countDeleted(db.deleteFrom('idempotency_keys').where('created_at', '<', before));
}

/**
 * The account's keys created at or after `since` (the ones still in force) and the oldest of them:
 * one range of the primary key, no answer read.
 */
export async function keysSince(
  db: Q,
  userId: string,
  since: string,
): Promise<{ count: number; oldest: string | null }> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: (row.oldest as string | null) ?? null };
}

/** The bytes (UTF-8) of an answer as the database counts them. */
const bodyBytes = (dialect: Dialect) =>
  dialect === 'postgres' ? sql<number>`octet_length(body)` : sql<number>`length(cast(body as blob))`;

/** The bytes of the answers the account's keys created at or after `since` hold. */
export async function answerBytesSince(
  db: Q,
  dialect: Dialect,
  userId: string,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(sql<number | string | null>`sum(${bodyBytes(dialect)})`.as('bytes'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.bytes ?? 0);
}

/** The account's stored answers (but those already `dropped`), oldest first, with their sizes. */
export function oldestAnswers(
  db: Q,
  dialect: Dialect,
  userId: string,
  since: string,
  dropped: string,
  limit: number,
): Promise<{ key: string; created_at: string; bytes: number | string }[]> {
  return db
    .selectFrom('idempotency_keys')
    .select(['key', 'created_at', bodyBytes(dialect).as('bytes')])
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .where('body', 'is not', null)
    .where('body', '<>', dropped)
    .where('status', 'is not', null)
    .orderBy('created_at')
    .orderBy('key')
    .limit(limit)
    .execute();
}

/** Replaces stored answers by `marker`: the keys stay in force, their answers are no longer kept. */
export async function dropAnswers(db: Q, userId: string, keys: string[], marker: string): Promise<void> {
  if (keys.length === 0) return;
  await db
    .updateTable('idempotency_keys')
    .set({ body: marker })
    .where('user_id', '=', userId)
    .where('key', 'in', keys)
    .where('status', 'is not', null)
    .execute();
}
