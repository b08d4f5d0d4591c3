import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../lib/i18n';
import { withArea, withoutArea } from '../../api/areas';
import {
  BUILT_IN_WHEEL,
  hidingLeavesTooFew,
  labelProblem,
  labelOf,
  shownOf,
  stepPosition,
  wheelOf,
  type WheelArea,
} from './wheel-rules';

// A label's problems are said in the app's language (decision 422): English first.
beforeAll(() => activateLocale('en'));

const own = (key: string, label: string, position: number, hidden = false): WheelArea => ({
  key,
  label,
  icon: 'Sun',
  color: '#DB2777',
  hidden,
  position,
  builtIn: false,
  description: null,
});

describe('the wheel (decision 350)', () => {
  it('is the eight built-in areas while nothing was read', () => {
    expect(wheelOf(undefined).map((a) => a.key)).toEqual([
      'sleep',
      'exercise',
      'diet',
      'social',
      'achievements',
      'relationships',
      'creativity',
      'finance',
    ]);
    expect(wheelOf([])).toBe(BUILT_IN_WHEEL);
  });

  it('orders by position and shows the ones not hidden', () => {
    const wheel = wheelOf([own('own-b', 'B', 1, true), own('own-a', 'A', 0), own('own-c', 'C', 2)]);
    expect(wheel.map((a) => a.key)).toEqual(['own-a', 'own-b', 'own-c']);
    expect(shownOf(wheel).map((a) => a.key)).toEqual(['own-a', 'own-c']);
  });

  it('checks a label: 1–40 after trimming, unique in any case, its own label allowed', () => {
    expect(labelProblem('   ', null, BUILT_IN_WHEEL)).toBe('Label is required');
    expect(labelProblem('x'.repeat(41), null, BUILT_IN_WHEEL)).toBe('Label must be at most 40 characters');
    expect(labelProblem(` ${'x'.repeat(40)} `, null, BUILT_IN_WHEEL)).toBeNull();
    expect(labelProblem(' sleep ', null, BUILT_IN_WHEEL)).toBe('You already have an area with this label');
    expect(labelProblem('Sleep', 'sleep', BUILT_IN_WHEEL)).toBeNull();
    expect(labelProblem('Faith', null, BUILT_IN_WHEEL)).toBeNull();
  });

  it('keeps at least three shown', () => {
    const wheel = [
      own('own-a', 'A', 0),
      own('own-b', 'B', 1),
      own('own-c', 'C', 2),
      own('own-d', 'D', 3, true),
    ];
    expect(hidingLeavesTooFew('own-a', wheel)).toBe(true);
    expect(hidingLeavesTooFew('own-a', [...wheel, own('own-e', 'E', 4)])).toBe(false);
  });

  it('moves one step within the ends', () => {
    expect(stepPosition('sleep', -1, BUILT_IN_WHEEL)).toBeNull();
    expect(stepPosition('sleep', 1, BUILT_IN_WHEEL)).toBe(1);
    expect(stepPosition('finance', 1, BUILT_IN_WHEEL)).toBeNull();
    expect(stepPosition('nope', 1, BUILT_IN_WHEEL)).toBeNull();
  });

  it('names a key the wheel does not hold by the key', () => {
    expect(labelOf('exercise', BUILT_IN_WHEEL)).toBe('Movement');
    expect(labelOf('own-gone', BUILT_IN_WHEEL)).toBe('own-gone');
  });
});

describe('the cached list after a change', () => {
  it('puts a moved area at its new place and renumbers the others', () => {
    const moved = { ...BUILT_IN_WHEEL[0]!, position: 2 };
    const next = withArea(BUILT_IN_WHEEL, moved);
    expect(next.slice(0, 4).map((a) => a.key)).toEqual(['exercise', 'diet', 'sleep', 'social']);
    expect(next.map((a) => a.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('adds a new area at the end and closes the gap of a deleted one', () => {
    const added = withArea(BUILT_IN_WHEEL, own('own-x', 'X', 8));
    expect(added.at(-1)!.key).toBe('own-x');
    const removed = withoutArea(added, 'diet');
    expect(removed.map((a) => a.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(removed.some((a) => a.key === 'diet')).toBe(false);
  });
});
