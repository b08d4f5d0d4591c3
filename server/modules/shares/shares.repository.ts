import type { Kysely } from 'kysely';
import { updatedAny } from '../../db/affected';
import type { Dialect } from '../../db/database';
import { lockUserRow } from '../../db/owned';
import type { Database, ShareLinksTable } from '../../db/schema';

export type ShareLinkRow = ShareLinksTable;

/**
 * Stores a new link unless the account already has `maxActive` working ones (not revoked, not
 * expired), then deletes its ended links beyond the newest `maxEnded`, so the table stays bounded per
 * account (decision 301). The user's row is locked first (`lockUserRow`, as the streak does) so two
 * creates at once cannot both pass the count on PostgreSQL; SQLite runs one transaction at a time.
 * False when the limit refused it.
 */
export function insertBoundedShareLink(
  db: Kysely<Database>,
  dialect: Dialect,
  row: ShareLinkRow,
  limits: { maxActive: number; maxEnded: number; now: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockUserRow(trx, row.user_id, dialect === 'postgres');
    const active = await trx
      .selectFrom('share_links')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', row.user_id)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', limits.now)
      .executeTakeFirstOrThrow();
    if (Number(active.n) >= limits.maxActive) return false;
    await trx.insertInto('share_links').values(row).execute();
    const ended = await trx
      .selectFrom('share_links')
      .select('id')
      .where('user_id', '=', row.user_id)
      .where((eb) => eb.or([eb('revoked_at', 'is not', null), eb('expires_at', '<=', limits.now)]))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(limits.maxEnded)
      .limit(1000)
      .execute();
    if (ended.length > 0) {
      await trx
        .deleteFrom('share_links')
        .where('user_id', '=', row.user_id)
        .where(
          'id',
          'in',
          ended.map((e) => e.id),
        )
        .execute();
    }
    return true;
  });
}

/** The account's links, newest first (at most the active and ended limits together). */
export function listShareLinks(db: Kysely<Database>, userId: string): Promise<ShareLinkRow[]> {
  return db
    .selectFrom('share_links')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes one of the account's links (keeping the first revocation time); false when it has none by that id. */
export async function revokeShareLink(
  db: Kysely<Database>,
  userId: string,
  id: string,
  now: string,
): Promise<boolean> {
  // One statement: a link revoked before keeps its time (the update writes it back unchanged).
  return updatedAny(
    db
      .updateTable('share_links')
      .set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(now)) }))
      .where('user_id', '=', userId)
      .where('id', '=', id),
  );
}

/** The working link with this token hash (unique index lookup), or undefined. */
export function findWorkingShareLink(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<(ShareLinkRow & { user_name: string | null; time_zone: string }) | undefined> {
  return db
    .selectFrom('share_links')
    .innerJoin('users', 'users.id', 'share_links.user_id')
    .selectAll('share_links')
    .select(['users.name as user_name', 'users.time_zone as time_zone'])
    .where('share_links.token_hash', '=', tokenHash)
    .where('share_links.revoked_at', 'is', null)
    .where('share_links.expires_at', '>', now)
    .executeTakeFirst();
}

export async function markShareLinkOpened(db: Kysely<Database>, id: string, now: string): Promise<void> {
  await db.updateTable('share_links').set({ last_opened_at: now }).where('id', '=', id).execute();
}
