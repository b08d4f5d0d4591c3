import { deletedAny } from '../../db/affected';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Q = Kysely<Database> | Transaction<Database>;

/** What login answers for a disabled account (after the password matched; decision 276). */
export function accountDisabledMessage(supportEmail: string): string {
  return `This account is disabled on this server. Please contact ${supportEmail}.`;
}

export async function isAccountDisabled(db: Q, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('disabled_accounts')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * One account as the instance owner's list shows it: who and when, never what they wrote (no names,
 * scores, notes, journal or reflections; decision 276).
 */
export interface AccountSummary {
  id: string;
  email: string;
  createdAt: string;
  lastActiveDay: string | null;
  activeSessions: number;
  disabledAt: string | null;
}

export async function listAccounts(db: Q, now: string): Promise<AccountSummary[]> {
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('disabled_accounts as d', 'd.user_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.created_at',
      'u.last_active_date',
      'd.disabled_at',
      (eb) =>
        eb
          .selectFrom('sessions as s')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('s.user_id', '=', 'u.id')
          .where('s.expires_at', '>', now)
          .as('sessions'),
    ])
    .orderBy('u.created_at')
    .orderBy('u.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    createdAt: r.created_at,
    lastActiveDay: r.last_active_date,
    activeSessions: Number(r.sessions ?? 0),
    disabledAt: r.disabled_at ?? null,
  }));
}

/** The account whose id or email (any letter case) this is. */
export function findAccount(db: Q, idOrEmail: string): Promise<{ id: string; email: string } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'email'])
    .where((eb) => eb.or([eb('id', '=', idOrEmail), eb('email', '=', idOrEmail.trim().toLowerCase())]))
    .executeTakeFirst();
}

/** Returns false when the account was disabled already. */
export async function insertDisabled(db: Q, userId: string, now: string): Promise<boolean> {
  const res = await db
    .insertInto('disabled_accounts')
    .values({ user_id: userId, disabled_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Returns false when the account was not disabled. */
export async function deleteDisabled(db: Q, userId: string): Promise<boolean> {
  return deletedAny(db.deleteFrom('disabled_accounts').where('user_id', '=', userId));
}
