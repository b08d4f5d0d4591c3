/**
 * The import's local times (decision 411) are `zonedInstantIso`'s, instant for instant: on days far
 * from a change of offset and on the days of every kind of change (a gap, a repeated hour, a
 * 30-minute change, a skipped calendar day, a zone whose offset had seconds).
 */
import { describe, expect, it } from 'vitest';
import { zonedInstantIso } from '../../../core/zoned-time';
import { LocalTimes } from './local-times';

const TIMES: [number, number][] = [
  [0, 0],
  [0, 30],
  [1, 30],
  [2, 0],
  [2, 30],
  [3, 0],
  [12, 0],
  [23, 59],
];

/** Every day from `from` for `days` days, as YYYY-MM-DD. */
function days(from: string, count: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

const ZONES: { zone: string; from: string; days: number }[] = [
  { zone: 'UTC', from: '2024-01-01', days: 60 },
  { zone: 'Europe/Berlin', from: '2025-01-01', days: 366 },
  { zone: 'America/New_York', from: '2025-01-01', days: 366 },
  // A 30-minute change of offset.
  { zone: 'Australia/Lord_Howe', from: '2025-03-25', days: 200 },
  // 30 December 2011 did not happen there: the zone went from −10 to +14.
  { zone: 'Pacific/Apia', from: '2011-12-20', days: 20 },
  // −0:44:30 until 1972: an offset with seconds.
  { zone: 'Africa/Monrovia', from: '1971-12-15', days: 40 },
  { zone: 'Pacific/Kiritimati', from: '2024-12-25', days: 14 },
  { zone: 'Etc/GMT+12', from: '2024-12-25', days: 14 },
  { zone: 'Asia/Kathmandu', from: '1985-12-20', days: 20 },
  { zone: 'America/Sao_Paulo', from: '2018-10-01', days: 160 },
];

describe('the import’s local times', () => {
  it.each(ZONES)('are zonedInstant’s in $zone', ({ zone, from, days: count }) => {
    const times = new LocalTimes(zone);
    for (const day of days(from, count)) {
      for (const [hour, minute] of TIMES) {
        expect(times.instantIso(day, hour, minute), `${day} ${hour}:${minute}`).toBe(
          zonedInstantIso(day, hour, minute, zone),
        );
      }
    }
  });

  it('are the same read out of order, newest first as Daylio writes', () => {
    const times = new LocalTimes('Europe/London');
    const list = days('2024-03-25', 20).reverse();
    for (const day of [...list, ...list.slice(3, 9)]) {
      expect(times.instantIso(day, 1, 15)).toBe(zonedInstantIso(day, 1, 15, 'Europe/London'));
    }
  });

  it('refuses what zonedInstant refuses', () => {
    const times = new LocalTimes('Europe/Paris');
    expect(() => times.instantIso('2024-1-5', 9, 0)).toThrow(/Not a day and time/);
    expect(() => times.instantIso('2024-01-05', 24, 0)).toThrow(/Not a day and time/);
    expect(() => times.instantIso('2024-01-05', 9, 60)).toThrow(/Not a day and time/);
  });
});
