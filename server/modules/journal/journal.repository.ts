import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, JournalEntriesTable, JournalEntryRow } from '../../db/schema';

type Q = Kysely<Database> | Transaction<Database>;

export function listJournalEntries(db: Q, userId: string): Promise<JournalEntryRow[]> {
  return db
    .selectFrom('journal_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function insertJournalEntry(db: Q, entry: Insertable<JournalEntriesTable>): Promise<JournalEntryRow> {
  return db.insertInto('journal_entries').values(entry).returningAll().executeTakeFirstOrThrow();
}

/** Updates only the user's own entry; undefined when there is none with that id for them. */
export function updateJournalEntry(
  db: Q,
  userId: string,
  id: string,
  patch: Updateable<JournalEntriesTable>,
): Promise<JournalEntryRow | undefined> {
  return db
    .updateTable('journal_entries')
    .set(patch)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteJournalEntry(db: Q, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('journal_entries')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
