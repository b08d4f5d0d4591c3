/**
 * The import's multi-row inserts in a few fixed shapes (decision 413). Kysely's builder made a new
 * statement for every batch: an object per row, the rows' column names read back, a value node per
 * value, a new SQL text and parameter list, and on SQLite a new prepared statement (its texts, one per
 * row count, are too long for the statement cache, decision 370). A 10-year Daylio file's ~11,000
 * check-ins, ~41,000 tag links and ~15,000 mappings allocated ~75 MB that way. Here each shape (a
 * table's columns and a row count) is compiled by Kysely once per dialect, and a batch's values go in
 * as one flat list. On SQLite a statement takes as many rows as fit in the statement cache's
 * parameter limit and the rest go in powers of two (32, 16, … 1 rows): a table has at most seven
 * texts, each prepared once. PostgreSQL prepares nothing in this process: a statement takes up to
 * 2,000 parameters and the rest of a batch goes in one statement, its shape kept by row count, so a
 * batch costs no more round trips than before.
 */
import { PostgresAdapter, type Compilable, type CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { STATEMENT_CACHE_MAX_PARAMETERS } from '../../db/database';
import type { Database } from '../../db/schema';

type Q = Kysely<Database> | Transaction<Database>;

/** Parameters of one statement on PostgreSQL (its limit is 65,535; larger texts gain little). */
const POSTGRES_MAX_PARAMETERS = 2000;

/** Shapes kept per dialect before the memory starts over. */
const SHAPES_KEPT = 64;

/** Stands for the value of row `r`, column `c` while a shape is compiled. */
const marker = (r: number, c: number) => `\u0000fixed-insert-${r}-${c}\u0000`;

export interface FixedInsert {
  /** The columns, in the order each row's values come. */
  readonly columns: readonly string[];
  /**
   * Inserts the rows whose values `values` holds one row after the other, each in `columns`' order
   * (`undefined` is refused: a value is given, or null).
   */
  run(db: Q, values: readonly unknown[]): Promise<void>;
}

/**
 * A fixed-shape insert into the table `build` inserts into: `build` gets the rows (objects of
 * `columns`) and returns the insert, with whatever `onConflict` it needs.
 */
export function fixedInsert(
  columns: readonly string[],
  build: (db: Q, rows: Record<string, unknown>[]) => Compilable<unknown>,
): FixedInsert {
  const width = columns.length;
  /** Compiled shapes by executor adapter (one per dialect), then by row count. */
  const shapes = new WeakMap<object, Map<number, CompiledQuery>>();

  const shape = (db: Q, rows: number): CompiledQuery => {
    const adapter = db.getExecutor().adapter;
    let byRows = shapes.get(adapter);
    if (!byRows) {
      byRows = new Map();
      shapes.set(adapter, byRows);
    }
    let compiled = byRows.get(rows);
    if (!compiled) {
      // PostgreSQL's shapes follow each batch's row count: a bounded number is kept.
      if (byRows.size >= SHAPES_KEPT) byRows.clear();
      const objects = Array.from({ length: rows }, (_, r) =>
        Object.fromEntries(columns.map((column, c) => [column, marker(r, c)])),
      );
      compiled = build(db, objects).compile();
      // Every value must be a parameter, row after row in the columns' order, and nothing else.
      const expected = objects.flatMap((_, r) => columns.map((_c, c) => marker(r, c)));
      if (
        compiled.parameters.length !== expected.length ||
        compiled.parameters.some((p, i) => p !== expected[i])
      )
        throw new Error(
          `fixedInsert: the insert does not take its rows' values in order (${columns.join(', ')})`,
        );
      byRows.set(rows, compiled);
    }
    return compiled;
  };

  return {
    columns,
    async run(db, values) {
      if (values.length % width !== 0)
        throw new Error(`fixedInsert: ${values.length} values are not rows of ${width} columns`);
      if (values.includes(undefined)) throw new Error('fixedInsert: a value is undefined');
      const total = values.length / width;
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      const most = Math.max(
        1,
        Math.floor((postgres ? POSTGRES_MAX_PARAMETERS : STATEMENT_CACHE_MAX_PARAMETERS) / width),
      );
      for (let at = 0; at < total;) {
        const left = total - at;
        // PostgreSQL: the rest in one statement (each is a round trip); SQLite: in powers of two, so
        // its few texts stay prepared.
        const rows = left >= most ? most : postgres ? left : 2 ** Math.floor(Math.log2(left));
        const compiled = shape(db, rows);
        await db.executeQuery({ ...compiled, parameters: values.slice(at * width, (at + rows) * width) });
        at += rows;
      }
    },
  };
}
