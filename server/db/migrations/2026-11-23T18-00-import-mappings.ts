import type { Kysely } from 'kysely';
import { createUserKeyedTable, required } from './helpers';

// Frozen: never edit a migration that has shipped; add a new one. (It may be written with the shared
// helpers only where the schema it builds stays the same to the letter: decision 432.)

/**
 * Which record of the importing account each imported record became (docs/decisions/120-import.md),
 * so importing the same file again adds nothing and references can be re-pointed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createUserKeyedTable(db, 'import_mappings', ['kind', 'source_id'])
    .addColumn('kind', 'text', required)
    .addColumn('source_id', 'text', required)
    .addColumn('target_id', 'text', required)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_mappings').execute();
}
