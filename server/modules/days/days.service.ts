import { DIMENSION_KEYS, isDimensionKey, type DimensionKey } from '../../../core/dimensions';
import { daysBetween } from '../../../core/dates';
import { DAYS_RANGE_MAX, type RateDay } from '../../../core/schemas/days';
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

/** What GET /api/days says of one day, each part already JSON text (`daysJson`). */
interface DayParts {
  day: string;
  /** `"overallScore":…,"scores":{…}` of the day's entry, or null when it has none. */
  entry: string | null;
  /** The day's own-area ratings as the engine wrote them: a JSON object of one-decimal strings by key. */
  areaScores: string | null;
  coreFeeling: string | null;
  checkinCount: number;
  journalCount: number;
  reflectionCount: number;
}

/** The keys of a day's `scores` as JSON, in the schema's order, each with its colon (and comma after the first). */
const SCORE_KEYS_JSON = DIMENSION_KEYS.map((key, i) => `${i === 0 ? '' : ','}${JSON.stringify(key)}:`);

/** The entry's part of a day with no entry. */
const NO_ENTRY = '"overallScore":null,"scores":null';

/**
 * One day of GET /api/days as JSON (decision 463): the fields of `ApiDaySchema` in its order, exactly
 * the text `JSON.stringify` writes of the schema's parse of the day (days.test.ts checks it on both
 * engines); `areaScores` only when the day rates an area of one's own, as the schema's optional key.
 */
function dayJson(d: DayParts): string {
  return (
    `{"day":${JSON.stringify(d.day)},${d.entry ?? NO_ENTRY}` +
    (d.areaScores === null ? '' : `,"areaScores":${d.areaScores}`) +
    `,"coreFeeling":${d.coreFeeling === null ? 'null' : `"${d.coreFeeling}"`}` +
    `,"checkinCount":${d.checkinCount},"journalCount":${d.journalCount},"reflectionCount":${d.reflectionCount}}`
  );
}

/**
 * GET /api/days: the days from `from` to `to` that hold any data, ascending, as the answer's JSON text
 * (`ApiDaySchema[]`). Written in one pass from the rows rather than built as objects, checked by the
 * response schema and stringified (decision 463): a year of a 12-area wheel is 365 days of 13 scores, and
 * the schema's check and `JSON.stringify` of them were most of the answer's cost beyond its reads. Scores
 * are written by `formatScore`; the own-area ratings are the engine's JSON text, spliced in unparsed.
 */
export async function daysJson(ctx: AppContext, userId: string, from: string, to: string): Promise<string> {
  if (daysBetween(from, to) > DAYS_RANGE_MAX) {
    const message = `Ask for at most ${DAYS_RANGE_MAX} days at a time`;
    throw badRequest(`to: ${message}`, [{ path: 'to', message }]);
  }
  const { entries, checkins, journal, reflections, areaScores } = await readDays(ctx.db, userId, from, to);
  const days = new Map<string, DayParts>();
  const dayOf = (day: string): DayParts => {
    let d = days.get(day);
    if (!d) {
      d = {
        day,
        entry: null,
        areaScores: null,
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
    let entry = `"overallScore":"${formatScore(Number(row.overall_score))}","scores":{`;
    for (let i = 0; i < DIMENSION_KEYS.length; i++)
      entry += `${SCORE_KEYS_JSON[i]}"${formatScore(Number(row[DIMENSION_KEYS[i] as DimensionKey]))}"`;
    dayOf(row.day).entry = `${entry}}`;
  }
  // Already compact JSON of one-decimal strings by key in key order (decisions 420, 463).
  for (const row of areaScores) dayOf(row.day).areaScores = row.scores;
  for (const row of checkins) {
    const d = dayOf(row.day);
    d.checkinCount = Number(row.count);
    d.coreFeeling = d.checkinCount > 0 ? formatScore(roundToTenth(Number(row.total) / d.checkinCount)) : null;
  }
  for (const row of journal) dayOf(row.day).journalCount = Number(row.count);
  for (const row of reflections) dayOf(row.day).reflectionCount = Number(row.count);
  const sorted = [...days.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  let json = '[';
  for (let i = 0; i < sorted.length; i++) json += (i === 0 ? '' : ',') + dayJson(sorted[i] as DayParts);
  return `${json}]`;
}
