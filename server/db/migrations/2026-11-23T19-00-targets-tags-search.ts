import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { createIndex, createOwnedTable, createUserKeyedTable, ownedByUser, required } from './helpers';

// Frozen: never edit a migration that has shipped; add a new one. (It may be written with the shared
// helpers only where the schema it builds stays the same to the letter: decision 432.)
// Targets per area, tags on journal entries and quick check-ins, and the full-text search indexes
// (docs/decisions/130–133).

const SCORE = 'numeric(3, 1)';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createUserKeyedTable(db, 'targets', ['dimension'])
    .addColumn('dimension', 'text', required)
    .addColumn('score', sql.raw(SCORE), required)
    .addColumn('updated_at', 'text', required)
    .execute();

  await createOwnedTable(db, 'tags')
    .addColumn('name', 'text', required)
    // The name folded to lower case: one tag per spelling, whatever its capitals.
    .addColumn('name_key', 'text', required)
    .addColumn('created_at', 'text', required)
    .addUniqueConstraint('tags_user_name', ['user_id', 'name_key'])
    .execute();

  // `day` is copied from the tagged item (it never changes), so "days with a tag" is one index range.
  for (const [table, item, itemTable] of [
    ['journal_entry_tags', 'journal_entry_id', 'journal_entries'],
    ['quick_checkin_tags', 'quick_checkin_id', 'quick_checkins'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(item, 'text', (c) => c.notNull().references(`${itemTable}.id`).onDelete('cascade'))
      .addColumn('tag_id', 'text', (c) => c.notNull().references('tags.id').onDelete('cascade'))
      .addColumn('user_id', 'text', ownedByUser)
      .addColumn('day', 'text', required)
      .addPrimaryKeyConstraint(`${table}_pk`, [item, 'tag_id'])
      .execute();
    await createIndex(db, `${table}_user_tag_day`, table, ['user_id', 'tag_id', 'day']);
    await createIndex(db, `${table}_tag`, table, ['tag_id']);
  }

  // "What moves" reads a user's ratings by day; the unique (user_id, day) constraint already indexes
  // wellbeing_entries, quick_checkins_user_day covers check-ins.

  if (isPostgres(db)) {
    // One table of documents with a stored tsvector and a GIN index, kept in step by triggers on the
    // source tables (whatever writes them: the API, import, cascaded deletes). The vector also holds an
    // owner lexeme ('u' + the user id without dashes) so the index narrows to the user's documents;
    // queries filter user_id as well, which alone decides what a user can see.
    await sql`create table search_documents (
      kind text not null,
      item_id text not null,
      user_id text not null references users (id) on delete cascade,
      vector tsvector not null,
      primary key (kind, item_id)
    )`.execute(db);
    await sql`create index search_documents_vector on search_documents using gin (vector)`.execute(db);
    const owner = (r: string) => sql.raw(`('u' || replace(${r}.user_id, '-', ''))::tsvector`);
    const journalVector = (r: string) =>
      sql.raw(
        `setweight(to_tsvector('simple', coalesce(${r}.title, '')), 'A') || setweight(to_tsvector('simple', ${r}.content), 'B')`,
      );
    const reflectionVector = (r: string) =>
      sql.raw(
        `setweight(to_tsvector('simple', coalesce(${r}.notes, '') || ' ' || coalesce(${r}.reflection, '')), 'B')`,
      );
    for (const [kind, table, vector] of [
      ['journal', 'journal_entries', journalVector],
      ['reflection', 'dimension_reflections', reflectionVector],
    ] as const) {
      const fn = sql.raw(`${table}_search`);
      const k = sql.lit(kind);
      await sql`create function ${fn}() returns trigger language plpgsql as $$
        begin
          if tg_op = 'DELETE' then
            delete from search_documents where kind = ${k} and item_id = old.id;
            return old;
          end if;
          insert into search_documents (kind, item_id, user_id, vector)
            values (${k}, new.id, new.user_id, ${vector('new')} || ${owner('new')})
            on conflict (kind, item_id) do update set vector = excluded.vector, user_id = excluded.user_id;
          return new;
        end
      $$`.execute(db);
      await sql`create trigger ${fn} after insert or update or delete on ${sql.table(table)}
        for each row execute function ${fn}()`.execute(db);
      await sql`insert into search_documents (kind, item_id, user_id, vector)
        select ${k}, r.id, r.user_id, ${vector('r')} || ${owner('r')} from ${sql.table(table)} r`.execute(db);
    }
    return;
  }

  // SQLite: one FTS5 table for both kinds. `search_rows` gives each document a stable integer rowid
  // (the source tables' implicit rowids may change on VACUUM), and triggers keep both in step with
  // every write, including cascaded deletes.
  await sql`create table search_rows (
    id integer primary key,
    kind text not null,
    item_id text not null,
    user_id text not null,
    unique (kind, item_id)
  )`.execute(db);
  await sql`create virtual table search_fts using fts5(
    owner, title, body,
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '2 3'
  )`.execute(db);

  const journalText = (r: string) => sql.raw(`coalesce(${r}.title, ''), ${r}.content`);
  const reflectionText = (r: string) =>
    sql.raw(`'', coalesce(${r}.notes, '') || ' ' || coalesce(${r}.reflection, '')`);
  const owner = (r: string) => sql.raw(`'u' || replace(${r}.user_id, '-', '')`);

  for (const [kind, table, text] of [
    ['journal', 'journal_entries', journalText],
    ['reflection', 'dimension_reflections', reflectionText],
  ] as const) {
    const k = sql.lit(kind);
    const t = sql.table(table);
    await sql`create trigger ${sql.raw(`${table}_search_insert`)} after insert on ${t} begin
      insert into search_rows (kind, item_id, user_id) values (${k}, new.id, new.user_id);
      insert into search_fts (rowid, owner, title, body) values (last_insert_rowid(), ${owner('new')}, ${text('new')});
    end`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_search_update`)} after update on ${t} begin
      delete from search_fts where rowid = (select id from search_rows where kind = ${k} and item_id = old.id);
      insert into search_fts (rowid, owner, title, body)
        select id, ${owner('new')}, ${text('new')} from search_rows where kind = ${k} and item_id = old.id;
    end`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_search_delete`)} after delete on ${t} begin
      delete from search_fts where rowid = (select id from search_rows where kind = ${k} and item_id = old.id);
      delete from search_rows where kind = ${k} and item_id = old.id;
    end`.execute(db);
    // Rows written before this migration.
    await sql`insert into search_rows (kind, item_id, user_id) select ${k}, id, user_id from ${t}`.execute(
      db,
    );
    await sql`insert into search_fts (rowid, owner, title, body)
      select s.id, ${owner('r')}, ${text('r')} from ${t} r join search_rows s on s.kind = ${k} and s.item_id = r.id`.execute(
      db,
    );
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of ['journal_entries', 'dimension_reflections']) {
      await sql`drop trigger if exists ${sql.raw(`${table}_search`)} on ${sql.table(table)}`.execute(db);
      await sql`drop function if exists ${sql.raw(`${table}_search`)}()`.execute(db);
    }
    await sql`drop table if exists search_documents`.execute(db);
  } else {
    for (const table of ['journal_entries', 'dimension_reflections']) {
      for (const op of ['insert', 'update', 'delete'])
        await sql`drop trigger if exists ${sql.raw(`${table}_search_${op}`)}`.execute(db);
    }
    await sql`drop table if exists search_fts`.execute(db);
    await sql`drop table if exists search_rows`.execute(db);
  }
  for (const t of ['quick_checkin_tags', 'journal_entry_tags', 'tags', 'targets']) {
    await db.schema.dropTable(t).execute();
  }
}
