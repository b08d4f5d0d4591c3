import type { Kysely, Transaction } from 'kysely';
import type { Database, NewUser, UserRow, UserUpdate } from '../../db/schema';

type Q = Kysely<Database> | Transaction<Database>;

export function findUserById(db: Q, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Q, email: string): Promise<UserRow | undefined> {
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
