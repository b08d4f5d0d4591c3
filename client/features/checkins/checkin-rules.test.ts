import { describe, expect, it } from 'vitest';
import { DIMENSION_KEYS } from '../../../core/dimensions';
import { spotlightPayload, spotlightSliders, startingCoreFeeling } from './checkin-rules';

const entry = {
  sleep: '4.0',
  exercise: '6.0',
  diet: '5.5',
  social: '8.0',
  achievements: '2.5',
  relationships: '9.0',
  creativity: '5.0',
  finance: '10.0',
};

describe('quick check-in', () => {
  it('starts the slider at the latest check-in (the list is newest first), or 5', () => {
    expect(startingCoreFeeling([{ coreFeeling: '7.5' }, { coreFeeling: '2.0' }])).toBe(7.5);
    expect(startingCoreFeeling([])).toBe(5);
    expect(startingCoreFeeling(undefined)).toBe(5);
    expect(startingCoreFeeling([{ coreFeeling: 'oops' }])).toBe(5);
  });
});

describe('spotlight selection', () => {
  it('offers the three lowest areas at or below 5.5, lowest first, starting at their scores', () => {
    const sliders = spotlightSliders(entry, DIMENSION_KEYS);
    expect(sliders.map((s) => [s.key, s.start])).toEqual([
      ['achievements', 2.5],
      ['sleep', 4],
      ['creativity', 5],
    ]);
  });

  it('includes an area of exactly 5.5 and keeps the spec order for ties', () => {
    const sliders = spotlightSliders(
      { ...entry, sleep: '6.0', achievements: '6.0', creativity: '5.5' },
      DIMENSION_KEYS,
    );
    expect(sliders.map((s) => s.key)).toEqual(['diet', 'creativity']);
  });

  it('offers nothing when no area is low or there is no entry yet', () => {
    expect(
      spotlightSliders(
        { ...entry, sleep: '6', diet: '6', achievements: '6', creativity: '6' },
        DIMENSION_KEYS,
      ),
    ).toEqual([]);
    expect(spotlightSliders(null, DIMENSION_KEYS)).toEqual([]);
  });

  it('sends every shown area as a one-decimal string', () => {
    const values = new Map([['achievements', 3] as const, ['sleep', 4.5] as const]);
    expect(spotlightPayload(values)).toEqual({ ratings: { achievements: '3.0', sleep: '4.5' } });
  });

  it("looks only at the areas shown now, areas of one's own included, in wheel order for ties, all in one write (decisions 350, 378)", () => {
    const withOwn = { ...entry, areaScores: { 'own-abcdefghij': '1.5' } };
    const shown = ['own-abcdefghij', 'sleep', 'creativity', 'social'];
    expect(spotlightSliders(withOwn, shown).map((s) => s.key)).toEqual([
      'own-abcdefghij',
      'sleep',
      'creativity',
    ]);
    // Achievements (2.5) is hidden: not offered.
    expect(spotlightSliders(entry, ['sleep', 'social', 'finance']).map((s) => s.key)).toEqual(['sleep']);
    expect(
      spotlightPayload(
        new Map([
          ['own-abcdefghij', 2],
          ['diet', 3],
        ]),
      ),
    ).toEqual({ ratings: { 'own-abcdefghij': '2.0', diet: '3.0' } });
  });
});
