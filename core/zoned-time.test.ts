import { describe, expect, it } from 'vitest';
import { localDay } from './dates';
import { zonedInstant } from './zoned-time';

describe('zonedInstant', () => {
  it('reads a wall-clock time in the zone', () => {
    expect(zonedInstant('2026-06-15', 20, 5, 'UTC')).toBe('2026-06-15T20:05:00.000Z');
    expect(zonedInstant('2026-06-15', 8, 0, 'Pacific/Auckland')).toBe('2026-06-14T20:00:00.000Z');
    expect(zonedInstant('2026-01-15', 23, 30, 'America/Los_Angeles')).toBe('2026-01-16T07:30:00.000Z');
  });

  it('keeps the local day whatever the zone', () => {
    for (const zone of [
      'UTC',
      'Pacific/Auckland',
      'America/Los_Angeles',
      'Asia/Kolkata',
      'Pacific/Kiritimati',
    ]) {
      for (const [h, m] of [
        [0, 0],
        [12, 0],
        [23, 59],
      ] as const) {
        expect(localDay(new Date(zonedInstant('2026-03-29', h, m, zone)), zone)).toBe('2026-03-29');
      }
    }
  });

  it('resolves DST gaps forward and repeated hours to the first', () => {
    // Europe/Berlin: 2026-03-29 02:30 does not exist; 2026-10-25 02:30 happens twice.
    expect(zonedInstant('2026-03-29', 2, 30, 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedInstant('2026-10-25', 2, 30, 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
  });
});
