import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context';
import type { UserRow } from '../../db/schema';
import { unauthorized } from '../../lib/app-error';
import { hashToken } from '../../lib/tokens';
import { deleteSession, sessionLookupNow, touchSession, type SessionOfUser } from './auth.repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers the celebrated milestones: the session lookup reads them too (decision 313). */
    celebratedMilestones?: boolean;
  }
  interface FastifyRequest {
    /**
     * Set by requireSession on every non-public route: the user's columns except the password hash
     * (auth.repository's session lookup never selects it).
     */
    user: UserRow;
    /**
     * The streak milestones (days) the account has celebrated, read with the session only on the routes
     * that answer them (route config `celebratedMilestones: true`, decision 313); otherwise undefined.
     */
    celebratedMilestones: readonly number[] | undefined;
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
 *
 * A callback hook rather than an async one: on SQLite the lookup answers at once (`sessionLookupNow`),
 * and a request whose session needs no write then goes on without a promise and a turn of the
 * microtask queue (decision 200). Only deleting an expired session and sliding the expiry wait.
 */
export function requireSession(ctx: AppContext, milestones?: boolean) {
  const ttlMs = ctx.config.sessionTtlDays * DAY_MS;
  const maxAgeMs = ctx.config.sessionMaxAgeDays * DAY_MS;

  /** Sets the request's user, or throws 401; a promise only when the session must be written first. */
  const admit = (
    request: FastifyRequest,
    idHash: string,
    session: SessionOfUser | undefined,
  ): void | Promise<void> => {
    if (!session) throw unauthorized();
    const now = ctx.clock().getTime();
    const expiresAt = Date.parse(session.expiresAt);
    if (!(expiresAt > now) || !(Date.parse(session.createdAt) + maxAgeMs > now)) {
      return deleteSession(ctx.db, idHash).then(() => {
        throw unauthorized();
      });
    }
    const signIn = () => {
      request.user = session.user;
      request.celebratedMilestones = session.celebrated;
      request.sessionHash = idHash;
    };
    if (expiresAt - now < ttlMs - HOUR_MS) {
      const expires = new Date(now + ttlMs).toISOString();
      return touchSession(ctx.db, idHash, new Date(now).toISOString(), expires).then(signIn);
    }
    signIn();
  };

  return function (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void {
    let pending: void | Promise<void>;
    try {
      const token = sessionTokenOf(request);
      if (!token || token.length > 200) throw unauthorized();
      const idHash = hashToken(token);
      // Only a route that answers the milestones reads them (decision 313): every other request's
      // lookup is the session and its user alone.
      // `milestones` when the hook is made for one route (app.ts, decision 455): `routeOptions` builds
      // and freezes a new object at each read.
      const withMilestones = milestones ?? request.routeOptions.config?.celebratedMilestones === true;
      const session = sessionLookupNow(ctx.db, idHash, withMilestones);
      pending =
        session instanceof Promise
          ? session.then((found) => admit(request, idHash, found))
          : admit(request, idHash, session);
    } catch (err) {
      done(err as Error);
      return;
    }
    if (pending) pending.then(() => done(), done);
    else done();
  };
}
