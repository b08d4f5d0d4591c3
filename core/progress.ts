/**
 * The long view of Progress (GET /api/progress, docs/decisions/265): which days a range covers, whether
 * it is drawn day by day or week by week, and the points made from the database's sums. Pure, so the
 * server and its tests share one rule.
 */
import { addDays, dayNumber, daysBetween, weekStartOf, type Day } from './dates';
import type { WeekStart } from './i18n/locales';
import { DIMENSION_KEYS, type DimensionKey } from './dimensions';
import { formatMeanOfSum, formatScore } from './scores';
import { overallOfAreas } from './areas';

export const PROGRESS_RANGES = ['30d', '90d', '1y', 'all'] as const;
export type ProgressRange = (typeof PROGRESS_RANGES)[number];

/** Days each fixed range covers, today included. */
const RANGE_DAYS: Record<Exclude<ProgressRange, 'all'>, number> = { '30d': 30, '90d': 90, '1y': 365 };

/** A range up to this many days is drawn one point a day; a longer one ("all") one point a week. */
export const DAILY_POINTS_MAX_DAYS = 366;

export type ProgressBucket = 'day' | 'week';

export interface ProgressSpan {
  from: Day;
  to: Day;
  bucket: ProgressBucket;
  /**
   * The first day weeks are counted from: the account's first day of the week (Monday or Sunday,
   * decision 390) on or before `from`; only for weekly points.
   */
  anchor: Day;
}

/**
 * The days a range covers, ending today in the user's zone. "all" starts on the first day holding an
 * entry or a check-in (`firstDay`; today when there is none yet). Weekly points are the account's weeks
 * (`weekStart`, decision 390), as the reports and the calendar draw them.
 */
export function progressSpan(
  range: ProgressRange,
  today: Day,
  firstDay: Day | null,
  weekStart: WeekStart = 'monday',
): ProgressSpan {
  const from =
    range === 'all'
      ? firstDay !== null && firstDay < today
        ? firstDay
        : today
      : addDays(today, -(RANGE_DAYS[range] - 1));
  const bucket: ProgressBucket = daysBetween(from, today) + 1 <= DAILY_POINTS_MAX_DAYS ? 'day' : 'week';
  return { from, to: today, bucket, anchor: weekStartOf(from, weekStart) };
}

/** A number as either engine returns it (PostgreSQL: numeric and bigint as text). */
export type SqlNumber = number | string | bigint;

/** The sums of one bucket's wellbeing entries: `key` is the day, or the week's index from the anchor. */
export type EntryBucketSums = {
  key: SqlNumber;
  n: SqlNumber;
  overall: SqlNumber | null;
} & Record<DimensionKey, SqlNumber | null>;

/** The sum and count of one bucket's quick check-ins' core feeling. */
export interface CheckinBucketSums {
  key: SqlNumber;
  n: SqlNumber;
  total: SqlNumber | null;
}

export interface ProgressPoint {
  from: Day;
  to: Day;
  /** Days with an entry in the point. */
  n: number;
  overall: string | null;
  /** The eight by key, and areas of one's own by theirs (decision 341). */
  scores: Record<DimensionKey, string | null> & Record<string, string | null>;
  coreFeeling: string | null;
}

/** The sum and count of one bucket's ratings of one area of one's own (decision 341). */
export interface OwnAreaBucketSums {
  key: SqlNumber;
  area_key: string;
  n: SqlNumber;
  total: SqlNumber | null;
}

/**
 * A changed wheel (decisions 341, 342): its own areas' sums, and the keys shown now, which make each
 * point's overall the mean of the shown areas' means with data. Without it the overall is the mean of
 * the days' stored overalls, as before.
 */
export interface ProgressWheel {
  shownKeys: readonly string[];
  ownKeys: readonly string[];
  own: readonly OwnAreaBucketSums[];
}

export interface Progress {
  total: number;
  from: Day;
  to: Day;
  points: ProgressPoint[];
}

function mean(sum: SqlNumber | null, n: number): string | null {
  if (sum === null || n === 0) return null;
  return formatMeanOfSum(Number(sum), n);
}

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/**
 * The day `days` whole days after 1970-01-01, written YYYY-MM-DD: the civil-from-days arithmetic
 * (H. Hinnant's), without a Date per call. Progress writes two per weekly point (decision 287).
 */
export function dayOfEpochDays(days: number): Day {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return `${yoe + era * 400 + (m <= 2 ? 1 : 0)}-${two(m)}-${two(d)}`;
}

function emptyScores(ownKeys: readonly string[] = []): ProgressPoint['scores'] {
  const scores = {} as ProgressPoint['scores'];
  for (const k of DIMENSION_KEYS) scores[k] = null;
  for (const k of ownKeys) scores[k] = null;
  return scores;
}

function newPoint(from: Day, to: Day, ownKeys?: readonly string[]): ProgressPoint {
  return { from, to, n: 0, overall: null, scores: emptyScores(ownKeys), coreFeeling: null };
}

/**
 * The points of a span from the database's per-bucket sums, oldest first: a point for every day (or
 * week) that holds an entry or a check-in. Means are the sums over the counts, rounded once to one
 * decimal; `total` is the number of days with an entry.
 */
export function progressFromSums(
  span: ProgressSpan,
  entries: readonly EntryBucketSums[],
  checkins: readonly CheckinBucketSums[],
  wheel?: ProgressWheel,
): Progress {
  // Weeks by their index from the anchor (a week's days computed once, cut to the span); days by
  // their text. A Map either way, so a bucket met twice is one point.
  const weekly = span.bucket === 'week';
  const anchorDays = dayNumber(span.anchor);
  const points = new Map<number | string, ProgressPoint>();
  const idOf = (key: SqlNumber): number | string => (weekly ? Number(key) : String(key));
  const pointOf = (key: SqlNumber): ProgressPoint => {
    const id = idOf(key);
    let point = points.get(id);
    if (!point) {
      if (typeof id === 'number') {
        const start = dayOfEpochDays(anchorDays + id * 7);
        const end = dayOfEpochDays(anchorDays + id * 7 + 6);
        point = newPoint(
          start < span.from ? span.from : start,
          end > span.to ? span.to : end,
          wheel?.ownKeys,
        );
      } else point = newPoint(id, id, wheel?.ownKeys);
      points.set(id, point);
    }
    return point;
  };
  let total = 0;
  for (const row of entries) {
    const n = Number(row.n);
    if (n === 0) continue;
    const point = pointOf(row.key);
    point.n = n;
    point.overall = mean(row.overall, n);
    for (const k of DIMENSION_KEYS) point.scores[k] = mean(row[k], n);
    total += n;
  }
  for (const row of checkins) {
    const n = Number(row.n);
    if (n === 0) continue;
    pointOf(row.key).coreFeeling = mean(row.total, n);
  }
  if (wheel) {
    // Exact means by area and point, then the overall of the shown ones (rounded once).
    const exact = new Map<number | string, Record<string, number>>();
    const exactOf = (key: SqlNumber) => {
      const id = idOf(key);
      let m = exact.get(id);
      if (!m) exact.set(id, (m = {}));
      return m;
    };
    for (const row of entries) {
      const n = Number(row.n);
      if (n === 0) continue;
      const m = exactOf(row.key);
      for (const k of DIMENSION_KEYS) if (row[k] !== null) m[k] = Number(row[k]) / n;
    }
    for (const row of wheel.own) {
      const n = Number(row.n);
      if (n === 0 || row.total === null) continue;
      pointOf(row.key).scores[row.area_key] = mean(row.total, n);
      exactOf(row.key)[row.area_key] = Number(row.total) / n;
    }
    for (const [id, means] of exact) {
      const point = points.get(id);
      const overall = overallOfAreas(means, wheel.shownKeys);
      if (point) point.overall = overall === null ? null : formatScore(overall);
    }
  }
  return {
    total,
    from: span.from,
    to: span.to,
    points: [...points.values()].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0)),
  };
}
