import type { Kysely } from 'kysely';
import { createIndex } from './helpers';

// Frozen: never edit a migration that has shipped; add a new one. (It may be written with the shared
// helpers only where the schema it builds stays the same to the letter: decision 432.)

/**
 * One index per list order (decision 080). Every list and every export section is read newest first
 * on `(key, id)` within one user, so each gets an index on `(user_id, [dimension,] key, id)`: a page
 * is one range scan of it, never a sort of the user's whole history. (Wellbeing entries need none: their
 * day is unique per user, so the unique (user_id, day) index already serves their order.) The two indexes that were a
 * prefix of a new one are dropped; the `(user_id, day, date)` indexes stay for the reports' day ranges.
 */
const INDEXES: { name: string; table: string; columns: string[] }[] = [
  {
    name: 'dimension_reflections_user_dimension_date_id',
    table: 'dimension_reflections',
    columns: ['user_id', 'dimension', 'date', 'id'],
  },
  {
    name: 'dimension_reflections_user_date_id',
    table: 'dimension_reflections',
    columns: ['user_id', 'date', 'id'],
  },
  { name: 'journal_entries_user_date_id', table: 'journal_entries', columns: ['user_id', 'date', 'id'] },
  { name: 'quick_checkins_user_date_id', table: 'quick_checkins', columns: ['user_id', 'date', 'id'] },
  { name: 'spotlight_ratings_user_date_id', table: 'spotlight_ratings', columns: ['user_id', 'date', 'id'] },
];

const REPLACED: { name: string; table: string; columns: string[] }[] = [
  {
    name: 'dimension_reflections_user_dimension_date',
    table: 'dimension_reflections',
    columns: ['user_id', 'dimension', 'date'],
  },
  { name: 'journal_entries_user_date', table: 'journal_entries', columns: ['user_id', 'date'] },
];

/** The platform's spelling of a zone, as the schema now stores it (decision 083); null if unknown. */
function canonicalZone(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const i of INDEXES) await createIndex(db, i.name, i.table, i.columns);
  for (const i of REPLACED) await db.schema.dropIndex(i.name).execute();
  // Zones were stored as sent ("aMeRiCa/new_YORK"); store each in its one spelling.
  const zones: { time_zone: string }[] = await db
    .selectFrom('users')
    .select('time_zone')
    .distinct()
    .execute();
  for (const { time_zone } of zones) {
    const canonical = canonicalZone(time_zone);
    if (canonical && canonical !== time_zone) {
      await db
        .updateTable('users')
        .set({ time_zone: canonical })
        .where('time_zone', '=', time_zone)
        .execute();
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const i of REPLACED) await createIndex(db, i.name, i.table, i.columns);
  for (const i of INDEXES) await db.schema.dropIndex(i.name).execute();
}
