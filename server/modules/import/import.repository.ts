import type { Insertable, Kysely, Transaction } from 'kysely';
import type { ImportKind } from '../../../core/schemas/import';
import type {
  Database,
  DimensionReflectionsTable,
  JournalEntriesTable,
  QuickCheckinsTable,
  SpotlightRatingsTable,
  WellbeingEntriesTable,
} from '../../db/schema';
import { LINKS } from '../tags/tags.repository';
import { idsByDay } from '../../db/owned';
import { journalColumn } from '../../db/journal-columns';
import { JOURNAL_FIELD_NAMES } from '../../../core/schemas/journal';
import { fixedInsert } from './fixed-inserts';

type Q = Kysely<Database> | Transaction<Database>;

export const TABLES = {
  wellbeingEntries: 'wellbeing_entries',
  journalEntries: 'journal_entries',
  dimensionReflections: 'dimension_reflections',
  quickCheckins: 'quick_checkins',
  spotlightRatings: 'spotlight_ratings',
  who5: 'who5_results',
} as const satisfies Record<ImportKind, keyof Database>;

/** source id → target id of the records of one kind this account imported before. */
export async function findMappings(
  db: Q,
  userId: string,
  kind: ImportKind,
  sourceIds: readonly string[],
): Promise<Map<string, string>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('import_mappings')
    .select(['source_id', 'target_id'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('source_id', 'in', sourceIds)
    .execute();
  return new Map(rows.map((r) => [r.source_id, r.target_id]));
}

/** Which record each source id became: `user_id, kind, source_id, target_id` (decision 413). */
export const MAPPINGS = fixedInsert(['user_id', 'kind', 'source_id', 'target_id'], (db, rows) =>
  db
    .insertInto('import_mappings')
    .values(rows as never)
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'kind', 'source_id'])
        .doUpdateSet((eb) => ({ target_id: eb.ref('excluded.target_id') })),
    ),
);

export async function insertMappings(
  db: Q,
  userId: string,
  kind: ImportKind,
  pairs: readonly { source: string; target: string }[],
): Promise<void> {
  if (pairs.length === 0) return;
  const values: string[] = [];
  for (const p of pairs) values.push(userId, kind, p.source, p.target);
  await MAPPINGS.run(db, values);
}

/** The account's own records of a kind among `ids`, with their last change where the kind has one. */
export async function findOwn(
  db: Q,
  userId: string,
  kind: ImportKind,
  ids: readonly string[],
): Promise<Map<string, { updatedAt: string | null }>> {
  if (ids.length === 0) return new Map();
  const table = TABLES[kind];
  if (table === 'wellbeing_entries' || table === 'journal_entries' || table === 'who5_results') {
    const rows = await db
      .selectFrom(table)
      .select(['id', 'updated_at'])
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, { updatedAt: r.updated_at }]));
  }
  const rows = await db
    .selectFrom(table)
    .select(['id'])
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, { updatedAt: null }]));
}

/** The account's entries on the given days: day → id and last change. */
export function findEntriesByDay(db: Q, userId: string, days: readonly string[]) {
  return idsByDay(db, 'wellbeing_entries', userId, days);
}

export async function insertWellbeingEntries(db: Q, rows: WellbeingEntriesTable[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('wellbeing_entries').values(rows).execute();
}
export async function insertReflections(db: Q, rows: Insertable<DimensionReflectionsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('dimension_reflections').values(rows).execute();
}

/** The columns every imported record of these kinds starts with: its id, owner, day and instant. */
const OWNED = ['id', 'user_id', 'day', 'date'] as const;

/** New quick check-ins, fixed-shape (decision 413): `id, user_id, day, date, core_feeling`. */
export const QUICK_CHECKINS = fixedInsert(
  [...OWNED, 'core_feeling'] satisfies (keyof QuickCheckinsTable)[],
  (db, rows) => db.insertInto('quick_checkins').values(rows as never),
);

/** New journal entries: `id, user_id, day, date, updated_at`, then the written fields' columns. */
export const JOURNAL_ENTRIES = fixedInsert(
  [...OWNED, 'updated_at', ...JOURNAL_FIELD_NAMES.map(journalColumn)] satisfies (keyof JournalEntriesTable)[],
  (db, rows) => db.insertInto('journal_entries').values(rows as never),
);

/** New spotlight ratings: `id, user_id, day, date, quick_checkin_id, dimension, score`. */
export const SPOTLIGHT_RATINGS = fixedInsert(
  [...OWNED, 'quick_checkin_id', 'dimension', 'score'] satisfies (keyof SpotlightRatingsTable)[],
  (db, rows) => db.insertInto('spotlight_ratings').values(rows as never),
);

/** The latest local day on which the account has any record, on or before `day`, newest first. */
export async function activeDaysUpTo(db: Q, userId: string, day: string): Promise<string[]> {
  const rows = await db
    .selectFrom('wellbeing_entries')
    .select('day')
    .where('user_id', '=', userId)
    .where('day', '<=', day)
    .union(
      db.selectFrom('journal_entries').select('day').where('user_id', '=', userId).where('day', '<=', day),
    )
    .union(
      db
        .selectFrom('dimension_reflections')
        .select('day')
        .where('user_id', '=', userId)
        .where('day', '<=', day),
    )
    .union(
      db.selectFrom('quick_checkins').select('day').where('user_id', '=', userId).where('day', '<=', day),
    )
    .union(
      db.selectFrom('spotlight_ratings').select('day').where('user_id', '=', userId).where('day', '<=', day),
    )
    .orderBy('day', 'desc')
    .execute();
  return rows.map((r) => r.day);
}

/** The tag links of new records: `<item>, tag_id, user_id, day` (decisions 284 and 413). */
export const TAG_LINKS = {
  journal: fixedInsert([LINKS.journal.item, 'tag_id', 'user_id', 'day'], (db, rows) =>
    db.insertInto(LINKS.journal.table).values(rows as never),
  ),
  checkin: fixedInsert([LINKS.checkin.item, 'tag_id', 'user_id', 'day'], (db, rows) =>
    db.insertInto(LINKS.checkin.table).values(rows as never),
  ),
} as const;
