/**
 * The export's worker thread (decision 085): reads the user's history on its own database connection,
 * writes the JSON or CSV text — gzipped here when the client accepts it (decision 195) — and hands it
 * to the main thread as bytes, one batch each time the main thread asks for one (so the reply stream's
 * backpressure reaches the database reads). Nothing of the history is read, parsed, stringified,
 * compressed or collected on the thread that answers requests.
 */
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { createGzip } from 'node:zlib';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { DatabaseConfig } from '../../config';
import { createDatabase } from '../../db/database';
import type { Database } from '../../db/schema';
import { exportChunks, type ExportJob } from './export.service';

/** Bytes per message to the main thread: few messages, small buffers. */
const BATCH_BYTES = 64 * 1024;

/**
 * SQLite pages the worker's connection keeps (2 MB, SQLite's own default; better-sqlite3 builds with
 * 16 MB): the export reads each page once, in order, so a larger cache only holds memory.
 */
const SQLITE_CACHE_KIB = 2000;

export type ToWorker = 'pull';
export type FromWorker = { chunk: Uint8Array } | { done: true } | { error: string };

/**
 * The worker's own connection. SQLite: read-only, opened as is — the server's start-up already set
 * WAL and checked the file, and `openSqlite`'s `quick_check` reads every page (a minute for a large
 * file under load, long enough for the idle reply to time out). PostgreSQL: a pool of its own.
 */
function open(config: DatabaseConfig): { db: Kysely<Database>; close(): Promise<void> } {
  if (config.kind === 'postgres') return createDatabase(config);
  const conn = new SQLite(config.path, { readonly: true, fileMustExist: true });
  conn.pragma('busy_timeout = 5000');
  conn.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: conn }) });
  return { db, close: () => db.destroy() };
}

async function run(port: NonNullable<typeof parentPort>, job: ExportJob): Promise<void> {
  const database = open(job.database);
  const encoder = new TextEncoder();
  try {
    const chunks = exportChunks(job.format, database.db, job.user, new Date(job.now));
    const pulls: (() => void)[] = [];
    let wanted = 0;
    port.on('message', () => {
      wanted += 1;
      pulls.shift()?.();
    });
    const demand = () => (wanted > 0 ? Promise.resolve() : new Promise<void>((r) => pulls.push(r)));
    let parts: Uint8Array[] = [];
    let size = 0;
    const take = (bytes: Uint8Array) => {
      parts.push(bytes);
      size += bytes.byteLength;
    };
    const flush = async () => {
      await demand();
      wanted -= 1;
      const chunk = new Uint8Array(size);
      let at = 0;
      for (const p of parts) {
        chunk.set(p, at);
        at += p.byteLength;
      }
      parts = [];
      size = 0;
      port.postMessage({ chunk } satisfies FromWorker, [chunk.buffer]);
    };
    // The main thread gets the compressed bytes: a tenth or less of the text, so it receives (and
    // later collects) that much less, and its compression pipeline is not involved at all.
    const gzip = job.gzip ? createGzip() : undefined;
    gzip?.on('data', take);
    for await (const text of chunks) {
      const bytes = encoder.encode(text);
      if (!gzip) take(bytes);
      else if (!gzip.write(bytes)) await once(gzip, 'drain');
      if (size >= BATCH_BYTES) await flush();
    }
    if (gzip) {
      gzip.end();
      await finished(gzip);
    }
    if (size > 0) await flush();
    port.postMessage({ done: true } satisfies FromWorker);
  } catch (err) {
    port.postMessage({ error: err instanceof Error ? err.message : String(err) } satisfies FromWorker);
  } finally {
    await database.close().catch(() => {});
    port.close();
  }
}

if (parentPort) void run(parentPort, workerData as ExportJob);
