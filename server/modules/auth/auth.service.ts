import { randomUUID } from 'node:crypto';
import type { AuthResponse, Login, ResetPassword, Signup } from '../../../core/schemas/auth';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { dummyPasswordHash, hashPassword, serverPasswordProblem, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { celebratedMilestones } from '../activity/activity.repository';
import { toApiUser } from '../user/user.mapper';
import { findUserByEmail, findUserById, insertUser, updateUser } from '../user/user.repository';
import {
  consumeResetToken,
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

async function startSession(ctx: AppContext, userId: string): Promise<string> {
  const token = newToken();
  const now = ctx.clock();
  await insertSession(ctx.db, {
    idHash: hashToken(token),
    userId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + ctx.config.sessionTtlDays * DAY_MS).toISOString(),
  });
  return token;
}

function passwordError(problem: string): AppError {
  return new AppError(400, 'weak_password', problem, [{ path: 'password', message: problem }]);
}

export async function signup(ctx: AppContext, input: Signup): Promise<AuthResponse> {
  const problem = serverPasswordProblem(input.password);
  if (problem) throw passwordError(problem);
  if (await findUserByEmail(ctx.db, input.email)) {
    throw new AppError(409, 'email_taken', 'An account with this email already exists.');
  }
  const id = randomUUID();
  const passwordHash = await hashPassword(input.password);
  try {
    await insertUser(ctx.db, {
      id,
      name: input.name,
      email: input.email,
      password_hash: passwordHash,
      time_zone: input.timeZone ?? 'UTC',
      created_at: ctx.clock().toISOString(),
    });
  } catch (err) {
    // Two signups racing for one email: the unique index decides.
    if (await findUserByEmail(ctx.db, input.email)) {
      throw new AppError(409, 'email_taken', 'An account with this email already exists.');
    }
    throw err;
  }
  const sessionId = await startSession(ctx, id);
  const user = await findUserById(ctx.db, id);
  if (!user) throw new Error('user vanished after signup');
  return { sessionId, user: toApiUser(user, ctx.clock(), []) };
}

export async function login(ctx: AppContext, input: Login): Promise<AuthResponse> {
  const user = await findUserByEmail(ctx.db, input.email);
  // Verify against a dummy hash for unknown emails so both failures take the same time.
  const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok) throw new AppError(401, 'invalid_login', INVALID_LOGIN);
  const sessionId = await startSession(ctx, user.id);
  return { sessionId, user: toApiUser(user, ctx.clock(), await celebratedMilestones(ctx.db, user.id)) };
}

export async function logout(ctx: AppContext, sessionHash: string): Promise<void> {
  await deleteSession(ctx.db, sessionHash);
}

export async function forgotPassword(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = newToken();
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (trx) => {
    await invalidateResetTokens(trx, user.id, now.toISOString());
    await insertResetToken(trx, {
      tokenHash: hashToken(token),
      userId: user.id,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
    });
  });
  // The link is built from APP_URL, never from the request's Host header.
  const link = `${ctx.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({
    to: user.email,
    subject: 'Reset your Tend password',
    text: [
      `Hello${user.name ? ` ${user.name}` : ''},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Tend account.',
      'Open this link within one hour to choose a new password:',
      '',
      link,
      '',
      'If you did not ask for this, you can ignore this message: your password stays as it is.',
      '',
      'Take care,',
      'Tend',
    ].join('\n'),
  });
}

export async function resetPassword(ctx: AppContext, input: ResetPassword): Promise<void> {
  const problem = serverPasswordProblem(input.password);
  if (problem) throw passwordError(problem);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const userId = await consumeResetToken(trx, hashToken(input.token), now);
    if (!userId) {
      throw new AppError(
        400,
        'invalid_token',
        'This reset link is invalid or has expired. Please request a new one.',
      );
    }
    await updateUser(trx, userId, { password_hash: passwordHash });
    await invalidateResetTokens(trx, userId, now);
    await deleteUserSessions(trx, userId);
  });
}
