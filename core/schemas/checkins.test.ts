import { describe, expect, it } from 'vitest';
import {
  SingleSpotlightRatingSchema,
  SpotlightRatingsMapSchema,
  spotlightRatingsSchemaFor,
} from './checkins';

const ID = '3f1c1a52-5a1e-4c7e-9d8e-1b2c3d4e5f60';

describe('spotlight rating payloads', () => {
  it('recognises the map form by its ratings key', () => {
    expect(spotlightRatingsSchemaFor({ ratings: {} })).toBe(SpotlightRatingsMapSchema);
    expect(spotlightRatingsSchemaFor({ quickCheckinId: ID, dimension: 'sleep', score: 5 })).toBe(
      SingleSpotlightRatingSchema,
    );
    expect(spotlightRatingsSchemaFor(null)).toBe(SingleSpotlightRatingSchema);
  });

  it('parses both forms to one shape, areas in their own order', () => {
    expect(
      SingleSpotlightRatingSchema.parse({ quickCheckinId: ID, dimension: 'diet', score: '4.5' }),
    ).toEqual({
      ratings: [{ dimension: 'diet', score: 4.5 }],
      quickCheckinId: ID,
    });
    expect(SpotlightRatingsMapSchema.parse({ ratings: { finance: 2, sleep: '3.0' } })).toEqual({
      ratings: [
        { dimension: 'sleep', score: 3 },
        { dimension: 'finance', score: 2 },
      ],
      quickCheckinId: undefined,
    });
    expect(
      SpotlightRatingsMapSchema.parse({ ratings: { sleep: 1 }, quickCheckinId: null }).quickCheckinId,
    ).toBeUndefined();
  });

  it('names the problem: an unknown area, no areas, a bad score', () => {
    const issues = (input: unknown) =>
      SpotlightRatingsMapSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ratings: { mood: 5 } })).toEqual([['ratings.mood', 'Unknown dimension']]);
    expect(issues({ ratings: {} })).toEqual([['ratings', 'Rate at least one area']]);
    expect(issues({ ratings: { sleep: 3.3 } })).toEqual([
      ['ratings.sleep', 'Score must be between 0 and 10 in steps of 0.5'],
    ]);
    expect(issues({})).toEqual([['ratings', 'ratings is required']]);
  });
});
