import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest } from '../../lib/app-error';
import { addRouteHooks, WRITE_METHODS } from '../../lib/route-hooks';
import {
  answerBytesSince,
  dropAnswers,
  findKey,
  insertKeyIfFree,
  keysSince,
  oldestAnswers,
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
/**
 * What one account's keys may hold (decision 250). Keys in force (younger than the TTL): at most this
 * many; a write with a new key past it is 429 until the oldest expires, so every key still lives its
 * 24 hours. A row is under 400 bytes (a key of at most 255 characters), so ≤ ~0.8 MB.
 */
export const IDEMPOTENCY_KEYS_PER_ACCOUNT = 2000;
/**
 * Bytes of stored answers per account: storing one past it first drops the account's oldest answers
 * (their keys stay in force and still refuse a second application; a retry of one is 409).
 */
export const IDEMPOTENCY_ANSWER_BYTES_PER_ACCOUNT = 1024 * 1024;
/** What a dropped answer's `body` holds instead: no JSON answer starts with `#`. */
const DROPPED = '#dropped';
/** What clients send in practice (UUIDs, ULIDs, "sync-42"): 1–255 visible ASCII characters. */
const KEY_RE = /^[\x21-\x7e]{1,255}$/;
export const REPLAYED_HEADER = 'idempotent-replayed';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer holds a secret shown once (a share link's token, decision 300): the key still holds,
     * so a retry never applies twice, but the answer is not kept — a retry gets 409 instead of a copy.
     */
    secretAnswer?: true;
  }
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
const keysFull = (retryAfterS: number) =>
  new AppError(
    429,
    'idempotency_keys_full',
    `This account sent ${IDEMPOTENCY_KEYS_PER_ACCOUNT} writes with an Idempotency-Key in the last 24 hours, the most Tend keeps. Please try again later.`,
    undefined,
    { 'Retry-After': String(retryAfterS) },
  );
const answerDropped = () =>
  new AppError(
    409,
    'idempotency_answer_dropped',
    'This request was already applied; its answer is no longer kept. Reload to see the current data.',
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

    // A new key past the account's bound is refused (a key already held still replays or retakes).
    const inForce = await keysSince(ctx.db, userId, expiredBefore);
    const full = inForce.count >= IDEMPOTENCY_KEYS_PER_ACCOUNT;
    if (
      !full &&
      (await insertKeyIfFree(ctx.db, { user_id: userId, key: header, fingerprint, created_at: createdAt }))
    ) {
      request.idempotencyClaim = { key: header };
      return;
    }
    const stored = await findKey(ctx.db, userId, header);
    if (full && (stored === undefined || stored.created_at < expiredBefore)) {
      const frees = inForce.oldest ? Date.parse(inForce.oldest) + IDEMPOTENCY_TTL_MS : now;
      throw keysFull(Math.max(1, Math.ceil((frees - now) / 1000)));
    }
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

    if (stored.body === DROPPED) throw answerDropped();
    reply.header(REPLAYED_HEADER, 'true').status(stored.status);
    if (stored.body === null) return reply.send();
    return reply.type('application/json; charset=utf-8').send(stored.body);
  };

  /**
   * Drops the account's oldest stored answers until one of `bytes` fits in its budget; false when it
   * cannot (it alone is over the budget). Two stores at once may each see room for theirs: the bound
   * is then passed by at most the answers in flight.
   */
  const makeRoomFor = async (userId: string, bytes: number): Promise<boolean> => {
    if (bytes > IDEMPOTENCY_ANSWER_BYTES_PER_ACCOUNT) return false;
    const since = new Date(ctx.clock().getTime() - IDEMPOTENCY_TTL_MS).toISOString();
    let over =
      (await answerBytesSince(ctx.db, ctx.dialect, userId, since)) +
      bytes -
      IDEMPOTENCY_ANSWER_BYTES_PER_ACCOUNT;
    while (over > 0) {
      const oldest = await oldestAnswers(ctx.db, ctx.dialect, userId, since, DROPPED, 50);
      if (oldest.length === 0) return true;
      const drop: string[] = [];
      for (const row of oldest) {
        if (over <= 0) break;
        drop.push(row.key);
        over -= Number(row.bytes) - DROPPED.length;
      }
      await dropAnswers(ctx.db, userId, drop, DROPPED);
    }
    return true;
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
      const secret = request.routeOptions.config.secretAnswer === true;
      const body = claim.payload === undefined || secret ? null : String(reply.serialize(claim.payload));
      const kept = secret
        ? false
        : body === null
          ? null
          : await makeRoomFor(request.user.id, Buffer.byteLength(body));
      await storeAnswer(ctx.db, request.user.id, claim.key, {
        status,
        body: kept === false ? DROPPED : body,
      });
    } else {
      await releaseKey(ctx.db, request.user.id, claim.key);
    }
    return payload;
  };

  // Only on the routes that write: reads never carry a claim.
  addRouteHooks(app, WRITE_METHODS, { preValidation, preSerialization, onSend });
}
