import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The account's language and first day of the week (decisions 360, 362). `locale` is null until a
  // language is chosen (the app follows the browser's; the server writes to such an account in English).
  await db.schema.alterTable('users').addColumn('locale', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('week_start', 'text', (c) => c.notNull().defaultTo('monday'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('week_start').execute();
  await db.schema.alterTable('users').dropColumn('locale').execute();
}
