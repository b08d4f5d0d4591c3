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
import type { AppContext } from '../../lib/context';
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
function startWorker(): Worker {
  const options = { resourceLimits: WORKER_LIMITS };
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

/** Workers kept warm between exports: one per core of the small servers Tend runs on. */
export const EXPORT_WORKERS_WARM = 2;
/** Exports that run at once; more wait in line for a worker (decision 251). */
export const EXPORT_WORKERS_MAX = 4;

/** One export's use of a worker: its messages, and what happens if the worker stops under it. */
interface Lease {
  worker: Worker;
  onMessage(message: FromWorker): void;
  onStop(err: Error): void;
}

/**
 * The export workers of one app (decision 251): started on demand, kept warm up to
 * EXPORT_WORKERS_WARM, at most EXPORT_WORKERS_MAX running; further exports wait in line. `close()`
 * ends every worker — an idle one closes its connection and exits, a busy one is terminated — and
 * resolves once every thread has stopped, so the database's last close comes after theirs.
 */
export class ExportPool {
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();
  private readonly leases = new Map<Worker, Lease>();
  private readonly waiting: ((worker: Worker) => void)[] = [];
  private closed: Promise<void> | undefined;
  /** Workers started so far (tests and the bench read it: a warm pool starts few). */
  started = 0;

  /** Worker threads alive now. */
  get threads(): number {
    return this.all.size;
  }

  /** A worker for one export: an idle one, a new one while under the maximum, or the next freed. */
  async acquire(onMessage: Lease['onMessage'], onStop: Lease['onStop']): Promise<Lease> {
    if (this.closed) throw new Error('export workers are closed');
    const worker =
      this.idle.pop() ??
      (this.all.size < EXPORT_WORKERS_MAX
        ? this.start()
        : await new Promise<Worker>((give) => this.waiting.push(give)));
    worker.ref();
    const lease = { worker, onMessage, onStop };
    this.leases.set(worker, lease);
    return lease;
  }

  /** The export ended cleanly: the worker serves the next in line, or waits warm (or exits). */
  release(lease: Lease): void {
    const { worker } = lease;
    if (this.leases.get(worker) !== lease) return;
    this.leases.delete(worker);
    if (this.closed || !this.all.has(worker)) return;
    const next = this.waiting.shift();
    if (next) next(worker);
    else if (this.idle.length < EXPORT_WORKERS_WARM) {
      // Waiting warm, it does not keep the process alive by itself.
      worker.unref();
      this.idle.push(worker);
    } else void this.stop(worker);
  }

  /** The export was abandoned mid-way (the client left): its worker is ended, not reused. */
  discard(lease: Lease): void {
    if (this.leases.get(lease.worker) !== lease) return;
    this.leases.delete(lease.worker);
    void this.stop(lease.worker);
  }

  /** Ends every worker and resolves once each has exited. */
  close(): Promise<void> {
    this.closed ??= Promise.all([...this.all].map((w) => this.stop(w))).then(() => {});
    return this.closed;
  }

  private start(): Worker {
    const worker = startWorker();
    this.started += 1;
    this.all.add(worker);
    worker.on('message', (message: FromWorker) => this.leases.get(worker)?.onMessage(message));
    worker.on('error', (err) => this.gone(worker, err));
    worker.on('exit', (code) => this.gone(worker, new Error(`export worker stopped (${code})`)));
    return worker;
  }

  private gone(worker: Worker, err: Error): void {
    if (!this.all.delete(worker)) return;
    const at = this.idle.indexOf(worker);
    if (at >= 0) this.idle.splice(at, 1);
    const lease = this.leases.get(worker);
    this.leases.delete(worker);
    lease?.onStop(err);
    // Someone waiting for a worker gets a fresh one in its place.
    const next = this.closed ? undefined : this.waiting.shift();
    if (next) next(this.start());
  }

  /**
   * Stops one worker and resolves when its thread has exited: an idle one is asked to close its
   * connection first (a clean close of its SQLite reader), a busy one is terminated.
   */
  private stop(worker: Worker): Promise<void> {
    if (!this.all.has(worker)) return Promise.resolve();
    // Referenced until it has exited: a shutdown waiting for it must not end with the event loop.
    worker.ref();
    const exited = new Promise<void>((done) => worker.once('exit', () => done()));
    if (this.leases.has(worker)) void worker.terminate();
    else worker.postMessage('close' satisfies ToWorker);
    return exited;
  }
}

const pools = new WeakMap<AppContext, ExportPool>();

/** The app's export workers (one pool per app). */
export function exportPool(ctx: AppContext): ExportPool {
  let pool = pools.get(ctx);
  if (!pool) {
    pool = new ExportPool();
    pools.set(ctx, pool);
  }
  return pool;
}

/** Ends the app's export workers, if it started any; resolves once each thread has exited. */
export function closeExportWorkers(ctx: AppContext): Promise<void> {
  return pools.get(ctx)?.close() ?? Promise.resolve();
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
  const pool = exportPool(ctx);
  let lease: Promise<Awaited<ReturnType<ExportPool['acquire']>>> | undefined;
  let asked = false;
  let finished = false;
  const onMessage = (message: FromWorker) => {
    asked = false;
    if ('chunk' in message) {
      // When the reply has room left, the stream calls read() again for the next batch.
      stream.push(Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength));
    } else if ('done' in message) {
      finished = true;
      void lease?.then((l) => pool.release(l));
      stream.push(null);
    } else if ('error' in message) {
      finished = true;
      void lease?.then((l) => pool.release(l));
      stream.destroy(new Error(`export failed: ${message.error}`));
    }
  };
  const onStop = (err: Error) => {
    if (finished) return;
    finished = true;
    stream.destroy(err);
  };
  const stream: Readable = new Readable({
    // One batch (64 KB) asked at a time, and only when the reply has room for it: the worker reads the
    // next page only as fast as the client takes the download.
    highWaterMark: 64 * 1024,
    read() {
      if (asked || finished) return;
      asked = true;
      if (!lease) {
        lease = pool.acquire(onMessage, onStop);
        lease.then(
          (l) => {
            if (finished) return pool.release(l);
            l.worker.postMessage({ job } satisfies ToWorker);
            l.worker.postMessage('pull' satisfies ToWorker);
          },
          (err: Error) => onStop(err),
        );
      } else void lease.then((l) => l.worker.postMessage('pull' satisfies ToWorker));
    },
    destroy(err, callback) {
      const abandoned = !finished;
      finished = true;
      // A client that went away mid-way: that worker is ended (its connection closes with it).
      if (abandoned) void lease?.then((l) => pool.discard(l));
      callback(err);
    },
  });
  return { stream, gzip: acceptsGzip };
}
