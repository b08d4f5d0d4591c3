/**
 * Durations, sizes and ports of a run. BENCH_QUICK=1 shortens everything (for developing the harness);
 * the defaults are what RESULTS.md is produced with.
 */
export const QUICK = process.env.BENCH_QUICK === '1';

const num = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export const SETTINGS = {
  quick: QUICK,
  /** Measured seconds per endpoint at 50 connections. */
  seconds: num('BENCH_SECONDS', QUICK ? 2 : 10),
  /** Unmeasured load before each measurement (JIT, caches, connection set-up). */
  warmupSeconds: QUICK ? 1 : 2,
  connections: 50,
  /** Connections hammering login during the starvation check. */
  loginFloodConnections: 10,
  /** Measured seconds per endpoint at one connection (scale curves). */
  scaleSeconds: num('BENCH_SCALE_SECONDS', QUICK ? 1 : 4),
  /** Users in one database for the growth curve (the measured user is the first). */
  scaleUsers: QUICK ? [1, 100, 1000] : [1, 1000, 10_000],
  /** Days of history of each additional ("crowd") user in the growth curve. */
  crowdDays: QUICK ? 14 : 30,
  /** Exports per format (the first is reported separately as the cold one). */
  exportRuns: QUICK ? 2 : 5,
} as const;

/**
 * Ports 5080–5099 are this harness's; BENCH_PORT_OFFSET moves them all (two checkouts benchmarking at
 * once on one machine).
 */
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
export const PORTS = {
  api: 5080 + OFFSET,
  nodeHttp: 5081 + OFFSET,
  fastify: 5082 + OFFSET,
  scale: 5083 + OFFSET,
  export: 5084 + OFFSET,
  web: 5085 + OFFSET,
  chrome: 5086 + OFFSET,
  longTime: 5087 + OFFSET,
  spare1: 5088 + OFFSET,
  spare2: 5089 + OFFSET,
  days: 5090 + OFFSET,
  readsFloor: 5091 + OFFSET,
  areas: 5092 + OFFSET,
  /** The areas part's server of the code before custom areas, beside this code's (decision 464). */
  areasBefore: 5093 + OFFSET,
} as const;

export const YEAR_DAYS = 365;
export const DECADE_DAYS = 3652;
