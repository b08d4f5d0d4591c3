import type { ApiWhatMoves } from '../../../core/schemas/insights';
import { ownAreas, shownAreas } from '../../../core/areas';
import { CORE_FEELING_KEY } from '../../../core/dimensions';
import { findingsFromSums, reportKeyLabel } from '../../../core/what-moves';
import { readWheel } from '../areas/areas.service';
import type { AppContext } from '../../lib/context';
import { badRequest } from '../../lib/app-error';
import { whatMovesSums } from './insights.repository';

/**
 * "What moves each area" over the user's history (or [from, to]): the database adds up the scores per
 * tag and per pair of areas, and core/what-moves.ts turns the sums into findings (docs/decisions/132,
 * 191).
 */
export async function whatMoves(
  ctx: AppContext,
  userId: string,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<ApiWhatMoves> {
  if (range.from && range.to && range.from > range.to)
    throw badRequest('from: from must not be after to', [
      { path: 'from', message: 'from must not be after to' },
    ]);
  // As the reports (decisions 341, 379): the areas shown on the wheel, in its order, under the person's
  // labels, then the core feeling; hidden areas are left out, and hidden areas of one's own not summed.
  const shown = shownAreas(await readWheel(ctx.db, userId));
  const own = ownAreas(shown).map((a) => a.key);
  const sums = await whatMovesSums(ctx.db, userId, { from: range.from, to: range.to }, own);
  const labels = new Map(shown.map((a) => [a.key, a.label]));
  const keys = [...shown.map((a) => a.key), CORE_FEELING_KEY];
  return {
    from: range.from ?? null,
    to: range.to ?? null,
    areas: findingsFromSums(sums, keys, (key) => labels.get(key) ?? reportKeyLabel(key)),
  };
}
