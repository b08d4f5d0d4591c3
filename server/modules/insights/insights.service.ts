import type { ReportKey } from '../../../core/dimensions';
import { DIMENSION_KEYS } from '../../../core/dimensions';
import type { ApiWhatMoves } from '../../../core/schemas/insights';
import { computeWhatMoves, type DayScores } from '../../../core/what-moves';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { tagDays } from '../tags/tags.repository';
import { coreFeelingDays, ratedDays, tagNamesById } from './insights.repository';

/**
 * "What moves each area" over the user's history (or [from, to]): four indexed reads, then the pure
 * computation in core/what-moves.ts. Ten years is ~3,650 rows per read (docs/decisions/132).
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
  const r = { from: range.from, to: range.to };
  const [entries, feelings, uses, tags] = await Promise.all([
    ratedDays(ctx.db, userId, r),
    coreFeelingDays(ctx.db, userId, r),
    tagDays(ctx.db, userId, r.from, r.to),
    tagNamesById(ctx.db, userId),
  ]);

  const byDay = new Map<string, DayScores>();
  for (const e of entries) {
    const scores: Partial<Record<ReportKey, number>> = {};
    for (const key of DIMENSION_KEYS) scores[key] = Number(e[key]);
    byDay.set(e.day, { day: e.day, scores });
  }
  for (const f of feelings) {
    const day = byDay.get(f.day) ?? { day: f.day, scores: {} };
    day.scores.coreFeeling = Number(f.core_feeling);
    byDay.set(f.day, day);
  }
  const daysOf = new Map<string, Set<string>>();
  for (const u of uses) {
    const set = daysOf.get(u.tag_id) ?? new Set<string>();
    set.add(u.day);
    daysOf.set(u.tag_id, set);
  }
  const tagInput = tags.map((t) => ({ id: t.id, name: t.name, days: daysOf.get(t.id) ?? new Set<string>() }));
  return {
    from: range.from ?? null,
    to: range.to ?? null,
    areas: computeWhatMoves([...byDay.values()], tagInput),
  };
}
