import { describe, it, expect } from 'vitest';
import { insights, SLEEP_IMPROVED_INSIGHT, WEEKLY_STREAK_INSIGHT } from './insights';

const sleeps = (...values: (number | string)[]) => values.map((sleep) => ({ sleep }));

describe('insights', () => {
  it('uses the spec strings', () => {
    expect(SLEEP_IMPROVED_INSIGHT).toBe('Your sleep score improved!');
    expect(WEEKLY_STREAK_INSIGHT).toBe('Weekly tracking streak!');
  });

  it('is empty without entries or with one', () => {
    expect(insights([])).toEqual([]);
    expect(insights(sleeps(9))).toEqual([]);
  });

  it('notices any rise in sleep, however small', () => {
    expect(insights(sleeps(5.5, 5))).toEqual(['Your sleep score improved!']);
    expect(insights(sleeps('6.0', '5.5'))).toEqual(['Your sleep score improved!']);
  });

  it('says nothing about sleep when it stayed or fell', () => {
    expect(insights(sleeps(5, 5))).toEqual([]);
    expect(insights(sleeps(4.5, 5))).toEqual([]);
  });

  it('celebrates 7 entries but not 6', () => {
    expect(insights(sleeps(5, 5, 5, 5, 5, 5))).toEqual([]);
    expect(insights(sleeps(5, 5, 5, 5, 5, 5, 5))).toEqual(['Weekly tracking streak!']);
    expect(insights(sleeps(5, 5, 5, 5, 5, 5, 5, 5))).toEqual(['Weekly tracking streak!']);
  });

  it('lists both in order', () => {
    expect(insights(sleeps(7, 5, 5, 5, 5, 5, 5))).toEqual([
      'Your sleep score improved!',
      'Weekly tracking streak!',
    ]);
  });

  it('skips an unreadable sleep score', () => {
    expect(insights(sleeps('', 5))).toEqual([]);
  });
});
