import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// Sessions remember the browser they were made in and when they were last used (the sessions list);
// invitations let a server with SIGNUPS=invite accept signups from its links only.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('last_used_at', 'text').execute();
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();
  await db.schema
    .createIndex('password_reset_tokens_expires')
    .on('password_reset_tokens')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('invitations')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invitations').execute();
  await db.schema.dropIndex('password_reset_tokens_expires').execute();
  await db.schema.dropIndex('sessions_expires').execute();
  await db.schema.alterTable('sessions').dropColumn('last_used_at').execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
}
