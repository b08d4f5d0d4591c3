/**
 * Starts the production server (`node scripts/start.mjs`, what `npm start` runs) or a baseline server as
 * a child process on 127.0.0.1, waits until it answers, and stops it again.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { TMP_DIR } from './database';
import { childPidOf, memoryOf, onCleanup, spawn, stopProcess, tail, waitForHttp } from './processes';

export const TIME_BIN = '/usr/bin/time';

/** Where the benchmarks build the web client, so a run never races another build of dist/client. */
export const CLIENT_DIR = join(TMP_DIR, 'client');

let clientBuilt: boolean | Error = false;
/** Builds the web client with the production settings of `npm start` (vite build), once per run. */
export function buildClient(): string {
  if (clientBuilt instanceof Error) throw clientBuilt;
  if (clientBuilt) return CLIENT_DIR;
  console.log('[bench] building the web client (vite build)…');
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', CLIENT_DIR, '--emptyOutDir'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0 || !existsSync(join(CLIENT_DIR, 'index.html'))) {
    // Remembered, so a broken client is built (and reported) once per run, not once per server.
    clientBuilt = new Error('the web client failed to build (vite build)');
    throw clientBuilt;
  }
  console.log(`[bench] client built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  clientBuilt = true;
  return CLIENT_DIR;
}

export interface RunningServer {
  /** http://127.0.0.1:PORT */
  url: string;
  /** The node process serving requests (not /usr/bin/time when wrapped). */
  pid: number;
  /** Output of the process so far (last few KB). */
  output(): string;
  /** Stops the server; with `timed`, returns what /usr/bin/time -v reported. */
  stop(): Promise<{ exitCode: number | null; time?: TimeReport }>;
}

export interface TimeReport {
  maxRssKb: number;
  elapsed: string;
  userSeconds: number;
  systemSeconds: number;
}

export interface TendOptions {
  port: number;
  databaseUrl: string;
  /** Extra environment (e.g. rate limits). */
  env?: Record<string, string>;
  /** Run under /usr/bin/time -v to report peak memory. */
  timed?: boolean;
  /** Fail when the web client cannot be built (the web part); otherwise serve the API without it. */
  requireClient?: boolean;
  /**
   * Another checkout of Tend to run instead of this one (the areas part's code before custom areas):
   * its `scripts/start.mjs` builds its own server bundle on first start. Started with this checkout's
   * node flags and web client.
   */
  root?: string;
}

/** Rate limits high enough that a benchmark never meets them. */
export const RAISED_LIMITS: Record<string, string> = {
  LOGIN_MAX_PER_IP: '1000000',
  LOGIN_MAX_PER_ACCOUNT: '1000000',
  SIGNUP_MAX_PER_IP: '1000000',
  FORGOT_MAX_PER_IP: '1000000',
  WRITE_MAX_PER_USER: '1000000',
  EXPORT_MAX_PER_USER: '1000000',
};

export function parseTimeReport(text: string): TimeReport | undefined {
  const field = (label: string) => new RegExp(`${label}:\\s*(.+)$`, 'm').exec(text)?.[1]?.trim();
  const maxRss = field('Maximum resident set size \\(kbytes\\)');
  if (!maxRss) return undefined;
  return {
    maxRssKb: Number(maxRss),
    elapsed: field('Elapsed \\(wall clock\\) time \\(h:mm:ss or m:ss\\)') ?? '',
    userSeconds: Number(field('User time \\(seconds\\)') ?? NaN),
    systemSeconds: Number(field('System time \\(seconds\\)') ?? NaN),
  };
}

/**
 * The client to serve. The API parts can do without one (the server then answers only the API), so a
 * client that fails to build only fails the parts that need it.
 */
function clientFor(required: boolean): string {
  try {
    return buildClient();
  } catch (err) {
    if (required) throw err;
    console.warn(`[bench] WARNING: ${(err as Error).message}; serving the API without the web client`);
    return join(TMP_DIR, 'no-client');
  }
}

/**
 * The node flags `npm start` runs the server with (package.json's start script, `node [flags]
 * scripts/start.mjs`), so the bench measures the server as production runs it (decision 205).
 */
export function startFlags(): string[] {
  const pkg = JSON.parse(readFileSync(resolve('package.json'), 'utf8')) as { scripts: { start: string } };
  const words = pkg.scripts.start.trim().split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== 'scripts/start.mjs') {
    throw new Error(
      `package.json's start script is not "node [flags] scripts/start.mjs": ${pkg.scripts.start}`,
    );
  }
  return words.slice(1, -1);
}

export async function startTend(opts: TendOptions): Promise<RunningServer> {
  const staticDir = clientFor(opts.requireClient ?? false);
  const outbox = join(TMP_DIR, `outbox-${opts.port}`);
  mkdirSync(outbox, { recursive: true });
  const env = {
    ...process.env,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    DATABASE_URL: opts.databaseUrl,
    APP_URL: `http://127.0.0.1:${opts.port}`,
    LOG_LEVEL: 'warn',
    STATIC_DIR: staticDir,
    OUTBOX_DIR: outbox,
    ...opts.env,
  };
  const node = [process.execPath, ...startFlags(), resolve(opts.root ?? '.', 'scripts/start.mjs')];
  const [command, ...args] = opts.timed ? [TIME_BIN, '-v', ...node] : node;
  const child = spawn(command as string, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-20_000);
  });
  return attach(
    child,
    `http://127.0.0.1:${opts.port}`,
    '/readyz',
    opts.timed ? () => stderr : undefined,
    () => rmSync(outbox, { recursive: true, force: true }),
  );
}

/** A bare hello-world (bench/baselines/<name>.ts) on `port`. */
export function startBaseline(name: 'node-http' | 'fastify', port: number): Promise<RunningServer>;
/** The same two reads as Tend's in a bare Fastify on the bench's SQLite file (bench/baselines/fastify-reads.ts). */
export function startBaseline(
  name: 'fastify-reads',
  port: number,
  databaseUrl: string,
): Promise<RunningServer>;
export function startBaseline(name: string, port: number, databaseUrl?: string): Promise<RunningServer> {
  // The same runtime flags as Tend (decision 414): the ratio compares code, not V8 settings.
  const node = [...startFlags(), '--import', 'tsx', resolve(`bench/baselines/${name}.ts`)];
  const child = spawn(process.execPath, node, {
    env: { ...process.env, PORT: String(port), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return attach(child, `http://127.0.0.1:${port}`, databaseUrl ? '/readyz' : '/');
}

async function attach(
  child: ChildProcess,
  url: string,
  readyPath: string,
  timeOutput?: () => string,
  cleanup?: () => void,
): Promise<RunningServer> {
  const output = tail(child);
  const pid = timeOutput ? await childPidOf(child.pid as number) : (child.pid as number);
  const cancel = onCleanup(async () => {
    await stopProcess(child, 5000, pid);
  });
  try {
    await waitForHttp(`${url}${readyPath}`, child, output);
  } catch (err) {
    cancel();
    await stopProcess(child, 2000, pid);
    throw err;
  }
  return {
    url,
    pid,
    output,
    async stop() {
      cancel();
      const exitCode = await stopProcess(child, 10_000, pid);
      cleanup?.();
      return { exitCode, ...(timeOutput ? { time: parseTimeReport(timeOutput()) } : {}) };
    },
  };
}

/** Peak resident memory of the server so far (KiB), from /proc; the fallback when `time` is missing. */
export function peakRssKb(server: RunningServer): number | null {
  return memoryOf(server.pid)?.peakKb ?? null;
}

export function hasTimeBinary(): boolean {
  return existsSync(TIME_BIN);
}
