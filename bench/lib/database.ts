/**
 * A fresh, throw-away database per benchmark part: a new SQLite file under bench/.tmp, or a new
 * PostgreSQL database (the server's DATABASE_URL takes no schema, so a database is the unit of
 * isolation) on the server named by BENCH_DATABASE_URL. Both are removed afterwards, even on Ctrl-C.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { parseDatabaseUrl } from '../../server/lib/config';
import { createDatabase, migrateToLatest, migrateUpTo, postgresDb, type Db } from '../../server/db/database';
import { onCleanup } from './processes';

export type Engine = 'sqlite' | 'postgres';

export const ENGINE_LABEL: Record<Engine, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

export const TMP_DIR = resolve('bench/.tmp');

export interface BenchDatabase {
  engine: Engine;
  /** What the server gets as DATABASE_URL. */
  url: string;
  /** An open, migrated connection for seeding. */
  database: Db;
  /** Closes the seeding connection and deletes the database. Safe to call twice. */
  drop(): Promise<void>;
}

/** The engines to measure: SQLite always, PostgreSQL when BENCH_DATABASE_URL is set. */
export function benchEngines(env = process.env): Engine[] {
  return env.BENCH_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

function adminUrl(): string {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL is not set');
  return url;
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(`cannot connect to BENCH_DATABASE_URL (${(err as Error).message})`, { cause: err });
  }
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The bench's own PostgreSQL connection for seeding and counting. Not the server's pool: that one
 * fails any query after 3 s (docs/security.md, "PostgreSQL and several instances"), and seeding a long history — multi-row inserts of 20 KB
 * journal entries, then `analyze` of a 500 MB database — takes longer than that on a loaded machine,
 * which is why the `history` part could not run on PostgreSQL.
 */
function seedingConnection(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('error', () => {});
  return postgresDb(pool);
}

/**
 * A new empty database at the latest schema, or (`upTo`) at the schema of that migration: an older
 * release's, for measuring its code on the same data (the areas part).
 */
export async function freshDatabase(
  engine: Engine,
  name: string,
  opts: { upTo?: string } = {},
): Promise<BenchDatabase> {
  const migrate = (db: Db['db']) => (opts.upTo ? migrateUpTo(db, opts.upTo) : migrateToLatest(db));
  const suffix = randomBytes(4).toString('hex');
  if (engine === 'sqlite') {
    mkdirSync(TMP_DIR, { recursive: true });
    const path = join(TMP_DIR, `${name}-${suffix}.db`);
    const url = `sqlite:${path}`;
    const database = createDatabase(parseDatabaseUrl(url));
    let dropped = false;
    const drop = async () => {
      if (dropped) return;
      dropped = true;
      await database.close().catch(() => {});
      for (const ext of ['', '-wal', '-shm', '-journal']) rmSync(`${path}${ext}`, { force: true });
    };
    const cancel = onCleanup(drop);
    await migrate(database.db);
    return {
      engine,
      url,
      database,
      drop: async () => {
        cancel();
        await drop();
      },
    };
  }

  const dbName = `tend_bench_${name.replace(/\W/g, '_')}_${suffix}`;
  await admin((c) => c.query(`create database ${dbName}`));
  const target = new URL(adminUrl());
  target.pathname = `/${dbName}`;
  const url = target.toString();
  const database = seedingConnection(url);
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await database.close().catch(() => {});
    await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
  };
  const cancel = onCleanup(drop);
  await migrate(database.db);
  return {
    engine,
    url,
    database,
    drop: async () => {
      cancel();
      await drop();
    },
  };
}
