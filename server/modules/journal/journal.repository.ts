import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import { deleteOwnedRow } from '../../db/owned';
import type { Database, JournalEntriesTable, JournalEntryRow } from '../../db/schema';
import { pageOf, type PageRequest } from '../../lib/paging';

type Q = Kysely<Database> | Transaction<Database>;

/** One page of the user's entries, newest first on (date, id): a range scan of journal_entries_user_date_id. */
export function listJournalEntries(db: Q, userId: string, page: PageRequest): Promise<JournalEntryRow[]> {
  const q = db.selectFrom('journal_entries').selectAll().where('user_id', '=', userId);
  return pageOf(q, 'date', page).execute();
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

export function deleteJournalEntry(db: Q, userId: string, id: string): Promise<boolean> {
  return deleteOwnedRow(db, 'journal_entries', userId, id);
}
