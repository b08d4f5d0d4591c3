import { describe, expect, it } from 'vitest';
import { dayPart, overallPercent, wheelState } from './home-rules';

const entry = {
  sleep: '7.5',
  exercise: '6.0',
  diet: '5.0',
  social: '8.0',
  achievements: '4.5',
  relationships: '9.0',
  creativity: '3.0',
  finance: '10.0',
  overallScore: '6.6',
};

describe('home rules', () => {
  it('reads the latest entry for the wheel and the overall card', () => {
    const state = wheelState(entry);
    expect(state.startingPoint).toBe(false);
    expect(state.overall).toBe(6.6);
    expect(state.scores.sleep).toBe(7.5);
    expect(state.scores.finance).toBe(10);
  });

  it('starts a new user at 5 everywhere, marked as a starting point', () => {
    const state = wheelState(null);
    expect(state.startingPoint).toBe(true);
    expect(state.overall).toBe(5);
    expect(Object.values(state.scores)).toEqual([5, 5, 5, 5, 5, 5, 5, 5]);
  });

  it('shows the overall score as a whole percentage', () => {
    expect(overallPercent(6.6)).toBe(66);
    expect(overallPercent(5)).toBe(50);
    expect(overallPercent(10)).toBe(100);
    expect(overallPercent(0.7)).toBe(7);
  });

  it('names the part of the day the greeting says', () => {
    expect(dayPart(3)).toBe('night');
    expect(dayPart(9)).toBe('morning');
    expect(dayPart(14)).toBe('afternoon');
    expect(dayPart(20)).toBe('evening');
  });
});
