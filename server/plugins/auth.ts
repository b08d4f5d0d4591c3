import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { unauthorized } from '../lib/app-error';
import { hashToken } from '../lib/tokens';
import { deleteSession, sessionLookup, touchSession } from '../modules/auth/auth.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set by requireSession on every non-public route: the user's columns except the password hash
     * (auth.repository's session lookup never selects it).
     */
    user: UserRow;
    /** The streak milestones (days) the account has celebrated, read with the session. */
    celebratedMilestones: readonly number[];
    sessionHash: string;
  }
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The session token from `x-session-id` or `Authorization: Bearer`. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-session-id'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return fromHeader;
  const auth = request.headers.authorization;
  if (auth && /^Bearer\s+/i.test(auth)) return auth.replace(/^Bearer\s+/i, '').trim();
  return undefined;
}

/**
 * onRequest hook for every non-public route: resolves the session to its user or answers 401 before
 * the body is even read. A session ends SESSION_TTL_DAYS after its last use (sliding) and, however
 * often it is used, SESSION_MAX_AGE_DAYS after sign-in. The expiry slides and the last use is noted
 * at most once an hour, so reads stay read-only.
 */
export function requireSession(ctx: AppContext) {
  const ttlMs = ctx.config.sessionTtlDays * DAY_MS;
  const maxAgeMs = ctx.config.sessionMaxAgeDays * DAY_MS;
  return async function (request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = sessionTokenOf(request);
    if (!token || token.length > 200) throw unauthorized();
    const idHash = hashToken(token);
    const session = await sessionLookup(ctx.db, idHash);
    if (!session) throw unauthorized();
    const now = ctx.clock().getTime();
    const expiresAt = Date.parse(session.expiresAt);
    if (!(expiresAt > now) || !(Date.parse(session.createdAt) + maxAgeMs > now)) {
      await deleteSession(ctx.db, idHash);
      throw unauthorized();
    }
    if (expiresAt - now < ttlMs - HOUR_MS) {
      await touchSession(ctx.db, idHash, new Date(now).toISOString(), new Date(now + ttlMs).toISOString());
    }
    request.user = session.user;
    request.celebratedMilestones = session.celebrated;
    request.sessionHash = idHash;
  };
}
