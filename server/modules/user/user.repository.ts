import type { Kysely, Transaction } from 'kysely';
import type { Database, NewUser, UserRow, UserUpdate, UserWithPasswordRow } from '../../db/schema';

type Q = Kysely<Database> | Transaction<Database>;

export function findUserById(db: Q, id: string): Promise<UserWithPasswordRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Q, email: string): Promise<UserWithPasswordRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function insertUser(db: Q, user: NewUser): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export function updateUser(db: Q, id: string, patch: UserUpdate): Promise<UserRow | undefined> {
  return db.updateTable('users').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Deletes the user; foreign keys cascade to every row they own. */
export async function deleteUser(db: Q, id: string): Promise<boolean> {
  const res = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/**
 * Records activity on a local day for the streak, inside the caller's transaction. Two concurrent
 * activities on the same day compute the same result, so the read-then-write needs no row lock.
 */
export async function recordActivity(
  db: Q,
  userId: string,
  next: (current: { currentStreak: number; lastActiveDate: string | null }) => {
    currentStreak: number;
    lastActiveDate: string | null;
  },
): Promise<void> {
  const row = await db
    .selectFrom('users')
    .select(['current_streak', 'last_active_date'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return;
  const updated = next({ currentStreak: Number(row.current_streak), lastActiveDate: row.last_active_date });
  if (updated.currentStreak === Number(row.current_streak) && updated.lastActiveDate === row.last_active_date)
    return;
  await db
    .updateTable('users')
    .set({ current_streak: updated.currentStreak, last_active_date: updated.lastActiveDate })
    .where('id', '=', userId)
    .execute();
}
