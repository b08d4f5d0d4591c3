import { describe, it, expect } from 'vitest';
import {
  carryForward,
  DEFAULT_SCORE,
  formatChange,
  formatMeanOfSum,
  formatScore,
  isScore,
  meanScore,
  overallScore,
  parseScore,
  readScore,
  roundToTenth,
} from './scores';

describe('parseScore', () => {
  it.each([
    [0, 0],
    [0.5, 0.5],
    [7, 7],
    [7.5, 7.5],
    [10, 10],
    [-0, 0],
    ['0', 0],
    ['7', 7],
    ['7.5', 7.5],
    [' 7.50 ', 7.5],
    ['07', 7],
    ['10', 10],
    ['10.0', 10],
    ['10.00', 10],
    ['9.5', 9.5],
    ['0.0', 0],
    ['7.500000000000000000000', 7.5],
  ])('accepts %j as %j', (input, expected) => {
    expect(parseScore(input)).toBe(expected);
  });

  it.each([
    'abc',
    '',
    '   ',
    '7.3',
    '7.25',
    '7.',
    '.5',
    '+7',
    '-1',
    '-0',
    '1e1',
    '0x5',
    '10.5',
    '11',
    '100',
    '7,5',
    '7.5.0',
    '7.50000000000000001',
    'Infinity',
    'NaN',
  ])('rejects the string %j', (input) => {
    expect(parseScore(input)).toBeNull();
  });

  it.each([10.5, -0.5, -1, 7.3, 0.1, 10.000001, NaN, Infinity, -Infinity])(
    'rejects the number %j',
    (input) => {
      expect(parseScore(input)).toBeNull();
    },
  );

  it.each([null, undefined, true, false, {}, [], [7], 7n])('rejects %s (not a number or string)', (input) => {
    expect(parseScore(input)).toBeNull();
  });

  it('never returns -0', () => {
    expect(Object.is(parseScore(-0), 0)).toBe(true);
  });
});

describe('isScore', () => {
  it('checks range and step', () => {
    expect(isScore(0)).toBe(true);
    expect(isScore(10)).toBe(true);
    expect(isScore(9.5)).toBe(true);
    expect(isScore(-0.5)).toBe(false);
    expect(isScore(10.5)).toBe(false);
    expect(isScore(4.2)).toBe(false);
  });
});

describe('readScore', () => {
  it('reads numbers and numeric strings, including one-decimal means off the step', () => {
    expect(readScore(7)).toBe(7);
    expect(readScore('7.5')).toBe(7.5);
    expect(readScore('6.3')).toBe(6.3);
    expect(readScore(' 6.3 ')).toBe(6.3);
  });

  it('returns null for anything unreadable', () => {
    expect(readScore('')).toBeNull();
    expect(readScore(' ')).toBeNull();
    expect(readScore('abc')).toBeNull();
    expect(readScore(NaN)).toBeNull();
    expect(readScore(Infinity)).toBeNull();
    expect(readScore(null)).toBeNull();
    expect(readScore(undefined)).toBeNull();
  });
});

describe('roundToTenth', () => {
  it.each([
    [6.05, 6.1],
    [6.25, 6.3],
    [6.15, 6.2],
    [0.15, 0.2],
    [1.45, 1.5],
    [2.675, 2.7],
    [8.049, 8],
    [8.05, 8.1],
    [-0.05, -0.1],
    [-6.25, -6.3],
    [-0.04, 0],
    [0.04, 0],
    [121 / 20, 6.1], // 6.05 as a real division result
    [0.1 + 0.2, 0.3],
    [7, 7],
    [10, 10],
    [0, 0],
  ])('rounds %j to %j', (input, expected) => {
    expect(roundToTenth(input)).toBe(expected);
  });

  it('never returns -0', () => {
    expect(Object.is(roundToTenth(-0.04), 0)).toBe(true);
    expect(Object.is(roundToTenth(-0), 0)).toBe(true);
  });

  it('passes non-finite values through', () => {
    expect(roundToTenth(NaN)).toBeNaN();
    expect(roundToTenth(Infinity)).toBe(Infinity);
  });
});

describe('formatScore', () => {
  it.each([
    [7.5, '7.5'],
    [10, '10.0'],
    [0, '0.0'],
    [-0, '0.0'],
    [5, '5.0'],
    [6.05, '6.1'],
    [6.25, '6.3'],
    [6.333333, '6.3'],
    [9.96, '10.0'],
  ])('formats %j as %j', (input, expected) => {
    expect(formatScore(input)).toBe(expected);
  });

  it('writes a one-decimal score from its tenths exactly as roundToTenth and toFixed do (decision 318)', () => {
    const before = (n: number) => roundToTenth(n).toFixed(1);
    for (let k = -1000; k <= 100_000; k++) {
      for (const n of [k / 10, k * 0.1, ((k / 10) * 3) / 3, k / 10 + 1e-12, k / 10 - 1e-12]) {
        expect(formatScore(n), String(n)).toBe(before(n));
      }
    }
    for (const n of [0.05, 0.15, 2.25, 6.05, 1.45, -0.05, 4.4375, 1e14 + 0.1, 123456789.05, 1e15, 1e20]) {
      expect(formatScore(n), String(n)).toBe(before(n));
    }
  });

  it('refuses non-finite numbers', () => {
    expect(() => formatScore(NaN)).toThrow(RangeError);
    expect(() => formatScore(Infinity)).toThrow(RangeError);
  });
});

describe('formatChange', () => {
  it.each([
    [0.5, '+0.5'],
    [0.1, '+0.1'],
    [-1, '-1.0'],
    [-0.25, '-0.3'],
    [0, '0.0'],
    [-0.04, '0.0'],
    [0.04, '0.0'],
    [10, '+10.0'],
  ])('formats %j as %j', (input, expected) => {
    expect(formatChange(input)).toBe(expected);
  });
});

describe('meanScore', () => {
  it('is null for no values', () => {
    expect(meanScore([])).toBeNull();
  });

  it('rounds to one decimal, halves up', () => {
    expect(meanScore([7])).toBe(7);
    expect(meanScore([6, 6.5])).toBe(6.3); // 6.25
    expect(meanScore([6, 6.5, 6])).toBe(6.2); // 6.1666…
    expect(meanScore([0, 0.5])).toBe(0.3); // 0.25
    expect(meanScore([0, 0, 0, 0.5])).toBe(0.1); // 0.125
    expect(meanScore([10, 10, 10])).toBe(10);
    expect(meanScore([0, 0])).toBe(0);
  });
});

describe('overallScore', () => {
  const base = {
    sleep: 5,
    exercise: 5,
    diet: 5,
    social: 5,
    achievements: 5,
    relationships: 5,
    creativity: 5,
    finance: 5,
  };

  it('is the mean of the eight areas, one decimal', () => {
    expect(overallScore(base)).toBe(5);
    expect(overallScore({ ...base, sleep: 7 })).toBe(5.3); // 42/8 = 5.25
    expect(overallScore({ ...base, sleep: 5.5 })).toBe(5.1); // 40.5/8 = 5.0625
    expect(overallScore({ ...base, sleep: 10, exercise: 10, diet: 10, social: 10 })).toBe(7.5);
  });

  it('covers the extremes', () => {
    const all = (n: number) =>
      ({
        sleep: n,
        exercise: n,
        diet: n,
        social: n,
        achievements: n,
        relationships: n,
        creativity: n,
        finance: n,
      }) as const;
    expect(overallScore(all(0))).toBe(0);
    expect(overallScore(all(10))).toBe(10);
  });

  it('ignores fields other than the eight areas', () => {
    const entry = { ...base, overallScore: 99, extra: 1000 };
    expect(overallScore(entry)).toBe(5);
  });

  it('starts new users at 5', () => {
    expect(DEFAULT_SCORE).toBe(5);
  });
});

describe('formatMeanOfSum', () => {
  it('agrees with formatScore of the mean for sums of one-decimal scores', () => {
    // A fixed pseudo-random walk (no Math.random: a failure must reproduce).
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let trial = 0; trial < 5000; trial++) {
      const n = 1 + (next() % 60);
      let sum = 0;
      for (let i = 0; i < n; i++) sum += (next() % 101) / 10; // 0.0 … 10.0, as overall scores are
      expect(formatMeanOfSum(sum, n), `sum ${sum} over ${n}`).toBe(formatScore(sum / n));
    }
  });

  it('rounds halves up exactly where floating point division would not', () => {
    expect(formatMeanOfSum(0.1 + 0.2 + 0.3 + 0.4, 4)).toBe('0.3'); // 0.25 → 0.3
    expect(formatMeanOfSum(7.5 + 8, 2)).toBe('7.8'); // 7.75 → 7.8
    expect(formatMeanOfSum(10, 1)).toBe('10.0');
    expect(formatMeanOfSum(0, 3)).toBe('0.0');
    expect(formatMeanOfSum(2, 3)).toBe('0.7');
  });

  it('refuses what has no mean', () => {
    expect(() => formatMeanOfSum(5, 0)).toThrow(RangeError);
    expect(() => formatMeanOfSum(NaN, 2)).toThrow(RangeError);
  });
});

describe('carryForward', () => {
  it('takes the rated areas, carries the others from before, 5 where nothing is known', () => {
    const before = { sleep: 7, exercise: 3, diet: null };
    const scores = carryForward(before, { exercise: 9.5 });
    expect(scores).toEqual({
      sleep: 7,
      exercise: 9.5,
      diet: 5,
      social: 5,
      achievements: 5,
      relationships: 5,
      creativity: 5,
      finance: 5,
    });
    expect(carryForward(null, {}).finance).toBe(DEFAULT_SCORE);
  });
});
