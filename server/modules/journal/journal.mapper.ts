import type { ApiJournalEntry } from '../../../core/schemas/journal';
import { journalFieldsOf } from '../../db/journal-columns';
import type { JournalEntryRow } from '../../db/schema';

/** The one place a journal row becomes an API journal entry. */
export function toApiJournalEntry(row: JournalEntryRow, tags?: string[]): ApiJournalEntry {
  return {
    id: row.id,
    day: row.day,
    date: row.date,
    updatedAt: row.updated_at,
    ...journalFieldsOf(row),
    // Array check: the export passes this mapper to Array#map, whose second argument is an index.
    ...(Array.isArray(tags) ? { tags } : {}),
  };
}
