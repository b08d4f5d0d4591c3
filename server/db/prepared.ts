import type { Compilable, CompiledQuery, Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

type Q = Kysely<Database> | Transaction<Database>;

/** The parts of a better-sqlite3 connection a direct read needs. */
export interface DirectSqlite {
  /** True while a transaction is open on the connection (between its BEGIN and its end). */
  readonly inTransaction: boolean;
  /**
   * A prepared statement of the read's own, answering rows as arrays (better-sqlite3's raw mode): not
   * one of the statement cache's (`withStatementCache`), which Kysely shares and reads as objects.
   */
  prepareRaw(sql: string): RawStatement;
}

/** A better-sqlite3 statement in raw mode: each row an array of the columns' values. */
export interface RawStatement {
  all(parameters: readonly unknown[]): unknown[][];
  /** The first row only: SQLite stops stepping after it (no step to the end, no array of rows). */
  get(parameters: readonly unknown[]): unknown[] | undefined;
  columns(): { name: string }[];
  readonly reader: boolean;
}

/** SQLite connections whose reads may skip Kysely's driver, by the Kysely instance that owns them. */
const direct = new WeakMap<Kysely<Database>, DirectSqlite>();

/** The part of a node-postgres pool a named statement needs: `pool.query` with a name. */
export interface NamedStatementPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** PostgreSQL pools whose reads run as named (server-side prepared) statements, by their Kysely instance. */
const named = new WeakMap<Kysely<Database>, NamedStatementPool>();

/**
 * Lets `preparedRead` run its queries on `db`'s PostgreSQL pool as named statements (decision 447):
 * each connection parses a read once and keeps its plan, where an unnamed statement was parsed and
 * planned again on every request. Only the instance itself is registered: a transaction is another
 * object and always goes through Kysely, on its own connection.
 */
export function allowNamedStatements(db: Kysely<Database>, pool: NamedStatementPool): void {
  named.set(db, pool);
}

/** Names the reads' statements: one per compiled query, the same on every connection. */
let statementCount = 0;

/**
 * Lets `preparedRead` run its queries on `db`'s single SQLite connection directly (createDatabase
 * registers the app's connection). Only the instance itself is registered: a transaction is another
 * object and always goes through Kysely, on its own connection.
 */
export function allowDirectReads(db: Kysely<Database>, sqlite: DirectSqlite): void {
  direct.set(db, sqlite);
}

/** The compiled SQL of a read, and where each parameter comes from. */
interface Compiled {
  query: CompiledQuery;
  /** The statement's name on a PostgreSQL connection (`allowNamedStatements`). */
  name: string;
  /** For each parameter of the SQL: the index of the caller's argument, or -1 for a constant. */
  from: number[];
}

/** A read's statement on a direct SQLite connection, and what makes each raw row an object. */
interface Direct {
  statement: RawStatement;
  toObject: (values: readonly unknown[]) => Record<string, unknown>;
}

/**
 * Makes a raw row (the columns' values in order) an object with the columns' names, by a function
 * written for those names: one object literal, so every row of a read gets its final shape at once.
 * Setting the properties one by one in a loop (`row[names[c]] = values[c]`) is a megamorphic keyed
 * store per column: ~0.9 µs for a row of 11 columns against ~0.1 µs for the literal (decision 220).
 * The names are the result columns of SQL written in the code, each written as a JSON string literal,
 * so no name can be anything but a property name; `__proto__` (which a literal would take as the
 * prototype) is refused.
 */
export function rowMaker(names: readonly string[]): (values: readonly unknown[]) => Record<string, unknown> {
  if (names.includes('__proto__')) throw new Error('preparedRead: a column may not be named __proto__');
  const properties = names.map((name, i) => `${JSON.stringify(name)}: v[${i}]`);
  return new Function('v', `return { ${properties.join(', ')} };`) as (
    values: readonly unknown[],
  ) => Record<string, unknown>;
}

/** Stands for argument `i` while the query is built; NUL never reaches the server from a request. */
const placeholder = (i: number) => `\u0000prepared-read-argument-${i}\u0000`;

/**
 * A read query built once with Kysely and then run by its compiled SQL (decision 180).
 *
 * Building a query with Kysely costs about 10 µs of a small read, and Kysely's SQLite driver adds a
 * mutex and several promise hops around a query that better-sqlite3 answers synchronously. The hot
 * reads (the session lookup on every signed-in request, `GET /api/wellbeing-entries/latest`) are
 * therefore built once per dialect, with `build` receiving a placeholder for each argument, and then
 * executed with the arguments put in the placeholders' places:
 *
 * - on the app's SQLite connection (`allowDirectReads`), the cached prepared statement runs at once,
 *   unless a transaction is open on the connection: its uncommitted writes must not be seen, so the
 *   read then waits its turn through Kysely like any other query;
 * - on the app's PostgreSQL pool (`allowNamedStatements`), as a named statement, parsed and planned
 *   once per connection rather than on every request (decision 447);
 * - otherwise (a transaction, a tool's connection) the compiled query goes through `db.executeQuery`.
 *
 * The arguments may be used only as values (`where('user_id', '=', userId)`): building throws if one
 * ends up in the SQL text or is not used at all. Values written in `build` stay constants.
 */
export function preparedRead<A extends readonly unknown[], R>(
  build: (db: Kysely<Database>, ...args: A) => Compilable<R>,
): {
  /** Every row of the read. */
  all(db: Q, ...args: A): Promise<R[]>;
  /** The first row, or undefined. */
  first(db: Q, ...args: A): Promise<R | undefined>;
  /**
   * The first row, or undefined, at once when read directly from SQLite; otherwise a promise of it. For
   * a hook that runs on every request and need not wait a turn of the event loop when nothing waits.
   */
  firstNow(db: Q, ...args: A): R | undefined | Promise<R | undefined>;
} {
  // Per executor adapter, i.e. per dialect: one compiled query for SQLite, one for PostgreSQL.
  const byAdapter = new WeakMap<object, Compiled>();
  const compiledFor = (db: Q): Compiled => {
    const adapter = db.getExecutor().adapter;
    let compiled = byAdapter.get(adapter);
    if (!compiled) {
      const arity = build.length - 1;
      const placeholders = Array.from({ length: arity }, (_, i) => placeholder(i));
      const query = build(db, ...(placeholders as unknown as A)).compile();
      if (query.sql.includes('\u0000')) throw new Error('preparedRead: an argument is part of the SQL text');
      const from = query.parameters.map((p) => placeholders.indexOf(p as string));
      for (let i = 0; i < arity; i++) {
        if (!from.includes(i)) throw new Error(`preparedRead: argument ${i + 1} is not a value of the query`);
      }
      compiled = { query, from, name: `tend_read_${++statementCount}` };
      byAdapter.set(adapter, compiled);
    }
    return compiled;
  };

  // Per direct connection: the read's own statement, prepared once.
  const statements = new WeakMap<DirectSqlite, Direct>();
  const directFor = (sqlite: DirectSqlite, sql: string): Direct => {
    let found = statements.get(sqlite);
    if (!found) {
      const statement = sqlite.prepareRaw(sql);
      if (!statement.reader) throw new Error('preparedRead: the query is not a read');
      found = { statement, toObject: rowMaker(statement.columns().map((c) => c.name)) };
      statements.set(sqlite, found);
    }
    return found;
  };

  /**
   * The rows, synchronously when read directly from SQLite. The rows come as arrays and are made
   * objects here (`rowMaker`): better-sqlite3 makes each object itself by looking every column name up
   * in V8's string table, row after row (a third of a point read's cost).
   */
  const run = (db: Q, args: A): R[] | Promise<R[]> => {
    const { query, from, name } = compiledFor(db);
    const parameters = from.map((i, k) => (i < 0 ? query.parameters[k] : args[i]));
    const pool = named.get(db as Kysely<Database>);
    if (pool) {
      return pool.query({ name, text: query.sql, values: parameters }).then((result) => result.rows as R[]);
    }
    const sqlite = direct.get(db as Kysely<Database>);
    if (sqlite && !sqlite.inTransaction) {
      const { statement, toObject } = directFor(sqlite, query.sql);
      const rows = statement.all(parameters);
      const objects: R[] = new Array<R>(rows.length);
      for (let r = 0; r < rows.length; r++) objects[r] = toObject(rows[r] as unknown[]) as R;
      return objects;
    }
    return db.executeQuery<R>({ ...query, parameters }).then((result) => result.rows);
  };

  /**
   * The first row. On a direct SQLite connection better-sqlite3's `get` steps the statement once: no
   * further step to find the end, no array of rows and none of objects (decision 538; the session
   * lookup of every signed-in request and `/latest` read one row each).
   */
  const firstNow = (db: Q, ...args: A): R | undefined | Promise<R | undefined> => {
    const sqlite = direct.get(db as Kysely<Database>);
    if (sqlite && !sqlite.inTransaction) {
      const { query, from } = compiledFor(db);
      const { statement, toObject } = directFor(sqlite, query.sql);
      const row = statement.get(from.map((i, k) => (i < 0 ? query.parameters[k] : args[i])));
      return row === undefined ? undefined : (toObject(row) as R);
    }
    const rows = run(db, args);
    return rows instanceof Promise ? rows.then((all) => all[0]) : rows[0];
  };

  return {
    all: async (db, ...args) => run(db, args),
    first: async (db, ...args) => firstNow(db, ...args),
    firstNow,
  };
}
