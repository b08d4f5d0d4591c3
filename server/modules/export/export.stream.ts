/**
 * The export's reply body: a byte stream fed by a worker thread (decision 085). The main thread only
 * passes the worker's buffers on; the worker reads, maps and writes the history on its own database
 * connection, with a heap of its own capped small, so neither another user's requests nor the
 * server's memory depend on how long a history is.
 */
import { Readable } from 'node:stream';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import type { ExportFormat } from '../../../core/schemas/export';
import { exportChunks, type ExportJob } from './export.service';
import type { FromWorker, ToWorker } from './export.worker';

/**
 * The worker's heap: pages are ~256K characters (EXPORT_PAGE_CHARS), so a few MB are live at once;
 * the cap makes V8 collect early instead of growing the heap over a long export.
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 };

/**
 * The worker's entry: the bundle's `export-worker.mjs` beside `main.mjs` (scripts/start.mjs builds
 * both), or, when the server runs from source (tests, `npm run dev`), `export.worker.ts` through tsx.
 */
function startWorker(job: ExportJob): Worker {
  const options = { workerData: job, resourceLimits: WORKER_LIMITS };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./export-worker.mjs', import.meta.url), options);
  }
  const entry = new URL('./export.worker.ts', import.meta.url).href;
  // tsx's ESM API (its CommonJS build cannot load the ESM half it needs inside a worker).
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  );
  const boot = `import(${JSON.stringify(tsx.href)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return new Worker(boot, { ...options, eval: true });
}

/** A worker cannot open a second connection to an in-memory database: that export runs in-process. */
const canUseWorker = (ctx: AppContext) =>
  !(ctx.config.database.kind === 'sqlite' && /^:memory:$|mode=memory/.test(ctx.config.database.path));

/** The export's reply body, and whether it is gzip (the route then sends `Content-Encoding: gzip`). */
export interface ExportBody {
  stream: Readable;
  gzip: boolean;
}

/**
 * The export as a byte stream, gzipped by the worker when `acceptsGzip` (decision 195). The in-process
 * fallback answers the text as is (the server's compression then applies as to any answer).
 */
export function exportStream(
  ctx: AppContext,
  format: ExportFormat,
  user: UserRow,
  now: Date,
  acceptsGzip = false,
): ExportBody {
  if (!canUseWorker(ctx))
    return {
      stream: Readable.from(exportChunks(format, ctx.db, user, now), { objectMode: false }),
      gzip: false,
    };
  const job: ExportJob = {
    database: ctx.config.database,
    format,
    user,
    now: now.toISOString(),
    gzip: acceptsGzip,
  };
  let worker: Worker | undefined;
  let asked = false;
  let finished = false;
  const stream: Readable = new Readable({
    // One batch (64 KB) asked at a time, and only when the reply has room for it: the worker reads the
    // next page only as fast as the client takes the download.
    highWaterMark: 64 * 1024,
    read() {
      if (asked || finished) return;
      asked = true;
      if (!worker) {
        worker = startWorker(job);
        worker.on('message', (message: FromWorker) => {
          asked = false;
          if ('chunk' in message) {
            // When the reply has room left, the stream calls read() again for the next batch.
            stream.push(
              Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength),
            );
          } else if ('done' in message) {
            finished = true;
            stream.push(null);
          } else {
            finished = true;
            stream.destroy(new Error(`export failed: ${message.error}`));
          }
        });
        worker.on('error', (err) => {
          finished = true;
          stream.destroy(err);
        });
        worker.on('exit', (code) => {
          if (!finished) stream.destroy(new Error(`export worker stopped (${code})`));
        });
      }
      worker.postMessage('pull' satisfies ToWorker);
    },
    destroy(err, callback) {
      finished = true;
      // A client that went away: the worker stops reading (its connection closes with the thread).
      void worker?.terminate();
      callback(err);
    },
  });
  return { stream, gzip: acceptsGzip };
}
