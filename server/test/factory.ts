/**
 * The one test-data factory (decision 170): server tests, the browser tests' seeders
 * (`e2e/*-seed.ts`) and the benchmarks (`bench/seed.ts`, `bench/history.ts`) all make users and their
 * histories here, with one set of rules:
 *
 * - every record has the user's local `day` and an ISO UTC `date` that falls on that day in the user's
 *   zone (placed by an instant, or by a day and a local time of day);
 * - a wellbeing entry rates all eight areas; areas not given are carried forward from the latest entry
 *   before that day made by the same history (5 when there is none), as `PUT /api/days/…` does
 *   (docs/decisions/113), and `overall_score` is `overallScore()` of the eight;
 * - reflections belong to an entry; spotlight ratings to a quick check-in (or none); tags are the
 *   user's, one row per case-insensitive name, linked to check-ins and journal entries;
 * - every record marks its day active (`activity_days`), and the streak fields of the user
 *   (`current_streak`, `longest_streak`, `last_active_date`) are what the server's own recomputation
 *   gives for those days (`streakRuns` in the activity repository);
 * - generated histories (`generateHistory`) are deterministic from a seed: the same seed gives the
 *   same days, scores and texts. Ids and session tokens are random, so two histories made from the
 *   same seed can share one database.
 *
 * Building is synchronous and in memory; writing is one transaction of multi-row inserts, through
 * Kysely (`writeHistories`, server tests and the bench) or better-sqlite3 (`writeHistoriesSync`, the
 * browser tests' seeders, which run outside the server on its SQLite file).
 */
import { randomUUID } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Insertable,
} from 'kysely';
import { addDays, dayFromNumber, dayNumber, localDay, type Day } from '../../core/dates';
import { DIMENSION_KEYS, type DimensionKey } from '../../core/dimensions';
import { carryForward, overallScore } from '../../core/scores';
import { STREAK_MILESTONES } from '../../core/streak';
import { tagKey } from '../../core/tags';
import { zonedInstant } from '../../core/zoned-time';
import type { Database } from '../db/schema';
import { hashToken, newToken } from '../lib/tokens';
import {
  insertCelebration,
  saveStreak,
  streakRuns,
  streakRunsQuery,
} from '../modules/activity/activity.repository';

/** Tables the factory writes, in an order that satisfies the foreign keys. */
export const FACTORY_TABLES = [
  'users',
  'sessions',
  'passkeys',
  'wellbeing_entries',
  'dimension_reflections',
  'journal_entries',
  'quick_checkins',
  'spotlight_ratings',
  'tags',
  'journal_entry_tags',
  'quick_checkin_tags',
  'activity_days',
] as const;
export type FactoryTable = (typeof FACTORY_TABLES)[number];
export type FactoryRows = { [T in FactoryTable]: Insertable<Database[T]>[] };
export type FactoryCounts = Record<FactoryTable, number>;

export type Scores = Record<DimensionKey, number>;

/** Every area at `base`, with some areas overridden. */
export function scores(base: number, overrides: Partial<Scores> = {}): Scores {
  const all = {} as Scores;
  for (const key of DIMENSION_KEYS) all[key] = overrides[key] ?? base;
  return all;
}

/**
 * Where a record lands: an instant (its local day follows from the user's zone), or a local day and a
 * time of day there ("HH:MM", "HH:MM:SS" or seconds after midnight; default 12:00).
 */
export type When = { at: string | Date } | { day: Day; time?: string | number };

export interface FactoryUser {
  id: string;
  timeZone: string;
}

/** A user the history creates (rather than one made through the API). */
export interface NewUserSpec {
  email: string;
  name?: string | null;
  /** An argon2id hash (hash once and share it: hashing is slow by design). */
  passwordHash: string;
  timeZone: string;
  createdAt?: string;
  /** Make a session that lasts until this instant; its token is `History.sessionId`. */
  sessionUntil?: Date;
  sessionCreatedAt?: Date;
}

function emptyRows(): FactoryRows {
  return Object.fromEntries(FACTORY_TABLES.map((t) => [t, []])) as unknown as FactoryRows;
}

// ---- time ------------------------------------------------------------------------------------------

const noonOffsets = new Map<string, number>();
const formatters = new Map<string, Intl.DateTimeFormat>();
const lastOffset = new Map<string, number>();

/** The zone's offset (local − UTC, ms) at an instant, from one Intl look-up. */
function offsetAt(ms: number, timeZone: string): number {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  const p: Record<string, number> = {};
  for (const part of f.formatToParts(ms)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0);
  return wall - Math.floor(ms / 60_000) * 60_000;
}

/**
 * The zone's offset at 12:00 local on `day`: usually one Intl look-up per zone and day. No zone changes
 * its offset between 04:00 and midnight, so the offset at any instant within a few hours of local noon
 * is the noon offset; the zone's last offset gives such an instant, and a second look-up confirms it.
 */
function noonOffset(day: Day, timeZone: string): number {
  const key = `${timeZone}|${day}`;
  let offset = noonOffsets.get(key);
  if (offset === undefined) {
    const noonUtc = Date.parse(`${day}T12:00:00Z`);
    let guess = lastOffset.get(timeZone) ?? 0;
    offset = offsetAt(noonUtc - guess, timeZone);
    for (let i = 0; i < 3 && offset !== guess; i++) {
      guess = offset;
      offset = offsetAt(noonUtc - guess, timeZone);
    }
    lastOffset.set(timeZone, offset);
    if (noonOffsets.size > 200_000) noonOffsets.clear();
    noonOffsets.set(key, offset);
  }
  return offset;
}

function secondsOfDay(time: string | number | undefined): number {
  if (time === undefined) return 12 * 3600;
  if (typeof time === 'number') {
    if (!Number.isInteger(time) || time < 0 || time >= 86_400) throw new Error(`Not a time of day: ${time}`);
    return time;
  }
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(time);
  if (!m) throw new Error(`Not a time of day: ${time}`);
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0);
}

/**
 * The local day and UTC instant of a record. By day and time: from 04:00 on, the zone's noon offset of
 * that day (zones change their offset between midnight and 04:00 local), before that the exact rule.
 */
export function placeOn(when: When, timeZone: string): { day: Day; date: string } {
  if ('at' in when) {
    const instant = new Date(when.at);
    if (Number.isNaN(instant.getTime())) throw new Error(`Not an instant: ${String(when.at)}`);
    return { day: localDay(instant, timeZone), date: instant.toISOString() };
  }
  const seconds = secondsOfDay(when.time);
  let ms: number;
  if (seconds >= 4 * 3600) {
    ms = Date.parse(`${when.day}T00:00:00Z`) + seconds * 1000 - noonOffset(when.day, timeZone);
  } else {
    const hhmm = `${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}`;
    ms = zonedInstant(when.day, hhmm, timeZone).getTime() + (seconds % 60) * 1000;
  }
  if (Number.isNaN(ms)) throw new Error(`Not a day: ${when.day}`);
  return { day: when.day, date: new Date(ms).toISOString() };
}

// ---- streaks ---------------------------------------------------------------------------------------

/** Longest run, the run ending on the latest day, and that day: the server's gaps-and-islands rule. */
export function streakOf(dayNumbers: Iterable<number>): {
  current: number;
  longest: number;
  lastActiveDate: Day | null;
} {
  const sorted = [...new Set(dayNumbers)].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  for (let i = 0; i < sorted.length; i++) {
    run = i > 0 && sorted[i] === (sorted[i - 1] as number) + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const last = sorted[sorted.length - 1];
  return { current: run, longest, lastActiveDate: last === undefined ? null : dayFromNumber(last) };
}

// ---- the history builder ---------------------------------------------------------------------------

/**
 * One user's records, built in memory. Each method returns the new record's id. Pass `create` to make
 * the user too; otherwise `user.id` must already exist (e.g. made by `signUp()`), and writing
 * recomputes its streak from the database.
 */
export class History {
  readonly rows: FactoryRows = emptyRows();
  readonly user: FactoryUser;
  /** The session token of a created user, when `create.sessionUntil` was given. */
  readonly sessionId: string | null = null;
  private readonly create: NewUserSpec | undefined;
  private readonly entriesByDay = new Map<Day, { id: string; values: Scores }>();
  private lastEntry: { day: Day; values: Scores } | undefined;
  private readonly activeDays = new Set<number>();
  private readonly tagIds = new Map<string, string>();
  private finished = false;
  /** Whether the user has already seen the celebration of every milestone its streaks reached. */
  seenCelebrations = false;

  constructor(user: FactoryUser | (NewUserSpec & { id?: string }), create = false) {
    if (create) {
      const spec = user as NewUserSpec & { id?: string };
      this.create = spec;
      this.user = { id: spec.id ?? randomUUID(), timeZone: spec.timeZone };
      if (spec.sessionUntil) this.sessionId = newToken();
    } else {
      this.user = { id: (user as FactoryUser).id, timeZone: user.timeZone };
    }
  }

  /**
   * Records every streak milestone the user reaches as already celebrated (a returning user), so a
   * browser test's page does not open with a celebration dialog in front of it.
   */
  celebrated(): this {
    this.seenCelebrations = true;
    return this;
  }

  /** Whether writing creates the user (true) or adds to an existing one. */
  get createsUser(): boolean {
    return this.create !== undefined;
  }

  private place(when: When): { day: Day; date: string } {
    if (this.finished) throw new Error('This history was already finished; start a new one');
    const placed = placeOn(when, this.user.timeZone);
    this.activeDays.add(dayNumber(placed.day));
    return placed;
  }

  /**
   * The day's wellbeing entry. Areas not given are carried forward from the latest entry before that
   * day in this history (5 when there is none). One entry per day.
   */
  entry(
    when: When,
    values: Partial<Scores> = {},
    opts: { notes?: string | null; updatedAt?: string } = {},
  ): string {
    const { day, date } = this.place(when);
    if (this.entriesByDay.has(day)) throw new Error(`${day} already has an entry`);
    let before: Scores | undefined;
    if (this.lastEntry && this.lastEntry.day < day) {
      before = this.lastEntry.values; // the usual case, days in order: no scan
    } else {
      let beforeDay = '';
      for (const [d, e] of this.entriesByDay) {
        if (d < day && d > beforeDay) {
          beforeDay = d;
          before = e.values;
        }
      }
    }
    const full = carryForward(before, values);
    const id = randomUUID();
    this.entriesByDay.set(day, { id, values: full });
    if (!this.lastEntry || this.lastEntry.day < day) this.lastEntry = { day, values: full };
    this.rows.wellbeing_entries.push({
      id,
      user_id: this.user.id,
      day,
      date,
      updated_at: opts.updatedAt ?? date,
      ...full,
      overall_score: overallScore(full),
      notes: opts.notes ?? null,
    });
    return id;
  }

  /** A reflection on one area of an entry (by default the entry of the same day; its score by default). */
  reflection(
    when: When,
    r: {
      entryId?: string;
      dimension: DimensionKey;
      score?: number;
      notes?: string | null;
      reflection?: string | null;
      putIntoPractice?: boolean;
    },
  ): string {
    const { day, date } = this.place(when);
    const entry = this.entriesByDay.get(day);
    const entryId = r.entryId ?? entry?.id;
    if (!entryId) throw new Error(`A reflection on ${day} needs that day's entry (or an entryId)`);
    const score = r.score ?? entry?.values[r.dimension];
    if (score === undefined) throw new Error('A reflection needs a score');
    const id = randomUUID();
    this.rows.dimension_reflections.push({
      id,
      user_id: this.user.id,
      wellbeing_entry_id: entryId,
      dimension: r.dimension,
      score,
      notes: r.notes ?? null,
      reflection: r.reflection ?? null,
      put_into_practice: r.putIntoPractice ? 1 : 0,
      day,
      date,
    });
    return id;
  }

  journal(
    when: When,
    j: { title?: string | null; content: string; mood: number; tags?: string[]; updatedAt?: string },
  ): string {
    const { day, date } = this.place(when);
    const id = randomUUID();
    this.rows.journal_entries.push({
      id,
      user_id: this.user.id,
      day,
      date,
      updated_at: j.updatedAt ?? date,
      title: j.title ?? null,
      content: j.content,
      mood: j.mood,
    });
    for (const name of j.tags ?? []) {
      this.rows.journal_entry_tags.push({
        journal_entry_id: id,
        tag_id: this.tag(name),
        user_id: this.user.id,
        day,
      });
    }
    return id;
  }

  /** A quick check-in, with its tags and its spotlight ratings (saved with it, at the same instant). */
  checkin(
    when: When,
    coreFeeling: number,
    opts: { tags?: string[]; spotlight?: Partial<Scores> } = {},
  ): string {
    const { day, date } = this.place(when);
    const id = randomUUID();
    this.rows.quick_checkins.push({ id, user_id: this.user.id, day, date, core_feeling: coreFeeling });
    for (const name of opts.tags ?? []) {
      this.rows.quick_checkin_tags.push({
        quick_checkin_id: id,
        tag_id: this.tag(name),
        user_id: this.user.id,
        day,
      });
    }
    for (const [dimension, score] of Object.entries(opts.spotlight ?? {})) {
      if (score === undefined) continue;
      this.rows.spotlight_ratings.push({
        id: randomUUID(),
        user_id: this.user.id,
        quick_checkin_id: id,
        dimension,
        score,
        day,
        date,
      });
    }
    return id;
  }

  spotlight(
    when: When,
    s: { quickCheckinId?: string | null; dimension: DimensionKey; score: number },
  ): string {
    const { day, date } = this.place(when);
    const id = randomUUID();
    this.rows.spotlight_ratings.push({
      id,
      user_id: this.user.id,
      quick_checkin_id: s.quickCheckinId ?? null,
      dimension: s.dimension,
      score: s.score,
      day,
      date,
    });
    return id;
  }

  /**
   * A passkey of the user (decision 270): the credential id and COSE public key in base64url, as a
   * registration stored them (`test/webauthn.ts`'s `SoftAuthenticator.credential()` makes a pair).
   */
  passkey(p: {
    credentialId: string;
    publicKey: string;
    name?: string;
    counter?: number;
    createdAt?: string;
  }): string {
    const id = randomUUID();
    this.rows.passkeys.push({
      id,
      user_id: this.user.id,
      credential_id: p.credentialId,
      public_key: p.publicKey,
      counter: p.counter ?? 0,
      transports: JSON.stringify(['internal']),
      backed_up: 0,
      name: p.name ?? 'Passkey',
      created_at: p.createdAt ?? this.create?.createdAt ?? new Date().toISOString(),
      last_used_at: null,
    });
    return id;
  }

  /** The user's tag of that name (case-insensitive), made on first use. */
  tag(name: string): string {
    const key = tagKey(name);
    let id = this.tagIds.get(key);
    if (!id) {
      id = randomUUID();
      this.tagIds.set(key, id);
      this.rows.tags.push({
        id,
        user_id: this.user.id,
        name,
        name_key: key,
        created_at: this.create?.createdAt ?? new Date().toISOString(),
      });
    }
    return id;
  }

  /** Rows per table, once finished. */
  counts(): FactoryCounts {
    return Object.fromEntries(FACTORY_TABLES.map((t) => [t, this.rows[t].length])) as FactoryCounts;
  }

  /**
   * Adds the active days and, for a created user, the user row (streaks from the active days) and its
   * session. Called by the writers; further records are refused afterwards.
   */
  finish(): FactoryRows {
    if (this.finished) return this.rows;
    this.finished = true;
    const userId = this.user.id;
    for (const n of [...this.activeDays].sort((a, b) => a - b)) {
      this.rows.activity_days.push({ user_id: userId, day: dayFromNumber(n), day_number: n });
    }
    const spec = this.create;
    if (spec) {
      const streak = streakOf(this.activeDays);
      const first = [...this.activeDays].sort((a, b) => a - b)[0];
      this.rows.users.push({
        id: userId,
        name: spec.name ?? null,
        email: spec.email,
        password_hash: spec.passwordHash,
        current_streak: streak.current,
        longest_streak: streak.longest,
        last_active_date: streak.lastActiveDate,
        time_zone: spec.timeZone,
        created_at:
          spec.createdAt ??
          (first === undefined ? new Date().toISOString() : `${dayFromNumber(first)}T00:00:00.000Z`),
      });
      if (this.sessionId && spec.sessionUntil) {
        this.rows.sessions.push({
          id_hash: hashToken(this.sessionId),
          user_id: userId,
          created_at: (spec.sessionCreatedAt ?? new Date()).toISOString(),
          expires_at: spec.sessionUntil.toISOString(),
          user_agent: null,
          last_used_at: null,
        });
      }
    }
    return this.rows;
  }
}

/** A history for an existing user. */
export function historyFor(user: FactoryUser): History {
  return new History(user);
}

/** A history that creates its user when written. */
export function newUser(spec: NewUserSpec & { id?: string }): History {
  return new History(spec, true);
}

// ---- writing ---------------------------------------------------------------------------------------

const BATCH_ROWS = 500;
/** Characters of text per statement: keeps a batch of 20 KB journal entries to a few MB. */
const BATCH_CHARS = 2_000_000;

function* batches<T extends object>(rows: T[]): Generator<T[]> {
  let start = 0;
  while (start < rows.length) {
    let chars = 0;
    let end = start;
    while (end < rows.length && end - start < BATCH_ROWS && (chars < BATCH_CHARS || end === start)) {
      const row = rows[end] as Record<string, unknown>;
      for (const key in row) {
        const v = row[key];
        if (typeof v === 'string' && v.length > 64) chars += v.length;
      }
      end++;
    }
    yield rows.slice(start, end);
    start = end;
  }
}

function merged(histories: History[]): FactoryRows {
  if (histories.length === 1) return (histories[0] as History).finish();
  const all = emptyRows();
  for (const h of histories) {
    const rows = h.finish();
    for (const t of FACTORY_TABLES) {
      const target = all[t] as object[];
      for (const row of rows[t]) target.push(row);
    }
  }
  return all;
}

/** Rows written, per table, by a set of finished histories. */
export function countRows(histories: History[]): FactoryCounts {
  const counts = Object.fromEntries(FACTORY_TABLES.map((t) => [t, 0])) as FactoryCounts;
  for (const h of histories) for (const t of FACTORY_TABLES) counts[t] += h.rows[t].length;
  return counts;
}

/**
 * Writes the histories in one transaction of multi-row inserts; existing users' activity days merge
 * with theirs and their streaks are recomputed by the server's own query.
 */
export async function writeHistories(db: Kysely<Database>, histories: History[]): Promise<FactoryCounts> {
  const rows = merged(histories);
  await db.transaction().execute(async (trx) => {
    for (const table of FACTORY_TABLES) {
      for (const batch of batches(rows[table] as object[])) {
        // The union of table names defeats Kysely's per-table typing; the rows were built for `table`.
        const insert = trx
          .insertInto(table as 'activity_days')
          .values(batch as Insertable<Database['activity_days']>[]);
        if (table === 'activity_days')
          await insert.onConflict((oc) => oc.columns(['user_id', 'day_number']).doNothing()).execute();
        else await insert.execute();
      }
    }
    for (const h of histories) {
      let longest = Number(h.rows.users[0]?.longest_streak ?? 0);
      if (!h.createsUser) {
        const runs = await streakRuns(trx, h.user.id);
        longest = runs.longest;
        await saveStreak(trx, h.user.id, {
          current: runs.current,
          longest: runs.longest,
          lastActiveDate: runs.lastDayNumber === null ? null : dayFromNumber(runs.lastDayNumber),
        });
      }
      if (h.seenCelebrations) {
        for (const days of milestonesUpTo(longest))
          await insertCelebration(trx, { user_id: h.user.id, days, celebrated_at: new Date().toISOString() });
      }
    }
  });
  return countRows(histories);
}

function milestonesUpTo(longest: number): number[] {
  return STREAK_MILESTONES.map((m) => m.days).filter((days) => days <= longest);
}

/** Compiles the server's queries for SQLite without a connection (the browser tests' seeders). */
const sqliteCompiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

/** `writeHistories` on an open better-sqlite3 database (the e2e server's file), synchronously. */
export function writeHistoriesSync(sqlite: BetterSqlite3.Database, histories: History[]): FactoryCounts {
  const rows = merged(histories);
  sqlite.transaction(() => {
    for (const table of FACTORY_TABLES) {
      for (const batch of batches(rows[table] as Record<string, unknown>[])) {
        const columns = Object.keys(batch[0] as object);
        const tuple = `(${columns.map(() => '?').join(', ')})`;
        const values: unknown[] = [];
        for (const row of batch) for (const c of columns) values.push(row[c] ?? null);
        sqlite
          .prepare(
            `insert into ${table} (${columns.join(', ')}) values ${batch.map(() => tuple).join(', ')}` +
              (table === 'activity_days' ? ' on conflict (user_id, day_number) do nothing' : ''),
          )
          .run(...values);
      }
    }
    for (const h of histories) {
      let longest = Number(h.rows.users[0]?.longest_streak ?? 0);
      if (!h.createsUser) {
        const query = streakRunsQuery(h.user.id).compile(sqliteCompiler);
        const row = sqlite.prepare(query.sql).get(...query.parameters) as
          { longest: number | null; current: number | null; last: number | null } | undefined;
        longest = Number(row?.longest ?? 0);
        sqlite
          .prepare(
            'update users set current_streak = ?, longest_streak = ?, last_active_date = ? where id = ?',
          )
          .run(
            Number(row?.current ?? 0),
            longest,
            row?.last === null || row?.last === undefined ? null : dayFromNumber(Number(row.last)),
            h.user.id,
          );
      }
      if (h.seenCelebrations) {
        const insert = sqlite.prepare(
          'insert into streak_celebrations (user_id, days, celebrated_at) values (?, ?, ?) on conflict (user_id, days) do nothing',
        );
        for (const days of milestonesUpTo(longest)) insert.run(h.user.id, days, new Date().toISOString());
      }
    }
  })();
  return countRows(histories);
}

// ---- generated histories ---------------------------------------------------------------------------

/** mulberry32: small, fast and good enough for plausible data; deterministic for a given seed. */
export function seededRandom(seed: number) {
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
export type Random = ReturnType<typeof seededRandom>;

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

const TAGS = ['work', 'family', 'Running', 'friends', 'travel', 'rain', 'Café'];

/** Text of `minChars`–`maxChars` characters from plausible sentences, with a paragraph break now and then. */
export function paragraph(r: Random, minChars: number, maxChars: number): string {
  const target = r.int(minChars, maxChars);
  const parts: string[] = [];
  let length = 0;
  while (length < target) {
    const s = r.pick(SENTENCES);
    // Real line breaks, so CSV export must quote them.
    const piece = parts.length > 0 && r.chance(0.15) ? `\n\n${s}` : s;
    parts.push(piece);
    length += piece.length + 1;
  }
  return parts.join(' ').slice(0, maxChars).trim();
}

function journalText(r: Random, profile: 'full' | 'short'): string {
  if (profile === 'short') return paragraph(r, 40, 400);
  const x = r.next();
  if (x < 0.6) return paragraph(r, 40, 300);
  if (x < 0.9) return paragraph(r, 300, 1500);
  return paragraph(r, 1500, 6000);
}

/** A local time of day between 07:00 and 22:59 (seconds after midnight), `later` minutes after a pick. */
function timeOn(r: Random, later = 0): number {
  return Math.min(23 * 3600 - 1, (7 * 60 + r.int(0, 12 * 60) + later) * 60);
}

export interface GenerateOptions {
  /** Days of history, ending on `endDay`. */
  days: number;
  endDay: Day;
  /** Journal length profile: 'full' (a line to several pages) or 'short' (bulk users; keeps big seeds fast). */
  journal?: 'full' | 'short';
  /** Tag some check-ins and journal entries. */
  tags?: boolean;
}

/**
 * A plausible daily history into `h`: each area wanders around a personal target that drifts over
 * months, people skip days and take breaks, journals vary in length and carry non-ASCII text.
 */
export function generateHistory(h: History, r: Random, opts: GenerateOptions): void {
  const firstDay = addDays(opts.endDay, -(opts.days - 1));
  const journal = opts.journal ?? 'full';
  const target = Object.fromEntries(DIMENSION_KEYS.map((k) => [k, 4 + r.next() * 4])) as Scores;
  const level = { ...target };
  let breakLeft = 0;

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

    const values = Object.fromEntries(
      DIMENSION_KEYS.map((k) => [k, toStep(level[k] + r.normal() * 0.6)]),
    ) as Scores;
    const overall = overallScore(values);

    if (r.chance(0.9)) {
      const time = timeOn(r);
      h.entry({ day, time }, values, {
        notes: r.chance(0.15) ? paragraph(r, 20, 200) : null,
      });
      if (r.chance(0.2)) {
        for (const dimension of new Set([r.pick(DIMENSION_KEYS), r.pick(DIMENSION_KEYS)])) {
          h.reflection(
            { day, time: Math.min(time + 300, 86_399) },
            {
              dimension,
              notes: r.chance(0.7) ? paragraph(r, 20, 300) : null,
              reflection: r.chance(0.8) ? paragraph(r, 40, 800) : null,
              putIntoPractice: r.chance(0.3),
            },
          );
        }
      }
    }

    if (r.chance(0.25)) {
      h.journal(
        { day, time: timeOn(r, 30) },
        {
          title: r.chance(0.7) ? r.pick(TITLES) : null,
          content: journalText(r, journal),
          mood: Math.min(10, Math.max(1, Math.round(overall + r.normal()))),
          ...(opts.tags && r.chance(0.3) ? { tags: [r.pick(TAGS)] } : {}),
        },
      );
    }

    const checkins = r.next() < 0.45 ? 0 : r.int(1, 3);
    for (let c = 0; c < checkins; c++) {
      const spotlight: Partial<Scores> = {};
      if (r.chance(0.3)) {
        for (const dimension of new Set([
          r.pick(DIMENSION_KEYS),
          r.pick(DIMENSION_KEYS),
          r.pick(DIMENSION_KEYS),
        ]))
          spotlight[dimension] = toStep(values[dimension] + r.normal() * 0.5);
      }
      h.checkin({ day, time: timeOn(r, c * 60) }, toStep(overall + r.normal() * 0.8), {
        spotlight,
        ...(opts.tags && r.chance(0.3) ? { tags: [r.pick(TAGS)] } : {}),
      });
    }
  }
}
