import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { unauthorized } from '../lib/app-error';
import { hashToken } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireSession on every non-public route. */
    user: UserRow;
    sessionHash: string;
  }
}

const DAY_MS = 86_400_000;

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
 * the body is even read. Expiry slides forward at most once a day so reads stay read-only.
 */
export function requireSession(ctx: AppContext) {
  const ttlMs = ctx.config.sessionTtlDays * DAY_MS;
  return async function (request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = sessionTokenOf(request);
    if (!token || token.length > 200) throw unauthorized();
    const idHash = hashToken(token);
    const now = ctx.clock();
    const row = await ctx.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select('sessions.expires_at as session_expires_at')
      .where('sessions.id_hash', '=', idHash)
      .executeTakeFirst();
    if (!row) throw unauthorized();
    const expiresAt = Date.parse(row.session_expires_at);
    if (!(expiresAt > now.getTime())) {
      await ctx.db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
      throw unauthorized();
    }
    if (expiresAt - now.getTime() < ttlMs - DAY_MS) {
      await ctx.db
        .updateTable('sessions')
        .set({ expires_at: new Date(now.getTime() + ttlMs).toISOString() })
        .where('id_hash', '=', idHash)
        .execute();
    }
    const { session_expires_at: _ignored, ...user } = row;
    request.user = user;
    request.sessionHash = idHash;
  };
}
