import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Dialect } from '../../db/database';
import { deleteOwnedRow } from '../../db/owned';
import type { Database, JournalEntriesTable, JournalEntryRow } from '../../db/schema';
import { pageOf, type PageRequest } from '../../lib/paging';

type Q = Kysely<Database> | Transaction<Database>;

/**
 * What identifies the version of a row a page shows (decision 225): its id, date and last change and,
 * on PostgreSQL, the row version itself (`xmin`, new with every UPDATE, whatever the clock says).
 */
export interface JournalRowVersion {
  id: string;
  date: string;
  updated_at: string;
  row_version?: string | null;
}

/** PostgreSQL's row version; SQLite has none (decision 225 says what stands in for it). */
const rowVersion = sql<string>`xmin::text`.as('row_version');

/**
 * One page of the user's entries, newest first on (date, id): a range scan of journal_entries_user_date_id.
 * On PostgreSQL each row also carries its `row_version`.
 */
export function listJournalEntries(
  db: Q,
  userId: string,
  page: PageRequest,
  dialect: Dialect,
): Promise<(JournalEntryRow & Pick<JournalRowVersion, 'row_version'>)[]> {
  const q = db.selectFrom('journal_entries').selectAll().where('user_id', '=', userId);
  return dialect === 'postgres'
    ? pageOf(q.select(rowVersion), 'date', page).execute()
    : pageOf(q, 'date', page).execute();
}

/**
 * SQLite's `data_version`: it changes when another connection to the file (another process, the invite
 * tool, a second server) commits. PostgreSQL needs none: `xmin` versions every row.
 */
export async function otherWritersVersion(db: Q, dialect: Dialect): Promise<string> {
  if (dialect !== 'sqlite') return '';
  const { rows } = await sql<{ data_version: number }>`pragma data_version`.execute(db);
  return `dv${rows[0]?.data_version ?? ''}`;
}

/** An entry's tag names as a JSON array, in the order tagNamesOf gives them (by name_key). */
const TAG_NAMES_JSON = {
  postgres: sql<string | null>`(select json_agg(t.name order by t.name_key)::text
    from journal_entry_tags l join tags t on t.id = l.tag_id
    where l.journal_entry_id = journal_entries.id)`.as('tag_names'),
  sqlite: sql<string | null>`(select json_group_array(t.name order by t.name_key)
    from journal_entry_tags l join tags t on t.id = l.tag_id
    where l.journal_entry_id = journal_entries.id)`.as('tag_names'),
};

/**
 * The versions of the rows `listJournalEntries` would answer for the page, without their text, and
 * each entry's tag names (a JSON array; null or `[]` for none): one query, one index range scan
 * plus a primary-key lookup of each entry's tags.
 */
export function journalPageVersions(
  db: Q,
  userId: string,
  page: PageRequest,
  dialect: Dialect,
): Promise<(JournalRowVersion & { tag_names: string | null })[]> {
  const q = db
    .selectFrom('journal_entries')
    .select(['id', 'date', 'updated_at', TAG_NAMES_JSON[dialect]])
    .where('user_id', '=', userId);
  return dialect === 'postgres'
    ? pageOf(q.select(rowVersion), 'date', page).execute()
    : pageOf(q, 'date', page).execute();
}

export function insertJournalEntry(db: Q, entry: Insertable<JournalEntriesTable>): Promise<JournalEntryRow> {
  return db.insertInto('journal_entries').values(entry).returningAll().executeTakeFirstOrThrow();
}

export function deleteJournalEntry(db: Q, userId: string, id: string): Promise<boolean> {
  return deleteOwnedRow(db, 'journal_entries', userId, id);
}
