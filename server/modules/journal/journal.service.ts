import { randomUUID } from 'node:crypto';
import type { CreateJournalEntry, UpdateJournalEntry } from '../../../core/schemas/journal';
import type { AppContext } from '../../context';
import type { JournalEntryRow, UserRow } from '../../db/schema';
import { findOwnedRow } from '../../db/owned';
import { notFound } from '../../lib/app-error';
import type { PageRequest } from '../../lib/paging';
import { momentFor } from '../activity/activity.service';
import { createTaggedItem, setItemTags } from '../tags/tags.service';
import {
  deleteJournalEntry,
  insertJournalEntry,
  listJournalEntries,
  updateJournalEntry,
} from './journal.repository';

const JOURNAL_ENTRY_NOT_FOUND = 'Journal entry not found';

export function listJournal(ctx: AppContext, userId: string, page: PageRequest): Promise<JournalEntryRow[]> {
  return listJournalEntries(ctx.db, userId, page);
}

export function createJournalEntry(
  ctx: AppContext,
  user: UserRow,
  input: CreateJournalEntry,
): Promise<JournalEntryRow> {
  return createTaggedItem(ctx, user, 'journal', input, (trx, moment) =>
    insertJournalEntry(trx, {
      id: randomUUID(),
      user_id: user.id,
      day: moment.day,
      date: moment.at,
      updated_at: moment.now,
      title: input.title ?? null,
      content: input.content,
      mood: input.mood,
    }),
  );
}

export async function editJournalEntry(
  ctx: AppContext,
  user: UserRow,
  id: string,
  input: UpdateJournalEntry,
): Promise<JournalEntryRow> {
  const now = momentFor(ctx, user).now;
  return ctx.db.transaction().execute(async (trx) => {
    const row = await updateJournalEntry(trx, user.id, id, {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.content !== undefined ? { content: input.content } : {}),
      ...(input.mood !== undefined ? { mood: input.mood } : {}),
      updated_at: now,
    });
    if (!row) throw notFound(JOURNAL_ENTRY_NOT_FOUND);
    if (input.tags !== undefined)
      await setItemTags(trx, user.id, 'journal', row.id, row.day, input.tags, now);
    return row;
  });
}

/** One of the user's entries, opened by id (a search result older than the loaded pages). */
export async function openJournalEntry(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<JournalEntryRow> {
  const row = await findOwnedRow(ctx.db, 'journal_entries', userId, id);
  if (!row) throw notFound(JOURNAL_ENTRY_NOT_FOUND);
  return row;
}

export async function removeJournalEntry(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!(await deleteJournalEntry(ctx.db, userId, id))) throw notFound(JOURNAL_ENTRY_NOT_FOUND);
}
