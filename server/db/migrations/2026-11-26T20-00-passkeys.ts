import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A user's passkeys (decision 270): the credential id as the browser names it (base64url, unique
  // over every account), the COSE public key (base64url) and the signature counter last seen.
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull())
    .addColumn('transports', 'text')
    .addColumn('backed_up', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('passkeys_user').on('passkeys').columns(['user_id', 'created_at']).execute();

  // WebAuthn challenges, single-use and short-lived, kept in the database so that the instance that
  // checks an answer need not be the one that gave the options (decision 271).
  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webauthn_challenges_expiry')
    .on('webauthn_challenges')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('webauthn_challenges_user')
    .on('webauthn_challenges')
    .column('user_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
}
