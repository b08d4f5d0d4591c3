import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { ConfigError, loadConfig } from './lib/config';
import { isEntry } from './lib/command';

/**
 * `npm run backup [-- <file>]`: a consistent copy of the SQLite database, safe while Tend is running.
 * `VACUUM INTO` reads one snapshot inside a single read transaction, so writers carry on (WAL) and the
 * copy never holds half a transaction; it is then checked with `PRAGMA integrity_check`.
 * Without a file the copy goes to `backups/tend-<UTC time>.db` beside the database (./data/backups/
 * with the default settings). Restoring is documented in docs/security.md.
 */
export function backupSqlite(source: string, destination?: string): { path: string; bytes: number } {
  if (!existsSync(source)) throw new Error(`no database at ${source}`);
  const stamp = new Date().toISOString().replace(/[-:]/g, '');
  const path = resolve(destination ?? join(dirname(source), 'backups', `tend-${stamp}.db`));
  if (existsSync(path)) throw new Error(`${path} already exists; choose another file`);
  mkdirSync(dirname(path), { recursive: true });

  const conn = new SQLite(source, { fileMustExist: true });
  try {
    conn.pragma('busy_timeout = 10000');
    conn.prepare('VACUUM INTO ?').run(path);
  } finally {
    conn.close();
  }
  const copy = new SQLite(path, { readonly: true, fileMustExist: true });
  try {
    const result = String(copy.pragma('integrity_check', { simple: true }));
    if (result !== 'ok') throw new Error(`the copy at ${path} failed its integrity check: ${result}`);
  } finally {
    copy.close();
  }
  return { path, bytes: statSync(path).size };
}

function main(): void {
  try {
    const config = loadConfig();
    if (config.database.kind === 'postgres') {
      console.error(
        'Tend uses PostgreSQL here (DATABASE_URL=postgres://…): back it up with pg_dump, for example\n' +
          '  pg_dump --format=custom --file=tend.dump "$DATABASE_URL"\n' +
          'and restore with pg_restore --clean --dbname="$DATABASE_URL" tend.dump.',
      );
      process.exit(1);
    }
    const { path, bytes } = backupSqlite(config.database.path, process.argv[2]);
    console.log(`Backup written to ${path} (${bytes} bytes, integrity check ok).`);
  } catch (err) {
    const message = err instanceof ConfigError || err instanceof Error ? err.message : String(err);
    console.error(`Backup failed: ${message}`);
    process.exit(1);
  }
}

if (isEntry(import.meta.url)) main();
