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

export async function insertMappings(
  db: Q,
  userId: string,
  kind: ImportKind,
  pairs: readonly { source: string; target: string }[],
): Promise<void> {
  if (pairs.length === 0) return;
  await db
    .insertInto('import_mappings')
    .values(pairs.map((p) => ({ user_id: userId, kind, source_id: p.source, target_id: p.target })))
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'kind', 'source_id'])
        .doUpdateSet((eb) => ({ target_id: eb.ref('excluded.target_id') })),
    )
    .execute();
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
export async function insertJournalEntries(db: Q, rows: Insertable<JournalEntriesTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('journal_entries').values(rows).execute();
}
export async function insertReflections(db: Q, rows: Insertable<DimensionReflectionsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('dimension_reflections').values(rows).execute();
}
export async function insertQuickCheckins(db: Q, rows: QuickCheckinsTable[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('quick_checkins').values(rows).execute();
}
export async function insertSpotlightRatings(db: Q, rows: SpotlightRatingsTable[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('spotlight_ratings').values(rows).execute();
}

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

/**
 * The tag links of many new records of one kind in one statement per 500 (decision 284): the import
 * writes a batch's links at once instead of one record at a time.
 */
export async function insertItemTagLinks(
  db: Q,
  kind: 'journal' | 'checkin',
  rows: readonly { itemId: string; tagId: string; userId: string; day: string }[],
): Promise<void> {
  const { table, item } = LINKS[kind];
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto(table)
      .values(
        rows
          .slice(i, i + 500)
          .map((r) => ({ [item]: r.itemId, tag_id: r.tagId, user_id: r.userId, day: r.day })) as never,
      )
      .execute();
  }
}
