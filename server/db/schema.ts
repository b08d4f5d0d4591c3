import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Row types of the database. Timestamps are ISO 8601 UTC strings on both engines; `day` columns are the
 * user's local calendar day (YYYY-MM-DD). Scores are numeric(3,1): numbers on SQLite, strings on
 * PostgreSQL, so reads go through `Number()` in the mappers.
 */
type Score = number | string;

export interface UsersTable {
  id: string;
  name: string | null;
  email: string;
  password_hash: string;
  current_streak: Generated<number>;
  longest_streak: Generated<number>;
  last_active_date: string | null;
  time_zone: Generated<string>;
  created_at: string;
}

export interface SessionsTable {
  id_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface WellbeingEntriesTable {
  id: string;
  user_id: string;
  day: string;
  date: string;
  updated_at: string;
  sleep: Score;
  exercise: Score;
  diet: Score;
  social: Score;
  achievements: Score;
  relationships: Score;
  creativity: Score;
  finance: Score;
  overall_score: Score;
  notes: string | null;
}

export interface DimensionReflectionsTable {
  id: string;
  user_id: string;
  wellbeing_entry_id: string;
  dimension: string;
  score: Score;
  notes: string | null;
  reflection: string | null;
  put_into_practice: Generated<number>;
  day: string;
  date: string;
}

export interface JournalEntriesTable {
  id: string;
  user_id: string;
  day: string;
  date: string;
  updated_at: string;
  title: string | null;
  content: string;
  mood: number;
}

export interface QuickCheckinsTable {
  id: string;
  user_id: string;
  day: string;
  date: string;
  core_feeling: Score;
}

export interface SpotlightRatingsTable {
  id: string;
  user_id: string;
  quick_checkin_id: string | null;
  dimension: string;
  score: Score;
  day: string;
  date: string;
}

/** One row per account and Idempotency-Key (DESIGN §5); `status` is null while the first request runs. */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  fingerprint: string;
  status: number | null;
  body: string | null;
  created_at: string;
}

/** The local days on which a user wrote something; `day_number` counts days from 1970-01-01. */
export interface ActivityDaysTable {
  user_id: string;
  day: string;
  day_number: number;
}

export interface StreakCelebrationsTable {
  user_id: string;
  days: number;
  celebrated_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  wellbeing_entries: WellbeingEntriesTable;
  dimension_reflections: DimensionReflectionsTable;
  journal_entries: JournalEntriesTable;
  quick_checkins: QuickCheckinsTable;
  spotlight_ratings: SpotlightRatingsTable;
  idempotency_keys: IdempotencyKeysTable;
  activity_days: ActivityDaysTable;
  streak_celebrations: StreakCelebrationsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type WellbeingEntryRow = Selectable<WellbeingEntriesTable>;
export type DimensionReflectionRow = Selectable<DimensionReflectionsTable>;
export type JournalEntryRow = Selectable<JournalEntriesTable>;
export type QuickCheckinRow = Selectable<QuickCheckinsTable>;
export type SpotlightRatingRow = Selectable<SpotlightRatingsTable>;
