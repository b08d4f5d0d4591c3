import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../lib/app-error';
import { addRouteHooks, WRITE_METHODS } from '../../lib/route-hooks';
import {
  findKey,
  insertKeyIfFree,
  purgeKeysBefore,
  releaseKey,
  retakeKey,
  storeAnswer,
} from './idempotency.repository';

/** docs/product.md §12: keys live at least 24 hours per account; they are purged after that. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A claim still unanswered after this long belongs to a request that died (a crash, a lost database
 * connection) rather than to one still running: requests finish in milliseconds and the database
 * gives up on a query after 15 s. A retry may then take the key over.
 */
export const IDEMPOTENCY_ABANDONED_MS = 60_000;
const PURGE_EVERY_MS = 10 * 60 * 1000;
/** What clients send in practice (UUIDs, ULIDs, "sync-42"): 1–255 visible ASCII characters. */
const KEY_RE = /^[\x21-\x7e]{1,255}$/;
export const REPLAYED_HEADER = 'idempotent-replayed';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request holds an Idempotency-Key claim and its answer must be stored. */
    idempotencyClaim?: { key: string; payload?: unknown };
  }
}

/** JSON with object keys sorted, so a retry that orders its fields differently is the same body. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value as object)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${canonicalJson(request.body ?? null)}`)
    .digest('base64url');
}

const keyInFlight = () =>
  new AppError(
    409,
    'idempotency_in_flight',
    'A request with this Idempotency-Key is still being processed. Please retry in a moment.',
    undefined,
    { 'Retry-After': '1' },
  );
const keyReused = () =>
  new AppError(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was already used for a different request.',
  );

/**
 * Idempotency-Key for every authenticated write (docs/product.md §12, docs/decisions/110). The first request
 * with a key claims it (a unique insert on account + key) before its handler runs; a 2xx answer is
 * then stored with the key and replayed to every retry with the same method, path and body; any other
 * answer releases the claim, since a failed request changed nothing and may simply run again. A second
 * request arriving while the first still runs gets 409 with Retry-After, so the two never both apply.
 */
export function registerIdempotency(app: FastifyInstance, ctx: AppContext): void {
  let lastPurge = 0;

  // Before the body is validated (decision 160): a key reused with another body or path is a 422
  // whatever that body is, and the fingerprint is of the request as sent.
  const preValidation = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!WRITE_METHODS.has(request.method)) return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY_RE.test(header)) {
      throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters.', [
        { path: 'Idempotency-Key', message: 'Must be 1 to 255 visible ASCII characters' },
      ]);
    }
    const userId = request.user.id;
    const now = ctx.clock().getTime();
    const createdAt = new Date(now).toISOString();
    const expiredBefore = new Date(now - IDEMPOTENCY_TTL_MS).toISOString();
    if (now - lastPurge > PURGE_EVERY_MS) {
      lastPurge = now;
      await purgeKeysBefore(ctx.db, expiredBefore);
    }
    const fingerprint = fingerprintOf(request);

    if (await insertKeyIfFree(ctx.db, { user_id: userId, key: header, fingerprint, created_at: createdAt })) {
      request.idempotencyClaim = { key: header };
      return;
    }
    const stored = await findKey(ctx.db, userId, header);
    const expired = stored !== undefined && stored.created_at < expiredBefore;
    const abandoned =
      stored !== undefined &&
      stored.status === null &&
      stored.fingerprint === fingerprint &&
      Date.parse(stored.created_at) < now - IDEMPOTENCY_ABANDONED_MS;
    if (stored === undefined || expired || abandoned) {
      // Gone since the insert (released by a failed first request), too old to count, or left behind.
      const taken = stored
        ? await retakeKey(ctx.db, userId, header, stored.created_at, { fingerprint, created_at: createdAt })
        : await insertKeyIfFree(ctx.db, { user_id: userId, key: header, fingerprint, created_at: createdAt });
      if (!taken) throw keyInFlight();
      request.idempotencyClaim = { key: header };
      return;
    }
    if (stored.fingerprint !== fingerprint) throw keyReused();
    if (stored.status === null) throw keyInFlight();

    reply.header(REPLAYED_HEADER, 'true').status(stored.status);
    if (stored.body === null) return reply.send();
    return reply.type('application/json; charset=utf-8').send(stored.body);
  };

  // The answer as the handler returned it, before serialization (and before compression in onSend).
  const preSerialization = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    if (request.idempotencyClaim) request.idempotencyClaim.payload = payload;
    return payload;
  };

  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    const status = reply.statusCode;
    if (status >= 200 && status < 300) {
      // Through the route's response schema, like the first answer: a replay sends nothing more.
      const body = claim.payload === undefined ? null : String(reply.serialize(claim.payload));
      await storeAnswer(ctx.db, request.user.id, claim.key, { status, body });
    } else {
      await releaseKey(ctx.db, request.user.id, claim.key);
    }
    return payload;
  };

  // Only on the routes that write: reads never carry a claim.
  addRouteHooks(app, WRITE_METHODS, { preValidation, preSerialization, onSend });
}
