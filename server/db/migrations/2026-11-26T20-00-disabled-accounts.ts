import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// Accounts the instance owner disabled with `npm run admin -- users disable` (decision 276): a table of
// its own, so the users row (and every query that reads it) stays as it was.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('disabled_accounts')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('disabled_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('disabled_accounts').execute();
}
