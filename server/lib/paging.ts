import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  sql,
  type Expression,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
  type Transaction,
} from 'kysely';
import type { Database } from '../db/schema';
import { badRequest } from './app-error';

/**
 * Keyset paging for every list endpoint (docs/product.md §12, decision 080).
 *
 * A list is sorted newest first on `(key, id)`: `key` is the list's sort column (an ISO instant or a
 * local day) and `id` the unique tie-breaker. A page is the rows strictly before the cursor on that
 * order, so a row written while a client walks the pages can never shift a boundary (no row twice,
 * none skipped), and every page is one range scan of an index on `(user_id, …, key, id)` however deep
 * into the history it is. The cursor only positions: every query also filters on the signed-in user,
 * so a cursor taken from (or forged for) another account reaches none of its rows.
 */

/** The `Link` header of a list page (decision 080). */
export const LINK_HEADER = {
  200: {
    Link: {
      description: 'Present when more exists: `</path?…&before=CURSOR>; rel="next"`, the next (older) page.',
    },
  },
};

export const DEFAULT_PAGE_LIMIT = 50;
export const MAX_PAGE_LIMIT = 200;

/** Where a page ends: the last row's sort key and id. */
export interface Cursor {
  key: string;
  id: string;
}

export interface PageRequest {
  limit: number;
  /** Rows strictly before this position; null for the first page. */
  before: Cursor | null;
}

const CURSOR_VERSION = 1;
const MAX_CURSOR_LENGTH = 256;
const KEY_RE = /^[0-9T:.Z+-]{10,40}$/;
const ID_RE = /^[A-Za-z0-9-]{1,64}$/;

/** An opaque, URL-safe cursor. Opaque to clients: its layout may change with its version. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([CURSOR_VERSION, cursor.key, cursor.id]), 'utf8').toString('base64url');
}

/** The cursor a string encodes, or null when it is not one this server wrote. */
export function decodeCursor(text: string): Cursor | null {
  if (text.length === 0 || text.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== CURSOR_VERSION) return null;
  const [, key, id] = parsed as unknown[];
  if (typeof key !== 'string' || typeof id !== 'string' || !KEY_RE.test(key) || !ID_RE.test(id)) return null;
  return { key, id };
}

function single(value: unknown, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') {
    throw badRequest(`${field}: Give ${field} once`, [{ path: field, message: `Give ${field} once` }]);
  }
  return value;
}

/**
 * `?limit=` (1–200, default 50) and `?before=` (a cursor from a Link header) of a list request.
 * A bad value is a 400 whose message and issue name the field.
 */
export function parsePageQuery(query: unknown): PageRequest {
  const q = (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
  const limitText = single(q.limit, 'limit');
  const beforeText = single(q.before, 'before');
  let limit = DEFAULT_PAGE_LIMIT;
  if (limitText !== undefined) {
    if (!/^\d{1,4}$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > MAX_PAGE_LIMIT) {
      const message = `Must be a whole number from 1 to ${MAX_PAGE_LIMIT}`;
      throw badRequest(`limit: ${message}`, [{ path: 'limit', message }]);
    }
    limit = Number(limitText);
  }
  let before: Cursor | null = null;
  if (beforeText !== undefined) {
    before = decodeCursor(beforeText);
    if (!before) {
      const message = 'Not a cursor from this list; use the Link header of the previous page';
      throw badRequest(`before: ${message}`, [{ path: 'before', message }]);
    }
  }
  return { limit, before };
}

/**
 * The WHERE condition "strictly before the cursor" on `(keyColumn, id)`, as a row-value comparison:
 * both engines turn it into the lower bound of a range scan of the index on `(user_id, keyColumn, id)`.
 */
export function beforeCursor(keyColumn: string, before: Cursor): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(keyColumn)}, ${sql.ref('id')}) < (${before.key}, ${before.id})`;
}

/** The RFC 8288 `Link` value pointing at the page after `cursor`, keeping the request's other parameters. */
export function nextLink(requestUrl: string, cursor: Cursor): string {
  const url = new URL(requestUrl, 'http://x');
  url.searchParams.set('before', encodeCursor(cursor));
  return `<${url.pathname}${url.search}>; rel="next"`;
}

/**
 * Finishes a list answer. `rows` were read with `limit + 1` (see `readLimit`): when the extra row is
 * there, more exists, so it is dropped and a `Link: <…>; rel="next"` header points past the last row kept.
 */
export function sendPage<Row>(
  request: FastifyRequest,
  reply: FastifyReply,
  rows: Row[],
  page: PageRequest,
  cursorOf: (row: Row) => Cursor,
): Row[] {
  if (rows.length <= page.limit) return rows;
  const kept = rows.slice(0, page.limit);
  reply.header('Link', nextLink(request.url, cursorOf(kept[kept.length - 1] as Row)));
  return kept;
}

/** How many rows a repository reads for a page: one more than asked, to learn whether more exists. */
export function readLimit(page: PageRequest): number {
  return page.limit + 1;
}

/**
 * One page of a list query already filtered on the user: the rows before the cursor, newest first on
 * `(keyColumn, id)`, `limit + 1` of them. Run on the index on `(user_id, …, keyColumn, id)`.
 */
export function pageOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  keyColumn: 'date' | 'day',
  page: PageRequest,
): SelectQueryBuilder<DB, TB, O> {
  return (page.before ? query.where(beforeCursor(keyColumn, page.before)) : query)
    .orderBy(sql.ref(keyColumn), 'desc')
    .orderBy(sql.ref('id'), 'desc')
    .limit(readLimit(page));
}

/**
 * The lists that are a user's rows of one table and nothing else, each with the key it is sorted on
 * and an index on `(user_id, key, id)` (quick_checkins_user_date_id, spotlight_ratings_user_date_id,
 * who5_results_user_day_id).
 */
const OWNED_LIST_KEYS = { quick_checkins: 'date', spotlight_ratings: 'date', who5_results: 'day' } as const;

/** One page of the user's rows of `table`, newest first on `(key, id)`, `limit + 1` rows: one range scan. */
export function ownedPage<T extends keyof typeof OWNED_LIST_KEYS>(
  db: Kysely<Database> | Transaction<Database>,
  table: T,
  userId: string,
  page: PageRequest,
): Promise<Selectable<Database[T]>[]> {
  // Typed as one of the tables: each has `user_id`, `id` and its key column.
  const rows = db
    .selectFrom(table as 'quick_checkins')
    .selectAll()
    .where('user_id', '=', userId);
  return pageOf(rows, OWNED_LIST_KEYS[table], page).execute() as Promise<Selectable<Database[T]>[]>;
}

/**
 * A list route's `read` and `key` (`pagedListRoute`) for the user's rows of `table`: the page is read
 * on the table's key and the next page's cursor made from the same key, so the two cannot disagree.
 */
export function ownedList<T extends keyof typeof OWNED_LIST_KEYS>(
  db: Kysely<Database> | Transaction<Database>,
  table: T,
): {
  read: (userId: string, page: PageRequest) => Promise<Selectable<Database[T]>[]>;
  key: (row: Selectable<Database[T]>) => string;
} {
  const key = OWNED_LIST_KEYS[table];
  return {
    read: (userId, page) => ownedPage(db, table, userId, page),
    // Typed as one of the tables: each has its key column, a text.
    key: (row) => (row as unknown as Record<typeof key, string>)[key],
  };
}
