/**
 * Rules of the weekly and monthly reports (docs/product.md §9, §11.3 and §11.8). The server aggregates
 * each period in SQL and hands the sums here; the client may call the same functions.
 *
 * Decisions worth knowing:
 * - A key with no data in a period is null, never the spec's default 5 (docs/product.md §11.8).
 * - Everything is computed from exact means and rounded once, for display (decision 100): a period
 *   mean is sum / count, the overall score is the mean of the exact area means that have data (core
 *   feeling excluded), and a change is exact current minus exact previous. Only then is each number
 *   rounded to one decimal. The direction, the message band and the cards read those rounded
 *   numbers, so what the user sees always agrees with the words next to it. Because the rounded
 *   change is a multiple of 0.1, "above +0.1" means +0.2 or more: +0.1 itself is flat.
 * - With no area data but a quick check-in, the message speaks from the core feeling rather than
 *   saying there were no check-ins.
 * - The strength story celebrates the biggest rise whenever any area rose; it speaks of a fall only
 *   when nothing rose, because it is a story about strengths.
 */
import { addDays, addMonths, monthRange, weekStartOf, type Day } from './dates';
import type { WeekStart } from './i18n/locales';
import { CORE_FEELING_KEY, DIMENSIONS, type ReportKey } from './dimensions';
import { overallOfAreas } from './areas';
import { formatScore, roundToTenth } from './scores';

export type ReportKind = 'week' | 'month';

/** A change must exceed this (in either direction) to count as up or down (docs/product.md §9). */
export const REPORT_CHANGE_THRESHOLD = 0.1;
/** In the gaps between message bands, a change beyond this gets a momentum message (docs/product.md §9). */
export const MOMENTUM_THRESHOLD = 0.3;
/** Areas at or below this count as needing care for the cards (docs/product.md §9). */
export const CARD_LOW_THRESHOLD = 5.5;
/** "One Pursuit, Many Wins" needs at least this many low areas. */
export const MANY_WINS_MIN_AREAS = 2;

export const ONE_PURSUIT_TITLE = 'One Pursuit, Many Wins';
export const INSIGHT_TITLE = "This Week's Insight";

/** SQL drivers return sums and counts as numbers, numeric strings (pg) or bigints. */
export type Numeric = number | string | bigint;

/** One key of one period: SQL's sum and count, an already computed mean, or nothing. */
export type PeriodAggregate = { sum: Numeric | null; count: Numeric } | number | string | null;

/** By area key (the eight, areas of one's own) and `coreFeeling`. */
export type PeriodData = Partial<Record<ReportKey | string, PeriodAggregate>>;

export type ChangeDirection = 'up' | 'down' | 'flat';

export interface Comparison {
  previous: number | null;
  current: number | null;
  change: number | null;
  direction: ChangeDirection | null;
}

export interface AreaComparison extends Comparison {
  /** A built-in key or one of an area of one's own (decision 341). */
  key: string;
  label: string;
}

export type MessageBand =
  'needs-nurturing' | 'room-to-flourish' | 'doing-well' | 'thriving' | 'momentum' | 'no-data';
export type MessageTone = 'rising' | 'falling' | 'steady';

export interface ReportMessage {
  band: MessageBand;
  /** null only for 'no-data'. */
  tone: MessageTone | null;
  text: string;
}

export type StrengthVariant = 'positive' | 'negative' | 'flat';

export interface StrengthStory {
  variant: StrengthVariant;
  /** The area the story is about; null for the flat variant. */
  area: { key: string; label: string; change: number } | null;
  text: string;
}

export type ReportCardId = 'one-pursuit-many-wins' | 'insight';

export interface ReportCard {
  id: ReportCardId;
  title: string;
  body: string;
  /** The areas the card talks about, so the client can link or highlight them. */
  areas: string[];
}

export interface PeriodReport {
  kind: ReportKind;
  areas: AreaComparison[];
  coreFeeling: Comparison;
  overall: Comparison;
  message: ReportMessage;
  strengthStory: StrengthStory;
  cards: ReportCard[];
}

function toFiniteNumber(value: Numeric | null): number | null {
  if (value === null) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The exact period mean of one key (not rounded), or null when the period holds no data for it. */
export function exactPeriodMean(aggregate: PeriodAggregate | undefined): number | null {
  if (aggregate === undefined || aggregate === null) return null;
  if (typeof aggregate === 'number' || typeof aggregate === 'string') return toFiniteNumber(aggregate);
  const count = toFiniteNumber(aggregate.count);
  const sum = toFiniteNumber(aggregate.sum);
  if (count === null || count <= 0 || sum === null) return null;
  return sum / count;
}

/** The period mean of one key, one decimal, or null when the period holds no data for it. */
export function periodMean(aggregate: PeriodAggregate | undefined): number | null {
  const mean = exactPeriodMean(aggregate);
  return mean === null ? null : roundToTenth(mean);
}

export function changeDirection(change: number): ChangeDirection {
  if (change > REPORT_CHANGE_THRESHOLD) return 'up';
  if (change < -REPORT_CHANGE_THRESHOLD) return 'down';
  return 'flat';
}

function roundOrNull(value: number | null): number | null {
  return value === null ? null : roundToTenth(value);
}

/**
 * Previous against current, given as exact means (or null). The result holds the one-decimal means
 * the user sees and the change between the exact means, rounded once; the direction reads that
 * rounded change.
 */
export function compareMeans(previous: number | null, current: number | null): Comparison {
  const shown = { previous: roundOrNull(previous), current: roundOrNull(current) };
  if (previous === null || current === null) return { ...shown, change: null, direction: null };
  const change = roundToTenth(current - previous);
  return { ...shown, change, direction: changeDirection(change) };
}

/** Exact mean of the exact area means that have data (not rounded); null when no area has data. */
export function exactOverallMean(areaMeans: readonly (number | null)[]): number | null {
  const present = areaMeans.filter((m): m is number => m !== null);
  if (present.length === 0) return null;
  return present.reduce((a, b) => a + b, 0) / present.length;
}

/** Mean of the area means that have data, rounded once to one decimal; null when no area has data. */
export function overallMean(areaMeans: readonly (number | null)[]): number | null {
  return roundOrNull(exactOverallMean(areaMeans));
}

type ScoreMessageBand = Exclude<MessageBand, 'momentum' | 'no-data'>;
type Gap = 'low' | 'middle' | 'high';
type Copy = (period: ReportKind) => string;

const BAND_MESSAGES: Record<ScoreMessageBand, Record<MessageTone, Copy>> = {
  'needs-nurturing': {
    rising: (p) => `Things are starting to lift this ${p}. Every small step counts, and you're taking them.`,
    falling: (p) =>
      `This ${p} has asked a lot of you. Be gentle with yourself; checking in is already an act of care.`,
    steady: (p) =>
      `You're carrying a lot right now, and you still made time for yourself this ${p}. Small, kind steps are enough.`,
  },
  'room-to-flourish': {
    rising: (p) =>
      `You're moving in a good direction this ${p}. Keep noticing what helps, because it's working.`,
    falling: (p) =>
      `A slightly harder ${p} than the last. That's part of being human, so be kind to yourself and rest where you can.`,
    steady: (p) => `You held steady this ${p}. There's room to flourish, and you get to choose the pace.`,
  },
  'doing-well': {
    rising: (p) => `You're doing well and still growing this ${p}. Take a moment to enjoy that.`,
    falling: (p) => `A small dip this ${p}, and you're still doing well overall. Go easy on yourself.`,
    steady: (p) => `A steady, solid ${p}. The care you put in is serving you well.`,
  },
  thriving: {
    rising: (p) => `You're thriving, and still rising this ${p}. Savour it; you've earned it.`,
    falling: (p) => `Still thriving this ${p}, even with a small dip. You've built something strong.`,
    steady: (p) => `You're thriving this ${p}. Whatever you're doing, it's clearly nourishing you.`,
  },
};

const MOMENTUM_MESSAGES: Record<Gap, Record<'rising' | 'falling', Copy>> = {
  low: {
    rising: (p) =>
      `You're gaining momentum this ${p}. Keep going at your own pace; brighter days are building.`,
    falling: (p) =>
      `This ${p} felt a little heavier. That's okay. Gentle care now can help you find your footing again.`,
  },
  middle: {
    rising: (p) => `Real momentum this ${p}: you're on the edge of doing well. Keep doing what helps.`,
    falling: (p) =>
      `A softer ${p} than the last. Rest and small kindnesses can help you find your rhythm again.`,
  },
  high: {
    rising: (p) => `Wonderful momentum this ${p}: you're close to thriving.`,
    falling: (p) => `A slight easing this ${p}, from a high place. You're still doing really well.`,
  },
};

const NO_DATA_MESSAGE: Copy = (p) =>
  `No check-ins yet this ${p}. Whenever you're ready, a quick check-in is a lovely place to start.`;

/**
 * Where a score sits among the message bands 0–3.5, 4–5.5, 6–8.5 and 9–10; scores in the gaps
 * between them (3.6–3.9, 5.6–5.9, 8.6–8.9 after rounding) report the gap and the band just below.
 */
export function placeScore(score: number): { band: ScoreMessageBand; gap: Gap | null } {
  if (score <= 3.5) return { band: 'needs-nurturing', gap: null };
  if (score < 4) return { band: 'needs-nurturing', gap: 'low' };
  if (score <= 5.5) return { band: 'room-to-flourish', gap: null };
  if (score < 6) return { band: 'room-to-flourish', gap: 'middle' };
  if (score <= 8.5) return { band: 'doing-well', gap: null };
  if (score < 9) return { band: 'doing-well', gap: 'high' };
  return { band: 'thriving', gap: null };
}

function toneOf(direction: ChangeDirection | null): MessageTone {
  if (direction === 'up') return 'rising';
  if (direction === 'down') return 'falling';
  return 'steady'; // also when there is nothing to compare with
}

/** The headline message for a period's overall score and its change. */
export function reportMessage(overall: Comparison, kind: ReportKind): ReportMessage {
  if (overall.current === null) return { band: 'no-data', tone: null, text: NO_DATA_MESSAGE(kind) };
  const { band, gap } = placeScore(overall.current);
  const change = overall.change;
  if (gap !== null && change !== null) {
    if (change > MOMENTUM_THRESHOLD) {
      return { band: 'momentum', tone: 'rising', text: MOMENTUM_MESSAGES[gap].rising(kind) };
    }
    if (change < -MOMENTUM_THRESHOLD) {
      return { band: 'momentum', tone: 'falling', text: MOMENTUM_MESSAGES[gap].falling(kind) };
    }
  }
  const tone = toneOf(overall.direction);
  return { band, tone, text: BAND_MESSAGES[band][tone](kind) };
}

/** First area with the largest value of `by`; ties keep dimension order. */
function pick<T>(items: readonly T[], by: (item: T) => number): T | undefined {
  let best: T | undefined;
  for (const item of items) if (best === undefined || by(item) > by(best)) best = item;
  return best;
}

/** The strength story: the biggest rise, else the biggest fall, else steadiness. */
export function strengthStory(areas: readonly AreaComparison[], kind: ReportKind): StrengthStory {
  const moved = areas.filter(
    (a): a is AreaComparison & { previous: number; current: number; change: number } =>
      a.change !== null && a.previous !== null && a.current !== null,
  );
  const rise = pick(
    moved.filter((a) => a.direction === 'up'),
    (a) => a.change,
  );
  if (rise) {
    return {
      variant: 'positive',
      area: { key: rise.key, label: rise.label, change: rise.change },
      text:
        `${rise.label} grew the most this ${kind}, from ${formatScore(rise.previous)} to ${formatScore(rise.current)}. ` +
        `Whatever you've been doing there is working; it's a strength to build on.`,
    };
  }
  const fall = pick(
    moved.filter((a) => a.direction === 'down'),
    (a) => -a.change,
  );
  if (fall) {
    return {
      variant: 'negative',
      area: { key: fall.key, label: fall.label, change: fall.change },
      text:
        `${fall.label} asked a little more of you this ${kind}, moving from ${formatScore(fall.previous)} to ${formatScore(fall.current)}. ` +
        `Dips are a natural part of life, and a little extra care there can go a long way.`,
    };
  }
  if (moved.length === 0) {
    return {
      variant: 'flat',
      area: null,
      text: `Once you have check-ins two ${kind}s in a row, this is where we'll celebrate the areas that are growing.`,
    };
  }
  return {
    variant: 'flat',
    area: null,
    text: `Your areas held steady this ${kind}. Consistency is a strength in itself, and it reflects the care you're putting in.`,
  };
}

function listLabels(labels: readonly string[]): string {
  // Beyond three names a sentence stops being readable; the rest are summarised.
  const shown = labels.length > 3 ? [...labels.slice(0, 3), `${labels.length - 3} more`] : [...labels];
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/** The conditional cards of docs/product.md §9, built from this period's area means. */
export function reportCards(areas: readonly AreaComparison[], kind: ReportKind): ReportCard[] {
  const withData = areas.filter((a): a is AreaComparison & { current: number } => a.current !== null);
  const low = withData.filter((a) => a.current <= CARD_LOW_THRESHOLD).sort((a, b) => a.current - b.current);

  if (low.length >= MANY_WINS_MIN_AREAS) {
    return [
      {
        id: 'one-pursuit-many-wins',
        title: ONE_PURSUIT_TITLE,
        body:
          `${listLabels(low.map((a) => a.label))} could use some extra care this ${kind}. ` +
          `Areas of life are connected, so one small pursuit, like a walk with a friend or cooking a meal ` +
          `with someone you love, can lift several of them at once.`,
        areas: low.map((a) => a.key),
      },
    ];
  }

  const only = low[0];
  if (only) {
    return [
      {
        id: 'insight',
        title: INSIGHT_TITLE,
        body:
          `${only.label} could use a little extra care this ${kind}, while your other areas are holding up well. ` +
          `One small, kind step there could make a real difference.`,
        areas: [only.key],
      },
    ];
  }

  const top = pick(withData, (a) => a.current);
  if (top) {
    return [
      {
        id: 'insight',
        title: INSIGHT_TITLE,
        body:
          `All your areas are holding up this ${kind}, and ${top.label} is shining brightest at ${formatScore(top.current)}. ` +
          `Notice what supports you there, so you can lean on it whenever you need to.`,
        areas: [top.key],
      },
    ];
  }

  return [
    {
      id: 'insight',
      title: INSIGHT_TITLE,
      body: `Once you've checked in this ${kind}, you'll find a gentle insight about your areas here.`,
      areas: [],
    },
  ];
}

/**
 * A period's overall (decision 342, `overallOfAreas`): the mean of the shown areas' period means that
 * have data, else of every area's with data. Not rounded (decision 100).
 */
function periodOverall(data: PeriodData, shown: readonly { key: string }[]): number | null {
  const means: Record<string, number | null> = {};
  for (const [key, aggregate] of Object.entries(data)) {
    if (key !== CORE_FEELING_KEY) means[key] = exactPeriodMean(aggregate);
  }
  return overallOfAreas(
    means,
    shown.map((a) => a.key),
  );
}

/** A whole report for one period against the one before it. Plain data, safe to send as JSON. */
export function buildPeriodReport(input: {
  current: PeriodData;
  previous: PeriodData;
  kind: ReportKind;
  /**
   * The areas shown now, in wheel order, with the person's labels (decision 342); the eight with their
   * labels when not given. The report lists these; the overall is the mean of these with data.
   */
  shown?: readonly { key: string; label: string }[];
}): PeriodReport {
  const { current, previous, kind } = input;
  const shown = input.shown ?? DIMENSIONS;
  const exact = shown.map(({ key, label }) => ({
    key,
    label,
    previous: exactPeriodMean(previous[key]),
    current: exactPeriodMean(current[key]),
  }));
  const areas: AreaComparison[] = exact.map(({ key, label, previous: p, current: c }) => ({
    key,
    label,
    ...compareMeans(p, c),
  }));
  const overall = compareMeans(periodOverall(previous, shown), periodOverall(current, shown));
  const coreFeeling = compareMeans(
    exactPeriodMean(previous.coreFeeling),
    exactPeriodMean(current.coreFeeling),
  );
  return {
    kind,
    areas,
    coreFeeling,
    overall,
    // Only quick check-ins this period: the core feeling speaks rather than "No check-ins yet".
    message: reportMessage(
      overall.current === null && coreFeeling.current !== null ? coreFeeling : overall,
      kind,
    ),
    strengthStory: strengthStory(areas, kind),
    cards: reportCards(areas, kind),
  };
}

export interface PeriodRange {
  /** First day of the period. */
  start: Day;
  /** First day after the period (exclusive). */
  end: Day;
  /** First day of the period before, which ends at `start`. */
  previousStart: Day;
  previousEnd: Day;
}

/**
 * The week containing `weekStart` (any day is moved back to the first day of its week: Monday, or Sunday
 * for an account whose weeks start on Sunday, decision 362) and the week before.
 */
export function weekRange(weekStart: Day, firstDay: WeekStart = 'monday'): PeriodRange {
  const start = weekStartOf(weekStart, firstDay);
  return { start, end: addDays(start, 7), previousStart: addDays(start, -7), previousEnd: start };
}

/** A month given as YYYY-MM and the month before. */
export function monthReportRange(month: string): PeriodRange & { previousMonth: string } {
  const { start, end } = monthRange(month);
  const previousMonth = addMonths(month, -1);
  return { start, end, previousStart: monthRange(previousMonth).start, previousEnd: start, previousMonth };
}
