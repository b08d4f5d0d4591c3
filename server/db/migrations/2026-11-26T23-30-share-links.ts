import type { Kysely } from 'kysely';
import { createdAndExpires, createIndex, createOwnedTable, required } from './helpers';

// Frozen: never edit a migration that has shipped; add a new one. (It may be written with the shared
// helpers only where the schema it builds stays the same to the letter: decision 432.)

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Read-only links to a part of a user's history (decisions 300–302). Only the SHA-256 of the token is
  // kept, looked up by its unique index; `scope` is a comma-separated list of the shared parts.
  await createOwnedTable(db, 'share_links')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('scope', 'text', required)
    .addColumn('from_day', 'text', required)
    .addColumn('to_day', 'text', required)
    .$call(createdAndExpires)
    .addColumn('last_opened_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await createIndex(db, 'share_links_user', 'share_links', ['user_id', 'created_at']);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('share_links').execute();
}
