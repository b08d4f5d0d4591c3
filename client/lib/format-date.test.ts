import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserLocale,
  cachedFormatterCount,
  formatDay,
  formatDayRange,
  formatInstant,
  localIsoDay,
  monthName,
  relativeDayName,
} from './format-date';

// Built from local parts, so the instant tests hold in any time zone.
const afternoon = new Date(2026, 5, 15, 13, 5);

describe('format-date in en-GB', () => {
  const locale = 'en-GB';

  it('writes calendar days in the named formats', () => {
    expect(formatDay('2026-11-23', 'day', locale)).toBe('23 Nov 2026');
    expect(formatDay('2026-11-23', 'dayMonth', locale)).toBe('23 Nov');
    expect(formatDay('2026-11-23', 'dayMonthLong', locale)).toBe('23 November');
    expect(formatDay('2026-11-23', 'weekdayDayMonth', locale)).toBe('Mon 23 Nov');
    expect(formatDay('2026-11-23', 'longDay', locale)).toMatch(/^Monday,? 23 November 2026$/);
    expect(formatDay('2026-11', 'monthYear', locale)).toBe('November 2026');
    expect(formatDay('2026-11', 'shortMonthYear', locale)).toBe('Nov 2026');
    expect(monthName(0, locale)).toBe('January');
    expect(formatDay('2026-11', 'narrowMonth', locale)).toBe('N');
    expect(formatDay('2026-11-23', 'weekday', locale)).toBe('Monday');
    expect(formatDay('2026-11-23', 'shortWeekday', locale)).toBe('Mon');
    expect(formatDay('2026-11-23', 'narrowWeekday', locale)).toBe('M');
  });

  it('writes weeks as one range', () => {
    expect(formatDayRange('2026-06-15', '2026-06-21', locale)).toBe('15 – 21 Jun 2026');
    expect(formatDayRange('2026-06-29', '2026-07-05', locale)).toBe('29 Jun – 5 Jul 2026');
    expect(formatDayRange('2025-12-29', '2026-01-04', locale)).toBe('29 Dec 2025 – 4 Jan 2026');
  });

  it('writes instants in local time, 24-hour', () => {
    expect(formatInstant(afternoon, 'time', locale)).toBe('13:05');
    expect(formatInstant(afternoon.toISOString(), 'dayTime', locale)).toBe('15 Jun 2026, 13:05');
    expect(formatInstant(afternoon, 'longDayTime', locale)).toMatch(/^Monday,? 15 June 2026 at 13:05$/);
    expect(formatInstant(afternoon, 'monthYear', locale)).toBe('June 2026');
  });
});

describe('format-date in en-US', () => {
  const locale = 'en-US';

  it('writes calendar days in the named formats', () => {
    expect(formatDay('2026-11-23', 'day', locale)).toBe('Nov 23, 2026');
    expect(formatDay('2026-11-23', 'dayMonth', locale)).toBe('Nov 23');
    expect(formatDay('2026-11-23', 'dayMonthLong', locale)).toBe('November 23');
    expect(formatDay('2026-11-23', 'weekdayDayMonth', locale)).toBe('Mon, Nov 23');
    expect(formatDay('2026-11-23', 'longDay', locale)).toBe('Monday, November 23, 2026');
    expect(formatDay('2026-11', 'monthYear', locale)).toBe('November 2026');
    expect(monthName(11, locale)).toBe('December');
  });

  it('writes weeks as one range', () => {
    expect(formatDayRange('2026-06-15', '2026-06-21', locale)).toBe('Jun 15 – 21, 2026');
    expect(formatDayRange('2026-06-29', '2026-07-05', locale)).toBe('Jun 29 – Jul 5, 2026');
    expect(formatDayRange('2025-12-29', '2026-01-04', locale)).toBe('Dec 29, 2025 – Jan 4, 2026');
  });

  it('writes instants in local time, 12-hour', () => {
    expect(formatInstant(afternoon, 'time', locale)).toBe('1:05 PM');
    expect(formatInstant(afternoon, 'dayTime', locale)).toBe('Jun 15, 2026, 1:05 PM');
    expect(formatInstant(afternoon, 'longDayTime', locale)).toBe('Monday, June 15, 2026 at 1:05 PM');
  });
});

describe('format-date rules', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('never shifts a calendar day, whatever the zone, and keeps early years', () => {
    expect(formatDay('1900-01-01', 'longDay', 'en-US')).toBe('Monday, January 1, 1900');
    expect(formatDay('2024-02-29', 'day', 'en-GB')).toBe('29 Feb 2024');
    expect(formatDay('0099-12-31', 'day', 'en-GB')).toBe('31 Dec 99');
  });

  it('names today and yesterday, and nothing else', () => {
    expect(relativeDayName('2026-11-23', '2026-11-23', { locale: 'en-GB' })).toBe('today');
    expect(relativeDayName('2026-11-22', '2026-11-23', { locale: 'en-GB', capitalised: true })).toBe(
      'Yesterday',
    );
    expect(relativeDayName('2026-02-28', '2026-03-01', { locale: 'en-US' })).toBe('yesterday');
    expect(relativeDayName('2026-11-21', '2026-11-23', { locale: 'en-GB' })).toBeNull();
    expect(relativeDayName('2026-11-24', '2026-11-23', { locale: 'en-GB' })).toBeNull();
  });

  it("follows the browser's locale", () => {
    vi.stubGlobal('navigator', { language: 'en-US' });
    expect(browserLocale()).toBe('en-US');
    expect(formatDay('2026-11-23', 'day')).toBe('Nov 23, 2026');
    vi.stubGlobal('navigator', { language: 'en-GB' });
    expect(formatDay('2026-11-23', 'day')).toBe('23 Nov 2026');
  });

  it('falls back to the default locale when the browser names one Intl rejects', () => {
    expect(() => formatDay('2026-11-23', 'day', 'not a locale!')).not.toThrow();
    expect(relativeDayName('2026-11-23', '2026-11-23', { locale: 'not a locale!' })).toMatch(/\S/);
  });

  it('keeps a bounded number of formatters', () => {
    const locales = ['en-GB', 'en-US', 'de-DE', 'fr-FR', 'es-ES', 'nl-NL', 'sv-SE', 'ja-JP'];
    for (const locale of locales) {
      for (const style of ['day', 'dayMonth', 'longDay', 'monthYear', 'shortMonthYear'] as const) {
        formatDay('2026-11-23', style, locale);
      }
    }
    expect(cachedFormatterCount()).toBeLessThanOrEqual(32);
    // A formatter dropped from the cache is simply built again.
    expect(formatDay('2026-11-23', 'day', 'en-GB')).toBe('23 Nov 2026');
  });

  it('names a local day for file names', () => {
    expect(localIsoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
