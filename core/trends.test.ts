import { describe, it, expect } from 'vitest';
import { DIMENSION_KEYS } from './dimensions';
import { allTrends, dimensionTrend, type EntryScores } from './trends';

function entry(overrides: Partial<Record<keyof EntryScores, number | string>> = {}): EntryScores {
  return {
    sleep: 5,
    exercise: 5,
    diet: 5,
    social: 5,
    achievements: 5,
    relationships: 5,
    creativity: 5,
    finance: 5,
    ...overrides,
  };
}

describe('dimensionTrend', () => {
  it('is null with fewer than two entries', () => {
    expect(dimensionTrend([], 'sleep')).toBeNull();
    expect(dimensionTrend([entry()], 'sleep')).toBeNull();
  });

  it.each([
    [6, 5, 'up', 'Improving', 1],
    [5.5, 5, 'stable', 'Stable', 0.5],
    [5, 5, 'stable', 'Stable', 0],
    [4.5, 5, 'stable', 'Stable', -0.5],
    [4, 5, 'down', 'Declining', -1],
    [10, 0, 'up', 'Improving', 10],
    [0, 10, 'down', 'Declining', -10],
  ])('newest %j against previous %j is %s', (newest, previous, direction, label, diff) => {
    expect(dimensionTrend([entry({ sleep: newest }), entry({ sleep: previous })], 'sleep')).toEqual({
      direction,
      label,
      diff,
    });
  });

  it('treats 0.5 exactly as stable but just above as a change (non-step values)', () => {
    expect(dimensionTrend([entry({ diet: 5.6 }), entry({ diet: 5 })], 'diet')?.direction).toBe('up');
    expect(dimensionTrend([entry({ diet: 4.4 }), entry({ diet: 5 })], 'diet')?.direction).toBe('down');
  });

  it('is not fooled by float noise at the threshold', () => {
    // 0.8 - 0.3 is 0.5000000000000001 in floating point
    expect(dimensionTrend([entry({ finance: 0.8 }), entry({ finance: 0.3 })], 'finance')?.direction).toBe(
      'stable',
    );
  });

  it('reads one-decimal strings as the API sends them', () => {
    expect(dimensionTrend([entry({ social: '7.5' }), entry({ social: '6.0' })], 'social')).toEqual({
      direction: 'up',
      label: 'Improving',
      diff: 1.5,
    });
  });

  it('compares only the two newest entries', () => {
    const entries = [entry({ sleep: 5 }), entry({ sleep: 5 }), entry({ sleep: 0 })];
    expect(dimensionTrend(entries, 'sleep')?.direction).toBe('stable');
  });

  it('is null when a score cannot be read', () => {
    expect(dimensionTrend([entry({ sleep: 'abc' }), entry()], 'sleep')).toBeNull();
  });
});

describe('allTrends', () => {
  it('gives every area its own trend', () => {
    const trends = allTrends([entry({ sleep: 8, finance: 2 }), entry()]);
    expect(Object.keys(trends)).toEqual([...DIMENSION_KEYS]);
    expect(trends.sleep?.label).toBe('Improving');
    expect(trends.finance?.label).toBe('Declining');
    expect(trends.diet?.label).toBe('Stable');
  });

  it('is all null without two entries', () => {
    expect(Object.values(allTrends([entry()])).every((t) => t === null)).toBe(true);
  });
});
