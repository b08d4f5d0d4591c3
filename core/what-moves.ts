/**
 * "What moves each area" (decision 132): which tags go with higher or lower scores, and which areas move
 * together. Pure: the server feeds it a user's days, the client words the findings with `describe*`.
 * Findings are associations over the user's own days, so they are worded "goes with", never "causes".
 */
import {
  CORE_FEELING_KEY,
  CORE_FEELING_LABEL,
  DIMENSION_KEYS,
  dimensionLabel,
  type DimensionKey,
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

/** The keys of an account whose wheel has only the eight: the eight, then the core feeling. */
export const WHAT_MOVES_KEYS: readonly ReportKey[] = [...DIMENSION_KEYS, CORE_FEELING_KEY];

/**
 * A key findings are made for: a built-in area, an area of one's own (`own-…`, decision 379) or the
 * core feeling.
 */
export type MovesKey = string;

/** The built-in label of a key (an own area's key when it is not one: its label comes from the wheel). */
export function reportKeyLabel(key: MovesKey): string {
  if (key === CORE_FEELING_KEY) return CORE_FEELING_LABEL;
  return (DIMENSION_KEYS as readonly string[]).includes(key) ? dimensionLabel(key as DimensionKey) : key;
}

export interface DayScores {
  day: string;
  scores: Partial<Record<MovesKey, number>>;
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
  other: MovesKey;
  /** Pearson's r over the days both were rated, 2 decimals. */
  correlation: number;
  n: number;
}

export interface AreaMoves {
  key: MovesKey;
  label: string;
  ratedDays: number;
  /** Largest difference first. */
  tags: TagFinding[];
  /** Strongest first. */
  together: PairFinding[];
}

/**
 * Two decimals, half up. The core feeling's daily means (thirds, sevenths…) are not exact in binary, so
 * a mean that is exactly 6.375 may be summed to 6.374999…; the 1e-9 (in hundredths) takes such a tie up
 * as it is, and is far below the gap between any mean of these scores and a tie.
 */
const round2 = (x: number) => Math.round(x * 100 + 1e-9) / 100;

/** A count and a sum of scores over some days. */
export interface Sums {
  n: number;
  sum: number;
}

/** What Pearson's r of x and y needs, over the days both were rated. */
export interface PairSums {
  n: number;
  sx: number;
  sy: number;
  sxx: number;
  syy: number;
  sxy: number;
  /** Whether x and y both take at least two values on those days (r is undefined otherwise). */
  varies: boolean;
}

/**
 * Everything the findings are made from (docs/decisions/132, 191): the server adds these up in SQL,
 * `sumsOfDays` adds them up from a list of days.
 */
export interface WhatMovesSums {
  /** Per key, over the days it was rated. */
  totals: Record<MovesKey, Sums>;
  /** Per tag, in the order to list equal differences, per key over the rated days that carry it. */
  tags: { id: string; name: string; sums: Record<MovesKey, Sums> }[];
  /** Per pair of keys, by `pairKey`. */
  pairs: Map<string, PairSums>;
}

/** A key's place when naming a pair: the eight and the core feeling first, areas of one's own after. */
const rank = (key: MovesKey) => {
  const i = (WHAT_MOVES_KEYS as readonly string[]).indexOf(key);
  return i < 0 ? WHAT_MOVES_KEYS.length : i;
};

/** The one name of a pair of keys, whichever comes first. */
export function pairKey(a: MovesKey, b: MovesKey): string {
  const ra = rank(a);
  const rb = rank(b);
  return ra < rb || (ra === rb && a < b) ? `${a} ${b}` : `${b} ${a}`;
}

/** Pearson's correlation from sums, or null when either side does not vary. */
export function pearsonFromSums(p: PairSums): number | null {
  if (!p.varies || p.n === 0) return null;
  const cov = p.n * p.sxy - p.sx * p.sy;
  const vx = p.n * p.sxx - p.sx * p.sx;
  const vy = p.n * p.syy - p.sy * p.sy;
  if (!(vx > 0 && vy > 0)) return null;
  return Math.max(-1, Math.min(1, cov / Math.sqrt(vx * vy)));
}

const zeroSums = (keys: readonly MovesKey[]): Record<MovesKey, Sums> =>
  Object.fromEntries(keys.map((key) => [key, { n: 0, sum: 0 }]));

/**
 * The sums of a list of days over `keys` (the eight and the core feeling unless told). `tags` gives the
 * days each tag was used on; a day counts as "with" the tag when any journal entry or quick check-in of
 * that day carries it. A key missing from a day's scores was not rated that day.
 */
export function sumsOfDays(
  days: readonly DayScores[],
  tags: readonly { id: string; name: string; days: ReadonlySet<string> }[],
  keys: readonly MovesKey[] = WHAT_MOVES_KEYS,
): WhatMovesSums {
  const totals = zeroSums(keys);
  const tagSums = tags.map((tag) => ({ id: tag.id, name: tag.name, sums: zeroSums(keys) }));
  const pairs = new Map<string, PairSums & { min: number[]; max: number[] }>();
  for (const day of days) {
    const rated = keys.flatMap((key) => {
      const v = day.scores[key];
      return v === undefined || Number.isNaN(v) ? [] : [[key, v] as const];
    });
    for (const [key, v] of rated) {
      const total = totals[key] as Sums;
      total.n++;
      total.sum += v;
      tags.forEach((tag, t) => {
        if (!tag.days.has(day.day)) return;
        const s = (tagSums[t] as (typeof tagSums)[number]).sums[key] as Sums;
        s.n++;
        s.sum += v;
      });
    }
    for (let a = 0; a < rated.length; a++)
      for (let b = a + 1; b < rated.length; b++) {
        const [ka, va] = rated[a] as readonly [MovesKey, number];
        const [kb, vb] = rated[b] as readonly [MovesKey, number];
        const name = pairKey(ka, kb);
        // x is the pair's first key as `pairKey` names it.
        const [x, y] = name === `${ka} ${kb}` ? [va, vb] : [vb, va];
        const p = pairs.get(name) ?? {
          ...{ n: 0, sx: 0, sy: 0, sxx: 0, syy: 0, sxy: 0, varies: false },
          ...{ min: [x, y], max: [x, y] },
        };
        p.n++;
        p.sx += x;
        p.sy += y;
        p.sxx += x * x;
        p.syy += y * y;
        p.sxy += x * y;
        p.min = [Math.min(p.min[0] as number, x), Math.min(p.min[1] as number, y)];
        p.max = [Math.max(p.max[0] as number, x), Math.max(p.max[1] as number, y)];
        p.varies = (p.max[0] as number) > (p.min[0] as number) && (p.max[1] as number) > (p.min[1] as number);
        pairs.set(name, p);
      }
  }
  return {
    totals,
    tags: tagSums,
    pairs: new Map([...pairs].map(([name, { min: _min, max: _max, ...p }]) => [name, p])),
  };
}

const none: Sums = { n: 0, sum: 0 };

/**
 * Every area's findings from the sums: the tags that go with higher or lower scores (at least
 * MIN_DAYS_EACH_SIDE rated days with the tag and without it), and the areas that move together (r over
 * at least MIN_PAIR_DAYS days both were rated). `keys` are the areas to give, in their order (the eight
 * and the core feeling unless told; decision 379), `label` names each one.
 */
export function findingsFromSums(
  s: WhatMovesSums,
  keys: readonly MovesKey[] = WHAT_MOVES_KEYS,
  label: (key: MovesKey) => string = reportKeyLabel,
): AreaMoves[] {
  return keys.map((key) => {
    const total = s.totals[key] ?? none;
    const tagFindings: TagFinding[] = [];
    for (const tag of s.tags) {
      const w = tag.sums[key] ?? none;
      const withoutN = total.n - w.n;
      if (w.n < MIN_DAYS_EACH_SIDE || withoutN < MIN_DAYS_EACH_SIDE) continue;
      const withMean = w.sum / w.n;
      const withoutMean = (total.sum - w.sum) / withoutN;
      tagFindings.push({
        tagId: tag.id,
        tag: tag.name,
        withMean: round2(withMean),
        withoutMean: round2(withoutMean),
        withDays: w.n,
        withoutDays: withoutN,
        difference: round2(withMean - withoutMean),
      });
    }
    tagFindings.sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference) || a.tag.localeCompare(b.tag));

    const together: PairFinding[] = [];
    for (const other of keys) {
      if (other === key) continue;
      const p = s.pairs.get(pairKey(key, other));
      if (!p || p.n < MIN_PAIR_DAYS) continue;
      const r = pearsonFromSums(p);
      if (r === null) continue;
      together.push({ other, correlation: round2(r), n: p.n });
    }
    together.sort(
      (a, b) =>
        Math.abs(b.correlation) - Math.abs(a.correlation) || keys.indexOf(a.other) - keys.indexOf(b.other),
    );

    return { key, label: label(key), ratedDays: total.n, tags: tagFindings, together };
  });
}

/** Every area's findings over a list of days (see `sumsOfDays`). */
export function computeWhatMoves(
  days: readonly DayScores[],
  tags: readonly { id: string; name: string; days: ReadonlySet<string> }[],
  keys: readonly MovesKey[] = WHAT_MOVES_KEYS,
  label: (key: MovesKey) => string = reportKeyLabel,
): AreaMoves[] {
  return findingsFromSums(sumsOfDays(days, tags, keys), keys, label);
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

/** How clearly a tag goes with a different score: a plain word rather than a statistic (decision 268). */
export type TagStrength = 'strong' | 'some' | 'weak';

/** From this difference of means (on the 0–10 scale), with enough days each side, a link is "strong". */
export const STRONG_DIFFERENCE = 1;
/** From this difference, with enough days each side, there is "some" link. */
export const SOME_DIFFERENCE = 0.5;
/** Days needed on the smaller side (with or without the tag) for "strong". */
export const STRONG_MIN_DAYS = 10;
/** Days needed on the smaller side for "some". */
export const SOME_MIN_DAYS = 5;

/**
 * The strength word of a tag finding, from the size of the difference and the days behind the smaller
 * side: a big difference seen on a handful of days is still only "weak" evidence, and a tiny one is
 * "weak" however many days show it. It describes how clearly they go together, never a cause.
 */
export function tagStrength(f: Pick<TagFinding, 'difference' | 'withDays' | 'withoutDays'>): TagStrength {
  const size = Math.abs(f.difference);
  const days = Math.min(f.withDays, f.withoutDays);
  if (size >= STRONG_DIFFERENCE && days >= STRONG_MIN_DAYS) return 'strong';
  if (size >= SOME_DIFFERENCE && days >= SOME_MIN_DAYS) return 'some';
  return 'weak';
}

/** "strong link", "some link", "weak link": the word shown beside a tag's bars. */
export function strengthLabel(strength: TagStrength): string {
  return `${strength} link`;
}

/** Two areas in plain words, without the coefficient (kept for screen readers and the details). */
export function describePairPlainly(area: string, otherLabel: string, p: PairFinding): string {
  if (Math.abs(p.correlation) < NOTABLE_CORRELATION) return `${area} and ${otherLabel} barely move together.`;
  return p.correlation > 0
    ? `${area} and ${otherLabel} tend to rise and fall together.`
    : `When ${area} is higher, ${otherLabel} tends to be lower.`;
}

/** The numbers behind a pair: "correlation 0.43 over 120 days rated together". */
export function pairNumbers(p: PairFinding): string {
  return `correlation ${p.correlation.toFixed(2).replace('-', '−')} over ${days(p.n)} rated together`;
}
