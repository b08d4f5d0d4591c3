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

export interface ReminderSettingsTable {
  user_id: string;
  daily_enabled: number;
  daily_time: string;
  daily_email: number;
  daily_push: number;
  daily_next_at: string | null;
  daily_next_day: string | null;
  weekly_enabled: number;
  weekly_next_at: string | null;
  weekly_next_day: string | null;
  updated_at: string;
}

export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

export interface ReminderDeliveriesTable {
  id: string;
  user_id: string;
  /** 'daily' | 'weekly' */
  kind: string;
  day: string;
  due_at: string;
  /** 'queued' → 'sent' | 'skipped-active' | 'expired' | 'cancelled' | 'failed' */
  status: string;
  created_at: string;
  finished_at: string | null;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
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
  reminder_settings: ReminderSettingsTable;
  push_subscriptions: PushSubscriptionsTable;
  reminder_deliveries: ReminderDeliveriesTable;
  server_secrets: ServerSecretsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type WellbeingEntryRow = Selectable<WellbeingEntriesTable>;
export type DimensionReflectionRow = Selectable<DimensionReflectionsTable>;
export type JournalEntryRow = Selectable<JournalEntriesTable>;
export type QuickCheckinRow = Selectable<QuickCheckinsTable>;
export type SpotlightRatingRow = Selectable<SpotlightRatingsTable>;
export type ReminderSettingsRow = Selectable<ReminderSettingsTable>;
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;
export type ReminderDeliveryRow = Selectable<ReminderDeliveriesTable>;
