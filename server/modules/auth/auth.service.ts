import { randomUUID } from 'node:crypto';
import type {
  ApiSession,
  AuthResponse,
  ChangePassword,
  Login,
  ResetPassword,
  Signup,
} from '../../../core/schemas/auth';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/app-error';
import { dummyPasswordHash, hashPassword, serverPasswordProblem, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { celebratedMilestones } from '../activity/activity.repository';
import { accountDisabledMessage, isAccountDisabled } from '../admin/admin.repository';
import { toApiUser } from '../user/user.mapper';
import { deleteUser, findUserByEmail, findUserById, insertUser, updateUser } from '../user/user.repository';
import { describeUserAgent } from './user-agent';
import { passwordResetMail } from './reset-mail';
import { isLocale, SOURCE_LOCALE, type Locale } from '../../../core/i18n/locales';
import {
  consumeInvitation,
  consumeResetToken,
  deleteOtherSessions,
  deleteUserSession,
  findResetTokenUser,
  listUserSessions,
  deleteSession,
  deleteUserSessions,
  insertResetToken,
  insertSession,
  invalidateResetTokens,
} from './auth.repository';

const DAY_MS = 86_400_000;
const RESET_TTL_MS = 60 * 60 * 1000;
export const INVALID_LOGIN = 'Invalid email or password';
export const FORGOT_MESSAGE = "If an account with that email exists, we've sent password reset instructions.";

export async function startSession(
  ctx: AppContext,
  userId: string,
  userAgent: string | undefined,
): Promise<string> {
  const token = newToken();
  const now = ctx.clock();
  await insertSession(ctx.db, {
    idHash: hashToken(token),
    userId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + ctx.config.sessionTtlDays * DAY_MS).toISOString(),
    userAgent: userAgent ? userAgent.slice(0, 300) : null,
  });
  return token;
}

/** The outbox tag of a reset mail: lets demo mode remove the file once its link is used. */
const resetTag = (tokenHash: string) => `reset-${tokenHash.slice(0, 24)}`;

function passwordError(problem: string): AppError {
  return new AppError(400, 'weak_password', problem, [{ path: 'password', message: problem }]);
}

export const SIGNUPS_CLOSED = 'Signing up is closed on this server.';
export const INVITE_NEEDED = 'Signing up on this server needs an invitation link.';
export const INVITE_INVALID = 'This invitation link is invalid, used or expired. Please ask for a new one.';

export async function signup(ctx: AppContext, input: Signup, userAgent?: string): Promise<AuthResponse> {
  const mode = ctx.config.signups;
  if (mode === 'closed') throw new AppError(403, 'signups_closed', SIGNUPS_CLOSED);
  if (mode === 'invite' && !input.invite) throw new AppError(403, 'invite_needed', INVITE_NEEDED);
  const problem = await serverPasswordProblem(input.password, { email: input.email, name: input.name });
  if (problem) throw passwordError(problem);
  if (await findUserByEmail(ctx.db, input.email)) {
    throw new AppError(409, 'email_taken', 'An account with this email already exists.');
  }
  const id = randomUUID();
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock().toISOString();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      // The invitation is used up in the same transaction that makes the account.
      if (mode === 'invite' && !(await consumeInvitation(trx, hashToken(input.invite ?? ''), now))) {
        throw new AppError(403, 'invite_invalid', INVITE_INVALID);
      }
      await insertUser(trx, {
        id,
        name: input.name,
        email: input.email,
        password_hash: passwordHash,
        time_zone: input.timeZone ?? 'UTC',
        created_at: now,
      });
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    // Two signups racing for one email: the unique index decides.
    if (await findUserByEmail(ctx.db, input.email)) {
      throw new AppError(409, 'email_taken', 'An account with this email already exists.');
    }
    throw err;
  }
  const sessionId = await startSession(ctx, id, userAgent);
  const user = await findUserById(ctx.db, id);
  if (!user) throw new Error('user vanished after signup');
  return { sessionId, user: toApiUser(user, ctx.clock(), []) };
}

export async function login(ctx: AppContext, input: Login, userAgent?: string): Promise<AuthResponse> {
  const user = await findUserByEmail(ctx.db, input.email);
  // Verify against a dummy hash for unknown emails so both failures take the same time.
  const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok) throw new AppError(401, 'invalid_login', INVALID_LOGIN);
  // Only after the password matched: a disabled account is not revealed to someone guessing.
  if (await isAccountDisabled(ctx.db, user.id)) {
    throw new AppError(403, 'account_disabled', accountDisabledMessage(ctx.config.supportEmail));
  }
  const sessionId = await startSession(ctx, user.id, userAgent);
  return { sessionId, user: toApiUser(user, ctx.clock(), await celebratedMilestones(ctx.db, user.id)) };
}

export async function logout(ctx: AppContext, sessionHash: string): Promise<void> {
  await deleteSession(ctx.db, sessionHash);
}

/**
 * A new password-reset link for the account (every earlier one stops working), valid one hour. Used by
 * the forgot-password mail and by the instance owner's `npm run admin -- users reset-link`.
 */
export async function issueResetLink(
  db: Kysely<Database>,
  appUrl: string,
  userId: string,
  now: Date,
): Promise<{ link: string; tokenHash: string; expiresAt: string }> {
  const token = newToken();
  const tokenHash = hashToken(token);
  const expiresAt = new Date(now.getTime() + RESET_TTL_MS).toISOString();
  await db.transaction().execute(async (trx) => {
    await invalidateResetTokens(trx, userId, now.toISOString());
    await insertResetToken(trx, { tokenHash, userId, createdAt: now.toISOString(), expiresAt });
  });
  // The link is built from APP_URL, never from the request's Host header.
  return { link: `${appUrl}/reset-password?token=${encodeURIComponent(token)}`, tokenHash, expiresAt };
}

/** No account has this id: the reset work of an unknown email runs its queries against it. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

/**
 * The reset work, run after the answer has been sent (decision 253). An existing and an unknown
 * email take the same steps — the lookup, a new token and its hash, the transaction that ends the
 * account's earlier tokens, the mail's text — so the work they leave on the event loop differs only
 * by the token's insert and the mail's delivery, which an unknown email has nothing to do with.
 * `pageLocale`: the language the reset was asked in (`Accept-Language`), for an account that chose none.
 */
export async function forgotPassword(
  ctx: AppContext,
  email: string,
  pageLocale: Locale = SOURCE_LOCALE,
): Promise<void> {
  const found = await findUserByEmail(ctx.db, email);
  // A disabled account gets no mail (decision 276): it takes the unknown email's steps, asked the same way.
  const disabled = await isAccountDisabled(ctx.db, found?.id ?? NO_ACCOUNT);
  const user = disabled ? undefined : found;
  const token = newToken();
  const tokenHash = hashToken(token);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (trx) => {
    await invalidateResetTokens(trx, user?.id ?? NO_ACCOUNT, now.toISOString());
    if (user)
      await insertResetToken(trx, {
        tokenHash,
        userId: user.id,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
      });
  });
  // The link is built from APP_URL, never from the request's Host header.
  const link = `${ctx.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  // In the account's language; an account that chose none gets the language of the page the reset was
  // asked from (decision 367). An unknown email's text is built the same way and never sent.
  const message = passwordResetMail({
    to: user?.email ?? email,
    tag: resetTag(tokenHash),
    name: user ? user.name : null,
    link,
    locale: isLocale(user?.locale) ? user.locale : pageLocale,
  });
  if (user) await ctx.mailer.send(message);
}

const INVALID_RESET = 'This reset link is invalid or has expired. Please request a new one.';

/** Sets a new password from a reset link and ends every session; returns the account's email. */
export async function resetPassword(ctx: AppContext, input: ResetPassword): Promise<string> {
  const tokenHash = hashToken(input.token);
  const now = ctx.clock().toISOString();
  // The rule needs the account's own details (its email and name must not be the password).
  const owner = await findResetTokenUser(ctx.db, tokenHash, now);
  if (!owner) throw new AppError(400, 'invalid_token', INVALID_RESET);
  const problem = await serverPasswordProblem(input.password, owner);
  if (problem) throw passwordError(problem);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction().execute(async (trx) => {
    const userId = await consumeResetToken(trx, tokenHash, now);
    if (!userId) throw new AppError(400, 'invalid_token', INVALID_RESET);
    await updateUser(trx, userId, { password_hash: passwordHash });
    await invalidateResetTokens(trx, userId, now);
    await deleteUserSessions(trx, userId);
  });
  // Demo mode: the mail holding the link that was just used goes too.
  await ctx.mailer.discard(resetTag(tokenHash));
  return owner.email;
}

/** Checks the current password of a signed-in user; a wrong one is a 400 on the named field. */
async function requirePassword(
  ctx: AppContext,
  userId: string,
  password: string,
  field: string,
): Promise<void> {
  const row = await findUserById(ctx.db, userId);
  if (!row || !(await verifyPassword(row.password_hash, password))) {
    throw new AppError(400, 'wrong_password', 'The password is not correct.', [
      { path: field, message: 'The password is not correct.' },
    ]);
  }
}

/**
 * Signed-in password change: the current password is required, the new one meets the sign-up rule,
 * and every other session of the account ends (this one stays signed in).
 */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  sessionHash: string,
  input: ChangePassword,
): Promise<void> {
  await requirePassword(ctx, user.id, input.currentPassword, 'currentPassword');
  const problem = await serverPasswordProblem(input.newPassword, user);
  if (problem) {
    throw new AppError(400, 'weak_password', problem, [{ path: 'newPassword', message: problem }]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.clock().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { password_hash: passwordHash });
    await invalidateResetTokens(trx, user.id, now);
    await deleteOtherSessions(trx, user.id, sessionHash);
  });
}

/** Deleting the account asks for the password again; foreign keys cascade to every row. */
export async function deleteAccount(ctx: AppContext, user: UserRow, password: string): Promise<void> {
  await requirePassword(ctx, user.id, password, 'password');
  const deleted = await ctx.db.transaction().execute((trx) => deleteUser(trx, user.id));
  if (!deleted) throw new AppError(404, 'not_found', 'Not found');
  // Nothing of the account stays in this process's memory either.
  for (const cache of ctx.accountCaches) cache.forgetAccount(user.id);
}

export async function listSessions(
  ctx: AppContext,
  userId: string,
  currentHash: string,
): Promise<ApiSession[]> {
  const rows = await listUserSessions(ctx.db, userId, ctx.clock().toISOString());
  return rows.map((row) => ({
    id: row.id_hash,
    device: describeUserAgent(row.user_agent),
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at ?? row.created_at,
    current: row.id_hash === currentHash,
  }));
}

export async function endSession(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!(await deleteUserSession(ctx.db, userId, id))) throw new AppError(404, 'not_found', 'Not found');
}

export async function endOtherSessions(
  ctx: AppContext,
  userId: string,
  currentHash: string,
): Promise<number> {
  return deleteOtherSessions(ctx.db, userId, currentHash);
}
