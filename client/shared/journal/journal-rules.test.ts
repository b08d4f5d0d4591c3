import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EMPTY_DRAFT,
  canSave,
  createPayload,
  formatEntryDate,
  moodBadge,
  updatePayload,
} from './journal-rules';

// Dates follow the browser's locale (lib/format-date.ts): this suite reads like an en-US browser.
beforeAll(() => vi.stubGlobal('navigator', { language: 'en-US' }));
afterAll(() => vi.unstubAllGlobals());

describe('journal rules', () => {
  it('starts a new entry with an empty title and content and mood 5', () => {
    expect(EMPTY_DRAFT).toEqual({ title: '', content: '', mood: 5 });
  });

  it('allows saving only when the content says something after trimming', () => {
    expect(canSave({ ...EMPTY_DRAFT, content: '' })).toBe(false);
    expect(canSave({ ...EMPTY_DRAFT, content: '  \n\t ' })).toBe(false);
    expect(canSave({ ...EMPTY_DRAFT, title: 'Only a title' })).toBe(false);
    expect(canSave({ ...EMPTY_DRAFT, content: ' x ' })).toBe(true);
  });

  it('trims a new entry and leaves out a blank title', () => {
    expect(createPayload({ title: '  ', content: '  Line one\nLine two  ', mood: 7 })).toEqual({
      content: 'Line one\nLine two',
      mood: 7,
    });
    expect(createPayload({ title: ' Sunday ', content: 'Slow', mood: 3 })).toEqual({
      title: 'Sunday',
      content: 'Slow',
      mood: 3,
    });
  });

  it('clears a removed title on edit by sending null', () => {
    expect(updatePayload({ title: ' ', content: 'Still here', mood: 9 })).toEqual({
      title: null,
      content: 'Still here',
      mood: 9,
    });
    expect(updatePayload({ title: 'New', content: ' a\n\nb ', mood: 1 })).toEqual({
      title: 'New',
      content: 'a\n\nb',
      mood: 1,
    });
  });

  it('writes the weekday, month, day, year and time', () => {
    // Built from local parts so the test holds in any time zone.
    const local = new Date(2026, 5, 15, 13, 5);
    expect(formatEntryDate(local.toISOString())).toBe('Monday, June 15, 2026 at 1:05 PM');
  });

  it('labels and colours moods per docs/product.md §9', () => {
    const cases: [number, string, string][] = [
      [1, 'Very Low', 'red'],
      [2, 'Very Low', 'red'],
      [3, 'Low', 'red'],
      [4, 'Low', 'yellow'],
      [5, 'Neutral', 'yellow'],
      [6, 'Neutral', 'yellow'],
      [7, 'Good', 'green'],
      [8, 'Good', 'green'],
      [9, 'Excellent', 'green'],
      [10, 'Excellent', 'green'],
    ];
    for (const [mood, label, color] of cases) {
      expect(moodBadge(mood)).toEqual({ label, color, text: `${label} · ${mood}/10` });
    }
  });
});
