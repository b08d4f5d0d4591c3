import { describe, expect, it } from 'vitest';
import { hasReflectionText, ratingRequest, reflectionTexts } from './rating-rules';

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

describe('the rating request', () => {
  it('rates one area of one day with a one-decimal score and nothing else', () => {
    expect(
      ratingRequest({ day: '2026-11-22', dimension: 'sleep', score: 8, notes: ' ', changeNeeded: '' }),
    ).toEqual({ path: '/api/days/2026-11-22/ratings/sleep', body: { score: '8.0' } });
  });

  it('carries the trimmed texts only when written, so a reflection is created only then', () => {
    expect(
      ratingRequest({
        day: '2026-11-23',
        dimension: 'finance',
        score: 2.5,
        notes: ' Paid the bills ',
        changeNeeded: '\n Budget on Sundays',
      }).body,
    ).toEqual({ score: '2.5', notes: 'Paid the bills', reflection: 'Budget on Sundays' });
    expect(
      ratingRequest({
        day: '2026-11-23',
        dimension: 'diet',
        score: 10,
        notes: '',
        changeNeeded: 'More fruit',
      }).body,
    ).toEqual({ score: '10.0', reflection: 'More fruit' });
  });
});
