import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { JournalColumns } from './journal-columns';

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
  /** The User-Agent the session was made with (cut to 300 characters), for the sessions list. */
  user_agent: string | null;
  last_used_at: string | null;
}

/** An account the instance owner disabled (`npm run admin`): it cannot sign in and gets no mail. */
export interface DisabledAccountsTable {
  user_id: string;
  disabled_at: string;
}

export interface InvitationsTable {
  token_hash: string;
  note: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
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

/** A row of a person's wheel (decision 340): no rows while it is the default eight. */
export interface AreasTable {
  user_id: string;
  key: string;
  label: string;
  icon: string;
  color: string;
  hidden: number;
  position: number;
  built_in: number;
  description: string | null;
  created_at: string;
  updated_at: string;
}

/** A rating of an area of one's own on one day, beside that day's entry (decision 341). */
export interface AreaRatingsTable {
  entry_id: string;
  user_id: string;
  area_key: string;
  day: string;
  score: Score;
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

/** The written fields' columns come from core's JOURNAL_FIELDS (decision 321). */
export type JournalEntriesTable = {
  id: string;
  user_id: string;
  day: string;
  date: string;
  updated_at: string;
} & JournalColumns;

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

/** Which record of the account an imported record became (decision 120). */
export interface ImportMappingsTable {
  user_id: string;
  kind: string;
  source_id: string;
  target_id: string;
}

export interface TargetsTable {
  user_id: string;
  dimension: string;
  score: Score;
  updated_at: string;
}

export interface TagsTable {
  id: string;
  user_id: string;
  name: string;
  /** `name` in lower case; unique per user. */
  name_key: string;
  created_at: string;
}

export interface JournalEntryTagsTable {
  journal_entry_id: string;
  tag_id: string;
  user_id: string;
  day: string;
}

export interface QuickCheckinTagsTable {
  quick_checkin_id: string;
  tag_id: string;
  user_id: string;
  day: string;
}

/** SQLite only: the stable rowid of each search document in `search_fts` (kept by triggers). */
export interface SearchRowsTable {
  id: Generated<number>;
  kind: string;
  item_id: string;
  user_id: string;
}

/** One row per account and Idempotency-Key (docs/product.md §12); `status` is null while the first request runs. */
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

export interface PasskeysTable {
  id: string;
  user_id: string;
  /** The credential id, base64url, as the browser names it; unique over every account. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The signature counter last seen (bigint: a string on PostgreSQL). */
  counter: number | string;
  /** JSON array of transports the authenticator named, or null. */
  transports: string | null;
  backed_up: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface WebauthnChallengesTable {
  challenge: string;
  /** 'registration' | 'login' | 'unlock' */
  purpose: string;
  /** The signed-in user the challenge was given to; null for a sign-in. */
  user_id: string | null;
  created_at: string;
  expires_at: string;
}

/** A WHO-5 result (decision 290): answers a1–a5 (0–5) in the statements' order; one per user and day. */
export interface Who5ResultsTable {
  id: string;
  user_id: string;
  day: string;
  a1: number;
  a2: number;
  a3: number;
  a4: number;
  a5: number;
  created_at: string;
  updated_at: string;
}

/** The day the user last declined the WHO-5 offer ("Not now"). */
export interface Who5OffersTable {
  user_id: string;
  dismissed_day: string;
  updated_at: string;
}

/** A read-only link to part of a user's history (decisions 300–302); only the token's hash is kept. */
export interface ShareLinksTable {
  id: string;
  user_id: string;
  /** SHA-256 (hex) of the token; unique, the only way a link is found from its URL. */
  token_hash: string;
  /** The shared parts, comma-separated, in SHARE_SCOPES order. */
  scope: string;
  from_day: string;
  to_day: string;
  created_at: string;
  expires_at: string;
  last_opened_at: string | null;
  revoked_at: string | null;
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
  import_mappings: ImportMappingsTable;
  targets: TargetsTable;
  tags: TagsTable;
  journal_entry_tags: JournalEntryTagsTable;
  quick_checkin_tags: QuickCheckinTagsTable;
  search_rows: SearchRowsTable;
  invitations: InvitationsTable;
  idempotency_keys: IdempotencyKeysTable;
  activity_days: ActivityDaysTable;
  streak_celebrations: StreakCelebrationsTable;
  reminder_settings: ReminderSettingsTable;
  push_subscriptions: PushSubscriptionsTable;
  reminder_deliveries: ReminderDeliveriesTable;
  server_secrets: ServerSecretsTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  disabled_accounts: DisabledAccountsTable;
  who5_results: Who5ResultsTable;
  who5_offers: Who5OffersTable;
  share_links: ShareLinksTable;
  areas: AreasTable;
  area_ratings: AreaRatingsTable;
}

/** A user as request handlers see it: never the password hash (only the auth service reads that). */
export type UserRow = Omit<Selectable<UsersTable>, 'password_hash'>;
export type UserWithPasswordRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type WellbeingEntryRow = Selectable<WellbeingEntriesTable>;
export type DimensionReflectionRow = Selectable<DimensionReflectionsTable>;
export type JournalEntryRow = Selectable<JournalEntriesTable>;
export type QuickCheckinRow = Selectable<QuickCheckinsTable>;
export type SpotlightRatingRow = Selectable<SpotlightRatingsTable>;
export type TagRow = Selectable<TagsTable>;
export type SessionRow = Selectable<SessionsTable>;
export type ReminderSettingsRow = Selectable<ReminderSettingsTable>;
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;
export type ReminderDeliveryRow = Selectable<ReminderDeliveriesTable>;
export type PasskeyRow = Selectable<PasskeysTable>;
export type AreaRow = Selectable<AreasTable>;
export type AreaRatingRow = Selectable<AreaRatingsTable>;
