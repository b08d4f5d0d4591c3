import { randomUUID } from 'node:crypto';
import type { CreateJournalEntry, UpdateJournalEntry } from '../../../core/schemas/journal';
import type { AppContext } from '../../context';
import type { JournalEntryRow, UserRow } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { momentFor, momentOn, writeAsActivity } from '../activity/activity.service';
import {
  deleteJournalEntry,
  insertJournalEntry,
  listJournalEntries,
  updateJournalEntry,
} from './journal.repository';

const JOURNAL_ENTRY_NOT_FOUND = 'Journal entry not found';

export function listJournal(ctx: AppContext, userId: string): Promise<JournalEntryRow[]> {
  return listJournalEntries(ctx.db, userId);
}

export function createJournalEntry(
  ctx: AppContext,
  user: UserRow,
  input: CreateJournalEntry,
): Promise<JournalEntryRow> {
  const moment = momentOn(ctx, user, input.day);
  return writeAsActivity(ctx, user.id, moment, (trx) =>
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
  const row = await updateJournalEntry(ctx.db, user.id, id, {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.content !== undefined ? { content: input.content } : {}),
    ...(input.mood !== undefined ? { mood: input.mood } : {}),
    updated_at: momentFor(ctx, user).now,
  });
  if (!row) throw notFound(JOURNAL_ENTRY_NOT_FOUND);
  return row;
}

export async function removeJournalEntry(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!(await deleteJournalEntry(ctx.db, userId, id))) throw notFound(JOURNAL_ENTRY_NOT_FOUND);
}
