import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { deleteUserSessions, invalidateResetTokens } from '../auth/auth.repository';
import { issueResetLink } from '../auth/auth.service';
import { deleteUser } from '../user/user.repository';
import {
  deleteDisabled,
  findAccount,
  insertDisabled,
  listAccounts,
  type AccountSummary,
} from './admin.repository';

/**
 * The instance owner's account tools behind `npm run admin` (decision 276). They work on accounts,
 * never on what is in them: nothing here reads or prints a name, a score or a word anyone wrote.
 */
export class AdminError extends Error {}

async function account(db: Kysely<Database>, idOrEmail: string) {
  const found = await findAccount(db, idOrEmail);
  if (!found) throw new AdminError(`no account with the id or email "${idOrEmail}"`);
  return found;
}

export function listUsers(db: Kysely<Database>, now: Date): Promise<AccountSummary[]> {
  return listAccounts(db, now.toISOString());
}

/** Ends every session and reset link of the account, and refuses its sign-ins until enabled. */
export async function disableUser(db: Kysely<Database>, idOrEmail: string, now: Date): Promise<string> {
  const { id, email } = await account(db, idOrEmail);
  const changed = await db.transaction().execute(async (trx) => {
    const inserted = await insertDisabled(trx, id, now.toISOString());
    await deleteUserSessions(trx, id);
    await invalidateResetTokens(trx, id, now.toISOString());
    return inserted;
  });
  return changed
    ? `Disabled ${email}: its sessions ended; it cannot sign in.`
    : `${email} was disabled already.`;
}

export async function enableUser(db: Kysely<Database>, idOrEmail: string): Promise<string> {
  const { id, email } = await account(db, idOrEmail);
  return (await deleteDisabled(db, id))
    ? `Enabled ${email}: it can sign in again.`
    : `${email} was not disabled.`;
}

/** Deletes the account and, by the foreign keys, everything in it, as its owner's own deletion does. */
export async function deleteUserAccount(db: Kysely<Database>, idOrEmail: string): Promise<string> {
  const { id, email } = await account(db, idOrEmail);
  await db.transaction().execute((trx) => deleteUser(trx, id));
  return `Deleted ${email} and everything in it.`;
}

/** A password-reset link to hand to the account's owner (for a server without mail). */
export async function resetLink(
  db: Kysely<Database>,
  appUrl: string,
  idOrEmail: string,
  now: Date,
): Promise<{ email: string; link: string; expiresAt: string }> {
  const { id, email } = await account(db, idOrEmail);
  const { link, expiresAt } = await issueResetLink(db, appUrl, id, now);
  return { email, link, expiresAt };
}
