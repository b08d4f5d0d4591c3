import { sql, type Kysely } from 'kysely';
import type { SearchKind } from '../../../core/schemas/search';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';

export interface SearchHit {
  kind: SearchKind;
  id: string;
  day: string;
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

interface Ranked {
  kind: SearchKind;
  id: string;
}

const ownerToken = (userId: string) => `u${userId.replace(/-/g, '')}`;

/** FTS5: every term a quoted prefix phrase (so operators in the query are text), within the owner's rows. */
function ftsMatch(userId: string, terms: string[]): string {
  const words = terms.map((t) => `"${t.replace(/"/g, '""')}"*`).join(' AND ');
  return `owner : "${ownerToken(userId)}" AND {title body} : (${words})`;
}

/** tsquery: the owner lexeme and every term a quoted prefix lexeme, joined by AND. */
function tsQuery(userId: string, terms: string[]): string {
  const quote = (t: string) => `'${t.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  return [quote(ownerToken(userId)), ...terms.map((t) => `${quote(t)}:*`)].join(' & ');
}

/**
 * The page of best matches, ranked by the index alone (no joins before the LIMIT, so the cost is one
 * ranked index scan); ties go to the later-written document.
 */
async function rankedPage(db: Kysely<Database>, dialect: Dialect, r: SearchRequest): Promise<Ranked[]> {
  if (dialect === 'postgres') {
    const kindFilter = r.kind ? sql`and d.kind = ${r.kind}` : sql``;
    const result = await sql<Ranked>`
      select d.kind, d.item_id as id
      from search_documents d, to_tsquery('simple', ${tsQuery(r.userId, r.terms)}) q
      where d.vector @@ q and d.user_id = ${r.userId} ${kindFilter}
      order by ts_rank(d.vector, q, 1) desc, d.item_id
      limit ${r.limit} offset ${r.offset}`.execute(db);
    return result.rows;
  }
  const kindFilter = r.kind ? sql`and s.kind = ${r.kind}` : sql``;
  const result = await sql<Ranked>`
    select s.kind as kind, s.item_id as id
    from search_fts f
    cross join search_rows s on s.id = f.rowid
    where search_fts match ${ftsMatch(r.userId, r.terms)} and s.user_id = ${r.userId} ${kindFilter}
    order by bm25(search_fts, 0.0, 2.0, 1.0), f.rowid desc
    limit ${r.limit} offset ${r.offset}`.execute(db);
  return result.rows;
}

/** The user's best matches first, `limit` of them from `offset`. Never reads another user's rows. */
export async function searchDocuments(
  db: Kysely<Database>,
  dialect: Dialect,
  r: SearchRequest,
): Promise<SearchHit[]> {
  const page = await rankedPage(db, dialect, r);
  const ids = (kind: SearchKind) => page.filter((p) => p.kind === kind).map((p) => p.id);
  const journalIds = ids('journal');
  const reflectionIds = ids('reflection');
  const [journal, reflections] = await Promise.all([
    journalIds.length === 0
      ? []
      : db
          .selectFrom('journal_entries')
          .select(['id', 'day', 'title', 'content', 'user_id'])
          .where('id', 'in', journalIds)
          .execute(),
    reflectionIds.length === 0
      ? []
      : db
          .selectFrom('dimension_reflections')
          .select(['id', 'day', 'dimension', 'notes', 'reflection', 'user_id'])
          .where('id', 'in', reflectionIds)
          .execute(),
  ]);
  const found = new Map<string, SearchHit>();
  // Looked up by primary key only (a user_id condition lets SQLite pick the (user_id, date) index and
  // walk the whole history); the page is already the user's, and the owner is checked again here.
  for (const j of journal.filter((row) => row.user_id === r.userId))
    found.set(`journal:${j.id}`, {
      kind: 'journal',
      id: j.id,
      day: j.day,
      title: j.title,
      body: j.content,
      dimension: null,
    });
  for (const d of reflections.filter((row) => row.user_id === r.userId))
    found.set(`reflection:${d.id}`, {
      kind: 'reflection',
      id: d.id,
      day: d.day,
      title: null,
      body: [d.notes, d.reflection].filter(Boolean).join(' '),
      dimension: d.dimension,
    });
  return page.flatMap((p) => {
    const hit = found.get(`${p.kind}:${p.id}`);
    return hit ? [hit] : [];
  });
}
