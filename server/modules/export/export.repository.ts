import type { Kysely, Selectable } from 'kysely';
import type {
  Database,
  DimensionReflectionRow,
  JournalEntryRow,
  QuickCheckinRow,
  SpotlightRatingRow,
  WellbeingEntryRow,
  Who5ResultsTable,
} from '../../db/schema';

/** Where the previous page ended: its last row's sort key and id. */
export interface Cursor {
  key: string;
  id: string;
}

/**
 * One page of a user's rows, newest first, strictly after `after`. Keyset pagination on (key, id)
 * rather than OFFSET: every page costs the same however deep into the history it is, and a row
 * written meanwhile cannot shift a page boundary and duplicate or skip a record.
 */
export type PageReader<Row> = (
  db: Kysely<Database>,
  userId: string,
  after: Cursor | null,
  limit: number,
) => Promise<Row[]>;

// Entries sort by their local day (unique per user: the unique (user_id, day) index serves the order
// alone); the rest by (instant, id), each with its (user_id, [dimension,] date, id) index (decision 080).
export const wellbeingEntriesPage: PageReader<WellbeingEntryRow> = (db, userId, after, limit) => {
  const q = db.selectFrom('wellbeing_entries').selectAll().where('user_id', '=', userId);
  return (after ? q.where('day', '<', after.key) : q).orderBy('day', 'desc').limit(limit).execute();
};

/** The records that sort by (instant, id): one reader each, the same keyset walk. */
type DatedTable = 'dimension_reflections' | 'journal_entries' | 'quick_checkins' | 'spotlight_ratings';

function datedPage<T extends DatedTable>(table: T): PageReader<Selectable<Database[T]>> {
  return (db, userId, after, limit) => {
    const q = db
      .selectFrom(table as DatedTable)
      .selectAll()
      .where('user_id', '=', userId);
    return (after ? q.where((eb) => eb(eb.refTuple('date', 'id'), '<', eb.tuple(after.key, after.id))) : q)
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute() as Promise<Selectable<Database[T]>[]>;
  };
}

export const dimensionReflectionsPage: PageReader<DimensionReflectionRow> =
  datedPage('dimension_reflections');
export const journalEntriesPage: PageReader<JournalEntryRow> = datedPage('journal_entries');
export const quickCheckinsPage: PageReader<QuickCheckinRow> = datedPage('quick_checkins');
export const spotlightRatingsPage: PageReader<SpotlightRatingRow> = datedPage('spotlight_ratings');

/** WHO-5 results, one per day (decision 290): by day, like the entries. */
export const who5Page: PageReader<Selectable<Who5ResultsTable>> = (db, userId, after, limit) => {
  const q = db.selectFrom('who5_results').selectAll().where('user_id', '=', userId);
  return (after ? q.where('day', '<', after.key) : q).orderBy('day', 'desc').limit(limit).execute();
};
