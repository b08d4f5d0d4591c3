import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/app-error';
import { networkOf } from '../../lib/limiter';

const MINUTE = 60_000;
export const LOGIN_WINDOW_MS = 15 * MINUTE;
export const ACCOUNT_WINDOW_MS = 60 * MINUTE;
/** How long a network an account signed in from stays "known" to it. */
export const KNOWN_NETWORK_MS = 90 * 24 * 60 * MINUTE;

export function tooMany(resetMs: number): AppError {
  return new AppError(
    429,
    'rate_limited',
    'Too many attempts. Please wait a little and try again.',
    undefined,
    { 'Retry-After': String(Math.max(1, Math.ceil(resetMs / 1000))) },
  );
}

/** The network the request comes from (IPv6 grouped by /64), as Fastify's trustProxy resolved it. */
export function clientNetwork(request: FastifyRequest): string {
  return networkOf(request.ip);
}

/**
 * onRequest hook counting every request of a route per client network, valid or not, before the
 * body is read: malformed attempts cost the same as real ones.
 */
export function perNetwork(ctx: AppContext, name: string, max: number, windowMs: number) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const { count, resetMs } = await ctx.limits.hit(`${name}:${clientNetwork(request)}`, windowMs);
    if (count > max) throw tooMany(resetMs);
  };
}

const pairKey = (email: string, network: string) => `login-pair:${email}|${network}`;
const accountKey = (email: string) => `login-account:${email}`;
const knownKey = (email: string, network: string) => `login-known:${email}|${network}`;

/**
 * The per-account login limits of decision 090. One network gets LOGIN_MAX_PER_ACCOUNT tries at an
 * account per 15 minutes; all networks together get LOGIN_MAX_ALL_IPS per hour, after
 * which only networks the account has signed in from before may keep trying. So a guesser anywhere
 * is slowed down, and a stranger can only ever block their own network — not the owner's.
 */
export async function checkLoginAttempt(ctx: AppContext, email: string, network: string): Promise<void> {
  const limits = ctx.config.rateLimits;
  const pair = await ctx.limits.hit(pairKey(email, network), LOGIN_WINDOW_MS);
  if (pair.count > limits.loginPerAccount) throw tooMany(pair.resetMs);
  const account = await ctx.limits.peek(accountKey(email));
  if (
    account.count >= ctx.config.loginPerAccountAllIps &&
    !(await ctx.limits.has(knownKey(email, network)))
  ) {
    throw tooMany(account.resetMs);
  }
}

/** A wrong password: it counts towards the account's limit over all networks. */
export async function loginFailed(ctx: AppContext, email: string): Promise<void> {
  await ctx.limits.hit(accountKey(email), ACCOUNT_WINDOW_MS);
}

/** A right password: this network's tries start again and it becomes known to the account. */
export async function loginSucceeded(ctx: AppContext, email: string, network: string): Promise<void> {
  await ctx.limits.reset(pairKey(email, network));
  await ctx.limits.remember(knownKey(email, network), KNOWN_NETWORK_MS);
}

/** The owner proved they hold the mailbox (a password reset): the account-wide count starts again. */
export async function accountRecovered(ctx: AppContext, email: string): Promise<void> {
  await ctx.limits.reset(accountKey(email));
}
