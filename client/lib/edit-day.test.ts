import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dayProblem, dayStepsAllowed, describeDay, FIRST_DAY, longDay, todayIn } from './edit-day';
import { activateLocale } from './i18n';

// The messages are Lingui's (decision 445): English, the spec's words, is loaded first.
beforeAll(() => activateLocale('en'));

// Dates follow the browser's locale (lib/format-date.ts): this suite reads like an en-GB browser.
beforeAll(() => vi.stubGlobal('navigator', { language: 'en-GB' }));
afterAll(() => vi.unstubAllGlobals());

describe('the day being edited', () => {
  it("is today in the user's zone, not the browser's", () => {
    const instant = new Date('2026-11-23T23:30:00Z');
    expect(todayIn('Europe/London', instant)).toBe('2026-11-23');
    expect(todayIn('Pacific/Auckland', instant)).toBe('2026-11-24');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-23');
  });

  it('takes any real day from 1900 up to today, never a future one', () => {
    const today = '2026-11-23';
    expect(dayProblem(today, today)).toBeNull();
    expect(dayProblem('2026-11-22', today)).toBeNull();
    expect(dayProblem(FIRST_DAY, today)).toBeNull();
    expect(dayProblem('2026-11-24', today)).toMatch(/today or an earlier day/);
    expect(dayProblem('1899-12-31', today)).toMatch(/1900/);
    expect(dayProblem('2026-02-30', today)).toMatch(/whole date/);
    expect(dayProblem('', today)).toMatch(/whole date/);
  });

  it('says which day it is in words', () => {
    const today = '2026-11-23';
    expect(describeDay(today, today)).toBe('Today, Monday, 23 November 2026');
    expect(describeDay('2026-11-22', today)).toBe('Yesterday, Sunday, 22 November 2026');
    expect(describeDay('2026-01-01', today)).toBe('Thursday, 1 January 2026');
    expect(longDay('1900-01-01')).toBe('Monday, 1 January 1900');
    expect(longDay('2024-02-29')).toBe('Thursday, 29 February 2024');
  });
});

describe('the day buttons', () => {
  const today = '2026-11-23';
  it('never offers Next day from today or from a date that is not whole', () => {
    expect(dayStepsAllowed(today, today)).toEqual({ previous: true, next: false });
    expect(dayStepsAllowed('2026-11-22', today)).toEqual({ previous: true, next: true });
    expect(dayStepsAllowed('2026-02-31', today)).toEqual({ previous: true, next: false });
    expect(dayStepsAllowed('', today)).toEqual({ previous: true, next: false });
    expect(dayStepsAllowed('2027-01-01', today)).toEqual({ previous: true, next: false });
  });
  it('never offers Previous day from the first day', () => {
    expect(dayStepsAllowed(FIRST_DAY, today)).toEqual({ previous: false, next: true });
  });
});
