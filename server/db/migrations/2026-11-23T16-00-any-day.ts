import type { Kysely } from 'kysely';
import { createIndex, createUserKeyedTable, required } from './helpers';

// Frozen: never edit a migration that has shipped; add a new one. (It may be written with the shared
// helpers only where the schema it builds stays the same to the letter: decision 432.)

const RECORD_TABLES = [
  'wellbeing_entries',
  'dimension_reflections',
  'journal_entries',
  'quick_checkins',
  'spotlight_ratings',
];

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD day (negative before 1970); copied here: migrations import no app code. */
function dayNumber(day: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const d = new Date(0);
  d.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Math.round(d.getTime() / DAY_MS);
}

/** Longest run of consecutive numbers, and the run ending at the largest one. */
function runs(sorted: number[]): { longest: number; current: number } {
  let longest = 0;
  let current = 0;
  let prev: number | undefined;
  for (const n of sorted) {
    current = prev !== undefined && n === prev + 1 ? current + 1 : 1;
    longest = Math.max(longest, current);
    prev = n;
  }
  return { longest, current };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Idempotency-Key (docs/product.md §12): one row per account and key; `status` null while the first request runs.
  await createUserKeyedTable(db, 'idempotency_keys', ['key'])
    .addColumn('key', 'text', required)
    .addColumn('fingerprint', 'text', required)
    .addColumn('status', 'integer')
    .addColumn('body', 'text')
    .addColumn('created_at', 'text', required)
    .execute();
  await createIndex(db, 'idempotency_keys_created', 'idempotency_keys', ['created_at']);

  // The set of local days on which the user wrote something: the streaks are computed from it.
  await createUserKeyedTable(db, 'activity_days', ['day_number'])
    .addColumn('day', 'text', required)
    // Days since 1970-01-01: consecutive days are consecutive integers on both engines.
    .addColumn('day_number', 'integer', required)
    .execute();

  // Milestones (streak days) an account has celebrated, so a second device does not repeat one.
  await createUserKeyedTable(db, 'streak_celebrations', ['days'])
    .addColumn('days', 'integer', required)
    .addColumn('celebrated_at', 'text', required)
    .execute();

  // GET /api/days counts each day's journal entries and reflections with a range scan on the day.
  await createIndex(db, 'journal_entries_user_day', 'journal_entries', ['user_id', 'day']);
  await createIndex(db, 'dimension_reflections_user_day', 'dimension_reflections', ['user_id', 'day']);

  await db.schema
    .alterTable('users')
    .addColumn('longest_streak', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Back-fill the activity days from every record, plus each user's last active day (it may stem from
  // an edit that left no record of its own), and recompute the streaks from them, one user at a time.
  const users = await db.selectFrom('users').select(['id', 'last_active_date']).execute();
  for (const user of users as { id: string; last_active_date: string | null }[]) {
    const days = new Set<string>();
    for (const table of RECORD_TABLES) {
      const rows = await db
        .selectFrom(table)
        .select('day')
        .distinct()
        .where('user_id', '=', user.id)
        .execute();
      for (const row of rows as { day: string }[]) days.add(row.day);
    }
    if (user.last_active_date) days.add(user.last_active_date);
    const numbered = [...days]
      .map((day) => ({ day, day_number: dayNumber(day) }))
      .filter((d): d is { day: string; day_number: number } => d.day_number !== null)
      .sort((a, b) => a.day_number - b.day_number);
    for (let i = 0; i < numbered.length; i += 500) {
      await db
        .insertInto('activity_days')
        .values(numbered.slice(i, i + 500).map((d) => ({ user_id: user.id, ...d })))
        .execute();
    }
    const { longest, current } = runs(numbered.map((d) => d.day_number));
    const last = numbered.at(-1)?.day ?? null;
    await db
      .updateTable('users')
      .set({ current_streak: current, longest_streak: longest, last_active_date: last })
      .where('id', '=', user.id)
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('longest_streak').execute();
  await db.schema.dropIndex('dimension_reflections_user_day').execute();
  await db.schema.dropIndex('journal_entries_user_day').execute();
  for (const t of ['streak_celebrations', 'activity_days', 'idempotency_keys']) {
    await db.schema.dropTable(t).execute();
  }
}
