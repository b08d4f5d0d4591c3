import type { Kysely } from 'kysely';
import { createIndex, createOwnedTable, createPerUserTable, required } from './helpers';

// Frozen: never edit a migration that has shipped; add a new one. (It may be written with the shared
// helpers only where the schema it builds stays the same to the letter: decision 432.)

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One row per user who ever saved reminder settings. `*_next_at` is the next instant (UTC) the
  // reminder falls due and `*_next_day` the user's local day it is for, kept current on every save and
  // every tick, so finding who is due is one indexed range read however many users there are.
  await createPerUserTable(db, 'reminder_settings')
    .addColumn('daily_enabled', 'integer', required)
    .addColumn('daily_time', 'text', required)
    .addColumn('daily_email', 'integer', required)
    .addColumn('daily_push', 'integer', required)
    .addColumn('daily_next_at', 'text')
    .addColumn('daily_next_day', 'text')
    .addColumn('weekly_enabled', 'integer', required)
    .addColumn('weekly_next_at', 'text')
    .addColumn('weekly_next_day', 'text')
    .addColumn('updated_at', 'text', required)
    .execute();
  await createIndex(db, 'reminder_settings_daily_due', 'reminder_settings', ['daily_next_at']);
  await createIndex(db, 'reminder_settings_weekly_due', 'reminder_settings', ['weekly_next_at']);

  await createOwnedTable(db, 'push_subscriptions')
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', required)
    .addColumn('auth', 'text', required)
    .addColumn('created_at', 'text', required)
    .execute();
  await createIndex(db, 'push_subscriptions_user', 'push_subscriptions', ['user_id']);

  // One row per reminder that fell due: the unique (user, kind, day) is what makes each reminder
  // exactly once per user and day across instances, restarts and crashes.
  await createOwnedTable(db, 'reminder_deliveries')
    .addColumn('kind', 'text', required)
    .addColumn('day', 'text', required)
    .addColumn('due_at', 'text', required)
    .addColumn('status', 'text', required)
    .addColumn('created_at', 'text', required)
    .addColumn('finished_at', 'text')
    .addUniqueConstraint('reminder_deliveries_once', ['user_id', 'kind', 'day'])
    .execute();
  await createIndex(db, 'reminder_deliveries_status', 'reminder_deliveries', ['status', 'due_at']);

  // Server-wide secrets created on first use (the key that signs unsubscribe links), shared by every
  // instance through the database so that no setting is needed.
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', required)
    .addColumn('created_at', 'text', required)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['server_secrets', 'reminder_deliveries', 'push_subscriptions', 'reminder_settings'])
    await db.schema.dropTable(t).execute();
}
