import type { Kysely } from 'kysely';
import { createPerUserTable, required } from './helpers';

// Frozen: never edit a migration that has shipped; add a new one. (It may be written with the shared
// helpers only where the schema it builds stays the same to the letter: decision 432.)
// Accounts the instance owner disabled with `npm run admin -- users disable` (decision 276): a table of
// its own, so the users row (and every query that reads it) stays as it was.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createPerUserTable(db, 'disabled_accounts').addColumn('disabled_at', 'text', required).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('disabled_accounts').execute();
}
