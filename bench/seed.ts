/**
 * Fills a database with N users × D days of realistic daily history, fast: rows are generated in memory
 * per group of users and written with multi-row inserts of 500 inside one transaction per group.
 *
 *   node --import tsx bench/seed.ts --database sqlite:bench/.tmp/seed.db --users 100 --years 1
 *
 * Scores drift slowly (a mean-reverting random walk per area, quantised to 0.5), people skip days and
 * take breaks, journals vary from a line to several pages and carry non-ASCII text. Every user gets the
 * same argon2id hash (hashing is deliberately slow, so it is done once) and a session token that does
 * not expire, so the benchmarks can authenticate without logging in.
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql, type Insertable, type Kysely } from 'kysely';
import { addDays } from '../core/dates';
import { DIMENSION_KEYS, type DimensionKey } from '../core/dimensions';
import { overallScore } from '../core/scores';
import { parseDatabaseUrl } from '../server/config';
import { createDatabase, migrateToLatest, type Dialect } from '../server/db/database';
import type { Database } from '../server/db/schema';
import { hashPassword } from '../server/lib/passwords';
import { hashToken, newToken } from '../server/lib/tokens';

export const SEED_PASSWORD = 'Bench-Heron-Lantern-42';
const BATCH = 500;
const DAY_MS = 86_400_000;
const SESSION_YEARS = 20;

/** Zones within ±8 h of UTC, so a timestamp at 12:00 UTC ± 3 h always falls on the intended local day. */
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

/** Tables in an order that satisfies the foreign keys. */
const TABLE_ORDER: TableName[] = [
  'users',
  'sessions',
  'wellbeing_entries',
  'dimension_reflections',
  'journal_entries',
  'quick_checkins',
  'spotlight_ratings',
];

function emptyCounts(): RowCounts {
  return Object.fromEntries(TABLE_ORDER.map((t) => [t, 0])) as RowCounts;
}

export function totalRows(rows: RowCounts): number {
  return TABLE_ORDER.reduce((sum, t) => sum + rows[t], 0);
}

/** Hashes SEED_PASSWORD once, with the server's own parameters. */
export function seedPasswordHash(): Promise<string> {
  return hashPassword(SEED_PASSWORD);
}

/** mulberry32: small, fast and good enough for plausible data; deterministic for a given seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    normal: () => {
      const u = 1 - next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
  };
}
type Rng = ReturnType<typeof rng>;

const toStep = (x: number) => Math.min(10, Math.max(0, Math.round(x * 2) / 2));

const SENTENCES = [
  'Slept better after switching off the phone an hour earlier.',
  'Long walk by the river this morning; the air was cold and clear.',
  'Felt scattered at work, too many small tasks and no deep focus.',
  'Cooked a proper dinner with friends — lentil soup and fresh bread.',
  'Called my sister; we laughed about the summer in Kraków.',
  'Money worries again. Made a budget and it helped a little.',
  'Painted for twenty minutes before breakfast. Small, but mine.',
  'Ran 5 km without stopping for the first time in months! 🏃',
  'Tired. Skipped the gym and that is okay today.',
  'Grateful for the quiet evening and a good book 📚.',
  'Café on the corner has new pastries; crème brûlée tart was perfect.',
  'Naïve plan: inbox zero by Friday. Reality: inbox forty-two.',
  'Meditated ten minutes. Mind wandered, came back, wandered again 🙂',
  '今日はとても良い一日でした。散歩をして、友達と話しました。',
  'Heute war anstrengend, aber der Spaziergang am Abend tat gut.',
  'Hoy dormí mal; mañana intentaré acostarme más temprano.',
  'Finished the quarterly report — relief, and a bit of pride ✨',
  'Argued with my partner about chores, then talked it through calmly.',
  'Didn’t eat much vegetables this week; buying more tomorrow 🥦.',
  'Shared a “small win” with the team and it lifted everyone.',
];

const TITLES = [
  'Morning pages',
  'A better day',
  'Notes to self',
  'Sunday thoughts',
  'Rough one',
  'Small wins ✨',
  'Weekend',
  'Réflexions',
  'Back on track',
  'Gratitude',
];

function paragraph(r: Rng, minChars: number, maxChars: number): string {
  const target = r.int(minChars, maxChars);
  const parts: string[] = [];
  let length = 0;
  while (length < target) {
    const s = r.pick(SENTENCES);
    // A paragraph break now and then, so content has real line breaks (CSV export must quote them).
    const piece = parts.length > 0 && r.chance(0.15) ? `\n\n${s}` : s;
    parts.push(piece);
    length += piece.length + 1;
  }
  return parts.join(' ').slice(0, maxChars).trim();
}

function journalText(r: Rng, profile: 'full' | 'short'): string {
  if (profile === 'short') return paragraph(r, 40, 400);
  const x = r.next();
  if (x < 0.6) return paragraph(r, 40, 300);
  if (x < 0.9) return paragraph(r, 300, 1500);
  return paragraph(r, 1500, 6000);
}

/**
 * An instant on `day` in the user's zone: 12:00 UTC moved by less than 4 h either way, which stays on the
 * same local day in every zone of TIME_ZONES (all within ±8 h of UTC).
 */
function instantOn(day: string, r: Rng, minutesLater = 0): Date {
  const offset = Math.max(-239, Math.min(239, r.int(-180, 60) + minutesLater));
  return new Date(Date.parse(`${day}T12:00:00Z`) + offset * 60_000);
}

type Rows = { [T in TableName]: Insertable<Database[T]>[] };

function emptyRows(): Rows {
  return {
    users: [],
    sessions: [],
    wellbeing_entries: [],
    dimension_reflections: [],
    journal_entries: [],
    quick_checkins: [],
    spotlight_ratings: [],
  };
}

/** Generates one user's whole history into `rows`; returns the user's summary. */
function generateUser(
  rows: Rows,
  r: Rng,
  opts: { email: string; timeZone: string; days: number; endDay: string; passwordHash: string; now: Date },
  journal: 'full' | 'short',
): SeededUser {
  const id = randomUUID();
  const firstDay = addDays(opts.endDay, -(opts.days - 1));
  const counts = emptyCounts();
  const sessionId = newToken();
  const before = Object.fromEntries(TABLE_ORDER.map((t) => [t, rows[t].length])) as RowCounts;

  // Each area: a level that wanders around a personal target, which itself drifts over months.
  const target = Object.fromEntries(DIMENSION_KEYS.map((k) => [k, 4 + r.next() * 4])) as Record<
    DimensionKey,
    number
  >;
  const level = { ...target };
  let breakLeft = 0;
  let lastActive: string | null = null;
  let streak = 0;

  for (let i = 0; i < opts.days; i++) {
    const day = addDays(firstDay, i);
    for (const k of DIMENSION_KEYS) {
      target[k] = Math.min(9, Math.max(2, target[k] + r.normal() * 0.03));
      level[k] += (target[k] - level[k]) * 0.08 + r.normal() * 0.25;
    }
    if (breakLeft > 0) {
      breakLeft--;
      continue;
    }
    if (r.chance(0.01)) {
      breakLeft = r.int(3, 14);
      continue;
    }
    if (!r.chance(0.88)) continue;

    let active = false;
    const scores = Object.fromEntries(
      DIMENSION_KEYS.map((k) => [k, toStep(level[k] + r.normal() * 0.6)]),
    ) as Record<DimensionKey, number>;
    const overall = overallScore(scores);

    if (r.chance(0.9)) {
      const created = instantOn(day, r);
      const updated = new Date(created.getTime() + r.int(0, 120) * 60_000);
      const entryId = randomUUID();
      rows.wellbeing_entries.push({
        id: entryId,
        user_id: id,
        day,
        date: created.toISOString(),
        updated_at: updated.toISOString(),
        ...scores,
        overall_score: overall,
        notes: r.chance(0.15) ? paragraph(r, 20, 200) : null,
      });
      active = true;
      if (r.chance(0.2)) {
        const dims = new Set([r.pick(DIMENSION_KEYS), r.pick(DIMENSION_KEYS)]);
        for (const dimension of dims) {
          rows.dimension_reflections.push({
            id: randomUUID(),
            user_id: id,
            wellbeing_entry_id: entryId,
            dimension,
            score: scores[dimension],
            notes: r.chance(0.7) ? paragraph(r, 20, 300) : null,
            reflection: r.chance(0.8) ? paragraph(r, 40, 800) : null,
            put_into_practice: r.chance(0.3) ? 1 : 0,
            day,
            date: new Date(created.getTime() + 5 * 60_000).toISOString(),
          });
        }
      }
    }

    if (r.chance(0.35)) {
      const at = instantOn(day, r, 30);
      rows.journal_entries.push({
        id: randomUUID(),
        user_id: id,
        day,
        date: at.toISOString(),
        updated_at: at.toISOString(),
        title: r.chance(0.7) ? r.pick(TITLES) : null,
        content: journalText(r, journal),
        mood: Math.min(10, Math.max(1, Math.round(overall + r.normal()))),
      });
      active = true;
    }

    const checkins = r.next() < 0.45 ? 0 : r.int(1, 3);
    for (let c = 0; c < checkins; c++) {
      const at = instantOn(day, r, c * 90);
      const checkinId = randomUUID();
      rows.quick_checkins.push({
        id: checkinId,
        user_id: id,
        day,
        date: at.toISOString(),
        core_feeling: toStep(overall + r.normal() * 0.8),
      });
      active = true;
      if (r.chance(0.3)) {
        const dims = new Set([r.pick(DIMENSION_KEYS), r.pick(DIMENSION_KEYS), r.pick(DIMENSION_KEYS)]);
        for (const dimension of dims) {
          rows.spotlight_ratings.push({
            id: randomUUID(),
            user_id: id,
            quick_checkin_id: checkinId,
            dimension,
            score: toStep(scores[dimension] + r.normal() * 0.5),
            day,
            date: new Date(at.getTime() + 60_000).toISOString(),
          });
        }
      }
    }

    if (active) {
      streak = lastActive !== null && addDays(lastActive, 1) === day ? streak + 1 : 1;
      lastActive = day;
    }
  }

  const createdAt = new Date(Date.parse(`${firstDay}T09:00:00Z`)).toISOString();
  rows.users.push({
    id,
    name: `Bench ${opts.email.split('@')[0]}`,
    email: opts.email,
    password_hash: opts.passwordHash,
    current_streak: streak,
    last_active_date: lastActive,
    time_zone: opts.timeZone,
    created_at: createdAt,
  });
  rows.sessions.push({
    id_hash: hashToken(sessionId),
    user_id: id,
    created_at: opts.now.toISOString(),
    // Far in the future: the sliding-expiry UPDATE (at most once a day) never runs during a benchmark.
    expires_at: new Date(opts.now.getTime() + SESSION_YEARS * 365 * DAY_MS).toISOString(),
  });
  for (const t of TABLE_ORDER) counts[t] = rows[t].length - before[t];
  return {
    id,
    email: opts.email,
    sessionId,
    timeZone: opts.timeZone,
    days: opts.days,
    firstDay,
    lastDay: opts.endDay,
    rows: counts,
  };
}

async function writeRows(db: Kysely<Database>, rows: Rows): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of TABLE_ORDER) {
      const list = rows[table];
      for (let i = 0; i < list.length; i += BATCH) {
        // The union of table names defeats Kysely's per-table typing; the rows were built for `table`.
        await trx
          .insertInto(table as 'users')
          .values(list.slice(i, i + BATCH) as Insertable<Database['users']>[])
          .execute();
      }
    }
  });
}

/** Yesterday in UTC: the default last day of seeded history, so "today" is still free for new entries. */
export function defaultEndDay(now = new Date()): string {
  return addDays(now.toISOString().slice(0, 10), -1);
}

export async function seedUsers(db: Kysely<Database>, opts: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const r = rng(opts.seed ?? 42);
  const endDay = opts.endDay ?? defaultEndDay();
  const now = new Date();
  const perTransaction =
    opts.usersPerTransaction ?? Math.max(1, Math.min(200, Math.floor(20_000 / Math.max(1, opts.days))));
  const users: SeededUser[] = [];
  const rows = emptyCounts();
  for (let start = 0; start < opts.users; start += perTransaction) {
    const batch = emptyRows();
    for (let n = start; n < Math.min(opts.users, start + perTransaction); n++) {
      const timeZone =
        n === 0 ? (opts.timeZone ?? 'Europe/London') : (TIME_ZONES[n % TIME_ZONES.length] as string);
      const email = `${opts.prefix}-${String(n + 1).padStart(5, '0')}@bench.tend.example`;
      users.push(
        generateUser(
          batch,
          r,
          { email, timeZone, days: opts.days, endDay, passwordHash: opts.passwordHash, now },
          opts.journal ?? 'full',
        ),
      );
    }
    await writeRows(db, batch);
    for (const t of TABLE_ORDER) rows[t] += batch[t].length;
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
