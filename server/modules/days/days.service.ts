import { isDimensionKey } from '../../../core/dimensions';
import { daysBetween } from '../../../core/dates';
import { DAYS_RANGE_MAX, type ApiDay, type RateDay } from '../../../core/schemas/days';
import { formatScore, roundToTenth } from '../../../core/scores';
import type { AppContext } from '../../lib/context';
import type { DimensionReflectionRow, UserRow, WellbeingEntryRow } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import { upsertAreaRating } from '../areas/areas.repository';
import { requireAreaOnWheel, syncEntryOverall } from '../areas/areas.service';
import { momentOn, writeAsActivity, type Moment } from '../activity/activity.service';
import { addReflection } from '../reflections/reflections.service';
import { applyScoresToDay } from '../wellbeing/wellbeing.service';
import { readDays } from './days.repository';

/** A rating with notes or "where to start" also writes a reflection (docs/product.md §5). */
const hasText = (input: RateDay) => (input.notes ?? null) !== null || (input.reflection ?? null) !== null;

/**
 * PUT /api/days/{day}/ratings/{dimension} (decisions 113 and 115): rates one area for one local
 * day in one transaction — creates the day's entry carrying the other areas forward from the latest
 * entry before that day (5.0 when none) or updates it, and creates the reflection when text is given.
 * The day must not be after the user's today nor before 1900 (400).
 */
export function rateDay(
  ctx: AppContext,
  user: UserRow,
  day: string,
  dimension: string,
  input: RateDay,
): Promise<{ entry: WellbeingEntryRow; reflection: DimensionReflectionRow | null }> {
  const moment = momentOn(ctx, user, day);
  if (!isDimensionKey(dimension)) return rateOwnArea(ctx, user, moment, dimension, input);
  return writeAsActivity(ctx, user.id, moment, async (trx) => {
    const { row: entry } = await applyScoresToDay(ctx, trx, user.id, moment, { [dimension]: input.score });
    const reflection = hasText(input)
      ? await addReflection(trx, user.id, entry.id, dimension, input, moment)
      : null;
    return { entry, reflection };
  });
}

/**
 * Rates an area of one's own (decision 341): 404 unless it is on the person's wheel (hidden ones too).
 * The day's entry is made as for any rating (the eight carried forward) and the rating stored beside it;
 * text makes a reflection on the area, as for the eight (decision 374).
 */
function rateOwnArea(
  ctx: AppContext,
  user: UserRow,
  moment: Moment,
  key: string,
  input: RateDay,
): Promise<{ entry: WellbeingEntryRow; reflection: DimensionReflectionRow | null }> {
  return writeAsActivity(ctx, user.id, moment, async (trx) => {
    await requireAreaOnWheel(trx, user.id, key);
    const { row } = await applyScoresToDay(ctx, trx, user.id, moment, {});
    await upsertAreaRating(trx, {
      entry_id: row.id,
      user_id: user.id,
      area_key: key,
      day: row.day,
      score: input.score,
    });
    const entry = await syncEntryOverall(trx, user.id, row);
    const reflection = hasText(input)
      ? await addReflection(trx, user.id, entry.id, key, input, moment)
      : null;
    return { entry, reflection };
  });
}

/** GET /api/days: the days from `from` to `to` that hold any data, ascending. */
export async function daysInRange(
  ctx: AppContext,
  userId: string,
  from: string,
  to: string,
): Promise<ApiDay[]> {
  if (daysBetween(from, to) > DAYS_RANGE_MAX) {
    const message = `Ask for at most ${DAYS_RANGE_MAX} days at a time`;
    throw badRequest(`to: ${message}`, [{ path: 'to', message }]);
  }
  const { entries, checkins, journal, reflections, areaScores } = await readDays(ctx.db, userId, from, to);
  const days = new Map<string, ApiDay>();
  const dayOf = (day: string): ApiDay => {
    let d = days.get(day);
    if (!d) {
      d = {
        day,
        overallScore: null,
        scores: null,
        coreFeeling: null,
        checkinCount: 0,
        journalCount: 0,
        reflectionCount: 0,
      };
      days.set(day, d);
    }
    return d;
  };
  // The entries come in day order with the only record of most days: each becomes its day as it is read.
  for (const row of entries) {
    const d = dayOf(row.day);
    d.overallScore = formatScore(Number(row.overall_score));
    d.scores = {
      sleep: formatScore(Number(row.sleep)),
      exercise: formatScore(Number(row.exercise)),
      diet: formatScore(Number(row.diet)),
      social: formatScore(Number(row.social)),
      achievements: formatScore(Number(row.achievements)),
      relationships: formatScore(Number(row.relationships)),
      creativity: formatScore(Number(row.creativity)),
      finance: formatScore(Number(row.finance)),
    };
  }
  // Already one-decimal strings by key in key order (decision 420).
  for (const row of areaScores) dayOf(row.day).areaScores = JSON.parse(row.scores) as Record<string, string>;
  for (const row of checkins) {
    const d = dayOf(row.day);
    d.checkinCount = Number(row.count);
    d.coreFeeling = d.checkinCount > 0 ? formatScore(roundToTenth(Number(row.total) / d.checkinCount)) : null;
  }
  for (const row of journal) dayOf(row.day).journalCount = Number(row.count);
  for (const row of reflections) dayOf(row.day).reflectionCount = Number(row.count);
  return [...days.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}
