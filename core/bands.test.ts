import { describe, it, expect } from 'vitest';
import { SCORE_BANDS, scoreBand } from './bands';

describe('scoreBand', () => {
  it.each([
    [10, 'thriving', 'Thriving', 'blue'],
    [9, 'thriving', 'Thriving', 'blue'],
    [8.9, 'doing-well', 'Doing Well', 'green'],
    [6, 'doing-well', 'Doing Well', 'green'],
    [5.9, 'room-to-flourish', 'Room to Flourish', 'yellow'],
    [5.5, 'room-to-flourish', 'Room to Flourish', 'yellow'],
    [4, 'room-to-flourish', 'Room to Flourish', 'yellow'],
    [3.9, 'needs-nurturing', 'Needs Nurturing', 'red'],
    [3.99, 'needs-nurturing', 'Needs Nurturing', 'red'],
    [0, 'needs-nurturing', 'Needs Nurturing', 'red'],
  ])('puts %j in %s', (score, key, label, color) => {
    expect(scoreBand(score)).toEqual({ key, label, color });
  });

  it('handles values outside 0–10 without crashing', () => {
    expect(scoreBand(11).key).toBe('thriving');
    expect(scoreBand(-1).key).toBe('needs-nurturing');
  });

  it('refuses NaN rather than calling it Needs Nurturing', () => {
    expect(() => scoreBand(NaN)).toThrow(RangeError);
  });

  it('returns only key, label and colour', () => {
    expect(Object.keys(scoreBand(7)).sort()).toEqual(['color', 'key', 'label']);
  });

  it('lists the bands highest first with the spec thresholds', () => {
    expect(SCORE_BANDS.map((b) => b.min)).toEqual([9, 6, 4, -Infinity]);
  });
});
