import { describe, expect, it } from 'vitest';
import { FIRST_SCREENFUL, nextDrawn, shownCount } from './first-screenful';

describe('shownCount (decisions 521, 525)', () => {
  it('draws the first screenful of a longer list until the rest is let in', () => {
    expect(shownCount(20, FIRST_SCREENFUL)).toBe(FIRST_SCREENFUL);
    expect(shownCount(20, Infinity)).toBe(20);
  });

  it('draws a list no longer than a screenful whole from the start', () => {
    expect(shownCount(3, FIRST_SCREENFUL)).toBe(3);
    expect(shownCount(FIRST_SCREENFUL, FIRST_SCREENFUL)).toBe(FIRST_SCREENFUL);
    expect(shownCount(0, FIRST_SCREENFUL)).toBe(0);
  });

  it('keeps every item once let in, however the list grows or shrinks', () => {
    expect(shownCount(40, Infinity)).toBe(40);
    expect(shownCount(19, Infinity)).toBe(19);
  });
});

describe('nextDrawn (decision 524)', () => {
  it('lets the rest in a screenful at a time', () => {
    expect(nextDrawn(FIRST_SCREENFUL, 20)).toBe(2 * FIRST_SCREENFUL);
    expect(nextDrawn(12, 20)).toBe(16);
  });

  it('lets every item in with the slice that reaches the end, so later pages are drawn whole', () => {
    expect(nextDrawn(16, 20)).toBe(Infinity);
    expect(nextDrawn(4, 6)).toBe(Infinity);
    expect(shownCount(60, nextDrawn(16, 20))).toBe(60);
  });
});
