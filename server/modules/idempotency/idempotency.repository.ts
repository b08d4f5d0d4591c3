import type { Kysely, Transaction } from 'kysely';
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
  const res = await db
    .updateTable('idempotency_keys')
    .set({ ...row, status: null, body: null })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('created_at', '=', seenCreatedAt)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
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
  const res = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(res.numDeletedRows);
}
