import { describe, expect, it } from 'vitest';
import { buildSavePlan, hasReflectionText, reflectionTexts } from './save-plan';

const latest = {
  id: 'yesterday',
  sleep: '7.5',
  exercise: '6.0',
  diet: '5.0',
  social: '8.0',
  achievements: '4.5',
  relationships: '9.0',
  creativity: '3.0',
  finance: '10.0',
};

describe('buildSavePlan', () => {
  it("PATCHes only the rated area when today's entry exists", () => {
    const today = { ...latest, id: 'today-id' };
    expect(buildSavePlan({ dimension: 'diet', score: 8.5, today, latest: null })).toEqual({
      method: 'PATCH',
      path: '/api/wellbeing-entries/today-id',
      body: { diet: '8.5' },
    });
  });

  it('POSTs a new entry carrying the other areas forward from the latest entry (DESIGN §4.1)', () => {
    expect(buildSavePlan({ dimension: 'sleep', score: 3, today: null, latest })).toEqual({
      method: 'POST',
      path: '/api/wellbeing-entries',
      body: {
        sleep: '3.0',
        exercise: '6.0',
        diet: '5.0',
        social: '8.0',
        achievements: '4.5',
        relationships: '9.0',
        creativity: '3.0',
        finance: '10.0',
      },
    });
  });

  it('POSTs 5.0 for the other areas when there is no entry at all', () => {
    const plan = buildSavePlan({ dimension: 'finance', score: 10, today: null, latest: null });
    expect(plan.method).toBe('POST');
    expect(plan.body).toEqual({
      sleep: '5.0',
      exercise: '5.0',
      diet: '5.0',
      social: '5.0',
      achievements: '5.0',
      relationships: '5.0',
      creativity: '5.0',
      finance: '10.0',
    });
  });

  it('sends every score as a one-decimal string, including numbers and the extremes', () => {
    const plan = buildSavePlan({
      dimension: 'social',
      score: 0,
      today: null,
      latest: { ...latest, sleep: 7, exercise: '6' },
    });
    expect(plan.body).toMatchObject({ social: '0.0', sleep: '7.0', exercise: '6.0' });
  });

  it('escapes the entry id in the path', () => {
    const plan = buildSavePlan({
      dimension: 'diet',
      score: 1,
      today: { ...latest, id: 'a/b' },
      latest: null,
    });
    expect(plan.path).toBe('/api/wellbeing-entries/a%2Fb');
  });
});

describe('reflection texts', () => {
  it('trims both texts and sends blanks as null', () => {
    expect(reflectionTexts('  slept well \n', '   ')).toEqual({ notes: 'slept well', reflection: null });
    expect(reflectionTexts('', ' earlier nights ')).toEqual({ notes: null, reflection: 'earlier nights' });
  });

  it('creates a reflection only when something was written', () => {
    expect(hasReflectionText(reflectionTexts(' ', '\n'))).toBe(false);
    expect(hasReflectionText(reflectionTexts('x', ''))).toBe(true);
    expect(hasReflectionText(reflectionTexts('', 'y'))).toBe(true);
  });
});
