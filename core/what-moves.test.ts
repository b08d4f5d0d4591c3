import { describe, expect, it } from 'vitest';
import { DIMENSION_KEYS } from './dimensions';
import {
  computeWhatMoves,
  findingsFromSums,
  pairKey,
  pearsonFromSums,
  sumsOfDays,
  WHAT_MOVES_KEYS,
  type DayScores,
} from './what-moves';

/** The obvious two-pass computation, to check the one from sums against. */
function naive(
  days: DayScores[],
  tags: { id: string; name: string; days: Set<string> }[],
  keys: readonly string[] = WHAT_MOVES_KEYS,
) {
  const round2 = (x: number) => Math.round(x * 100) / 100;
  return keys.map((key) => {
    const rated = days.filter((d) => d.scores[key] !== undefined);
    const tagFindings = tags.flatMap((tag) => {
      const w = rated.filter((d) => tag.days.has(d.day)).map((d) => d.scores[key] as number);
      const wo = rated.filter((d) => !tag.days.has(d.day)).map((d) => d.scores[key] as number);
      if (w.length < 3 || wo.length < 3) return [];
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      return [
        { tag: tag.name, withMean: round2(mean(w)), withoutMean: round2(mean(wo)), withDays: w.length },
      ];
    });
    const together = keys.flatMap((other) => {
      if (other === key) return [];
      const both = days.filter((d) => d.scores[key] !== undefined && d.scores[other] !== undefined);
      const xs = both.map((d) => d.scores[key] as number);
      const ys = both.map((d) => d.scores[other] as number);
      if (xs.length < 5) return [];
      const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
      const my = ys.reduce((a, b) => a + b, 0) / ys.length;
      let cov = 0;
      let vx = 0;
      let vy = 0;
      xs.forEach((x, i) => {
        cov += (x - mx) * ((ys[i] as number) - my);
        vx += (x - mx) ** 2;
        vy += ((ys[i] as number) - my) ** 2;
      });
      if (vx === 0 || vy === 0) return [];
      return [{ other, correlation: round2(cov / Math.sqrt(vx * vy)), n: xs.length }];
    });
    return { key, ratedDays: rated.length, tagFindings, together };
  });
}

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const OWN = ['own-aaaaaaaaaa', 'own-bbbbbbbbbb'];
const ORDER: readonly string[] = WHAT_MOVES_KEYS;

/** Days with scores in halves, some without an entry or a core feeling; the core feeling a daily mean. */
function randomHistory(seed: number, n: number) {
  const r = rng(seed);
  const half = () => Math.round(r() * 20) / 2;
  const days: DayScores[] = [];
  for (let i = 0; i < n; i++) {
    const scores: Partial<Record<string, number>> = {};
    if (r() < 0.8) {
      for (const key of DIMENSION_KEYS) scores[key] = half();
      // Areas of one's own: rated on some of the days with an entry only (decision 379).
      for (const key of OWN) if (r() < 0.7) scores[key] = half();
    }
    if (r() < 0.6) {
      const count = 1 + Math.floor(r() * 3);
      let sum = 0;
      for (let c = 0; c < count; c++) sum += half();
      scores.coreFeeling = sum / count;
    }
    if (Object.keys(scores).length > 0) days.push({ day: `d${i}`, scores });
  }
  const tags = ['a', 'b', 'c'].map((name, t) => ({
    id: name,
    name,
    days: new Set(days.filter(() => r() < 0.2 + 0.2 * t).map((d) => d.day)),
  }));
  return { days, tags };
}

describe('what moves, from sums', () => {
  it('gives the same findings as the two-pass computation', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { days, tags } = randomHistory(seed, 400);
      const fromSums = computeWhatMoves(days, tags).map((a) => ({
        key: a.key,
        ratedDays: a.ratedDays,
        tagFindings: [...a.tags]
          .sort((x, y) => x.tag.localeCompare(y.tag))
          .map((f) => ({
            tag: f.tag,
            withMean: f.withMean,
            withoutMean: f.withoutMean,
            withDays: f.withDays,
          })),
        together: [...a.together].sort((x, y) => ORDER.indexOf(x.other) - ORDER.indexOf(y.other)),
      }));
      expect(fromSums).toEqual(naive(days, tags));
    }
  });

  it("takes areas of one's own like the eight, over the days each was rated, in the order of the keys given", () => {
    // A wheel order with an own area first and one of the eight hidden (left out of the keys).
    const keys = ['own-bbbbbbbbbb', 'sleep', 'own-aaaaaaaaaa', 'diet', 'social', 'coreFeeling'];
    const labels: Record<string, string> = { 'own-aaaaaaaaaa': 'Music', 'own-bbbbbbbbbb': 'Garden' };
    for (const seed of [6, 7, 8]) {
      const { days, tags } = randomHistory(seed, 400);
      const found = computeWhatMoves(days, tags, keys, (k) => labels[k] ?? k);
      expect(found.map((a) => a.key)).toEqual(keys);
      expect(found[0]!.label).toBe('Garden');
      expect(found[1]!.label).toBe('sleep');
      const own = found.find((a) => a.key === 'own-aaaaaaaaaa')!;
      expect(own.ratedDays).toBeLessThan(found[1]!.ratedDays);
      expect(own.together.map((p) => p.other)).not.toContain('finance');
      const simple = found.map((a) => ({
        key: a.key,
        ratedDays: a.ratedDays,
        tagFindings: [...a.tags]
          .sort((x, y) => x.tag.localeCompare(y.tag))
          .map((f) => ({
            tag: f.tag,
            withMean: f.withMean,
            withoutMean: f.withoutMean,
            withDays: f.withDays,
          })),
        together: [...a.together].sort((x, y) => keys.indexOf(x.other) - keys.indexOf(y.other)),
      }));
      expect(simple).toEqual(naive(days, tags, keys));
      // Each own area has findings with the eight, the other own area and the core feeling.
      expect(own.together.map((p) => p.other).sort()).toEqual(
        keys.filter((k) => k !== 'own-aaaaaaaaaa').sort(),
      );
    }
  });

  it("names a pair the same whichever way round, with the eight before areas of one's own", () => {
    expect(pairKey('own-aaaaaaaaaa', 'sleep')).toBe('sleep own-aaaaaaaaaa');
    expect(pairKey('coreFeeling', 'own-aaaaaaaaaa')).toBe('coreFeeling own-aaaaaaaaaa');
    expect(pairKey('own-bbbbbbbbbb', 'own-aaaaaaaaaa')).toBe('own-aaaaaaaaaa own-bbbbbbbbbb');
  });

  it('knows that a constant area moves with nothing, and finds r = ±1 exactly', () => {
    const days: DayScores[] = [1, 2, 3, 4, 5, 6].map((i) => ({
      day: `d${i}`,
      scores: { sleep: i, diet: 7, finance: 10 - i, coreFeeling: 16 / 3 },
    }));
    const sums = sumsOfDays(days, []);
    expect(pearsonFromSums(sums.pairs.get(pairKey('sleep', 'diet'))!)).toBeNull();
    expect(pearsonFromSums(sums.pairs.get(pairKey('sleep', 'coreFeeling'))!)).toBeNull();
    expect(pearsonFromSums(sums.pairs.get(pairKey('finance', 'sleep'))!)).toBe(-1);
    const sleep = findingsFromSums(sums).find((a) => a.key === 'sleep')!;
    expect(sleep.together).toEqual([{ other: 'finance', correlation: -1, n: 6 }]);
  });

  it('rounds a mean that is exactly half a hundredth up, even when its sum is a hair under', () => {
    // 51 / 8 = 6.375, but daily means in thirds add up to 50.99999999999999 (as in the bench's data).
    const sums = sumsOfDays([], []);
    sums.totals.coreFeeling = { n: 11, sum: 69.99999999999999 };
    const none = { n: 0, sum: 0 };
    const tag = Object.fromEntries(WHAT_MOVES_KEYS.map((k) => [k, none])) as typeof sums.totals;
    tag.coreFeeling = { n: 3, sum: 19 };
    sums.tags = [{ id: 't', name: 't', sums: tag }];
    expect((69.99999999999999 - 19) / 8).toBeLessThan(6.375);
    const core = findingsFromSums(sums).find((a) => a.key === 'coreFeeling')!;
    expect(core.tags).toEqual([
      {
        tagId: 't',
        tag: 't',
        withMean: 6.33,
        withoutMean: 6.38,
        withDays: 3,
        withoutDays: 8,
        difference: -0.04,
      },
    ]);
  });
});
