import { deletedAny } from '../../db/affected';
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
  return deletedAny(db.deleteFrom('users').where('id', '=', id));
}
