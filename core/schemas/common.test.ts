import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  DaySchema,
  DimensionKeySchema,
  IdSchema,
  MonthSchema,
  MoodSchema,
  ScoreSchema,
  TimeZoneSchema,
} from './common';

function firstMessage(result: z.ZodSafeParseResult<unknown>): string | undefined {
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('ScoreSchema', () => {
  it('parses strings and numbers to numbers', () => {
    expect(ScoreSchema.parse('7.5')).toBe(7.5);
    expect(ScoreSchema.parse(' 10.0 ')).toBe(10);
    expect(ScoreSchema.parse(0)).toBe(0);
    expect(ScoreSchema.parse(10)).toBe(10);
  });

  it.each(['7.3', '10.5', '-0.5', 'abc', '', '1e1', 10.5, -0.5, 7.3, NaN, null, true, undefined, {}])(
    'refuses %s with the score message',
    (input) => {
      expect(firstMessage(ScoreSchema.safeParse(input))).toBe(
        'Score must be between 0 and 10 in steps of 0.5',
      );
    },
  );
});

describe('DimensionKeySchema', () => {
  it('accepts the eight keys', () => {
    expect(DimensionKeySchema.parse('exercise')).toBe('exercise');
    expect(DimensionKeySchema.parse('finance')).toBe('finance');
  });

  it.each(['Movement', 'coreFeeling', '', 'SLEEP', 3, null])(
    'refuses %j as an unknown dimension',
    (input) => {
      expect(firstMessage(DimensionKeySchema.safeParse(input))).toBe('Unknown dimension');
    },
  );
});

describe('MoodSchema', () => {
  it('accepts whole numbers 1 to 10', () => {
    expect(MoodSchema.parse(1)).toBe(1);
    expect(MoodSchema.parse(10)).toBe(10);
  });

  it.each([0, 11, 5.5, '5', NaN, null])('refuses %j', (input) => {
    expect(firstMessage(MoodSchema.safeParse(input))).toBe('Mood must be a whole number from 1 to 10');
  });
});

describe('DaySchema', () => {
  it('accepts real calendar days', () => {
    expect(DaySchema.parse('2026-03-08')).toBe('2026-03-08');
    expect(DaySchema.parse('2028-02-29')).toBe('2028-02-29');
  });

  it.each(['2026-02-29', '2026-13-01', '2026-3-8', '2026-03-08T00:00:00Z', '', 20260308])(
    'refuses %j',
    (input) => {
      expect(DaySchema.safeParse(input).success).toBe(false);
    },
  );
});

describe('MonthSchema', () => {
  it('accepts YYYY-MM', () => {
    expect(MonthSchema.parse('2026-01')).toBe('2026-01');
    expect(MonthSchema.parse('2026-12')).toBe('2026-12');
  });

  it.each(['2026-00', '2026-13', '2026-1', '2026-01-01', '', null])('refuses %j', (input) => {
    expect(MonthSchema.safeParse(input).success).toBe(false);
  });
});

describe('TimeZoneSchema', () => {
  it('accepts IANA names', () => {
    expect(TimeZoneSchema.parse('Pacific/Auckland')).toBe('Pacific/Auckland');
    expect(TimeZoneSchema.parse('America/Los_Angeles')).toBe('America/Los_Angeles');
    expect(TimeZoneSchema.parse('UTC')).toBe('UTC');
    expect(TimeZoneSchema.parse('Etc/GMT+5')).toBe('Etc/GMT+5');
  });

  it('returns the canonical spelling', () => {
    expect(TimeZoneSchema.parse('utc')).toBe('UTC');
    expect(TimeZoneSchema.parse('america/los_angeles')).toBe('America/Los_Angeles');
  });

  it.each(['Mars/Olympus_Mons', '', '+05:00', '-0800', 'UTC; DROP TABLE users', 'x'.repeat(100), null, 5])(
    'refuses %j',
    (input) => {
      expect(firstMessage(TimeZoneSchema.safeParse(input))).toBe('Unknown time zone');
    },
  );
});

describe('IdSchema', () => {
  it('accepts UUIDs', () => {
    expect(IdSchema.parse('3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e')).toBe(
      '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e',
    );
    expect(IdSchema.safeParse('0190b1c2-7d3e-7f4a-8b5c-6d7e8f9a0b1c').success).toBe(true); // v7
  });

  it.each(['', 'abc', '123', '3f2b8c1e4d5a4b6c8d7e9f0a1b2c3d4e', "1' OR '1'='1", 42, null])(
    'refuses %j',
    (input) => {
      expect(firstMessage(IdSchema.safeParse(input))).toBe('Invalid id');
    },
  );
});
