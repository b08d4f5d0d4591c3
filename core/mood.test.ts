import { describe, it, expect } from 'vitest';
import { DEFAULT_MOOD, isMood, moodColor, moodLabel } from './mood';

describe('mood', () => {
  it('defaults to 5', () => {
    expect(DEFAULT_MOOD).toBe(5);
  });

  it.each([
    [1, 'Very Low'],
    [2, 'Very Low'],
    [3, 'Low'],
    [4, 'Low'],
    [5, 'Neutral'],
    [6, 'Neutral'],
    [7, 'Good'],
    [8, 'Good'],
    [9, 'Excellent'],
    [10, 'Excellent'],
  ])('labels %j as %s', (mood, label) => {
    expect(moodLabel(mood)).toBe(label);
  });

  it.each([
    [1, 'red'],
    [3, 'red'],
    [4, 'yellow'],
    [6, 'yellow'],
    [7, 'green'],
    [10, 'green'],
  ])('colours %j %s', (mood, color) => {
    expect(moodColor(mood)).toBe(color);
  });

  it('still labels out-of-range stored values sensibly', () => {
    expect(moodLabel(0)).toBe('Very Low');
    expect(moodLabel(11)).toBe('Excellent');
    expect(moodColor(0)).toBe('red');
    expect(moodColor(11)).toBe('green');
  });

  it('accepts whole numbers 1 to 10 only', () => {
    expect(isMood(1)).toBe(true);
    expect(isMood(10)).toBe(true);
    for (const bad of [0, 11, 5.5, NaN, '5', null, undefined]) expect(isMood(bad)).toBe(false);
  });
});
