import { describe, expect, it } from 'vitest';
import { FIRST_SCREENFUL, shownCount } from './first-screenful';

describe('shownCount (decisions 521, 525)', () => {
  it('draws the first screenful of a longer list until the rest is let in', () => {
    expect(shownCount(20, false)).toBe(FIRST_SCREENFUL);
    expect(shownCount(20, true)).toBe(20);
  });

  it('draws a list no longer than a screenful whole from the start', () => {
    expect(shownCount(3, false)).toBe(3);
    expect(shownCount(FIRST_SCREENFUL, false)).toBe(FIRST_SCREENFUL);
    expect(shownCount(0, false)).toBe(0);
  });

  it('keeps every item once let in, however the list grows or shrinks', () => {
    expect(shownCount(40, true)).toBe(40);
    expect(shownCount(19, true)).toBe(19);
  });
});
