import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One row per user who ever saved reminder settings. `*_next_at` is the next instant (UTC) the
  // reminder falls due and `*_next_day` the user's local day it is for, kept current on every save and
  // every tick, so finding who is due is one indexed range read however many users there are.
  await db.schema
    .createTable('reminder_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('daily_enabled', 'integer', (c) => c.notNull())
    .addColumn('daily_time', 'text', (c) => c.notNull())
    .addColumn('daily_email', 'integer', (c) => c.notNull())
    .addColumn('daily_push', 'integer', (c) => c.notNull())
    .addColumn('daily_next_at', 'text')
    .addColumn('daily_next_day', 'text')
    .addColumn('weekly_enabled', 'integer', (c) => c.notNull())
    .addColumn('weekly_next_at', 'text')
    .addColumn('weekly_next_day', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reminder_settings_daily_due')
    .on('reminder_settings')
    .column('daily_next_at')
    .execute();
  await db.schema
    .createIndex('reminder_settings_weekly_due')
    .on('reminder_settings')
    .column('weekly_next_at')
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();

  // One row per reminder that fell due: the unique (user, kind, day) is what makes each reminder
  // exactly once per user and day across instances, restarts and crashes.
  await db.schema
    .createTable('reminder_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addUniqueConstraint('reminder_deliveries_once', ['user_id', 'kind', 'day'])
    .execute();
  await db.schema
    .createIndex('reminder_deliveries_status')
    .on('reminder_deliveries')
    .columns(['status', 'due_at'])
    .execute();

  // Server-wide secrets created on first use (the key that signs unsubscribe links), shared by every
  // instance through the database so that no setting is needed.
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['server_secrets', 'reminder_deliveries', 'push_subscriptions', 'reminder_settings'])
    await db.schema.dropTable(t).execute();
}
