import { describe, expect, it } from 'vitest';
import { nextOccurrence, zonedInstant } from './zoned-time';

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
