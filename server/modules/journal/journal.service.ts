import { randomUUID } from 'node:crypto';
import type { CreateJournalEntry, UpdateJournalEntry } from '../../../core/schemas/journal';
import type { AppContext } from '../../lib/context';
import { changedJournalColumns, newJournalColumns } from '../../db/journal-columns';
import type { JournalEntryRow, UserRow } from '../../db/schema';
import { findOwnedRow, updateOwnedRow } from '../../db/owned';
import { notFound } from '../../lib/app-error';
import type { PageRequest } from '../../lib/paging';
import { momentFor } from '../activity/activity.service';
import { createTaggedItem, setItemTags } from '../tags/tags.service';
import {
  deleteJournalEntry,
  insertJournalEntry,
  journalPageVersions,
  listJournalEntries,
  type JournalRowVersion,
} from './journal.repository';

const JOURNAL_ENTRY_NOT_FOUND = 'Journal entry not found';

export type JournalListRow = JournalEntryRow & Pick<JournalRowVersion, 'row_version'>;

export function listJournal(ctx: AppContext, userId: string, page: PageRequest): Promise<JournalListRow[]> {
  return listJournalEntries(ctx.db, userId, page, ctx.dialect);
}

/**
 * The fingerprint of a page of journal entries (decision 225): whether more exists, then for each entry
 * its id, date, last change, row version (PostgreSQL) and tag names — everything of the answer that
 * can change. `rows` are the `limit + 1` rows read for the page; `tagsOf` gives an entry's tag names.
 */
export function journalPageFingerprint(
  rows: readonly JournalRowVersion[],
  limit: number,
  tagsOf: (id: string) => readonly string[] | undefined,
): string {
  let out = rows.length > limit ? 'more' : 'last';
  for (const row of rows.slice(0, limit)) {
    out += `\n${row.id}\t${row.date}\t${row.updated_at}\t${row.row_version ?? ''}\t${(tagsOf(row.id) ?? []).join('\u0000')}`;
  }
  return out;
}

/** The fingerprint of the page as the database holds it now: one small read, no entry text. */
export async function currentJournalPageFingerprint(
  ctx: AppContext,
  userId: string,
  page: PageRequest,
): Promise<string> {
  const rows = await journalPageVersions(ctx.db, userId, page, ctx.dialect);
  const names = new Map(rows.map((row) => [row.id, row.tag_names]));
  return journalPageFingerprint(rows, page.limit, (id) => {
    const json = names.get(id);
    return json ? (JSON.parse(json) as string[]) : [];
  });
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
      ...newJournalColumns(input),
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
    const row = await updateOwnedRow(trx, 'journal_entries', user.id, id, {
      ...changedJournalColumns(input),
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
