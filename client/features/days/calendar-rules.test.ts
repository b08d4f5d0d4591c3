import { beforeAll, describe, expect, it } from 'vitest';
import { messages as en } from '../../../core/i18n/wheel/en';
import { DIMENSIONS } from '../../../core/dimensions';
import { i18n } from '../../lib/i18n';
import type { ApiDay } from '../../../core/schemas/days';
import {
  daysInMonth,
  daySummaryText,
  metricScore,
  monthParam,
  monthSpan,
  monthWeeks,
  movePixel,
  scoreColor,
  yearParam,
  yearSpan,
  dayParam,
  metricsOf,
} from './calendar-rules';

const day: ApiDay = {
  day: '2026-11-16',
  overallScore: '7.2',
  scores: {
    sleep: '9.0',
    exercise: '3.5',
    diet: '6.0',
    social: '4.0',
    achievements: '7.0',
    relationships: '8.0',
    creativity: '5.5',
    finance: '10.0',
  },
  coreFeeling: null,
  checkinCount: 0,
  journalCount: 2,
  reflectionCount: 1,
};

describe('calendar', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

  it('offers the overall score, the eight areas and the core feeling', () => {
    expect(metricsOf(DIMENSIONS, i18n).map((m) => m.label)).toEqual([
      'Overall',
      'Sleep',
      'Movement',
      'Diet',
      'Social',
      'Achievements',
      'Relationships',
      'Creativity',
      'Finance',
      'Core Feeling',
    ]);
  });

  it("reads a day's score per metric and colours it by band", () => {
    expect(metricScore(day, 'overall')).toBe(7.2);
    expect(metricScore(day, 'exercise')).toBe(3.5);
    expect(metricScore(day, 'coreFeeling')).toBeNull();
    expect(metricScore(undefined, 'overall')).toBeNull();
    expect(metricScore({ ...day, scores: null, overallScore: null }, 'sleep')).toBeNull();
    expect([9, 6, 4, 3.5, null].map((s) => scoreColor(s))).toEqual(['blue', 'green', 'yellow', 'red', null]);
  });

  it("names the metric by the person's wheel: a renamed area by its label, one's own by its", () => {
    const wheel = [
      { key: 'sleep', label: 'Rest' },
      { key: 'own-garden0001', label: 'Garden' },
    ];
    expect(daySummaryText(undefined, 'sleep', i18n, wheel)).toBe('no Rest score');
    expect(
      daySummaryText({ ...day, areaScores: { 'own-garden0001': '8.5' } }, 'own-garden0001', i18n, wheel),
    ).toBe('Garden 8.5, Doing Well; 2 journal entries; 1 reflection');
  });

  it('says the number and band in words, never only a colour', () => {
    expect(daySummaryText(day, 'overall', i18n)).toBe(
      'Overall 7.2, Doing Well; 2 journal entries; 1 reflection',
    );
    expect(daySummaryText(day, 'coreFeeling', i18n)).toBe(
      'no Core Feeling score; 2 journal entries; 1 reflection',
    );
    expect(daySummaryText(undefined, 'sleep', i18n)).toBe('no Sleep score');
    expect(
      daySummaryText({ ...day, journalCount: 0, reflectionCount: 0, checkinCount: 3 }, 'finance', i18n),
    ).toBe('Finance 10.0, Thriving; 3 check-ins');
  });

  it('lays out a month in Monday-first weeks', () => {
    const weeks = monthWeeks('2026-11'); // 1 November 2026 is a Sunday
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(monthWeeks('2021-02')).toHaveLength(4); // starts on a Monday, 28 days
    // Sunday-first weeks (decision 390): 1 November 2026 opens the first row, 30 November is a Monday.
    const sundayWeeks = monthWeeks('2026-11', 'sunday');
    expect(sundayWeeks[0]).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    expect(sundayWeeks.at(-1)).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    expect(sundayWeeks).toHaveLength(5);
    expect(monthWeeks('2021-02', 'sunday')).toHaveLength(5); // Monday the 1st is the second column
    expect(monthWeeks('2026-02', 'sunday')).toHaveLength(4); // Sunday the 1st, 28 days
    expect(monthSpan('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(yearSpan(2024)).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect([daysInMonth(2024, 2), daysInMonth(2026, 2), daysInMonth(2026, 12)]).toEqual([29, 28, 31]);
  });

  it('reads months, years and days from the address, never beyond today or before 1900', () => {
    const today = '2026-11-23';
    expect(monthParam('2025-03', today)).toBe('2025-03');
    expect(monthParam('2026-12', today)).toBe('2026-11');
    expect(monthParam('1899-12', today)).toBe('2026-11');
    expect(monthParam('junk', today)).toBe('2026-11');
    expect(yearParam('2020', today)).toBe(2020);
    expect(yearParam('2027', today)).toBe(2026);
    expect(yearParam(null, today)).toBe(2026);
    expect(dayParam('2026-11-22', today)).toBe('2026-11-22');
    expect(dayParam('2026-11-24', today)).toBeNull();
    expect(dayParam('2026-02-30', today)).toBeNull();
  });

  it('moves between pixels with the arrow keys, staying within the year and up to the last day', () => {
    const last = '2026-11-23';
    expect(movePixel('2026-03-31', 'ArrowDown', last)).toBe('2026-04-01');
    expect(movePixel('2026-03-01', 'ArrowUp', last)).toBe('2026-02-28');
    expect(movePixel('2026-01-31', 'ArrowRight', last)).toBe('2026-02-28');
    expect(movePixel('2026-01-15', 'ArrowLeft', last)).toBe('2026-01-01');
    expect(movePixel('2026-10-30', 'ArrowRight', last)).toBe('2026-11-23');
    expect(movePixel('2026-06-06', 'Home', last)).toBe('2026-01-01');
    expect(movePixel('2026-06-06', 'End', last)).toBe(last);
  });
});
