import { randomUUID } from 'node:crypto';
import { localDay } from '../../../core/dates';
import type { ApiWho5, CreateWho5, Who5Offer } from '../../../core/schemas/who5';
import { who5Due, who5NextOfferDay } from '../../../core/who5';
import type { AppContext } from '../../lib/context';
import type { UserRow } from '../../db/schema';
import { momentOn } from '../activity/activity.service';
import { answerColumns, toApiWho5 } from './who5.mapper';
import {
  dismissedWho5Day,
  findWho5OnDay,
  latestWho5Day,
  saveWho5Dismissal,
  upsertWho5,
} from './who5.repository';

/**
 * Saves a result on `input.day` (today in the user's zone when absent; the one day rule of core/dates.ts
 * applies). A day holds one result: answering again that day replaces it, keeping its id (decision 290).
 * Not an activity: it does not count for the streak.
 */
export async function saveWho5(
  ctx: AppContext,
  user: UserRow,
  input: CreateWho5,
): Promise<{ result: ApiWho5; created: boolean }> {
  const moment = momentOn(ctx, user, input.day);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findWho5OnDay(trx, user.id, moment.day);
    await upsertWho5(trx, {
      id: before?.id ?? randomUUID(),
      user_id: user.id,
      day: moment.day,
      ...answerColumns(input.answers),
      created_at: before?.created_at ?? moment.now,
      updated_at: moment.now,
    });
    const row = await findWho5OnDay(trx, user.id, moment.day);
    if (!row) throw new Error('who5 result vanished inside its transaction');
    return { result: toApiWho5(row), created: before === undefined };
  });
}

/** Whether to offer the questionnaire today in the user's zone (decision 290). */
export async function who5Offer(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'time_zone'>,
): Promise<Who5Offer> {
  const today = localDay(ctx.clock(), user.time_zone);
  const [lastDay, dismissedDay] = await Promise.all([
    latestWho5Day(ctx.db, user.id),
    dismissedWho5Day(ctx.db, user.id),
  ]);
  return {
    due: who5Due(lastDay, today, dismissedDay),
    lastDay,
    dismissedDay,
    nextOfferDay: who5NextOfferDay(lastDay, dismissedDay, today),
  };
}

/** "Not now": the offer rests for 14 days from today. */
export async function dismissWho5Offer(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'time_zone'>,
): Promise<Who5Offer> {
  const now = ctx.clock();
  await saveWho5Dismissal(ctx.db, user.id, localDay(now, user.time_zone), now.toISOString());
  return who5Offer(ctx, user);
}
