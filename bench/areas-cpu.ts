/**
 * The areas part's reads by server CPU per answer (decision 420), for a machine too busy for latency:
 * the code before custom areas, another commit (`AREAS_CPU_COMMIT`, default HEAD: the code before a
 * change) and this checkout serve the same database at once, and their answers are timed in
 * alternating rounds, each read `AREAS_CPU_REQUESTS` times in a row at one connection. A round's
 * figure is the server process's user + system CPU over its answers (/proc), and the wall time per
 * answer; the least disturbed round (the minimum) of each is kept, as decision 400 did. First with the
 * default wheel, then after the wheel is changed as the areas part changes it (four areas of one's
 * own rated every day, 12 areas, 11 shown).
 *
 *   node --import tsx bench/areas-cpu.ts   (BENCH_DATABASE_URL for PostgreSQL; AREAS_CPU_ROUNDS)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { migrations } from '../server/db/migrations/index';
import { changeWheel } from './areas';
import { benchEngines, ENGINE_LABEL, freshDatabase, type Engine } from './lib/database';
import { authHeaders, seedNamed } from './lib/fixtures';
import { daysSpec, reportSpecs, yearRanges } from './lib/reads';
import { RAISED_LIMITS, startTend, type RunningServer } from './lib/server';
import { DECADE_DAYS, PORTS } from './lib/settings';
import { settle, type SeededUser } from './seed';

const ROUNDS = Number(process.env.AREAS_CPU_ROUNDS ?? 5);
const REQUESTS = Number(process.env.AREAS_CPU_REQUESTS ?? 40);
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** A commit's tree, extracted once outside the repository with this checkout's node_modules. */
function extract(commit: string, name: string): string {
  const root = join(tmpdir(), 'tend-bench', `${name}-${commit.slice(0, 12)}`);
  if (!existsSync(join(root, 'scripts/start.mjs'))) {
    rmSync(root, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
    const r = spawnSync('sh', ['-c', `git archive --format=tar ${commit} | tar -x -C "${root}"`], {
      stdio: 'inherit',
    });
    if (r.status !== 0) throw new Error(`could not extract ${commit}`);
    symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
  }
  return root;
}

/** CPU time of every thread of the process so far, seconds (schedstat: nanoseconds on a CPU). */
function cpuSeconds(pid: number): number {
  let ns = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // A thread that ended between the listing and the read.
    }
  }
  return ns / 1e9;
}

interface Read {
  name: string;
  path: string;
}

/** One read `REQUESTS` times in a row: CPU ms and wall ms per answer, and the answer's bytes. */
async function timeRead(server: RunningServer, read: Read, headers: Record<string, string>) {
  const cpu0 = cpuSeconds(server.pid);
  const t0 = performance.now();
  let bytes = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const res = await fetch(`${server.url}${read.path}`, { headers });
    const text = await res.text();
    if (!res.ok) throw new Error(`${read.path}: ${res.status} ${text.slice(0, 200)}`);
    bytes = text.length;
  }
  const wall = (performance.now() - t0) / REQUESTS;
  const cpu = ((cpuSeconds(server.pid) - cpu0) * 1000) / REQUESTS;
  return { cpu, wall, bytes };
}

type Servers = Record<string, RunningServer>;

async function measure(servers: Servers, user: SeededUser, label: string) {
  const headers = authHeaders(user);
  const ranges = yearRanges(user.lastDay);
  const reports = reportSpecs(user.lastDay, headers);
  // The year the days part reads slowest is any of them; the newest full year stands for all.
  const reads: Read[] = [
    { name: 'days', path: daysSpec(ranges[1] ?? ranges[0]!, headers).path },
    { name: 'weekly', path: reports.weekly.path },
    { name: 'monthly', path: reports.monthly.path },
  ];
  const best: Record<string, Record<string, { cpu: number; wall: number; bytes: number }>> = {};
  for (const server of Object.values(servers))
    for (const read of reads) await timeRead(server, read, headers); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, server] of Object.entries(servers)) {
      for (const read of reads) {
        const t = await timeRead(server, read, headers);
        const row = (best[read.name] ??= {});
        const prev = row[name];
        row[name] = prev
          ? { cpu: Math.min(prev.cpu, t.cpu), wall: Math.min(prev.wall, t.wall), bytes: t.bytes }
          : t;
      }
    }
  }
  for (const [read, row] of Object.entries(best)) {
    const base = row.before;
    const cells = Object.entries(row).map(
      ([name, t]) =>
        `${name} cpu ${t.cpu.toFixed(2)} ms${base && name !== 'before' ? ` (${(t.cpu / base.cpu).toFixed(2)}×)` : ''}, wall ${t.wall.toFixed(2)} ms${base && name !== 'before' ? ` (${(t.wall / base.wall).toFixed(2)}×)` : ''}, ${t.bytes} B`,
    );
    console.log(`[areas-cpu] ${label} ${read}: ${cells.join(' | ')}`);
  }
}

async function run(engine: Engine) {
  const added = git(
    'log',
    '--diff-filter=A',
    '--format=%H',
    '--',
    'server/db/migrations/2026-11-27T01-00-areas.ts',
  );
  const beforeCommit = git('rev-parse', `${added.split('\n').at(-1)}^`);
  const headCommit = git('rev-parse', process.env.AREAS_CPU_COMMIT ?? 'HEAD');
  const roots: Record<string, string | undefined> = {
    before: extract(beforeCommit, 'before-areas'),
    head: extract(headCommit, 'commit'),
    mine: undefined,
  };
  const names = Object.keys(migrations).sort();
  const upTo = names[names.indexOf('2026-11-27T01-00-areas') - 1];
  const bench = await freshDatabase(engine, 'areascpu', upTo ? { upTo } : {});
  const servers: Servers = {};
  try {
    const db = bench.database.db;
    const { users } = await seedNamed(db, { decade: DECADE_DAYS });
    const user = users.decade;
    await settle(db, bench.database.dialect);
    // Not the areas part's port: the two can run side by side.
    const ports = [PORTS.spare1, PORTS.spare2, PORTS.readsFloor];
    for (const [i, [name, root]] of Object.entries(roots).entries()) {
      servers[name] = await startTend({
        port: ports[i] as number,
        databaseUrl: bench.url,
        env: RAISED_LIMITS,
        ...(root ? { root } : {}),
      });
    }
    const tag = ENGINE_LABEL[engine];
    await measure(servers, user, `${tag} default wheel`);
    const written = await changeWheel(servers.mine as RunningServer, db, user);
    await settle(db, bench.database.dialect);
    console.log(`[areas-cpu] ${tag}: ${written} own-area ratings written`);
    await measure(servers, user, `${tag} 12-area wheel`);
  } finally {
    for (const s of Object.values(servers)) await s.stop();
    await bench.drop();
  }
}

for (const engine of benchEngines()) await run(engine);
