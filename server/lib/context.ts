import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';
import type { Background } from './background';
import type { Clock } from './clock';
import type { HostResolver } from './public-address';
import type { LimitStore } from './limiter';
import type { Mailer } from './mailer';

/** What every module needs, built once in buildApp and passed down explicitly. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  clock: Clock;
  mailer: Mailer;
  /** Counters of the authentication limits: in memory, or in Redis when REDIS_URL is set. */
  limits: LimitStore;
  /** Work started by a request that the answer does not wait for; shutdown does. */
  background: Background;
  /**
   * This process's caches that hold an account's data (the journal's pages, decision 225). They are
   * checked against the database on every read, so they never serve stale data; this list lets a deleted
   * account's data leave memory at once rather than when it is evicted.
   */
  accountCaches: { forgetAccount(userId: string): void }[];
  /** Resolves host names Tend sends requests to on a user's behalf (push endpoints; tests answer it). */
  resolveHost: HostResolver;
}
