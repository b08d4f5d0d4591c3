/**
 * Child processes of a benchmark run (servers, load generators, Chromium) and the clean-up that stops
 * them and drops temporary databases when the run ends, fails, or is interrupted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

type Cleanup = () => Promise<void> | void;
const cleanups = new Set<Cleanup>();

/** Registers a clean-up step; returns a function that unregisters it (after it ran normally). */
export function onCleanup(fn: Cleanup): () => void {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

export async function runCleanups(): Promise<void> {
  const list = [...cleanups].reverse();
  cleanups.clear();
  for (const fn of list) {
    try {
      await fn();
    } catch (err) {
      console.error(`[bench] clean-up failed: ${(err as Error).message}`);
    }
  }
}

let handlersInstalled = false;
/** Ctrl-C or SIGTERM: stop our children and drop our databases before exiting. */
export function installSignalHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n[bench] ${signal}: cleaning up…`);
      void runCleanups().finally(() => process.exit(130));
    });
  }
}

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Keeps the last `max` characters of a stream, to quote when a child fails. */
export function tail(child: ChildProcess, max = 4000): () => string {
  let text = '';
  const add = (chunk: Buffer) => {
    text = (text + chunk.toString('utf8')).slice(-max);
  };
  child.stdout?.on('data', add);
  child.stderr?.on('data', add);
  return () => text.trim();
}

/** Resolves when `url` answers 2xx; rejects when the child exits first or `timeoutMs` passes. */
export async function waitForHttp(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 90_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `process exited (${child.exitCode ?? child.signalCode}) before ${url} answered:\n${output()}`,
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${output()}`);
}

/** Sends SIGTERM, then SIGKILL after `graceMs`; resolves with the exit code once the process is gone. */
export function stopProcess(child: ChildProcess, graceMs = 10_000, pid = child.pid): Promise<number | null> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done(child.exitCode);
    const timer = setTimeout(() => {
      if (pid) killQuietly(pid, 'SIGKILL');
      if (child.pid && child.pid !== pid) killQuietly(child.pid, 'SIGKILL');
    }, graceMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      done(code);
    });
    if (pid) killQuietly(pid, 'SIGTERM');
  });
}

function killQuietly(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

/** Peak and current resident memory of a process in KiB, from /proc (Linux); null elsewhere. */
export function memoryOf(pid: number): { peakKb: number; currentKb: number } | null {
  const file = `/proc/${pid}/status`;
  if (!existsSync(file)) return null;
  const status = readFileSync(file, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { peakKb: field('VmHWM'), currentKb: field('VmRSS') };
}

/** The only child of `pid` (e.g. the node process that /usr/bin/time started). */
export async function childPidOf(pid: number, timeoutMs = 10_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const file = `/proc/${pid}/task/${pid}/children`;
    if (existsSync(file)) {
      const first = readFileSync(file, 'utf8').trim().split(/\s+/)[0];
      if (first) return Number(first);
    }
    await sleep(50);
  }
  throw new Error(`process ${pid} started no child within ${timeoutMs / 1000} s`);
}

export { spawn };
