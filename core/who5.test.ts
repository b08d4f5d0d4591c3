import { describe, expect, it } from 'vitest';
import {
  scoreWho5,
  WHO5_ANSWERS,
  WHO5_STATEMENTS,
  who5Band,
  who5Change,
  who5Due,
  who5NextOfferDay,
  who5Percent,
  who5Raw,
} from './who5';

/**
 * The published rule, written out independently of the code under test (Topp et al. 2015): the
 * percentage is raw × 4; raw ≤ 12 (≤ 48 %) is low wellbeing and raw ≤ 7 (≤ 28 %) very low.
 */
const PUBLISHED: Record<number, [percent: number, band: 'very-low' | 'low' | 'none']> = {
  0: [0, 'very-low'],
  1: [4, 'very-low'],
  2: [8, 'very-low'],
  3: [12, 'very-low'],
  4: [16, 'very-low'],
  5: [20, 'very-low'],
  6: [24, 'very-low'],
  7: [28, 'very-low'],
  8: [32, 'low'],
  9: [36, 'low'],
  10: [40, 'low'],
  11: [44, 'low'],
  12: [48, 'low'],
  13: [52, 'none'],
  14: [56, 'none'],
  15: [60, 'none'],
  16: [64, 'none'],
  17: [68, 'none'],
  18: [72, 'none'],
  19: [76, 'none'],
  20: [80, 'none'],
  21: [84, 'none'],
  22: [88, 'none'],
  23: [92, 'none'],
  24: [96, 'none'],
  25: [100, 'none'],
};

/** Five answers adding up to `raw`, filled from the first statement. */
function answersFor(raw: number): number[] {
  return [0, 1, 2, 3, 4].map((i) => Math.max(0, Math.min(5, raw - i * 5)));
}

describe('WHO-5 questionnaire', () => {
  it('has the five statements and six answers of the published form', () => {
    expect(WHO5_STATEMENTS).toEqual([
      'I have felt cheerful and in good spirits.',
      'I have felt calm and relaxed.',
      'I have felt active and vigorous.',
      'I woke up feeling fresh and rested.',
      'My daily life has been filled with things that interest me.',
    ]);
    expect(WHO5_ANSWERS.map((a) => [a.label, a.value])).toEqual([
      ['All of the time', 5],
      ['Most of the time', 4],
      ['More than half of the time', 3],
      ['Less than half of the time', 2],
      ['Some of the time', 1],
      ['At no time', 0],
    ]);
  });
});

describe('WHO-5 scoring', () => {
  it('covers every raw score 0–25', () => {
    expect(Object.keys(PUBLISHED).map(Number)).toEqual(Array.from({ length: 26 }, (_, i) => i));
  });

  for (let raw = 0; raw <= 25; raw++) {
    const [percent, band] = PUBLISHED[raw] as [number, string];
    it(`raw ${raw} is ${percent} % (${band})`, () => {
      expect(who5Percent(raw)).toBe(percent);
      expect(who5Band(raw)).toBe(band);
      const answers = answersFor(raw);
      expect(who5Raw(answers)).toBe(raw);
      expect(scoreWho5(answers)).toEqual({ raw, percent, band });
    });
  }

  it('bands from the raw integer at exactly the published lines', () => {
    expect(who5Band(7)).toBe('very-low');
    expect(who5Band(8)).toBe('low');
    expect(who5Band(12)).toBe('low');
    expect(who5Band(13)).toBe('none');
  });

  it('refuses anything but five whole answers 0–5', () => {
    for (const bad of [
      [],
      [1, 2, 3, 4],
      [1, 2, 3, 4, 5, 0],
      [1, 2, 3, 4, 6],
      [1, 2, 3, 4, -1],
      [1, 2, 3, 4, 2.5],
    ]) {
      expect(() => who5Raw(bad)).toThrow(RangeError);
    }
    for (const bad of [-1, 26, 12.5, Number.NaN]) {
      expect(() => who5Percent(bad)).toThrow(RangeError);
      expect(() => who5Band(bad)).toThrow(RangeError);
    }
  });
});

describe('a meaningful change', () => {
  it('is 10 percentage points or more, either way', () => {
    expect(who5Change(40, 48)).toEqual({ points: 8, meaningful: false, direction: 'up' });
    expect(who5Change(40, 50)).toEqual({ points: 10, meaningful: true, direction: 'up' });
    expect(who5Change(60, 48)).toEqual({ points: -12, meaningful: true, direction: 'down' });
    expect(who5Change(52, 52)).toEqual({ points: 0, meaningful: false, direction: 'same' });
  });
});

describe('the 14-day offer', () => {
  it('is offered to someone who has never answered nor declined', () => {
    expect(who5Due(null, '2026-11-26', null)).toBe(true);
  });

  it('waits 14 days after the last result', () => {
    expect(who5Due('2026-11-13', '2026-11-26', null)).toBe(false);
    expect(who5Due('2026-11-12', '2026-11-26', null)).toBe(true);
    expect(who5Due('2026-11-26', '2026-11-26', null)).toBe(false);
  });

  it('waits 14 days after "Not now", whatever the last result', () => {
    expect(who5Due(null, '2026-11-26', '2026-11-26')).toBe(false);
    expect(who5Due(null, '2026-11-26', '2026-11-13')).toBe(false);
    expect(who5Due(null, '2026-11-26', '2026-11-12')).toBe(true);
    expect(who5Due('2026-10-01', '2026-11-26', '2026-11-20')).toBe(false);
    expect(who5Due('2026-11-20', '2026-11-26', '2026-10-01')).toBe(false);
  });

  it('is not offered when a stored day lies after today (the clock moved back)', () => {
    expect(who5Due('2026-11-30', '2026-11-26', null)).toBe(false);
  });

  it('names the next day it will be offered', () => {
    expect(who5NextOfferDay(null, null, '2026-11-26')).toBe('2026-11-26');
    expect(who5NextOfferDay('2026-11-20', null, '2026-11-26')).toBe('2026-12-04');
    expect(who5NextOfferDay('2026-11-20', '2026-11-25', '2026-11-26')).toBe('2026-12-09');
    expect(who5NextOfferDay('2026-01-01', null, '2026-11-26')).toBe('2026-11-26');
  });
});
