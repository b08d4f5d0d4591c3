/**
 * Fills a database with N users × D days of realistic daily history, fast: the test-data factory
 * (`server/test/factory.ts`, decision 170) builds each group of users in memory and writes it with
 * multi-row inserts inside one transaction per group.
 *
 *   node --import tsx bench/seed.ts --database sqlite:bench/.tmp/seed.db --users 100 --years 1
 *
 * Scores drift slowly (a mean-reverting random walk per area, quantised to 0.5), people skip days and
 * take breaks, journals vary from a line to several pages and carry non-ASCII text. Every user gets the
 * same argon2id hash (hashing is deliberately slow, so it is done once) and a session token that does
 * not expire, so the benchmarks can authenticate without logging in.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { addDays } from '../core/dates';
import { parseDatabaseUrl } from '../server/lib/config';
import { createDatabase, migrateToLatest, type Dialect } from '../server/db/database';
import type { Database } from '../server/db/schema';
import { hashPassword } from '../server/lib/passwords';
import {
  countRows,
  generateHistory,
  newUser,
  seededRandom,
  writeHistories,
  type FactoryCounts,
  type History,
} from '../server/test/factory';

export const SEED_PASSWORD = 'Bench-Heron-Lantern-42';
const DAY_MS = 86_400_000;
const SESSION_YEARS = 20;

/** The zones seeded users live in, cycled through. */
const TIME_ZONES = [
  'Europe/London',
  'America/New_York',
  'Europe/Berlin',
  'America/Los_Angeles',
  'Asia/Kolkata',
  'UTC',
  'America/Sao_Paulo',
  'Asia/Shanghai',
];

export interface SeedOptions {
  /** How many users to create. */
  users: number;
  /** Days of history per user, ending on `endDay`. */
  days: number;
  /** Emails are `${prefix}-${n}@bench.tend.example`; prefixes must differ between calls on one database. */
  prefix: string;
  /** An argon2id hash of SEED_PASSWORD (see seedPasswordHash), shared by every seeded user. */
  passwordHash: string;
  /** The last day of history (local day of each user); default yesterday in UTC. */
  endDay?: string;
  /** Seed of the random generator, so a run can be repeated exactly. */
  seed?: number;
  /** Journal length profile: 'full' (a line to several pages) or 'short' (bulk users; keeps big seeds fast). */
  journal?: 'full' | 'short';
  /** Users written per transaction. */
  usersPerTransaction?: number;
  /** First user's time zone; later users cycle through a list. Default Europe/London. */
  timeZone?: string;
}

export interface SeededUser {
  id: string;
  email: string;
  /** A session token (what login returns as `sessionId`). */
  sessionId: string;
  timeZone: string;
  days: number;
  firstDay: string;
  lastDay: string;
  rows: RowCounts;
}

export type TableName =
  | 'users'
  | 'sessions'
  | 'wellbeing_entries'
  | 'dimension_reflections'
  | 'journal_entries'
  | 'quick_checkins'
  | 'spotlight_ratings';

export type RowCounts = Record<TableName, number>;

export interface SeedResult {
  users: SeededUser[];
  rows: RowCounts;
  ms: number;
  /** Rows written per second, all tables together. */
  rowsPerSecond: number;
}

const TABLE_ORDER: TableName[] = [
  'users',
  'sessions',
  'wellbeing_entries',
  'dimension_reflections',
  'journal_entries',
  'quick_checkins',
  'spotlight_ratings',
];

/** The benchmark's row counts (the records a person made; tags and active days are not counted). */
function pick(counts: FactoryCounts): RowCounts {
  return Object.fromEntries(TABLE_ORDER.map((t) => [t, counts[t]])) as RowCounts;
}

export function totalRows(rows: RowCounts): number {
  return TABLE_ORDER.reduce((sum, t) => sum + rows[t], 0);
}

/** Hashes SEED_PASSWORD once, with the server's own parameters. */
export function seedPasswordHash(): Promise<string> {
  return hashPassword(SEED_PASSWORD);
}

/** Yesterday in UTC: the default last day of seeded history, so "today" is still free for new entries. */
export function defaultEndDay(now = new Date()): string {
  return addDays(now.toISOString().slice(0, 10), -1);
}

export async function seedUsers(db: Kysely<Database>, opts: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const r = seededRandom(opts.seed ?? 42);
  const endDay = opts.endDay ?? defaultEndDay();
  const now = new Date();
  const sessionUntil = new Date(now.getTime() + SESSION_YEARS * 365 * DAY_MS);
  const perTransaction =
    opts.usersPerTransaction ?? Math.max(1, Math.min(200, Math.floor(20_000 / Math.max(1, opts.days))));
  const users: SeededUser[] = [];
  const rows = pick(countRows([]));
  for (let start = 0; start < opts.users; start += perTransaction) {
    const batch: History[] = [];
    for (let n = start; n < Math.min(opts.users, start + perTransaction); n++) {
      const timeZone =
        n === 0 ? (opts.timeZone ?? 'Europe/London') : (TIME_ZONES[n % TIME_ZONES.length] as string);
      const email = `${opts.prefix}-${String(n + 1).padStart(5, '0')}@bench.tend.example`;
      const firstDay = addDays(endDay, -(opts.days - 1));
      const h = newUser({
        email,
        name: `Bench ${email.split('@')[0]}`,
        passwordHash: opts.passwordHash,
        timeZone,
        createdAt: `${firstDay}T09:00:00.000Z`,
        // Far in the future: the sliding-expiry UPDATE (at most once a day) never runs during a benchmark.
        sessionUntil,
        sessionCreatedAt: now,
      });
      generateHistory(h, r, { days: opts.days, endDay, journal: opts.journal ?? 'full' });
      batch.push(h);
    }
    await writeHistories(db, batch);
    for (const h of batch) {
      const counts = pick(h.counts());
      for (const t of TABLE_ORDER) rows[t] += counts[t];
      users.push({
        id: h.user.id,
        email: h.rows.users[0]?.email ?? '',
        sessionId: h.sessionId ?? '',
        timeZone: h.user.timeZone,
        days: opts.days,
        firstDay: addDays(endDay, -(opts.days - 1)),
        lastDay: endDay,
        rows: counts,
      });
    }
  }
  const ms = performance.now() - started;
  return { users, rows, ms, rowsPerSecond: totalRows(rows) / (ms / 1000) };
}

/**
 * After a bulk load PostgreSQL's autovacuum soon refreshes the planner statistics; running ANALYZE now
 * gives the plans a live server would settle on. SQLite is left alone: the app never runs ANALYZE, so a
 * real SQLite deployment plans without statistics, and so must the benchmark.
 */
export async function settle(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await sql`analyze`.execute(db);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      database: { type: 'string', default: 'sqlite:bench/.tmp/seed.db' },
      users: { type: 'string', default: '10' },
      years: { type: 'string', default: '1' },
      days: { type: 'string' },
      prefix: { type: 'string', default: 'seed' },
      journal: { type: 'string', default: 'full' },
    },
  });
  const days = values.days ? Number(values.days) : Math.round(Number(values.years) * 365);
  const users = Number(values.users);
  if (!Number.isInteger(days) || days < 1 || !Number.isInteger(users) || users < 1) {
    throw new Error('--users and --years/--days must be positive whole numbers');
  }
  if (values.journal !== 'full' && values.journal !== 'short')
    throw new Error('--journal must be full or short');
  const database = createDatabase(parseDatabaseUrl(values.database));
  try {
    await migrateToLatest(database.db);
    const result = await seedUsers(database.db, {
      users,
      days,
      prefix: values.prefix,
      passwordHash: await seedPasswordHash(),
      journal: values.journal,
    });
    await settle(database.db, database.dialect);
    console.log(
      `Seeded ${users} user(s) × ${days} days into ${values.database}: ${totalRows(result.rows).toLocaleString('en-US')} rows ` +
        `in ${(result.ms / 1000).toFixed(1)} s (${Math.round(result.rowsPerSecond).toLocaleString('en-US')} rows/s).`,
    );
    console.log(JSON.stringify(result.rows));
    console.log(`Password of every seeded user: ${SEED_PASSWORD}; first user: ${result.users[0]?.email}`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(`bench/seed: ${(err as Error).message}`);
    process.exit(1);
  });
}
