import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// Search under 20 ms over 20,000 entries (decision 134): matches are ranked in blocks
// of the newest-written, so each engine needs the order documents were written in, read from the end.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createFts(db: Kysely<any>, prefix: string): Promise<void> {
  await sql`create virtual table search_fts using fts5(
    owner, title, body,
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = ${sql.lit(prefix)}
  )`.execute(db);
  // The documents again, under the rowids search_rows gave them (the triggers keep using both names).
  await sql`insert into search_fts (rowid, owner, title, body)
    select s.id, 'u' || replace(r.user_id, '-', ''), coalesce(r.title, ''), r.content
    from journal_entries r join search_rows s on s.kind = 'journal' and s.item_id = r.id`.execute(db);
  await sql`insert into search_fts (rowid, owner, title, body)
    select s.id, 'u' || replace(r.user_id, '-', ''), '', coalesce(r.notes, '') || ' ' || coalesce(r.reflection, '')
    from dimension_reflections r join search_rows s on s.kind = 'reflection' and s.item_id = r.id`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    // The order documents were first written in (an update keeps it), and the user's documents by it:
    // the newest few thousand are read directly, without the GIN index, when a word is common.
    // Added empty and filled in batches: `add column … bigserial` rewrites the whole table in one
    // statement, longer than the pool's 3 s query timeout on a large database.
    await sql`create sequence search_documents_seq`.execute(db);
    await sql`alter table search_documents add column seq bigint`.execute(db);
    await sql`alter table search_documents alter column seq set default nextval('search_documents_seq')`.execute(
      db,
    );
    await sql`alter sequence search_documents_seq owned by search_documents.seq`.execute(db);
    for (;;) {
      const filled = await sql`update search_documents set seq = nextval('search_documents_seq')
        where ctid in (select ctid from search_documents where seq is null limit 2000)`.execute(db);
      if (Number(filled.numAffectedRows ?? 0) === 0) break;
    }
    await sql`alter table search_documents alter column seq set not null`.execute(db);
    await sql`create index search_documents_user_seq on search_documents (user_id, seq)`.execute(db);
    return;
  }
  // SQLite's rowid (search_rows.id) already gives the order documents were written in. Prefix indexes
  // for every prefix up to 6 characters: FTS5 otherwise answers "walk*" by merging the whole posting
  // lists of walk, walked, walking… across every account before the first match (70–140 ms).
  await sql`drop table search_fts`.execute(db);
  await createFts(db, '1 2 3 4 5 6');
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists search_documents_user_seq`.execute(db);
    await sql`alter table search_documents drop column if exists seq`.execute(db);
    await sql`drop sequence if exists search_documents_seq`.execute(db);
    return;
  }
  await sql`drop table search_fts`.execute(db);
  await createFts(db, '2 3');
}
