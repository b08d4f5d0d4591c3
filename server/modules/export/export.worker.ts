/**
 * The export's worker thread (decisions 085, 251): reads the user's history on its own database connection,
 * writes the JSON or CSV text — gzipped here when the client accepts it (decision 195) — and hands it
 * to the main thread as bytes, one batch each time the main thread asks for one (so the reply stream's
 * backpressure reaches the database reads). Nothing of the history is read, parsed, stringified,
 * compressed or collected on the thread that answers requests.
 */
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { parentPort } from 'node:worker_threads';
import { createGzip } from 'node:zlib';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { DatabaseConfig } from '../../db/database';
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

/**
 * From the main thread: a job to run (one at a time), `pull` for the running job's next batch, or
 * `close` — close the connection and exit (shutdown, decision 251).
 */
export type ToWorker = { job: ExportJob } | 'pull' | 'close';
/** To the main thread: the running job's batches and its end; `closed` once the connection is closed. */
export type FromWorker = { chunk: Uint8Array } | { done: true } | { error: string } | { closed: true };

interface Connection {
  db: Kysely<Database>;
  close(): Promise<void>;
}

/**
 * The worker's own connection. SQLite: read-only, opened as is — the server's start-up already set
 * WAL and checked the file, and `openSqlite`'s `quick_check` reads every page (a minute for a large
 * file under load, long enough for the idle reply to time out). PostgreSQL: a pool of its own.
 */
function open(config: DatabaseConfig): Connection {
  if (config.kind === 'postgres') return createDatabase(config);
  const conn = new SQLite(config.path, { readonly: true, fileMustExist: true });
  conn.pragma('busy_timeout = 5000');
  conn.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: conn }) });
  return { db, close: () => db.destroy() };
}

/**
 * A warm worker (decision 251): it loads its modules and opens its connection once, then runs one
 * export after another, each pulled batch by batch by the main thread.
 */
function serve(port: NonNullable<typeof parentPort>): void {
  let database: { key: string; open: Connection } | undefined;
  let pulls: (() => void)[] = [];
  let wanted = 0;
  let closing: Promise<void> | undefined;

  const connection = (config: DatabaseConfig): Connection => {
    const key = JSON.stringify(config);
    if (database?.key !== key) {
      void database?.open.close().catch(() => {});
      database = { key, open: open(config) };
    }
    return database.open;
  };

  const run = async (job: ExportJob): Promise<void> => {
    pulls = [];
    wanted = 0;
    const encoder = new TextEncoder();
    try {
      const chunks = exportChunks(job.format, connection(job.database).db, job.user, new Date(job.now));
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
    }
  };

  port.on('message', (message: ToWorker) => {
    if (message === 'pull') {
      wanted += 1;
      pulls.shift()?.();
    } else if (message === 'close') {
      closing ??= (database?.open.close() ?? Promise.resolve())
        .catch(() => {})
        .then(() => {
          database = undefined;
          port.postMessage({ closed: true } satisfies FromWorker);
          port.close();
        });
    } else void run(message.job);
  });
}

if (parentPort) serve(parentPort);
