import type { ApiWhatMoves } from '../../../core/schemas/insights';
import { findingsFromSums } from '../../../core/what-moves';
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
  const sums = await whatMovesSums(ctx.db, userId, { from: range.from, to: range.to });
  return { from: range.from ?? null, to: range.to ?? null, areas: findingsFromSums(sums) };
}
