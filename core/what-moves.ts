/**
 * "What moves each area" (issue 19): which tags go with higher or lower scores, and which areas move
 * together. Pure: the server feeds it a user's days, the client words the findings with `describe*`.
 * Findings are associations over the user's own days, so they are worded "goes with", never "causes".
 */
import {
  CORE_FEELING_KEY,
  CORE_FEELING_LABEL,
  DIMENSION_KEYS,
  dimensionLabel,
  type ReportKey,
} from './dimensions';

/** A tag is compared only with at least this many rated days with it and without it (as Bearable does). */
export const MIN_DAYS_EACH_SIDE = 3;
/** Two areas are correlated only over at least this many days on which both were rated. */
export const MIN_PAIR_DAYS = 5;
/** |r| from which two areas are said to move together on the screen. */
export const NOTABLE_CORRELATION = 0.3;
/** A difference of means smaller than this is "about the same". */
export const NOTABLE_DIFFERENCE = 0.25;

export const WHAT_MOVES_KEYS: readonly ReportKey[] = [...DIMENSION_KEYS, CORE_FEELING_KEY];

export function reportKeyLabel(key: ReportKey): string {
  return key === CORE_FEELING_KEY ? CORE_FEELING_LABEL : dimensionLabel(key);
}

export interface DayScores {
  day: string;
  scores: Partial<Record<ReportKey, number>>;
}

export interface TagFinding {
  tagId: string;
  tag: string;
  /** Mean score on rated days that carry the tag, and on rated days that do not (2 decimals). */
  withMean: number;
  withoutMean: number;
  withDays: number;
  withoutDays: number;
  /** withMean − withoutMean, 2 decimals. */
  difference: number;
}

export interface PairFinding {
  other: ReportKey;
  /** Pearson's r over the days both were rated, 2 decimals. */
  correlation: number;
  n: number;
}

export interface AreaMoves {
  key: ReportKey;
  label: string;
  ratedDays: number;
  /** Largest difference first. */
  tags: TagFinding[];
  /** Strongest first. */
  together: PairFinding[];
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** Pearson's correlation, or null when either side does not vary. */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n === 0 || n !== ys.length) return null;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < n; i++) {
    sx += xs[i] as number;
    sy += ys[i] as number;
  }
  const mx = sx / n;
  const my = sy / n;
  let cov = 0;
  let vx = 0;
  let vy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] as number) - mx;
    const dy = (ys[i] as number) - my;
    cov += dx * dy;
    vx += dx * dx;
    vy += dy * dy;
  }
  if (vx === 0 || vy === 0) return null;
  return Math.max(-1, Math.min(1, cov / Math.sqrt(vx * vy)));
}

/**
 * Every area's findings. `tagDays` maps a tag id to the days it was used on; a day counts as "with"
 * the tag when any journal entry or quick check-in of that day carries it.
 */
export function computeWhatMoves(
  days: readonly DayScores[],
  tags: readonly { id: string; name: string; days: ReadonlySet<string> }[],
): AreaMoves[] {
  // Columns of numbers (NaN = not rated) and one mask per tag, so the loops below touch only typed
  // arrays: ten years × ten tags × nine keys stays a few milliseconds.
  const n = days.length;
  const columns = WHAT_MOVES_KEYS.map((key) => {
    const col = new Float64Array(n);
    for (let i = 0; i < n; i++) col[i] = (days[i] as DayScores).scores[key] ?? Number.NaN;
    return col;
  });
  const masks = tags.map((tag) => {
    const mask = new Uint8Array(n);
    for (let i = 0; i < n; i++) mask[i] = tag.days.has((days[i] as DayScores).day) ? 1 : 0;
    return mask;
  });

  return WHAT_MOVES_KEYS.map((key, k) => {
    const col = columns[k] as Float64Array;
    let ratedDays = 0;
    for (let i = 0; i < n; i++) if (!Number.isNaN(col[i] as number)) ratedDays++;

    const tagFindings: TagFinding[] = [];
    tags.forEach((tag, t) => {
      const mask = masks[t] as Uint8Array;
      let withSum = 0;
      let withN = 0;
      let withoutSum = 0;
      let withoutN = 0;
      for (let i = 0; i < n; i++) {
        const score = col[i] as number;
        if (Number.isNaN(score)) continue;
        if (mask[i] === 1) {
          withSum += score;
          withN++;
        } else {
          withoutSum += score;
          withoutN++;
        }
      }
      if (withN < MIN_DAYS_EACH_SIDE || withoutN < MIN_DAYS_EACH_SIDE) return;
      const withMean = withSum / withN;
      const withoutMean = withoutSum / withoutN;
      tagFindings.push({
        tagId: tag.id,
        tag: tag.name,
        withMean: round2(withMean),
        withoutMean: round2(withoutMean),
        withDays: withN,
        withoutDays: withoutN,
        difference: round2(withMean - withoutMean),
      });
    });
    tagFindings.sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference) || a.tag.localeCompare(b.tag));

    const together: PairFinding[] = [];
    WHAT_MOVES_KEYS.forEach((other, o) => {
      if (o === k) return;
      const otherCol = columns[o] as Float64Array;
      const xs: number[] = [];
      const ys: number[] = [];
      for (let i = 0; i < n; i++) {
        const x = col[i] as number;
        const y = otherCol[i] as number;
        if (Number.isNaN(x) || Number.isNaN(y)) continue;
        xs.push(x);
        ys.push(y);
      }
      if (xs.length < MIN_PAIR_DAYS) return;
      const r = pearson(xs, ys);
      if (r === null) return;
      together.push({ other, correlation: round2(r), n: xs.length });
    });
    together.sort(
      (a, b) =>
        Math.abs(b.correlation) - Math.abs(a.correlation) ||
        WHAT_MOVES_KEYS.indexOf(a.other) - WHAT_MOVES_KEYS.indexOf(b.other),
    );

    return { key, label: reportKeyLabel(key), ratedDays, tags: tagFindings, together };
  });
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** One plain-language sentence for a tag finding. */
export function describeTagFinding(area: string, f: TagFinding): string {
  const facts = `On days tagged “${f.tag}”, your ${area} averaged ${f.withMean.toFixed(1)}, against ${f.withoutMean.toFixed(1)} on other days (${days(f.withDays)} with, ${days(f.withoutDays)} without).`;
  if (Math.abs(f.difference) < NOTABLE_DIFFERENCE)
    return `${facts} “${f.tag}” goes with about the same ${area}.`;
  return `${facts} “${f.tag}” goes with ${f.difference > 0 ? 'higher' : 'lower'} ${area}.`;
}

/** One plain-language sentence for two areas that move together (or apart). */
export function describePair(area: string, otherLabel: string, p: PairFinding): string {
  const r = p.correlation.toFixed(2).replace('-', '−');
  const facts = `(correlation ${r} over ${days(p.n)} rated together)`;
  if (Math.abs(p.correlation) < NOTABLE_CORRELATION)
    return `${area} and ${otherLabel} barely move together ${facts}.`;
  return p.correlation > 0
    ? `${area} and ${otherLabel} tend to rise and fall together ${facts}.`
    : `When ${area} is higher, ${otherLabel} tends to be lower ${facts}.`;
}
