import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { messages as en } from '../../../core/i18n/insights/en';
import { messages as de } from '../../../core/i18n/insights/de';
import type { ApiReportComparison } from '../../../core/schemas/reports';
import {
  aheadText,
  changeView,
  isAhead,
  columnNames,
  entriesText,
  monthLabel,
  monthOf,
  monthParam,
  quickCheckinsText,
  relativePeriodName,
  scoreText,
  vsPrevious,
  shiftPeriod,
  weekParam,
  weekRangeLabel,
} from './report-rules';

const comparison = (change: string | null, direction: ApiReportComparison['direction']) => ({
  previous: change === null ? null : '5.0',
  current: change === null ? null : '5.5',
  change,
  direction,
});

// Dates follow the browser's locale (lib/format-date.ts): this suite reads like an en-US browser.
beforeAll(() => {
  vi.stubGlobal('navigator', { language: 'en-US' });
  i18n.loadAndActivate({ locale: 'en', messages: en });
});
afterAll(() => vi.unstubAllGlobals());

describe('report navigation', () => {
  it('moves a week at a time, Monday to Monday, across months and years', () => {
    expect(shiftPeriod('week', '2026-06-15', -1)).toBe('2026-06-08');
    expect(shiftPeriod('week', '2026-06-29', 1)).toBe('2026-07-06');
    expect(shiftPeriod('week', '2025-12-29', 1)).toBe('2026-01-05');
    expect(shiftPeriod('week', '2026-01-05', -1)).toBe('2025-12-29');
  });

  it('moves a month at a time across years, with no forward limit', () => {
    expect(shiftPeriod('month', '2026-01', -1)).toBe('2025-12');
    expect(shiftPeriod('month', '2026-12', 1)).toBe('2027-01');
    expect(shiftPeriod('month', '2099-05', 1)).toBe('2099-06');
  });

  it('reads the week from the address as its Monday, or nothing when unusable', () => {
    expect(weekParam('2026-06-15')).toBe('2026-06-15');
    expect(weekParam('2026-06-18')).toBe('2026-06-15');
    expect(weekParam('2026-06-21')).toBe('2026-06-15');
    expect(weekParam('2026-02-30')).toBeNull();
    expect(weekParam('soon')).toBeNull();
    expect(weekParam(null)).toBeNull();
  });

  it('reads the week as its Sunday for an account whose weeks start on Sunday (decision 390)', () => {
    expect(weekParam('2026-06-14', 'sunday')).toBe('2026-06-14');
    expect(weekParam('2026-06-15', 'sunday')).toBe('2026-06-14');
    expect(weekParam('2026-06-20', 'sunday')).toBe('2026-06-14');
    expect(weekParam('2026-06-21', 'sunday')).toBe('2026-06-21');
    expect(weekParam('2026-02-30', 'sunday')).toBeNull();
    // The week from its Sunday to its Saturday, across a year's end too.
    expect(weekRangeLabel('2026-06-14')).toBe('Jun 14 – 20, 2026');
    expect(weekRangeLabel('2026-12-27')).toBe('Dec 27, 2026 – Jan 2, 2027');
  });

  it('reads the month from the address, refusing what the server would refuse', () => {
    expect(monthParam('2026-06')).toBe('2026-06');
    expect(monthParam('2026-13')).toBeNull();
    expect(monthParam('0099-12')).toBeNull();
    expect(monthParam('2026-6')).toBeNull();
    expect(monthParam(null)).toBeNull();
    expect(monthOf('2026-06-15')).toBe('2026-06');
  });
});

describe('report labels', () => {
  it('names a week by its Monday-to-Sunday range', () => {
    expect(weekRangeLabel('2026-06-15')).toBe('Jun 15 – 21, 2026');
    expect(weekRangeLabel('2026-06-29')).toBe('Jun 29 – Jul 5, 2026');
    expect(weekRangeLabel('2025-12-29')).toBe('Dec 29, 2025 – Jan 4, 2026');
    expect(monthLabel('2026-06')).toBe('June 2026');
  });

  it('says this, last and next period, and nothing further away', () => {
    expect(relativePeriodName('week', '2026-06-15', '2026-06-15')).toBe('This week');
    expect(relativePeriodName('week', '2026-06-08', '2026-06-15')).toBe('Last week');
    expect(relativePeriodName('week', '2026-06-22', '2026-06-15')).toBe('Next week');
    expect(relativePeriodName('week', '2026-06-01', '2026-06-15')).toBeNull();
    expect(relativePeriodName('month', '2026-05', '2026-06')).toBe('Last month');
    expect(relativePeriodName('month', '2026-06', '2026-06')).toBe('This month');
  });

  it('heads the columns "Last week" and "This week" only for the current period', () => {
    expect(columnNames('week', '2026-06-15', '2026-06-15')).toEqual({
      previous: 'Last week',
      current: 'This week',
    });
    expect(columnNames('week', '2026-06-08', '2026-06-15')).toEqual({
      previous: 'w/c Jun 1',
      current: 'w/c Jun 8',
    });
    expect(columnNames('month', '2026-06', '2026-06')).toEqual({
      previous: 'Last month',
      current: 'This month',
    });
    expect(columnNames('month', '2026-01', '2026-06')).toEqual({
      previous: 'Dec 2025',
      current: 'Jan 2026',
    });
  });

  it('shows a change as arrow direction, signed number and words', () => {
    expect(changeView(comparison('+0.5', 'up'))).toEqual({ direction: 'up', text: '+0.5', spoken: 'Up 0.5' });
    expect(changeView(comparison('-1.0', 'down'))).toEqual({
      direction: 'down',
      text: '-1.0',
      spoken: 'Down 1.0',
    });
    expect(changeView(comparison('0.0', 'flat'))).toEqual({
      direction: 'flat',
      text: '0.0',
      spoken: 'No change',
    });
    expect(changeView(comparison('+0.1', 'flat'))).toEqual({
      direction: 'flat',
      text: '+0.1',
      spoken: 'Steady (+0.1)',
    });
    expect(changeView(comparison(null, null))).toBeNull();
  });

  it('shows a dash for a period without data and counts check-ins', () => {
    expect(scoreText(null)).toBe('—');
    expect(scoreText('7.5')).toBe('7.5');
    const period = { start: '2026-06-15', end: '2026-06-22' };
    expect(entriesText({ ...period, entries: 0, quickCheckins: 0 })).toBe('No check-ins yet');
    expect(entriesText({ ...period, entries: 1, quickCheckins: 0 })).toBe('1 check-in');
    expect(entriesText({ ...period, entries: 3, quickCheckins: 0 })).toBe('3 check-ins');
    expect(quickCheckinsText({ ...period, entries: 0, quickCheckins: 0 })).toBe('No quick check-ins yet');
    expect(quickCheckinsText({ ...period, entries: 0, quickCheckins: 2 })).toBe('2 quick check-ins');
  });
});

describe('periods ahead', () => {
  it('knows a week or month that has not begun', () => {
    expect(isAhead('2026-06-22', '2026-06-15')).toBe(true);
    expect(isAhead('2026-06-15', '2026-06-15')).toBe(false);
    expect(isAhead('2026-06-08', '2026-06-15')).toBe(false);
    expect(isAhead('2027-01', '2026-12')).toBe(true);
    expect(isAhead('2026-11', '2026-12')).toBe(false);
  });

  it('says it is ahead rather than that nothing was checked in', () => {
    expect(aheadText('week', '2026-06-22', '2026-06-15')).toBe(
      'Next week is still ahead. Its report fills in as you check in through the week.',
    );
    expect(aheadText('week', '2026-07-06', '2026-06-15')).toBe(
      'The week of Jul 6, 2026 is still ahead. Its report fills in as you check in through the week.',
    );
    expect(aheadText('month', '2027-01', '2026-12')).toBe(
      'January 2027 is still ahead. Its report fills in as you check in through the month.',
    );
  });
});

describe('in German (the insights catalogue, decision 390 for the week)', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'de', messages: de }));
  afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

  it('names periods, counts and changes in German, numbers with a decimal comma', () => {
    expect(relativePeriodName('week', '2026-06-15', '2026-06-15')).toBe('Diese Woche');
    expect(relativePeriodName('month', '2026-05', '2026-06')).toBe('Letzter Monat');
    expect(columnNames('week', '2026-06-15', '2026-06-15')).toEqual({
      previous: 'Letzte Woche',
      current: 'Diese Woche',
    });
    expect(changeView(comparison('+0.5', 'up'))).toEqual({
      direction: 'up',
      text: '+0,5',
      spoken: 'Plus 0,5',
    });
    expect(scoreText('6.5')).toBe('6,5');
    expect(entriesText({ start: '', end: '', entries: 3, quickCheckins: 0 })).toBe('3 Check-ins');
    expect(quickCheckinsText({ start: '', end: '', entries: 0, quickCheckins: 1 })).toBe(
      '1 schneller Check-in',
    );
    expect(vsPrevious('week', 'Letzte Woche', '6,5')).toBe('vs. letzte Woche: 6,5');
  });
});
