import { randomUUID } from 'node:crypto';
import type { CreateQuickCheckin, SpotlightRatingsInput } from '../../../core/schemas/checkins';
import type { AppContext } from '../../lib/context';
import type { QuickCheckinRow, SpotlightRatingRow, UserRow, WellbeingEntryRow } from '../../db/schema';
import { findOwnedRow } from '../../db/owned';
import { notFound } from '../../lib/app-error';
import { isDimensionKey } from '../../../core/dimensions';
import { writeTodayAsActivity } from '../activity/activity.service';
import { upsertAreaRating } from '../areas/areas.repository';
import { requireAreaOnWheel, syncEntryOverall } from '../areas/areas.service';
import { createTaggedItem } from '../tags/tags.service';
import { applyScoresToDay, type ScorePatch } from '../wellbeing/wellbeing.service';
import { findLatestQuickCheckinOn, insertQuickCheckin, insertSpotlightRatings } from './checkins.repository';

export function createQuickCheckin(
  ctx: AppContext,
  user: UserRow,
  input: CreateQuickCheckin,
): Promise<QuickCheckinRow> {
  return createTaggedItem(ctx, user, 'checkin', input, (trx, moment) =>
    insertQuickCheckin(trx, {
      id: randomUUID(),
      user_id: user.id,
      day: moment.day,
      date: moment.at,
      core_feeling: input.coreFeeling,
    }),
  );
}

/**
 * Stores spotlight ratings and applies them to today's entry like ratings from the wheel
 * (docs/product.md §11.2), all in one transaction. The map form links to today's latest quick check-in when
 * it names none; a named check-in must be the user's.
 */
export function saveSpotlightRatings(
  ctx: AppContext,
  user: UserRow,
  input: SpotlightRatingsInput,
): Promise<{ ratings: SpotlightRatingRow[]; entry: WellbeingEntryRow }> {
  return writeTodayAsActivity(ctx, user, async (trx, moment) => {
    let quickCheckinId: string | null;
    if (input.quickCheckinId !== undefined) {
      const checkin = await findOwnedRow(trx, 'quick_checkins', user.id, input.quickCheckinId);
      if (!checkin) throw notFound('Quick check-in not found');
      quickCheckinId = checkin.id;
    } else {
      quickCheckinId = (await findLatestQuickCheckinOn(trx, user.id, moment.today))?.id ?? null;
    }

    const patch: ScorePatch = {};
    const own: { dimension: string; score: number }[] = [];
    for (const rating of input.ratings) {
      if (isDimensionKey(rating.dimension)) patch[rating.dimension] = rating.score;
      else own.push(rating);
    }
    for (const { dimension } of own) await requireAreaOnWheel(trx, user.id, dimension);
    let { row: entry } = await applyScoresToDay(ctx, trx, user.id, moment, patch);
    // Areas of one's own are rated beside the day's entry, as from the wheel (decisions 341, 374).
    if (own.length > 0) {
      for (const { dimension, score } of own)
        await upsertAreaRating(trx, {
          entry_id: entry.id,
          user_id: user.id,
          area_key: dimension,
          day: entry.day,
          score,
        });
      entry = await syncEntryOverall(trx, user.id, entry);
    }

    const rows = await insertSpotlightRatings(
      trx,
      input.ratings.map(({ dimension, score }) => ({
        id: randomUUID(),
        user_id: user.id,
        quick_checkin_id: quickCheckinId,
        dimension,
        score,
        day: moment.day,
        date: moment.now,
      })),
    );
    // RETURNING order is not promised for multi-row inserts; answer in the order the areas were sent.
    const order = input.ratings.map((r) => r.dimension as string);
    rows.sort((a, b) => order.indexOf(a.dimension) - order.indexOf(b.dimension));
    return { ratings: rows, entry };
  });
}
