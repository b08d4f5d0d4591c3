import { describe, expect, it } from 'vitest';
import { localDay } from './dates';
import { nextOccurrence, zonedInstant, zonedInstantIso } from './zoned-time';

describe('zonedInstant', () => {
  it('converts an ordinary local time', () => {
    expect(zonedInstant('2027-06-15', '09:30', 'Europe/Paris').toISOString()).toBe(
      '2027-06-15T07:30:00.000Z',
    );
    expect(zonedInstant('2027-06-15', '09:30', 'UTC').toISOString()).toBe('2027-06-15T09:30:00.000Z');
    expect(zonedInstant('2027-06-15', '00:00', 'Pacific/Auckland').toISOString()).toBe(
      '2027-06-14T12:00:00.000Z',
    );
  });

  it('sends a 02:30 reminder at 03:00 on a spring-forward day', () => {
    // America/New_York springs forward on 2027-03-14 at 02:00 EST → 03:00 EDT (07:00Z).
    expect(zonedInstant('2027-03-14', '02:30', 'America/New_York').toISOString()).toBe(
      '2027-03-14T07:00:00.000Z',
    );
    // Europe/Berlin on 2027-03-28 at 02:00 CET → 03:00 CEST (01:00Z).
    expect(zonedInstant('2027-03-28', '02:30', 'Europe/Berlin').toISOString()).toBe(
      '2027-03-28T01:00:00.000Z',
    );
    // The day before and after are ordinary.
    expect(zonedInstant('2027-03-13', '02:30', 'America/New_York').toISOString()).toBe(
      '2027-03-13T07:30:00.000Z',
    );
    expect(zonedInstant('2027-03-15', '02:30', 'America/New_York').toISOString()).toBe(
      '2027-03-15T06:30:00.000Z',
    );
  });

  it('takes the first of a time that happens twice on a fall-back day', () => {
    // America/New_York falls back on 2027-11-07: 01:30 happens at 05:30Z (EDT) and 06:30Z (EST).
    expect(zonedInstant('2027-11-07', '01:30', 'America/New_York').toISOString()).toBe(
      '2027-11-07T05:30:00.000Z',
    );
  });

  it('handles a zone whose offset is not whole hours', () => {
    expect(zonedInstant('2027-01-10', '08:00', 'Asia/Kolkata').toISOString()).toBe(
      '2027-01-10T02:30:00.000Z',
    );
  });
});

describe('nextOccurrence', () => {
  it('is today when the time is still ahead, tomorrow otherwise', () => {
    expect(nextOccurrence(new Date('2027-06-15T06:00:00Z'), '09:00', 'UTC')).toEqual({
      day: '2027-06-15',
      at: new Date('2027-06-15T09:00:00Z'),
    });
    expect(nextOccurrence(new Date('2027-06-15T09:00:00Z'), '09:00', 'UTC')).toEqual({
      day: '2027-06-16',
      at: new Date('2027-06-16T09:00:00Z'),
    });
  });

  it('names the local day the reminder is for, not the UTC one', () => {
    // 21:00 in Los Angeles on 15 June is 04:00Z on 16 June.
    expect(nextOccurrence(new Date('2027-06-15T20:00:00Z'), '21:00', 'America/Los_Angeles')).toEqual({
      day: '2027-06-15',
      at: new Date('2027-06-16T04:00:00Z'),
    });
  });

  it('steps over the spring-forward gap to 03:00', () => {
    expect(nextOccurrence(new Date('2027-03-13T12:00:00Z'), '02:30', 'America/New_York')).toEqual({
      day: '2027-03-14',
      at: new Date('2027-03-14T07:00:00Z'),
    });
  });
});

describe('zonedInstantIso (the importer)', () => {
  it('reads a wall-clock time in the zone', () => {
    expect(zonedInstantIso('2026-06-15', 20, 5, 'UTC')).toBe('2026-06-15T20:05:00.000Z');
    expect(zonedInstantIso('2026-06-15', 8, 0, 'Pacific/Auckland')).toBe('2026-06-14T20:00:00.000Z');
    expect(zonedInstantIso('2026-01-15', 23, 30, 'America/Los_Angeles')).toBe('2026-01-16T07:30:00.000Z');
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
        expect(localDay(new Date(zonedInstantIso('2026-03-29', h, m, zone)), zone)).toBe('2026-03-29');
      }
    }
  });

  it('resolves a DST gap to the end of the gap and a repeated hour to the first', () => {
    // Europe/Berlin: 2026-03-29 02:30 does not exist (03:00 follows 02:00); 2026-10-25 02:30 happens twice.
    expect(zonedInstantIso('2026-03-29', 2, 30, 'Europe/Berlin')).toBe('2026-03-29T01:00:00.000Z');
    expect(zonedInstantIso('2026-10-25', 2, 30, 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
  });
});
