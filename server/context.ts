import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Dialect } from './db/database';
import type { Database } from './db/schema';
import type { Clock } from './lib/clock';
import type { Mailer } from './lib/mailer';

/** What every module needs, built once in buildApp and passed down explicitly. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  clock: Clock;
  mailer: Mailer;
}
