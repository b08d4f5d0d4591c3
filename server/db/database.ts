import { existsSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
  type MigrationProvider,
  type SqliteDatabase,
} from 'kysely';
import type pg from 'pg';
import { migrations } from './migrations/index';
import { allowDirectReads, allowNamedStatements, type RawStatement } from './prepared';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

/** Where the database is: `DATABASE_URL` parsed (lib/config.ts `parseDatabaseUrl`). */
export type DatabaseConfig =
  { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string; schema?: string };

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Cheap round trip used by /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens SQLite with the durability settings we promise, and reads them back: better-sqlite3 reopens an
 * existing WAL database at synchronous=NORMAL unless told otherwise, so we set and verify at every start.
 */
export function openSqlite(path: string): SQLite.Database {
  const existing = path !== ':memory:' && existsSync(path) && statSync(path).size > 0;
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const conn = new SQLite(path);
  if (existing) checkNotDamaged(conn, path);
  conn.pragma('journal_mode = WAL');
  conn.pragma('synchronous = FULL');
  conn.pragma('foreign_keys = ON');
  conn.pragma('busy_timeout = 5000');
  const mode = String(conn.pragma('journal_mode', { simple: true }));
  const sync = Number(conn.pragma('synchronous', { simple: true }));
  const fk = Number(conn.pragma('foreign_keys', { simple: true }));
  if ((path !== ':memory:' && mode !== 'wal') || sync !== 2 || fk !== 1) {
    conn.close();
    throw new Error(
      `SQLite settings not applied (journal_mode=${mode}, synchronous=${sync}, foreign_keys=${fk})`,
    );
  }
  return conn;
}

/** A database file that fails SQLite's own check: Tend refuses to start on it. */
export class DamagedDatabaseError extends Error {}

/**
 * `PRAGMA quick_check` reads every page once (about a second per few hundred MB) and stops at the
 * first problem: a file with damaged pages is refused at start with one clear line instead of
 * reporting ready and then failing on the first list that touches a bad page.
 */
function checkNotDamaged(conn: SQLite.Database, path: string): void {
  let result: string;
  // The check reads each page once: with the connection's usual cache (16 MB in better-sqlite3's
  // build) it would leave the file's first 16 MB in memory for the server's life (6–10 MB of the
  // 10-year export bench's idle RSS), pages no request asked for. Requests fill the cache again with
  // what they read (decision 205).
  const cacheSize = Number(conn.pragma('cache_size', { simple: true }));
  conn.pragma('cache_size = 0');
  try {
    result = String(conn.pragma('quick_check(1)', { simple: true }));
  } catch (err) {
    result = (err as Error).message;
  } finally {
    conn.pragma(`cache_size = ${cacheSize}`);
  }
  if (result !== 'ok') {
    conn.close();
    throw new DamagedDatabaseError(
      `the SQLite database ${path} is damaged (${
        result.split('\n').find((line) => line && !line.startsWith('***')) ?? result
      }); restore it from a backup (see docs/security.md)`,
    );
  }
}

/**
 * `pg`, loaded the first time a PostgreSQL pool is opened: a SQLite server (and the export worker on
 * SQLite) never needs it (decision 205). Synchronous, so `createDatabase` stays synchronous.
 */
let pgModule: typeof pg | undefined;
function loadPg(): typeof pg {
  pgModule ??= createRequire(import.meta.url)('pg') as typeof pg;
  return pgModule;
}

const STATEMENT_CACHE_LIMIT = 500;

/**
 * Statements with more parameters than this are not cached (decision 370): multi-row writes (an
 * import's batches, their tag links) and long `in (…)` lists, whose texts change with their row
 * count, so each is seldom met again, while its compiled program stayed in memory until 500 others
 * had been cached: ~12 MB of a 10-year Daylio import's peak.
 */
export const STATEMENT_CACHE_MAX_PARAMETERS = 250;

/** Whether a statement text holds more than `max` `?` placeholders (stops counting there). */
export function placeholdersOver(text: string, max: number): boolean {
  let n = 0;
  for (let i = text.indexOf('?'); i !== -1; i = text.indexOf('?', i + 1)) if (++n > max) return true;
  return false;
}

/**
 * Kysely answers a failed statement inside a transaction with ROLLBACK; when SQLite has already rolled
 * the transaction back itself (disk full, I/O error), that ROLLBACK fails with "cannot rollback – no
 * transaction is active" and its error replaces the real cause. Such a ROLLBACK is a no-op here.
 */
const NO_OP_ROLLBACK = {
  reader: false,
  all: () => [],
  run: () => ({ changes: 0, lastInsertRowid: 0 }),
  iterate: () => [][Symbol.iterator](),
};

/**
 * Kysely prepares every query afresh; preparing costs better-sqlite3 several times more than running a
 * small query (measured: 84 µs vs 25 µs). Our queries are built from a fixed set of shapes, so their SQL
 * texts repeat and the prepared statements can be reused; bulk statements are prepared each time
 * (`STATEMENT_CACHE_MAX_PARAMETERS`). Kysely runs one query at a time on this
 * single connection, so a cached statement is never in use twice at once.
 */
export function withStatementCache(conn: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      // The last close checkpoints the WAL into the file and empties it, so a copy of the file alone
      // (an operator's backup of a stopped server) holds every write (decision 251).
      if (conn.open && !conn.readonly && !conn.memory) {
        try {
          conn.pragma('wal_checkpoint(TRUNCATE)');
        } catch {
          // Busy or failing: SQLite's own close still checkpoints when it is the last connection.
        }
      }
      conn.close();
    },
    prepare(text: string) {
      if (text === 'rollback' && !conn.inTransaction) return NO_OP_ROLLBACK;
      // Kysely's BEGIN is deferred: a transaction that reads first would fail its first write with
      // SQLITE_BUSY, whatever the busy timeout, when another connection to the file (an operator's CLI,
      // a test seeding a running server) committed in between. IMMEDIATE takes the write lock at BEGIN,
      // waiting out such a writer under busy_timeout instead (decision 479).
      if (text === 'begin') text = 'begin immediate';
      let stmt = cache.get(text);
      if (!stmt && placeholdersOver(text, STATEMENT_CACHE_MAX_PARAMETERS)) return conn.prepare(text);
      if (!stmt) {
        if (cache.size >= STATEMENT_CACHE_LIMIT) cache.clear();
        stmt = conn.prepare(text);
        cache.set(text, stmt);
      }
      return stmt;
    },
  };
}

export function createDatabase(config: DatabaseConfig): Db {
  if (config.kind === 'sqlite') {
    const conn = openSqlite(config.path);
    const cached = withStatementCache(conn);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cached }) });
    allowDirectReads(db, {
      get inTransaction() {
        return conn.inTransaction;
      },
      prepareRaw: (text) => {
        const statement = conn.prepare(text);
        return (statement.reader ? statement.raw(true) : statement) as unknown as RawStatement;
      },
    });
    return dbOf(db, 'sqlite');
  }
  const pool = new (loadPg().Pool)({
    connectionString: config.url,
    max: 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    // A partitioned network fails a query within 3 s instead of 15 (docs/security.md, "PostgreSQL and several instances").
    query_timeout: 3000,
    keepAlive: true,
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  });
  // A dropped idle connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => {});
  // The pool only listens for errors on idle clients; a connection that drops while checked out (between
  // acquiring it and running the query) would otherwise emit an unhandled 'error' and end the process.
  // Its query is rejected all the same, and the error handler answers 503.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    // A client whose query timed out still has that query on the wire: back in the pool, the next
    // query would queue behind it and the pool would not heal. Its connection is closed instead, so
    // the pool drops it and opens a fresh one.
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((err: unknown) => {
          if (err instanceof Error && /Query read timeout/.test(err.message)) {
            (
              client as unknown as { connection?: { stream?: { destroy(): void } } }
            ).connection?.stream?.destroy();
          }
        });
      }
      return result;
    }) as typeof client.query;
  });
  const database = postgresDb(pool);
  allowNamedStatements(database.db, pool);
  return database;
}

/** A `Db` over a PostgreSQL pool (the app's, or a tool's own). */
export function postgresDb(pool: pg.Pool): Db {
  return dbOf(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), 'postgres');
}

function dbOf(db: Kysely<Database>, dialect: Dialect): Db {
  return {
    db,
    dialect,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  await migrate(db, null);
}

/**
 * Migrates up to and including `name` only: the schema an older release ran on (the areas bench
 * measures the code before custom areas on the data it knew, decision 371).
 */
export async function migrateUpTo(db: Kysely<Database>, name: string): Promise<void> {
  if (!(name in migrations)) throw new Error(`no migration named ${name}`);
  await migrate(db, name);
}

async function migrate(db: Kysely<Database>, upTo: string | null): Promise<void> {
  // Unless told a schema, Kysely looks for its migration tables in every schema of the database and,
  // finding another schema's (instances or test runs side by side), skips creating its own.
  let migrationTableSchema: string | undefined;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema ?? undefined;
  }
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error } = await (upTo === null ? migrator.migrateToLatest() : migrator.migrateTo(upTo));
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** The disk (or PostgreSQL's) is full: writes cannot succeed until space is freed. */
export function isStorageFull(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  // SQLite: SQLITE_FULL; PostgreSQL: 53100 disk_full, 53200 out_of_memory.
  return code === 'SQLITE_FULL' || code === '53100' || code === 'SQLITE_IOERR_WRITE';
}

/** True for errors that mean "the database cannot be reached right now" rather than a bug. */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH'].includes(code))
      return true;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') return true;
    if (isStorageFull(err) || code.startsWith('SQLITE_IOERR')) return true;
    // PostgreSQL: connection exceptions (08xxx), admin shutdown (57P01-57P03).
    if (/^08/.test(code) || /^57P0[123]$/.test(code)) return true;
  }
  return /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connect ECONNREFUSED|Client has encountered a connection error/i.test(
    err.message,
  );
}
