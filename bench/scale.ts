/**
 * How latency grows with data: the report and list endpoints for users with 1 week, 1 year and 10 years
 * of history, and for one user while the database grows to 1,000 and 10,000 users. Measured at ONE
 * connection, so the figure is the server's time for a request (plus a loopback round trip, well under
 * 0.1 ms) rather than time spent queueing behind other requests.
 */
import { ENGINE_LABEL, freshDatabase, type Engine } from './lib/database';
import { authHeaders, passwordHash, seedNamed } from './lib/fixtures';
import { loadEndpoints, probe, type RequestSpec } from './lib/load';
import { reportSpecs } from './lib/reads';
import { attempt, isError, type PartMeta } from './lib/results';
import { RAISED_LIMITS, startTend, type RunningServer } from './lib/server';
import { DECADE_DAYS, PORTS, SETTINGS, YEAR_DAYS } from './lib/settings';
import { seedUsers, settle, totalRows, type SeededUser } from './seed';

export type ScaleEndpoint = 'weekly' | 'monthly' | 'latest' | 'entries' | 'journal';

export const SCALE_ENDPOINTS: Record<ScaleEndpoint, string> = {
  weekly: 'GET /api/reports/weekly',
  monthly: 'GET /api/reports/monthly',
  latest: 'GET /api/wellbeing-entries/latest',
  entries: 'GET /api/wellbeing-entries (whole list)',
  journal: 'GET /api/journal-entries (whole list)',
};

export interface ScalePoint {
  /** e.g. "1 week", "10,000 users". */
  label: string;
  days: number;
  usersInDatabase: number;
  /** Rows of the measured user's wellbeing entries and journal, for reading the list figures. */
  entries: number;
  journalEntries: number;
  figures: Partial<
    Record<ScaleEndpoint, { p50: number; p99: number; rps: number; bytes: number } | { error: string }>
  >;
}

export interface ScaleEngineResult {
  engine: Engine;
  history: ScalePoint[];
  users: ScalePoint[];
  /** Seconds spent seeding the crowd, and rows written. */
  crowdSeed?: { users: number; rows: number; seconds: number; rowsPerSecond: number };
  error?: string;
}

export interface ScaleResult extends PartMeta {
  part: 'scale';
  settings: { seconds: number; scaleUsers: readonly number[]; crowdDays: number };
  engines: ScaleEngineResult[];
}

function specs(user: SeededUser): Record<ScaleEndpoint, RequestSpec> {
  const headers = authHeaders(user);
  return {
    ...reportSpecs(user.lastDay, headers),
    latest: { method: 'GET', path: '/api/wellbeing-entries/latest', headers },
    entries: { method: 'GET', path: '/api/wellbeing-entries', headers },
    journal: { method: 'GET', path: '/api/journal-entries', headers },
  };
}

async function measurePoint(
  server: RunningServer,
  user: SeededUser,
  point: Omit<ScalePoint, 'figures' | 'entries' | 'journalEntries'>,
  failures: string[],
  tag: string,
): Promise<ScalePoint> {
  const figures: ScalePoint['figures'] = {};
  const ready: [ScaleEndpoint, RequestSpec, number][] = [];
  for (const [id, spec] of Object.entries(specs(user)) as [ScaleEndpoint, RequestSpec][]) {
    const probed = await attempt(failures, `scale ${tag} ${SCALE_ENDPOINTS[id]} (${point.label})`, () =>
      probe(server.url, spec),
    );
    if (isError(probed)) figures[id] = probed;
    else ready.push([id, spec, probed.bytes]);
  }
  // One load process for the whole point: the endpoints are still measured one after the other.
  const loads = await attempt(failures, `scale ${tag} ${point.label}`, () =>
    loadEndpoints(
      server.url,
      ready.map(([, spec]) => spec),
      { connections: 1, seconds: SETTINGS.scaleSeconds, warmupSeconds: Math.min(1, SETTINGS.warmupSeconds) },
    ),
  );
  ready.forEach(([id, , bytes], i) => {
    const load = isError(loads) ? loads : loads[i];
    if (!load || isError(load) || load instanceof Error) {
      const message = load instanceof Error ? load.message : (load?.error ?? 'not measured');
      if (load instanceof Error)
        failures.push(`scale ${tag} ${SCALE_ENDPOINTS[id]} (${point.label}): ${message}`);
      figures[id] = { error: message };
    } else {
      figures[id] = { p50: load.latency.p50, p99: load.latency.p99, rps: load.okRps, bytes };
    }
  });
  console.log(
    `[bench] scale/${tag} ${point.label}: ` +
      Object.entries(figures)
        .map(([id, f]) => `${id} ${isError(f) ? 'FAILED' : `${f.p50.toFixed(2)} ms`}`)
        .join(', '),
  );
  return {
    ...point,
    entries: user.rows.wellbeing_entries,
    journalEntries: user.rows.journal_entries,
    figures,
  };
}

const countLabel = (n: number) => `${n.toLocaleString('en-US')} user${n === 1 ? '' : 's'}`;

async function measureEngine(engine: Engine, failures: string[]): Promise<ScaleEngineResult> {
  const tag = ENGINE_LABEL[engine];
  const result: ScaleEngineResult = { engine, history: [], users: [] };
  const bench = await freshDatabase(engine, 'scale');
  let server: RunningServer | undefined;
  try {
    const db = bench.database.db;
    const { users: first } = await seedNamed(db, { year: YEAR_DAYS });
    await settle(db, bench.database.dialect);
    server = await startTend({ port: PORTS.scale, databaseUrl: bench.url, env: RAISED_LIMITS });
    const [firstCount, ...moreCounts] = SETTINGS.scaleUsers;
    result.users.push(
      await measurePoint(
        server,
        first.year,
        { label: countLabel(firstCount ?? 1), days: YEAR_DAYS, usersInDatabase: 1 },
        failures,
        tag,
      ),
    );

    const { users: others } = await seedNamed(db, { week: 7, decade: DECADE_DAYS });
    await settle(db, bench.database.dialect);
    const history: [string, SeededUser][] = [
      ['1 week', others.week],
      ['1 year', first.year],
      ['10 years', others.decade],
    ];
    for (const [label, user] of history) {
      result.history.push(
        await measurePoint(server, user, { label, days: user.days, usersInDatabase: 3 }, failures, tag),
      );
    }

    // The crowd: the database grows around the same measured user.
    let inDatabase = 3;
    let crowdRows = 0;
    let crowdMs = 0;
    let crowdUsers = 0;
    for (const target of moreCounts) {
      const add = target - inDatabase;
      if (add > 0) {
        console.log(
          `[bench] scale/${tag}: seeding ${add.toLocaleString('en-US')} users × ${SETTINGS.crowdDays} days…`,
        );
        const seeded = await seedUsers(db, {
          users: add,
          days: SETTINGS.crowdDays,
          prefix: `crowd${target}`,
          passwordHash: await passwordHash(),
          journal: 'short',
          seed: target,
        });
        await settle(db, bench.database.dialect);
        crowdRows += totalRows(seeded.rows);
        crowdMs += seeded.ms;
        crowdUsers += add;
        inDatabase = target;
      }
      result.users.push(
        await measurePoint(
          server,
          first.year,
          { label: countLabel(target), days: YEAR_DAYS, usersInDatabase: target },
          failures,
          tag,
        ),
      );
    }
    if (crowdUsers > 0) {
      result.crowdSeed = {
        users: crowdUsers,
        rows: crowdRows,
        seconds: crowdMs / 1000,
        rowsPerSecond: crowdRows / (crowdMs / 1000),
      };
    }
  } finally {
    await server?.stop();
    await bench.drop();
  }
  return result;
}

export async function runScale(meta: Pick<PartMeta, 'commit'>, engines: Engine[]): Promise<ScaleResult> {
  const startedAt = new Date().toISOString();
  const failures: string[] = [];
  const results: ScaleEngineResult[] = [];
  for (const engine of engines) {
    const measured = await attempt(failures, `scale ${ENGINE_LABEL[engine]}`, () =>
      measureEngine(engine, failures),
    );
    results.push(isError(measured) ? { engine, history: [], users: [], error: measured.error } : measured);
  }
  return {
    part: 'scale',
    startedAt,
    finishedAt: new Date().toISOString(),
    commit: meta.commit,
    quick: SETTINGS.quick,
    failures,
    settings: {
      seconds: SETTINGS.scaleSeconds,
      scaleUsers: SETTINGS.scaleUsers,
      crowdDays: SETTINGS.crowdDays,
    },
    engines: results,
  };
}
