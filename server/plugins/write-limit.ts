import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../lib/context';
import { AppError } from '../lib/app-error';
import { addRouteHooks, WRITE_METHODS } from '../lib/route-hooks';

const MINUTE = 60_000;

/** Said to a person, who may simply be quick: nothing they typed is lost, they can send it again. */
export const WRITE_LIMIT_MESSAGE =
  "You're saving faster than Tend can keep up with. Please wait a moment and try again — nothing you wrote is lost.";

/**
 * onRequest hook on the authenticated scope's write routes, after requireSession: at most
 * `WRITE_MAX_PER_USER` writes (POST, PUT, PATCH, DELETE) per account a minute (decision 082). Counted by
 * @fastify/rate-limit's store, so with `REDIS_URL` every instance shares one count per account; without
 * it the count is in memory, in the plugin's bounded LRU. Reads are never counted.
 */
export function registerWriteLimit(app: FastifyInstance, ctx: AppContext): void {
  const check = app.createRateLimit({
    max: ctx.config.rateLimits.writePerUser,
    timeWindow: MINUTE,
    keyGenerator: (request) => `write-user:${request.user.id}`,
  });
  const onRequest = async function (request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    if (!WRITE_METHODS.has(request.method)) return;
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError(429, 'rate_limited', WRITE_LIMIT_MESSAGE, undefined, {
        'Retry-After': String(Math.max(1, result.ttlInSeconds)),
      });
    }
  };
  // Added to the write routes only (registered after this call): reads never pay for it.
  addRouteHooks(app, WRITE_METHODS, { onRequest });
}
