import { countDeleted, deletedAny, updatedAny } from '../../db/affected';
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import { preparedRead } from '../../db/prepared';
import type { Database, SessionRow, UserRow } from '../../db/schema';

type Q = Kysely<Database> | Transaction<Database>;

export async function insertSession(
  db: Q,
  s: { idHash: string; userId: string; createdAt: string; expiresAt: string; userAgent: string | null },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id_hash: s.idHash,
      user_id: s.userId,
      created_at: s.createdAt,
      expires_at: s.expiresAt,
      user_agent: s.userAgent,
      last_used_at: s.createdAt,
    })
    .execute();
}

export async function deleteSession(db: Q, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

export async function deleteUserSessions(db: Q, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function deleteExpiredSessions(db: Q, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}

/** A single-use token (a password reset link, an invitation): stored by its hash, usable once until it expires. */
export interface NewToken {
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
}

/** The columns every single-use token table has for a new token. */
function tokenColumns(t: NewToken) {
  return { token_hash: t.tokenHash, created_at: t.createdAt, expires_at: t.expiresAt };
}

export async function insertResetToken(db: Q, t: NewToken & { userId: string }): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({ ...tokenColumns(t), user_id: t.userId })
    .execute();
}

/** Marks every unused token of the user as used: only the newest link works. */
export async function invalidateResetTokens(db: Q, userId: string, now: string): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Atomically takes a usable token: returns its user id, or undefined if unknown, used or expired. */
export async function consumeResetToken(db: Q, tokenHash: string, now: string): Promise<string | undefined> {
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** A session and its user, as `requireSession` checks it and handlers get it (`request.user`). */
export interface SessionOfUser {
  /** The user's columns except the password hash: what handlers use. */
  user: UserRow;
  /**
   * The streak milestones (days) the account has celebrated, in no order; read only when asked for
   * (`withMilestones`, decision 313), otherwise undefined.
   */
  celebrated: number[] | undefined;
  createdAt: string;
  expiresAt: string;
}

const sessionColumns = [
  'u.id',
  'u.name',
  'u.email',
  'u.current_streak',
  'u.longest_streak',
  'u.last_active_date',
  'u.time_zone',
  'u.created_at',
  'u.locale',
  'u.week_start',
  's.created_at as session_created_at',
  's.expires_at as session_expires_at',
] as const;

/**
 * The session lookup every authenticated request makes: the session and its user's columns (never the
 * password hash), in one query run precompiled (decision 180): building it with Kysely on each request
 * was the largest cost of a small read. The celebrated milestones are not read here: only the routes
 * that answer them ask for them (`lookupSessionWithMilestones`, decision 313).
 */
const lookupSession = preparedRead((db: Kysely<Database>, idHash: string) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(sessionColumns)
    .select(sql<string | null>`null`.as('celebrated'))
    .where('s.id_hash', '=', idHash),
);

/**
 * The same lookup with the celebrated milestones as a comma-separated list, for the routes that answer
 * the user (`GET /api/user` needs them, decision 200): still one query for them.
 */
const lookupSessionWithMilestones = preparedRead((db: Kysely<Database>, idHash: string) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(sessionColumns)
    .select((eb) =>
      eb
        .selectFrom('streak_celebrations as c')
        .select(
          db.getExecutor().adapter instanceof PostgresAdapter
            ? sql<string>`string_agg(c.days::text, ',')`.as('days')
            : sql<string>`group_concat(c.days, ',')`.as('days'),
        )
        .whereRef('c.user_id', '=', 'u.id')
        .as('celebrated'),
    )
    .where('s.id_hash', '=', idHash),
);

/** The session with that token hash and its user (and, when asked, the milestones), or undefined. */
export async function sessionLookup(
  db: Q,
  idHash: string,
  withMilestones = false,
): Promise<SessionOfUser | undefined> {
  return sessionLookupNow(db, idHash, withMilestones);
}

/**
 * `sessionLookup`, answered at once when the read runs directly on SQLite (see `preparedRead`'s
 * `firstNow`), otherwise a promise: `requireSession` then calls on without a turn of the event loop.
 */
export function sessionLookupNow(
  db: Q,
  idHash: string,
  withMilestones = false,
): SessionOfUser | undefined | Promise<SessionOfUser | undefined> {
  const row = (withMilestones ? lookupSessionWithMilestones : lookupSession).firstNow(db, idHash);
  return row instanceof Promise
    ? row.then((r) => sessionOf(r, withMilestones))
    : sessionOf(row, withMilestones);
}

type SessionLookupRow = Awaited<ReturnType<typeof lookupSessionWithMilestones.first>>;

function sessionOf(row: SessionLookupRow, withMilestones: boolean): SessionOfUser | undefined {
  if (!row) return undefined;
  return {
    user: {
      id: row.id,
      name: row.name,
      email: row.email,
      current_streak: row.current_streak,
      longest_streak: row.longest_streak,
      last_active_date: row.last_active_date,
      time_zone: row.time_zone,
      created_at: row.created_at,
      locale: row.locale,
      week_start: row.week_start,
    },
    celebrated: !withMilestones ? undefined : row.celebrated ? row.celebrated.split(',').map(Number) : [],
    createdAt: row.session_created_at,
    expiresAt: row.session_expires_at,
  };
}

/** Slides the expiry and notes the use (at most about once an hour per session, so reads stay reads). */
export async function touchSession(db: Q, idHash: string, now: string, expiresAt: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ expires_at: expiresAt, last_used_at: now })
    .where('id_hash', '=', idHash)
    .execute();
}

export function listUserSessions(db: Q, userId: string, now: string): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Ends one session of the user; false when the user has no such session. */
export async function deleteUserSession(db: Q, userId: string, idHash: string): Promise<boolean> {
  return deletedAny(db.deleteFrom('sessions').where('user_id', '=', userId).where('id_hash', '=', idHash));
}

/** Ends every session of the user except `keepIdHash`; returns how many ended. */
export async function deleteOtherSessions(db: Q, userId: string, keepIdHash: string): Promise<number> {
  return countDeleted(
    db.deleteFrom('sessions').where('user_id', '=', userId).where('id_hash', '!=', keepIdHash),
  );
}

/** Sessions past their sliding expiry or their absolute age. */
export async function purgeSessions(db: Q, now: string, createdBefore: string): Promise<number> {
  return countDeleted(
    db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('created_at', '<=', createdBefore)])),
  );
}

/** Reset tokens that were used or have expired; they can never be used again. */
export async function purgeResetTokens(db: Q, now: string): Promise<number> {
  return countDeleted(
    db
      .deleteFrom('password_reset_tokens')
      .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', now)])),
  );
}

export async function insertInvitation(db: Q, i: NewToken & { note: string | null }): Promise<void> {
  await db
    .insertInto('invitations')
    .values({ ...tokenColumns(i), note: i.note })
    .execute();
}

/** Atomically takes a usable invitation: true if it was unused and unexpired. */
export async function consumeInvitation(db: Q, tokenHash: string, now: string): Promise<boolean> {
  return updatedAny(
    db
      .updateTable('invitations')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now),
  );
}

/** The owner of a usable reset token, without using it up. */
export function findResetTokenUser(
  db: Q,
  tokenHash: string,
  now: string,
): Promise<{ email: string; name: string | null } | undefined> {
  return db
    .selectFrom('password_reset_tokens')
    .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
    .select(['users.email', 'users.name'])
    .where('password_reset_tokens.token_hash', '=', tokenHash)
    .where('password_reset_tokens.used_at', 'is', null)
    .where('password_reset_tokens.expires_at', '>', now)
    .executeTakeFirst();
}
