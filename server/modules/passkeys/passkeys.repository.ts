import { countDeleted, deletedAny, updatedAny } from '../../db/affected';
import type { Kysely, Transaction } from 'kysely';
import type { Database, PasskeyRow } from '../../db/schema';

type Q = Kysely<Database> | Transaction<Database>;

export type ChallengePurpose = 'registration' | 'login' | 'unlock';

export async function insertChallenge(
  db: Q,
  c: {
    challenge: string;
    purpose: ChallengePurpose;
    userId: string | null;
    createdAt: string;
    expiresAt: string;
  },
): Promise<void> {
  await db
    .insertInto('webauthn_challenges')
    .values({
      challenge: c.challenge,
      purpose: c.purpose,
      user_id: c.userId,
      created_at: c.createdAt,
      expires_at: c.expiresAt,
    })
    .execute();
}

/** Challenges past their time: they can never be used. */
export async function purgeChallenges(db: Q, now: string): Promise<number> {
  return countDeleted(db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now));
}

/** The user's unused challenges of one purpose: only the newest options of a kind stay usable. */
export async function deleteUserChallenges(db: Q, userId: string, purpose: ChallengePurpose): Promise<void> {
  await db
    .deleteFrom('webauthn_challenges')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .execute();
}

/**
 * Takes a challenge once: deletes it and answers true only if it existed unexpired, for that purpose
 * and that user (null: a sign-in). Two answers racing for one challenge: one delete wins.
 */
export async function consumeChallenge(
  db: Q,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
  now: string,
): Promise<boolean> {
  let query = db
    .deleteFrom('webauthn_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now);
  query = userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId);
  return deletedAny(query);
}

export function listPasskeys(db: Q, userId: string): Promise<PasskeyRow[]> {
  return db
    .selectFrom('passkeys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export function findPasskeyByCredential(db: Q, credentialId: string): Promise<PasskeyRow | undefined> {
  return db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
}

export async function insertPasskey(db: Q, row: PasskeyRow): Promise<void> {
  await db.insertInto('passkeys').values(row).execute();
}

/**
 * Stores the counter of a verified assertion, only if no other assertion moved it meanwhile (two
 * requests replaying one counter: one wins). True when stored.
 */
export async function recordPasskeyUse(
  db: Q,
  id: string,
  seenCounter: number,
  newCounter: number,
  now: string,
): Promise<boolean> {
  return updatedAny(
    db
      .updateTable('passkeys')
      .set({ counter: newCounter, last_used_at: now })
      .where('id', '=', id)
      .where('counter', '=', seenCounter),
  );
}
