import { describe, it, expect } from 'vitest';
import {
  addDays,
  addMonths,
  dayFromNumber,
  dayNumber,
  dayBefore,
  daysBetween,
  instantOnDay,
  isoWeekday,
  isValidDay,
  isValidMonth,
  isValidTimeZone,
  canonicalTimeZone,
  localDay,
  monthRange,
  weekColumn,
  weekdaysInOrder,
  weekMondayOf,
  weekStartOf,
} from './dates';

const at = (iso: string) => new Date(iso);

describe('localDay', () => {
  it('gives the local calendar day, not the UTC one', () => {
    expect(localDay(at('2026-01-15T23:30:00Z'), 'UTC')).toBe('2026-01-15');
    expect(localDay(at('2026-01-15T23:30:00Z'), 'Pacific/Auckland')).toBe('2026-01-16');
    expect(localDay(at('2026-01-15T05:00:00Z'), 'America/Los_Angeles')).toBe('2026-01-14');
  });

  it('handles 23:30 local and the following midnight', () => {
    expect(localDay(at('2026-01-15T10:30:00Z'), 'Pacific/Auckland')).toBe('2026-01-15'); // 23:30 NZDT
    expect(localDay(at('2026-01-15T11:00:00Z'), 'Pacific/Auckland')).toBe('2026-01-16'); // 00:00 NZDT
    expect(localDay(at('2026-06-15T11:30:00Z'), 'Pacific/Auckland')).toBe('2026-06-15'); // 23:30 NZST
    expect(localDay(at('2026-06-15T12:00:00Z'), 'Pacific/Auckland')).toBe('2026-06-16'); // 00:00 NZST
  });

  describe('America/Los_Angeles DST', () => {
    it('spring forward, 2026-03-08', () => {
      expect(localDay(at('2026-03-08T07:30:00Z'), 'America/Los_Angeles')).toBe('2026-03-07'); // 23:30 PST
      expect(localDay(at('2026-03-08T08:00:00Z'), 'America/Los_Angeles')).toBe('2026-03-08'); // 00:00 PST
      expect(localDay(at('2026-03-08T10:00:00Z'), 'America/Los_Angeles')).toBe('2026-03-08'); // 03:00 PDT
      expect(localDay(at('2026-03-09T06:30:00Z'), 'America/Los_Angeles')).toBe('2026-03-08'); // 23:30 PDT
      expect(localDay(at('2026-03-09T07:00:00Z'), 'America/Los_Angeles')).toBe('2026-03-09'); // 00:00 PDT
    });

    it('fall back, 2026-11-01 (a 25-hour day)', () => {
      expect(localDay(at('2026-11-01T06:30:00Z'), 'America/Los_Angeles')).toBe('2026-10-31'); // 23:30 PDT
      expect(localDay(at('2026-11-01T07:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-01'); // 00:00 PDT
      expect(localDay(at('2026-11-01T08:30:00Z'), 'America/Los_Angeles')).toBe('2026-11-01'); // 01:30 PDT
      expect(localDay(at('2026-11-01T09:30:00Z'), 'America/Los_Angeles')).toBe('2026-11-01'); // 01:30 PST
      expect(localDay(at('2026-11-02T07:30:00Z'), 'America/Los_Angeles')).toBe('2026-11-01'); // 23:30 PST
      expect(localDay(at('2026-11-02T08:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-02'); // 00:00 PST
    });
  });

  describe('Pacific/Auckland DST', () => {
    it('ends 2026-04-05 (a 25-hour day)', () => {
      expect(localDay(at('2026-04-05T11:30:00Z'), 'Pacific/Auckland')).toBe('2026-04-05'); // 23:30 NZST
      expect(localDay(at('2026-04-05T12:00:00Z'), 'Pacific/Auckland')).toBe('2026-04-06');
    });

    it('starts 2026-09-27 (a 23-hour day)', () => {
      expect(localDay(at('2026-09-26T11:30:00Z'), 'Pacific/Auckland')).toBe('2026-09-26'); // 23:30 NZST
      expect(localDay(at('2026-09-27T10:30:00Z'), 'Pacific/Auckland')).toBe('2026-09-27'); // 23:30 NZDT
      expect(localDay(at('2026-09-27T11:00:00Z'), 'Pacific/Auckland')).toBe('2026-09-28');
    });

    it('reaches the new year before UTC does', () => {
      expect(localDay(at('2025-12-31T11:00:00Z'), 'Pacific/Auckland')).toBe('2026-01-01');
      expect(localDay(at('2025-12-31T11:00:00Z'), 'UTC')).toBe('2025-12-31');
    });
  });
});

describe('isValidTimeZone', () => {
  it.each(['UTC', 'America/Los_Angeles', 'Pacific/Auckland', 'Europe/London', 'Asia/Kolkata'])(
    'accepts %s',
    (tz) => {
      expect(isValidTimeZone(tz)).toBe(true);
    },
  );

  it.each(['', 'Mars/Olympus_Mons', 'Not a zone', 'x'.repeat(65)])('refuses %j', (tz) => {
    expect(isValidTimeZone(tz)).toBe(false);
  });
});

describe('dayBefore (decision 318)', () => {
  it('is addDays(day, -1) on every day of 1896–2104 and on month, year and invalid edges', () => {
    let day = '1896-01-01';
    while (day < '2104-12-31') {
      const next = addDays(day, 1);
      expect(dayBefore(next)).toBe(day);
      day = next;
    }
    for (const year of [0, 1, 4, 100, 1900, 2000, 2024, 2100, 9999]) {
      for (let month = 0; month <= 13; month++) {
        for (const date of [0, 1, 28, 29, 30, 31, 32]) {
          const v = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
          expect(dayBefore(v), v).toBe(addDays(v, -1));
        }
      }
    }
  });
});

describe('isValidDay', () => {
  it('agrees with Date on month and day edges of leap and common years', () => {
    const viaDate = (v: string) => {
      const [y, m, d] = v.split('-').map(Number) as [number, number, number];
      const date = new Date(0);
      date.setUTCFullYear(y, m - 1, d);
      return date.toISOString().slice(0, 10) === v;
    };
    for (const year of [0, 4, 100, 1896, 1900, 2000, 2023, 2024, 2100, 2400, 2404, 9999]) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const v = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect(isValidDay(v), v).toBe(viaDate(v));
        }
      }
    }
  });

  it('accepts real dates, including leap days', () => {
    expect(isValidDay('2026-03-08')).toBe(true);
    expect(isValidDay('2024-02-29')).toBe(true);
    expect(isValidDay('2000-02-29')).toBe(true);
    expect(isValidDay('2026-12-31')).toBe(true);
  });

  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-1',
    '26-01-01',
    '2026-01-01T00:00',
    ' 2026-01-01',
    '',
  ])('refuses %j', (value) => {
    expect(isValidDay(value)).toBe(false);
  });
});

describe('addDays and daysBetween', () => {
  it('does calendar arithmetic across DST, month, leap and year ends', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-01-01', 0)).toBe('2026-01-01');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
  });

  it('refuses something that is not a day', () => {
    expect(() => addDays('yesterday', 1)).toThrow();
  });

  it('counts whole days', () => {
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
    expect(daysBetween('2026-01-01', '2025-12-31')).toBe(-1);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });
});

describe('weeks', () => {
  it('numbers weekdays Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2026-03-09')).toBe(1);
    expect(isoWeekday('2026-03-15')).toBe(7);
  });

  it('finds the Monday on or before a day', () => {
    expect(weekStartOf('2026-03-09')).toBe('2026-03-09');
    expect(weekStartOf('2026-03-08')).toBe('2026-03-02'); // a Sunday belongs to the week before
    expect(weekStartOf('2026-03-15')).toBe('2026-03-09');
    expect(weekStartOf('2026-01-01')).toBe('2025-12-29');
  });

  it('finds the Sunday on or before a day for Sunday-first weeks (decision 362)', () => {
    expect(weekStartOf('2026-03-08', 'sunday')).toBe('2026-03-08');
    expect(weekStartOf('2026-03-09', 'sunday')).toBe('2026-03-08');
    expect(weekStartOf('2026-03-14', 'sunday')).toBe('2026-03-08'); // a Saturday ends the week
    expect(weekStartOf('2026-01-01', 'sunday')).toBe('2025-12-28');
  });

  it('puts each day in its column, the first day of the week in column 0 (decision 390)', () => {
    // Sunday 2026-11-22 to Saturday 2026-11-28, then Sunday 11-29.
    const days = [
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ];
    expect(days.map((d) => weekColumn(d, 'sunday'))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(days.map((d) => weekColumn(d, 'monday'))).toEqual([6, 0, 1, 2, 3, 4, 5]);
    expect(days.map((d) => weekColumn(d))).toEqual([6, 0, 1, 2, 3, 4, 5]);
    expect(weekdaysInOrder('sunday')).toEqual([7, 1, 2, 3, 4, 5, 6]);
    expect(weekdaysInOrder('monday')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // The column of every day is its weekday's place in that order.
    for (const firstDay of ['monday', 'sunday'] as const) {
      for (let d = '2026-12-20'; d < '2027-01-10'; d = addDays(d, 1)) {
        expect(weekdaysInOrder(firstDay)[weekColumn(d, firstDay)]).toBe(isoWeekday(d));
      }
    }
  });

  it('names each week by the one Monday it holds, whichever day it begins on', () => {
    // Sunday-first: Sunday 2026-12-27 to Saturday 2027-01-02 crosses a year and holds Monday 12-28.
    for (let d = '2026-12-27'; d <= '2027-01-02'; d = addDays(d, 1)) {
      expect(weekMondayOf(d, 'sunday')).toBe('2026-12-28');
    }
    expect(weekMondayOf('2027-01-03', 'sunday')).toBe('2027-01-04');
    // Monday-first: the Monday on or before.
    expect(weekMondayOf('2027-01-03', 'monday')).toBe('2026-12-28');
    expect(weekMondayOf('2026-12-28')).toBe('2026-12-28');
  });
});

describe('months', () => {
  it('gives the first day of a month and of the next', () => {
    expect(monthRange('2026-02')).toEqual({ start: '2026-02-01', end: '2026-03-01' });
    expect(monthRange('2026-12')).toEqual({ start: '2026-12-01', end: '2027-01-01' });
  });

  it('moves between months across year ends', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-03', 0)).toBe('2026-03');
    expect(addMonths('2026-03', -15)).toBe('2024-12');
  });

  it('validates YYYY-MM', () => {
    expect(isValidMonth('2026-01')).toBe(true);
    expect(isValidMonth('2026-12')).toBe(true);
    for (const bad of ['2026-00', '2026-13', '2026-1', '2026-01-01', ''])
      expect(isValidMonth(bad)).toBe(false);
  });
});

describe('early years', () => {
  it('keeps years 0001–0099 as written instead of reading them as 19xx', () => {
    expect(isValidDay('0050-03-01')).toBe(true);
    expect(addDays('0050-02-28', 1)).toBe('0050-03-01');
    expect(monthRange('0050-12')).toEqual({ start: '0050-12-01', end: '0051-01-01' });
    expect(addMonths('0050-01', -1)).toBe('0049-12');
  });
});

describe('canonicalTimeZone', () => {
  it.each([
    ['utc', 'UTC'],
    ['aMeRiCa/new_YORK', 'America/New_York'],
    ['PACIFIC/AUCKLAND', 'Pacific/Auckland'],
    ['America/Los_Angeles', 'America/Los_Angeles'],
  ])('spells %s as %s', (input, expected) => {
    expect(canonicalTimeZone(input)).toBe(expected);
  });

  it.each(['', 'Mars/Olympus_Mons', 'x'.repeat(65)])('refuses %j', (tz) => {
    expect(canonicalTimeZone(tz)).toBeNull();
  });

  it('gives one day for every spelling of a zone', () => {
    const instant = new Date('2026-06-15T02:00:00Z');
    expect(localDay(instant, 'america/los_angeles')).toBe('2026-06-14');
    expect(localDay(instant, 'AMERICA/LOS_ANGELES')).toBe('2026-06-14');
  });

  it('stays correct past its bound: 3,000 made-up names, then real zones', () => {
    for (let i = 0; i < 3000; i++) expect(canonicalTimeZone(`Nowhere/Place_${i}`)).toBeNull();
    expect(canonicalTimeZone('europe/london')).toBe('Europe/London');
    expect(localDay(new Date('2026-06-15T23:30:00Z'), 'Europe/London')).toBe('2026-06-16');
  });
});

describe('dayNumber', () => {
  it('counts days from 1970-01-01, both ways, and round-trips', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('1969-12-31')).toBe(-1);
    expect(dayNumber('2028-03-01') - dayNumber('2028-02-28')).toBe(2);
    for (const day of ['1900-01-01', '2026-03-08', '2026-11-01', '2099-12-31'])
      expect(dayFromNumber(dayNumber(day))).toBe(day);
  });
});

describe('instantOnDay', () => {
  it('moves the current local time onto a past day, landing on that day across DST changes', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(instantOnDay(now, '2026-06-15', 'UTC')).toEqual(now);
    expect(instantOnDay(now, '2026-06-10', 'UTC').toISOString()).toBe('2026-06-10T12:00:00.000Z');
    // 23:30 in New York on November 2 (EST), moved to March 8 (the 23-hour day) and October 31 (EDT).
    const late = new Date('2026-11-03T04:30:00Z');
    for (const day of ['2026-03-08', '2026-03-07', '2026-10-31', '2026-11-01'])
      expect(localDay(instantOnDay(late, day, 'America/New_York'), 'America/New_York')).toBe(day);
  });
});
