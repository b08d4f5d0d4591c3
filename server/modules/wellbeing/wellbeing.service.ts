import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { DIMENSION_KEYS, type DimensionKey } from '../../../core/dimensions';
import type { CreateWellbeingEntry, UpdateWellbeingEntry } from '../../../core/schemas/wellbeing';
import { carryForward, overallScore, type Scores } from '../../../core/scores';
import type { AppContext } from '../../lib/context';
import type { PageRequest } from '../../lib/paging';
import type { Database, UserRow, WellbeingEntryRow } from '../../db/schema';
import { findOwnedRow, findOwnedRowBy, updateOwnedRow } from '../../db/owned';
import { notFound } from '../../lib/app-error';
import { syncEntryOverall } from '../areas/areas.service';
import { momentFor, writeTodayAsActivity, type Moment } from '../activity/activity.service';
import {
  findLatestEntry,
  findLatestEntryBefore,
  insertEntryIfDayFree,
  listEntries,
  type LatestEntry,
} from './wellbeing.repository';

export type { Scores };
export type ScorePatch = Partial<Scores>;

export const ENTRY_NOT_FOUND = 'Wellbeing entry not found';

function perDimension(value: (key: DimensionKey) => number): Scores {
  return Object.fromEntries(DIMENSION_KEYS.map((key) => [key, value(key)])) as Scores;
}

/** Scores are numeric(3,1): numbers on SQLite, strings on PostgreSQL. */
function scoresOf(row: WellbeingEntryRow): Scores {
  return perDimension((key) => Number(row[key]));
}

/** Only the areas a payload names; its other fields (notes) are not scores. */
function scorePatchOf(input: UpdateWellbeingEntry): ScorePatch {
  const patch: ScorePatch = {};
  for (const key of DIMENSION_KEYS) {
    const score = input[key];
    if (score !== undefined) patch[key] = score;
  }
  return patch;
}

/** Applies a patch to a row the caller has locked; overallScore is recomputed from all eight. */
async function applyToEntry(
  trx: Transaction<Database>,
  row: WellbeingEntryRow,
  patch: ScorePatch,
  notes: string | null | undefined,
  moment: Moment,
): Promise<WellbeingEntryRow> {
  const scores = carryForward(scoresOf(row), patch);
  const updated = await updateOwnedRow(trx, 'wellbeing_entries', row.user_id, row.id, {
    ...scores,
    overall_score: overallScore(scores),
    ...(notes !== undefined ? { notes } : {}),
    updated_at: moment.now,
  });
  // The row is locked (PostgreSQL) or the connection is ours (SQLite): it cannot vanish meanwhile.
  if (!updated) throw new Error('wellbeing entry vanished inside its own transaction');
  return updated;
}

/**
 * Applies ratings to the user's entry for the moment's day (today, or a past day), creating it if
 * needed: a new day's entry starts from the latest entry before that day, or 5.0 when there is none
 * (docs/product.md §11.1). One entry per user per
 * local day holds under concurrency: the unique key decides which insert wins, and a loser applies
 * its ratings on top of the winner's row under a lock. Runs inside the caller's transaction.
 */
export async function applyScoresToDay(
  ctx: AppContext,
  trx: Transaction<Database>,
  userId: string,
  moment: Moment,
  patch: ScorePatch,
  notes?: string | null,
): Promise<{ row: WellbeingEntryRow; created: boolean }> {
  const { row, created } = await applyEightToDay(ctx, trx, userId, moment, patch, notes);
  // The stored overall follows the person's wheel (decision 342).
  return { row: await syncEntryOverall(trx, userId, row), created };
}

/** The eight areas' part of applyScoresToDay, with the same arguments. */
async function applyEightToDay(
  ...[ctx, trx, userId, moment, patch, notes]: Parameters<typeof applyScoresToDay>
): Promise<{ row: WellbeingEntryRow; created: boolean }> {
  const lock = ctx.dialect === 'postgres';
  const existing = await findOwnedRowBy(trx, 'wellbeing_entries', userId, 'day', moment.day, { lock });
  if (existing) return { row: await applyToEntry(trx, existing, patch, notes, moment), created: false };

  const previous = await findLatestEntryBefore(trx, userId, moment.day);
  const scores = carryForward(previous && scoresOf(previous), patch);
  const inserted = await insertEntryIfDayFree(trx, {
    id: randomUUID(),
    user_id: userId,
    day: moment.day,
    date: moment.at,
    updated_at: moment.now,
    ...scores,
    overall_score: overallScore(scores),
    notes: notes ?? null,
  });
  if (inserted) return { row: inserted, created: true };

  // A concurrent request created the day's entry after our first read; it is committed now.
  const winner = await findOwnedRowBy(trx, 'wellbeing_entries', userId, 'day', moment.day, { lock });
  if (!winner) throw new Error("the day's wellbeing entry neither inserted nor found");
  return { row: await applyToEntry(trx, winner, patch, notes, moment), created: false };
}

export function listWellbeingEntries(
  ctx: AppContext,
  userId: string,
  page: PageRequest,
): Promise<WellbeingEntryRow[]> {
  return listEntries(ctx.db, userId, page);
}

/** The newest entry with its own-area ratings, in one read (decision 400); at once on SQLite (decision 460). */
export function latestWellbeingEntry(
  ctx: AppContext,
  userId: string,
): LatestEntry | undefined | Promise<LatestEntry | undefined> {
  return findLatestEntry(ctx.db, userId);
}

export function todaysWellbeingEntry(ctx: AppContext, user: UserRow): Promise<WellbeingEntryRow | undefined> {
  return findOwnedRowBy(ctx.db, 'wellbeing_entries', user.id, 'day', momentFor(ctx, user).today);
}

/** POST: all eight scores for today; updates today's entry when it exists (`created: false`). */
export function saveTodaysEntry(
  ctx: AppContext,
  user: UserRow,
  input: CreateWellbeingEntry,
): Promise<{ row: WellbeingEntryRow; created: boolean }> {
  return writeTodayAsActivity(ctx, user, (trx, moment) =>
    applyScoresToDay(ctx, trx, user.id, moment, scorePatchOf(input), input.notes),
  );
}

/** PATCH: any subset of one of the user's entries, of any day. */
export function updateWellbeingEntry(
  ctx: AppContext,
  user: UserRow,
  id: string,
  input: UpdateWellbeingEntry,
): Promise<WellbeingEntryRow> {
  return writeTodayAsActivity(ctx, user, async (trx, moment) => {
    const row = await findOwnedRow(trx, 'wellbeing_entries', user.id, id, {
      lock: ctx.dialect === 'postgres',
    });
    if (!row) throw notFound(ENTRY_NOT_FOUND);
    return syncEntryOverall(
      trx,
      user.id,
      await applyToEntry(trx, row, scorePatchOf(input), input.notes, moment),
    );
  });
}
