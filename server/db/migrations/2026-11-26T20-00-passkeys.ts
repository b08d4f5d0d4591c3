import type { Kysely } from 'kysely';
import { createdAndExpires, createIndex, createOwnedTable, required } from './helpers';

// Frozen: never edit a migration that has shipped; add a new one. (It may be written with the shared
// helpers only where the schema it builds stays the same to the letter: decision 432.)

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A user's passkeys (decision 270): the credential id as the browser names it (base64url, unique
  // over every account), the COSE public key (base64url) and the signature counter last seen.
  await createOwnedTable(db, 'passkeys')
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', required)
    .addColumn('counter', 'bigint', required)
    .addColumn('transports', 'text')
    .addColumn('backed_up', 'integer', required)
    .addColumn('name', 'text', required)
    .addColumn('created_at', 'text', required)
    .addColumn('last_used_at', 'text')
    .execute();
  await createIndex(db, 'passkeys_user', 'passkeys', ['user_id', 'created_at']);

  // WebAuthn challenges, single-use and short-lived, kept in the database so that the instance that
  // checks an answer need not be the one that gave the options (decision 271).
  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', required)
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .$call(createdAndExpires)
    .execute();
  await createIndex(db, 'webauthn_challenges_expiry', 'webauthn_challenges', ['expires_at']);
  await createIndex(db, 'webauthn_challenges_user', 'webauthn_challenges', ['user_id']);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
}
