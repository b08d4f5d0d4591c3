import { sql, type Kysely } from 'kysely';
import type { SearchKind } from '../../../core/schemas/search';
import type { Dialect } from '../../db/database';
import {
  PG_JOURNAL_VECTOR,
  PG_REFLECTION_VECTOR,
} from '../../db/migrations/2026-11-23T19-00-targets-tags-search';
import type { Database } from '../../db/schema';

export interface SearchHit {
  kind: SearchKind;
  id: string;
  day: string;
  date: string;
  title: string | null;
  body: string;
  dimension: string | null;
}

export interface SearchRequest {
  userId: string;
  terms: string[];
  kind: SearchKind | undefined;
  limit: number;
  offset: number;
}

/** FTS5: every term a quoted prefix phrase (so operators in the query are text), within the owner's rows. */
function ftsMatch(userId: string, terms: string[]): string {
  const owner = `u${userId.replace(/-/g, '')}`;
  const words = terms.map((t) => `"${t.replace(/"/g, '""')}"*`).join(' AND ');
  return `owner : "${owner}" AND {title body} : (${words})`;
}

/** tsquery: every term a quoted prefix lexeme joined by AND. */
function tsQuery(terms: string[]): string {
  return terms.map((t) => `'${t.replace(/'/g, "''").replace(/\\/g, '\\\\')}':*`).join(' & ');
}

async function searchSqlite(db: Kysely<Database>, r: SearchRequest): Promise<SearchHit[]> {
  const kindFilter = r.kind ? sql`and s.kind = ${r.kind}` : sql``;
  const result = await sql<SearchHit & { score: number }>`
    select s.kind as kind, s.item_id as id,
      coalesce(j.day, d.day) as day, coalesce(j.date, d.date) as date,
      j.title as title, f.body as body, d.dimension as dimension,
      bm25(search_fts, 0.0, 2.0, 1.0) as score
    from search_fts f
    join search_rows s on s.id = f.rowid
    left join journal_entries j on s.kind = 'journal' and j.id = s.item_id
    left join dimension_reflections d on s.kind = 'reflection' and d.id = s.item_id
    where search_fts match ${ftsMatch(r.userId, r.terms)} and s.user_id = ${r.userId} ${kindFilter}
    order by score, date desc, id
    limit ${r.limit} offset ${r.offset}`.execute(db);
  return result.rows;
}

async function searchPostgres(db: Kysely<Database>, r: SearchRequest): Promise<SearchHit[]> {
  const q = tsQuery(r.terms);
  const journal = sql`
    select 'journal' as kind, id, day, date, title, content as body, null as dimension,
      ts_rank(${PG_JOURNAL_VECTOR}, to_tsquery('simple', ${q}), 1) as score
    from journal_entries
    where user_id = ${r.userId} and ${PG_JOURNAL_VECTOR} @@ to_tsquery('simple', ${q})`;
  const reflections = sql`
    select 'reflection' as kind, id, day, date, null as title,
      coalesce(notes, '') || ' ' || coalesce(reflection, '') as body, dimension,
      ts_rank(${PG_REFLECTION_VECTOR}, to_tsquery('simple', ${q}), 1) as score
    from dimension_reflections
    where user_id = ${r.userId} and ${PG_REFLECTION_VECTOR} @@ to_tsquery('simple', ${q})`;
  const parts =
    r.kind === 'journal'
      ? journal
      : r.kind === 'reflection'
        ? reflections
        : sql`${journal} union all ${reflections}`;
  const result = await sql<SearchHit & { score: number }>`
    select * from (${parts}) hits
    order by score desc, date desc, id
    limit ${r.limit} offset ${r.offset}`.execute(db);
  return result.rows;
}

/** The user's best matches first, `limit` of them from `offset`. Never reads another user's rows. */
export function searchDocuments(
  db: Kysely<Database>,
  dialect: Dialect,
  r: SearchRequest,
): Promise<SearchHit[]> {
  return dialect === 'postgres' ? searchPostgres(db, r) : searchSqlite(db, r);
}
