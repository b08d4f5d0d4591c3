import { deletedAny, updatedAny } from '../../db/affected';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type {
  Database,
  PushSubscriptionRow,
  ReminderDeliveryRow,
  ReminderSettingsRow,
} from '../../db/schema';
import type { Dialect } from '../../db/database';

type Conn = Kysely<Database> | Transaction<Database>;

export function findSettings(db: Conn, userId: string): Promise<ReminderSettingsRow | undefined> {
  return db.selectFrom('reminder_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function upsertSettings(db: Conn, row: ReminderSettingsRow): Promise<void> {
  const { user_id: _userId, ...rest } = row;
  await db
    .insertInto('reminder_settings')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(rest))
    .execute();
}

export function countPushSubscriptions(db: Conn, userId: string): Promise<number> {
  return db
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/**
 * Saves a browser's subscription unless the account already has `max` others; an endpoint already
 * known (same browser, maybe re-subscribed) moves to this user. On PostgreSQL the user's row is locked
 * so two saves at once cannot both pass the count (SQLite runs one transaction at a time).
 * False when the limit refused it.
 */
export async function saveBoundedPushSubscription(
  db: Kysely<Database>,
  dialect: Dialect,
  sub: { userId: string; endpoint: string; p256dh: string; auth: string; now: string; max: number },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') {
      await trx.selectFrom('users').select('id').where('id', '=', sub.userId).forUpdate().execute();
    }
    const others = await trx
      .selectFrom('push_subscriptions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', sub.userId)
      .where('endpoint', '!=', sub.endpoint)
      .executeTakeFirstOrThrow();
    if (Number(others.n) >= sub.max) return false;
    await trx
      .insertInto('push_subscriptions')
      .values({
        id: randomUUID(),
        user_id: sub.userId,
        endpoint: sub.endpoint,
        p256dh: sub.p256dh,
        auth: sub.auth,
        created_at: sub.now,
      })
      .onConflict((oc) =>
        oc
          .column('endpoint')
          .doUpdateSet({ user_id: sub.userId, p256dh: sub.p256dh, auth: sub.auth, created_at: sub.now }),
      )
      .execute();
    return true;
  });
}

/** Deletes the user's subscription written any of `endpoints` (a browser's spelling, the stored one). */
export async function deletePushSubscription(
  db: Conn,
  userId: string,
  endpoints: string[],
): Promise<boolean> {
  return deletedAny(
    db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', 'in', endpoints),
  );
}

export async function deletePushSubscriptionsById(db: Conn, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('push_subscriptions').where('id', 'in', ids).execute();
}

export function pushSubscriptionsOf(db: Conn, userId: string): Promise<PushSubscriptionRow[]> {
  return db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).execute();
}

export type ReminderKind = 'daily' | 'weekly';

export interface DueRow {
  user_id: string;
  time_zone: string;
  daily_time: string;
  next_at: string;
  next_day: string;
}

/** Settings whose `kind` reminder fell due at or before `now`, oldest first, at most `limit`. */
export function dueSettings(db: Conn, kind: ReminderKind, now: string, limit: number): Promise<DueRow[]> {
  const at = kind === 'daily' ? 'r.daily_next_at' : 'r.weekly_next_at';
  const day = kind === 'daily' ? 'r.daily_next_day' : 'r.weekly_next_day';
  return db
    .selectFrom('reminder_settings as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.user_id',
      'u.time_zone',
      'r.daily_time',
      sql<string>`${sql.ref(at)}`.as('next_at'),
      sql<string>`${sql.ref(day)}`.as('next_day'),
    ])
    .where(sql.ref(at), '<=', now)
    .orderBy(sql.ref(at))
    .orderBy('r.user_id')
    .limit(limit)
    .execute() as Promise<DueRow[]>;
}

/** Moves the next due instant of many users at once: one statement per distinct (at, day). */
export async function rescheduleMany(
  db: Conn,
  kind: ReminderKind,
  moves: { userId: string; at: string | null; day: string | null }[],
): Promise<void> {
  const groups = new Map<string, { at: string | null; day: string | null; ids: string[] }>();
  for (const m of moves) {
    const key = `${m.at}|${m.day}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { at: m.at, day: m.day, ids: [] }));
    g.ids.push(m.userId);
  }
  for (const g of groups.values()) {
    for (let i = 0; i < g.ids.length; i += 1000) {
      const ids = g.ids.slice(i, i + 1000);
      await db
        .updateTable('reminder_settings')
        .set(
          kind === 'daily'
            ? { daily_next_at: g.at, daily_next_day: g.day }
            : { weekly_next_at: g.at, weekly_next_day: g.day },
        )
        .where('user_id', 'in', ids)
        .execute();
    }
  }
}

/**
 * Records reminders that fell due; a (user, kind, day) already recorded — by another instance, or
 * before a restart — is left alone. Returns only the rows this call inserted.
 */
export async function insertDeliveries(
  db: Conn,
  rows: Omit<ReminderDeliveryRow, 'finished_at'>[],
): Promise<{ id: string }[]> {
  const inserted: { id: string }[] = [];
  // 2,000 rows of 7 values stay under SQLite's 32,766 and PostgreSQL's 65,535 parameters.
  for (let i = 0; i < rows.length; i += 2000) {
    const chunk = rows.slice(i, i + 2000);
    const r = await db
      .insertInto('reminder_deliveries')
      .values(chunk.map((row) => ({ ...row, finished_at: null })))
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'day']).doNothing())
      .returning('id')
      .execute();
    inserted.push(...r);
  }
  return inserted;
}

export function findDelivery(db: Conn, id: string): Promise<ReminderDeliveryRow | undefined> {
  return db.selectFrom('reminder_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Finishes a queued delivery; false when it was no longer queued (already finished elsewhere). */
export async function finishDelivery(db: Conn, id: string, status: string, now: string): Promise<boolean> {
  return updatedAny(
    db
      .updateTable('reminder_deliveries')
      .set({ status, finished_at: now })
      .where('id', '=', id)
      .where('status', '=', 'queued'),
  );
}

export function queuedDeliveries(db: Conn, limit: number): Promise<{ id: string }[]> {
  return db
    .selectFrom('reminder_deliveries')
    .select('id')
    .where('status', '=', 'queued')
    .orderBy('due_at')
    .limit(limit)
    .execute();
}

/** Turns off one kind of reminder (one-click unsubscribe). */
export async function disableKind(db: Conn, userId: string, kind: ReminderKind, now: string): Promise<void> {
  await db
    .updateTable('reminder_settings')
    .set(
      kind === 'daily'
        ? { daily_enabled: 0, daily_next_at: null, daily_next_day: null, updated_at: now }
        : { weekly_enabled: 0, weekly_next_at: null, weekly_next_day: null, updated_at: now },
    )
    .where('user_id', '=', userId)
    .execute();
}

export async function readSecret(db: Conn, name: string): Promise<string | undefined> {
  const r = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirst();
  return r?.value;
}

export async function insertSecretIfAbsent(
  db: Conn,
  name: string,
  value: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('server_secrets')
    .values({ name, value, created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
