import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { SearchKind } from '../../../core/schemas/search';
import { rankScore } from '../../../core/search';
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

/**
 * Matches are ranked in blocks of this many, newest-written first: the newest block ranked best first,
 * then the next (docs/decisions/134). A page never ranks more than two blocks, however common the words.
 */
export const RANK_BLOCK = 200;
/** PostgreSQL first looks among the user's this many newest documents, without the GIN index. */
const RECENT_WALK = 2000;

/** A match, its position among the user's matches by recency (0 = newest), and its score. */
interface Candidate extends Ranked {
  n: number;
  score: number;
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

interface PgRow {
  kind: SearchKind;
  id: string;
  score: number | string;
}

/**
 * PostgreSQL: the matches at recency positions [from, to), each with `ts_rank` (length-normalised).
 * First the user's newest documents are read backwards through the (user_id, seq) index and tested one
 * by one, stopping as soon as the window is full: a common word fills it within a few hundred rows.
 * Only when the newest RECENT_WALK documents do not fill it (a rare word, or a page past them) does the
 * GIN index find the matches. Either way only the window's documents are ranked.
 */
async function pgCandidates(
  db: Kysely<Database>,
  r: SearchRequest,
  from: number,
  to: number,
): Promise<Candidate[]> {
  const q = sql`to_tsquery('simple', ${tsQuery(r.userId, r.terms)})`;
  const kindFilter = r.kind ? sql`and kind = ${r.kind}` : sql``;
  const ranked = async (matches: RawBuilder<unknown>) =>
    (
      await sql<PgRow>`
        select kind, item_id as id, ts_rank(vector, ${q}, 1) as score
        from (${matches}) window_ order by seq desc`.execute(db)
    ).rows.map((row, i) => ({ kind: row.kind, id: row.id, n: from + i, score: Number(row.score) }));
  // Limit → Filter → Index Scan Backward: no sort, and the scan stops at the window's last match.
  const walk = await ranked(sql`
    select kind, item_id, vector, seq from (
      select kind, item_id, vector, seq from search_documents
      where user_id = ${r.userId} ${kindFilter}
      order by seq desc limit ${RECENT_WALK}
    ) recent
    where vector @@ ${q}
    order by seq desc offset ${from} limit ${to - from}`);
  if (walk.length === to - from) return walk;
  return ranked(sql`
    select kind, item_id, vector, seq from search_documents
    where vector @@ ${q} and user_id = ${r.userId} ${kindFilter}
    order by seq desc offset ${from} limit ${to - from}`);
}

/**
 * SQLite: the matches at recency positions [from, to) come from FTS5 in rowid order, newest first,
 * which it reads from the end and stops early; they are scored here from their indexed text (FTS5's
 * bm25 first counts every match of every word in the whole index, 30 ms for a common word).
 */
async function sqliteCandidates(
  db: Kysely<Database>,
  r: SearchRequest,
  from: number,
  to: number,
): Promise<Candidate[]> {
  const kindFilter = r.kind ? sql`and s.kind = ${r.kind}` : sql``;
  const result = await sql<Ranked & { title: string; body: string }>`
    select s.kind as kind, s.item_id as id, f.title as title, f.body as body
    from search_fts f
    cross join search_rows s on s.id = f.rowid
    where search_fts match ${ftsMatch(r.userId, r.terms)} and s.user_id = ${r.userId} ${kindFilter}
    order by f.rowid desc
    limit ${to - from} offset ${from}`.execute(db);
  return result.rows.map((row, i) => ({
    kind: row.kind,
    id: row.id,
    n: from + i,
    score: rankScore(row.title, row.body, r.terms),
  }));
}

/**
 * The page of best matches: the blocks the page falls in, each ranked best first (ties to the newer
 * document), in order of their blocks. No joins before the page is known.
 */
async function rankedPage(db: Kysely<Database>, dialect: Dialect, r: SearchRequest): Promise<Ranked[]> {
  const from = Math.floor(r.offset / RANK_BLOCK) * RANK_BLOCK;
  const to = (Math.floor((r.offset + r.limit - 1) / RANK_BLOCK) + 1) * RANK_BLOCK;
  const found =
    dialect === 'postgres' ? await pgCandidates(db, r, from, to) : await sqliteCandidates(db, r, from, to);
  const block = (c: Candidate) => Math.floor(c.n / RANK_BLOCK);
  found.sort((a, b) => block(a) - block(b) || b.score - a.score || a.n - b.n);
  return found.slice(r.offset - from, r.offset - from + r.limit).map(({ kind, id }) => ({ kind, id }));
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
