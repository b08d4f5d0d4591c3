import { describe, it, expect } from 'vitest';
import { SPOTLIGHT_MAX, SPOTLIGHT_THRESHOLD, spotlightAreas } from './spotlight';
import type { EntryScores } from './trends';
import { DEFAULT_AREAS, withPositions } from './areas';

function entry(overrides: Partial<Record<keyof EntryScores, number | string>> = {}): EntryScores {
  return {
    sleep: 7,
    exercise: 7,
    diet: 7,
    social: 7,
    achievements: 7,
    relationships: 7,
    creativity: 7,
    finance: 7,
    ...overrides,
  };
}

describe('spotlightAreas', () => {
  it('has the spec constants', () => {
    expect(SPOTLIGHT_THRESHOLD).toBe(5.5);
    expect(SPOTLIGHT_MAX).toBe(3);
  });

  it('is empty without an entry', () => {
    expect(spotlightAreas(null)).toEqual([]);
    expect(spotlightAreas(undefined)).toEqual([]);
  });

  it('is empty when nothing is at or below 5.5', () => {
    expect(spotlightAreas(entry())).toEqual([]);
    expect(spotlightAreas(entry({ sleep: 6 }))).toEqual([]);
  });

  it('includes 5.5 but not 6', () => {
    expect(spotlightAreas(entry({ sleep: 5.5, diet: 6 }))).toEqual([
      { key: 'sleep', label: 'Sleep', score: 5.5 },
    ]);
  });

  it('sorts lowest first and keeps at most three', () => {
    const result = spotlightAreas(entry({ sleep: 5, exercise: 1, diet: 3, social: 0, finance: 2 }));
    expect(result).toEqual([
      { key: 'social', label: 'Social', score: 0 },
      { key: 'exercise', label: 'Movement', score: 1 },
      { key: 'finance', label: 'Finance', score: 2 },
    ]);
  });

  it('breaks ties in dimension order', () => {
    const all = entry({
      sleep: 4,
      exercise: 4,
      diet: 4,
      social: 4,
      achievements: 4,
      relationships: 4,
      creativity: 4,
      finance: 4,
    });
    expect(spotlightAreas(all).map((a) => a.key)).toEqual(['sleep', 'exercise', 'diet']);
    expect(spotlightAreas(entry({ finance: 2, creativity: 2, sleep: 3 })).map((a) => a.key)).toEqual([
      'creativity',
      'finance',
      'sleep',
    ]);
  });

  it('reads string scores and returns numbers', () => {
    expect(spotlightAreas(entry({ relationships: '4.5', creativity: '5.5', finance: '5.6' }))).toEqual([
      { key: 'relationships', label: 'Relationships', score: 4.5 },
      { key: 'creativity', label: 'Creativity', score: 5.5 },
    ]);
  });

  it('skips unreadable scores', () => {
    expect(spotlightAreas(entry({ sleep: '' }))).toEqual([]);
  });
});

describe('spotlightAreas on a person’s wheel (decision 345)', () => {
  it('takes only the shown built-in areas, under their labels, in wheel order on ties', () => {
    const wheel = withPositions(
      DEFAULT_AREAS.map((a) =>
        a.key === 'sleep' ? { ...a, hidden: true } : a.key === 'diet' ? { ...a, label: 'Food' } : a,
      ),
      'finance',
      0,
    );
    const entry = {
      sleep: '1.0',
      exercise: '6.0',
      diet: '3.0',
      social: '6.0',
      achievements: '6.0',
      relationships: '6.0',
      creativity: '3.0',
      finance: '3.0',
    };
    expect(spotlightAreas(entry, wheel)).toEqual([
      { key: 'finance', label: 'Finance', score: 3 },
      { key: 'diet', label: 'Food', score: 3 },
      { key: 'creativity', label: 'Creativity', score: 3 },
    ]);
  });

  it("counts the shown areas of one's own from `areaScores`, under their labels (decision 378)", () => {
    const own = {
      key: 'own-abcdefghij',
      label: 'Music',
      icon: 'Music' as const,
      color: '#2563EB' as const,
      hidden: false,
      position: 8,
      builtIn: false,
      description: null,
    };
    const hiddenOwn = { ...own, key: 'own-klmnopqrst', label: 'Chess', hidden: true, position: 9 };
    const low = { ...entry({ sleep: 4 }), areaScores: { 'own-abcdefghij': '2.0', 'own-klmnopqrst': '1.0' } };
    expect(spotlightAreas(low, [...DEFAULT_AREAS, own, hiddenOwn])).toEqual([
      { key: 'own-abcdefghij', label: 'Music', score: 2 },
      { key: 'sleep', label: 'Sleep', score: 4 },
    ]);
    // Without the wheel only the eight count.
    expect(spotlightAreas(low).map((a) => a.key)).toEqual(['sleep']);
  });
});
