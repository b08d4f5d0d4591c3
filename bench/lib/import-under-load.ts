/**
 * How an import behaves for everyone else (decisions 120, 245 and 284): one `POST /api/import` into an
 * empty account with no other traffic, then imports back to back into fresh accounts while another
 * user's reads are under load, so the p99 is taken while an import runs; the server's peak memory over
 * it all. The Tend export's part and the Daylio part send their own file and check their own counts.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { ImportResult } from '../../core/schemas/import';
import { summarize } from '../stats';
import { loadEndpoint, type RequestSpec } from './load';
import { memoryOf } from './processes';
import type { RunningServer } from './server';
import { SETTINGS } from './settings';

const OTHER_CONNECTIONS = 10;

export interface ImportUnderLoad {
  /** One import with no other traffic, ms (the first import of this server). */
  soloMs?: number;
  /** The server's CPU time over that import, ms: what it would take with the machine to itself. */
  soloCpuMs?: number;
  /** Every import's wall time while another user's reads are under load, ms. */
  importMs: number[];
  medianMs: number;
  maxMs: number;
  peakRssKb?: number;
  peakSource: 'time -v' | 'VmHWM';
  /** Another user's GET /api/wellbeing-entries/latest, alone and while imports run. */
  otherAlone: { p50: number; p99: number; rps: number };
  otherDuringImport: { p50: number; p99: number; rps: number };
}

/**
 * CPU seconds a process has used (user + system, from /proc): on a shared machine the wall time of an
 * import says more about the neighbours than about the import; its CPU time does not.
 */
function cpuSecondsOf(pid: number): number | undefined {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return undefined;
  const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after "pid (comm) ", in 1/100 s.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A new empty account's session headers (`signup` adds fields such as the time zone). */
async function signUpEmpty(
  server: RunningServer,
  email: string,
  signup: Record<string, string>,
): Promise<Record<string, string>> {
  const res = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Calm-River-42', ...signup }),
  });
  if (res.status !== 201)
    throw new Error(`signup answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  const { sessionId } = (await res.json()) as { sessionId: string };
  return { 'x-session-id': sessionId };
}

/**
 * Measures imports of `file` on a running server, then stops it (`timed`: its peak memory from
 * `time -v`, else from /proc). `check` throws when an import's answer does not count what the file
 * holds.
 */
export async function importUnderLoad(
  server: RunningServer,
  spec: {
    timed: boolean;
    /** The other user's session headers. */
    other: Record<string, string>;
    /** The prefix of the fresh accounts' addresses, and what else their signup sends. */
    account: { prefix: string; signup?: Record<string, string> };
    file: { contentType: string; body: string };
    check: (result: ImportResult) => void;
  },
): Promise<ImportUnderLoad> {
  const other: RequestSpec = { method: 'GET', path: '/api/wellbeing-entries/latest', headers: spec.other };
  const opts = {
    connections: OTHER_CONNECTIONS,
    seconds: SETTINGS.seconds,
    warmupSeconds: SETTINGS.warmupSeconds,
  };
  const alone = await loadEndpoint(server.url, other, opts);
  let times: number[] = [];
  let n = 0;
  const importOnce = async () => {
    const email = `${spec.account.prefix}-${n++}-${Date.now()}@bench.example`;
    const headers = await signUpEmpty(server, email, spec.account.signup ?? {});
    const started = performance.now();
    const res = await fetch(`${server.url}/api/import`, {
      method: 'POST',
      headers: { ...headers, 'content-type': spec.file.contentType },
      body: spec.file.body,
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`import answered ${res.status}: ${text.slice(0, 200)}`);
    times.push(performance.now() - started);
    spec.check(JSON.parse(text) as ImportResult);
  };
  const cpuBefore = cpuSecondsOf(server.pid);
  await importOnce();
  const cpuAfter = cpuSecondsOf(server.pid);
  const soloCpuMs =
    cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) * 1000;
  const soloMs = times[0];
  times = [];
  let loadDone = false;
  const during = loadEndpoint(server.url, other, opts).finally(() => {
    loadDone = true;
  });
  await new Promise((r) => setTimeout(r, SETTINGS.warmupSeconds * 1000));
  do await importOnce();
  while (!loadDone);
  const duringResult = await during;
  const procPeak = memoryOf(server.pid)?.peakKb;
  const { time } = await server.stop();
  const stats = summarize(times);
  return {
    soloMs,
    soloCpuMs,
    importMs: times,
    medianMs: stats.p50,
    maxMs: Math.max(...times),
    peakRssKb: spec.timed ? time?.maxRssKb : procPeak,
    peakSource: spec.timed ? 'time -v' : 'VmHWM',
    otherAlone: { p50: alone.latency.p50, p99: alone.latency.p99, rps: alone.okRps },
    otherDuringImport: {
      p50: duringResult.latency.p50,
      p99: duringResult.latency.p99,
      rps: duringResult.okRps,
    },
  };
}
