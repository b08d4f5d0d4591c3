/**
 * API capacity: requests/s and p50/p99 latency at 50 connections for the endpoints of the goals (decision 051), measured
 * with autocannon from a second process against the production server (`node scripts/start.mjs`), next
 * to a bare node:http and a bare Fastify hello-world measured in the same run. Also: what login costs
 * (bounded by argon2id?), whether logins starve reads, and what a durable SQLite commit costs.
 */
import { addDays, addMonths, weekStartOf } from '../core/dates';
import { DIMENSION_KEYS } from '../core/dimensions';
import { ENGINE_LABEL, freshDatabase, type Engine } from './lib/database';
import { authHeaders, seedNamed, type SeedSummary } from './lib/fixtures';
import {
  loadEndpoint,
  probe,
  runJob,
  type HashResult,
  type HttpResult,
  type RequestSpec,
  type SyncResult,
} from './lib/load';
import { attempt, figureFromLoad, isError, type LoadFigure, type PartMeta } from './lib/results';
import { startBaseline, startTend, RAISED_LIMITS, type RunningServer } from './lib/server';
import { DECADE_DAYS, PORTS, SETTINGS, YEAR_DAYS } from './lib/settings';
import { SEED_PASSWORD } from './seed';

export interface BaselineFigure {
  label: string;
  before?: number;
  after?: number;
  /** Mean of the runs before and after the Tend runs: the denominator of every ratio. */
  rps?: number;
  p50?: number;
  p99?: number;
  error?: string;
}

export interface StarvationFigure {
  /** Which rate limits were in force. */
  limits: 'default' | 'raised';
  readsAlone?: LoadFigure;
  readsWithLogins?: LoadFigure;
  /** Login attempts answered per second during the window, by status. */
  loginStatusCounts?: Record<string, number>;
  loginAttemptsPerSecond?: number;
  error?: string;
}

export interface ApiEngineResult {
  engine: Engine;
  seed?: SeedSummary;
  endpoints: LoadFigure[];
  /** argon2id verifications per second outside the server, at the thread pool's concurrency. */
  hash?: HashResult | { error: string };
  /** Set when the engine could not be measured at all (database, seed or server start failed). */
  error?: string;
  starvation: StarvationFigure[];
  /**
   * SQLite only: GET /api/user and /latest answered by bench/baselines/fastify-reads.ts (the same two
   * reads in a bare Fastify on the same file), measured right after Tend's, with the same settings.
   */
  floor?: LoadFigure[];
}

export interface ApiResult extends PartMeta {
  part: 'api';
  settings: { seconds: number; warmupSeconds: number; connections: number; loginFloodConnections: number };
  baselines: { nodeHttp: BaselineFigure; fastify: BaselineFigure };
  sqliteSync?: SyncResult | { error: string };
  engines: ApiEngineResult[];
}

const HELLO: RequestSpec = { method: 'GET', path: '/' };

function loadOpts() {
  return {
    connections: SETTINGS.connections,
    seconds: SETTINGS.seconds,
    warmupSeconds: SETTINGS.warmupSeconds,
  };
}

async function measureBaseline(name: 'node-http' | 'fastify', port: number): Promise<HttpResult> {
  let server: RunningServer | undefined;
  try {
    server = await startBaseline(name, port);
    return await loadEndpoint(server.url, HELLO, loadOpts());
  } finally {
    await server?.stop();
  }
}

/** Eight scores that vary per run, so the upsert really writes. */
function upsertBody(): string {
  return JSON.stringify(
    Object.fromEntries(DIMENSION_KEYS.map((k, i) => [k, ((i * 3 + Date.now()) % 21) / 2])),
  );
}

interface Named {
  id: string;
  label: string;
  spec: RequestSpec;
}

async function measureEngine(engine: Engine, failures: string[]): Promise<ApiEngineResult> {
  const tag = ENGINE_LABEL[engine];
  const result: ApiEngineResult = { engine, endpoints: [], starvation: [] };
  const bench = await freshDatabase(engine, 'api');
  try {
    console.log(`[bench] api/${engine}: seeding…`);
    const { users, summary } = await seedNamed(bench.database.db, {
      reader: YEAR_DAYS,
      writer: 30,
      decade: DECADE_DAYS,
      login: 7,
    });
    result.seed = summary;
    const weekStart = addDays(weekStartOf(users.decade.lastDay), -7);
    const month = addMonths(users.decade.lastDay.slice(0, 7), -1);
    const loginBody = JSON.stringify({ email: users.login.email, password: SEED_PASSWORD });
    const endpoints: Named[] = [
      {
        id: 'user',
        label: 'GET /api/user',
        spec: { method: 'GET', path: '/api/user', headers: authHeaders(users.reader) },
      },
      {
        id: 'latest',
        label: 'GET /api/wellbeing-entries/latest',
        spec: { method: 'GET', path: '/api/wellbeing-entries/latest', headers: authHeaders(users.reader) },
      },
      {
        id: 'journal',
        label: `GET /api/journal-entries (1 year, ${users.reader.rows.journal_entries} entries)`,
        spec: { method: 'GET', path: '/api/journal-entries', headers: authHeaders(users.reader) },
      },
      {
        id: 'upsert',
        label: "POST /api/wellbeing-entries (today's upsert)",
        spec: {
          method: 'POST',
          path: '/api/wellbeing-entries',
          headers: authHeaders(users.writer),
          body: upsertBody(),
        },
      },
      {
        id: 'weekly',
        label: 'GET /api/reports/weekly (10 years)',
        spec: {
          method: 'GET',
          path: `/api/reports/weekly?weekStart=${weekStart}`,
          headers: authHeaders(users.decade),
        },
      },
      {
        id: 'monthly',
        label: 'GET /api/reports/monthly (10 years)',
        spec: {
          method: 'GET',
          path: `/api/reports/monthly?month=${month}`,
          headers: authHeaders(users.decade),
        },
      },
      {
        id: 'login',
        label: 'POST /api/auth/login',
        spec: { method: 'POST', path: '/api/auth/login', body: loginBody },
      },
    ];

    const raised = await startTend({ port: PORTS.api, databaseUrl: bench.url, env: RAISED_LIMITS });
    try {
      for (const endpoint of endpoints) {
        console.log(`[bench] api/${engine}: ${endpoint.label}`);
        const measured = await attempt(failures, `api ${tag} ${endpoint.label}`, async () => {
          await probe(raised.url, endpoint.spec);
          return loadEndpoint(raised.url, endpoint.spec, loadOpts());
        });
        result.endpoints.push(
          isError(measured)
            ? {
                id: endpoint.id,
                label: endpoint.label,
                connections: SETTINGS.connections,
                error: measured.error,
              }
            : figureFromLoad(endpoint.id, endpoint.label, SETTINGS.connections, measured),
        );
        // Right after Tend's two reads, so both are measured on the machine as it is then.
        if (engine === 'sqlite' && endpoint.id === 'latest') {
          result.floor = await measureFloor(bench.url, endpoints.slice(0, 2), failures);
        }
      }
      const reads = endpoints[0] as Named;
      const login = endpoints[endpoints.length - 1] as Named;
      // Worst case for CPU: nothing limits logins (many IPs and accounts, or a morning rush).
      result.starvation.push(await starvation('raised', raised, reads, login, failures, tag));
    } finally {
      await raised.stop();
    }

    console.log(`[bench] api/${engine}: argon2id alone`);
    result.hash = await attempt(failures, `api ${tag} argon2id throughput`, () =>
      runJob({ kind: 'argon2', seconds: Math.min(SETTINGS.seconds, 5), concurrency: 4 }),
    );

    // The real configuration: default rate limits, all attempts from one address.
    const limited = await startTend({ port: PORTS.api, databaseUrl: bench.url });
    try {
      result.starvation.unshift(
        await starvation(
          'default',
          limited,
          endpoints[0] as Named,
          endpoints[endpoints.length - 1] as Named,
          failures,
          tag,
        ),
      );
    } finally {
      await limited.stop();
    }
  } finally {
    await bench.drop();
  }
  return result;
}

/** The reads as a bare Fastify on the same SQLite file answers them: what Tend's contract costs on top. */
async function measureFloor(databaseUrl: string, reads: Named[], failures: string[]): Promise<LoadFigure[]> {
  console.log('[bench] api/sqlite: the same reads in a bare Fastify (fastify-reads)');
  const label = (read: Named) => `${read.label} (bare Fastify + better-sqlite3)`;
  const outcome = await attempt(failures, 'api SQLite reads in a bare Fastify', async () => {
    const server = await startBaseline('fastify-reads', PORTS.readsFloor, databaseUrl);
    try {
      const figures: LoadFigure[] = [];
      for (const read of reads) {
        await probe(server.url, read.spec);
        const measured = await loadEndpoint(server.url, read.spec, loadOpts());
        figures.push(figureFromLoad(read.id, label(read), SETTINGS.connections, measured));
      }
      return figures;
    } finally {
      await server.stop();
    }
  });
  if (!isError(outcome)) return outcome;
  return reads.map((read) => ({
    id: read.id,
    label: label(read),
    connections: SETTINGS.connections,
    error: outcome.error,
  }));
}

/** Reads' latency alone, then while another process hammers login; both on the same server. */
async function starvation(
  limits: 'default' | 'raised',
  server: RunningServer,
  reads: Named,
  login: Named,
  failures: string[],
  tag: string,
): Promise<StarvationFigure> {
  console.log(`[bench] api: reads while logins run (${limits} rate limits)`);
  const figure: StarvationFigure = { limits };
  const label = `${reads.label} while logins run (${limits} limits)`;
  const outcome = await attempt(failures, `api ${tag} ${label}`, async () => {
    await probe(server.url, reads.spec);
    const alone = await loadEndpoint(server.url, reads.spec, loadOpts());
    const flood = runJob({
      kind: 'http',
      url: `${server.url}${login.spec.path}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: login.spec.body as string,
      connections: SETTINGS.loginFloodConnections,
      // Covers the reads' warm-up and measurement, plus the readers' process start.
      seconds: SETTINGS.warmupSeconds + SETTINGS.seconds + 2,
      warmupSeconds: 0,
    });
    const together = await loadEndpoint(server.url, reads.spec, loadOpts());
    const logins = await flood;
    return { alone, together, logins };
  });
  if (isError(outcome)) return { ...figure, error: outcome.error };
  return {
    ...figure,
    readsAlone: figureFromLoad('reads-alone', `${reads.label} alone`, SETTINGS.connections, outcome.alone),
    readsWithLogins: figureFromLoad('reads-with-logins', label, SETTINGS.connections, outcome.together),
    loginStatusCounts: outcome.logins.statusCounts,
    loginAttemptsPerSecond: outcome.logins.rps,
  };
}

export async function runApi(meta: Pick<PartMeta, 'commit'>, engines: Engine[]): Promise<ApiResult> {
  const startedAt = new Date().toISOString();
  const failures: string[] = [];

  const baseline = async (name: 'node-http' | 'fastify', port: number) =>
    attempt(failures, `api baseline ${name}`, () => measureBaseline(name, port));
  console.log('[bench] api: baselines (before)');
  const before = {
    nodeHttp: await baseline('node-http', PORTS.nodeHttp),
    fastify: await baseline('fastify', PORTS.fastify),
  };

  console.log('[bench] api: SQLite commit cost (synchronous FULL vs NORMAL)');
  const sqliteSync = await attempt(failures, 'api sqlite commit cost', () =>
    runJob({ kind: 'sqlite-sync', seconds: Math.min(SETTINGS.seconds, 6) }),
  );

  const results: ApiEngineResult[] = [];
  for (const engine of engines) {
    const measured = await attempt(failures, `api ${ENGINE_LABEL[engine]}`, () =>
      measureEngine(engine, failures),
    );
    results.push(
      isError(measured) ? { engine, endpoints: [], starvation: [], error: measured.error } : measured,
    );
  }

  console.log('[bench] api: baselines (after)');
  const after = {
    nodeHttp: await baseline('node-http', PORTS.nodeHttp),
    fastify: await baseline('fastify', PORTS.fastify),
  };

  const combine = (
    label: string,
    a: HttpResult | { error: string },
    b: HttpResult | { error: string },
  ): BaselineFigure => {
    const runs = [a, b].filter((r): r is HttpResult => !isError(r));
    if (runs.length === 0) return { label, error: isError(a) ? a.error : 'not measured' };
    return {
      label,
      ...(isError(a) ? {} : { before: a.okRps }),
      ...(isError(b) ? {} : { after: b.okRps }),
      rps: runs.reduce((s, r) => s + r.okRps, 0) / runs.length,
      p50: runs.reduce((s, r) => s + r.latency.p50, 0) / runs.length,
      p99: runs.reduce((s, r) => s + r.latency.p99, 0) / runs.length,
    };
  };

  return {
    part: 'api',
    startedAt,
    finishedAt: new Date().toISOString(),
    commit: meta.commit,
    quick: SETTINGS.quick,
    failures,
    settings: {
      seconds: SETTINGS.seconds,
      warmupSeconds: SETTINGS.warmupSeconds,
      connections: SETTINGS.connections,
      loginFloodConnections: SETTINGS.loginFloodConnections,
    },
    baselines: {
      nodeHttp: combine('node:http hello-world', before.nodeHttp, after.nodeHttp),
      fastify: combine('Fastify hello-world', before.fastify, after.fastify),
    },
    sqliteSync,
    engines: results,
  };
}
