import { describe, expect, it } from 'vitest';
import { dayFromNumber } from './dates';
import { dayOfEpochDays, progressFromSums, progressSpan } from './progress';

describe('progressSpan', () => {
  it('ends each fixed range today, today included', () => {
    expect(progressSpan('30d', '2026-06-15', null)).toMatchObject({
      from: '2026-05-17',
      to: '2026-06-15',
      bucket: 'day',
    });
    expect(progressSpan('90d', '2026-06-15', null).from).toBe('2026-03-18');
    expect(progressSpan('1y', '2026-06-15', null)).toMatchObject({ from: '2025-06-16', bucket: 'day' });
  });

  it('starts "all" on the first day with data, daily up to 366 days and weekly beyond', () => {
    expect(progressSpan('all', '2026-06-15', null)).toMatchObject({ from: '2026-06-15', bucket: 'day' });
    expect(progressSpan('all', '2026-06-15', '2025-06-15')).toMatchObject({
      from: '2025-06-15',
      bucket: 'day',
    });
    expect(progressSpan('all', '2026-06-15', '2025-06-14')).toMatchObject({
      from: '2025-06-14',
      bucket: 'week',
      anchor: '2025-06-09',
    });
  });

  it("counts weeks from the account's first day of the week (decision 390)", () => {
    // 2025-06-14 is a Saturday: the Monday on or before it is 2025-06-09, the Sunday 2025-06-08.
    expect(progressSpan('all', '2026-06-15', '2025-06-14', 'monday').anchor).toBe('2025-06-09');
    expect(progressSpan('all', '2026-06-15', '2025-06-14', 'sunday').anchor).toBe('2025-06-08');
    // A first day that is itself a Sunday begins a Sunday-first week.
    expect(progressSpan('all', '2026-06-15', '2025-06-08', 'sunday').anchor).toBe('2025-06-08');
  });
});

describe('progressFromSums', () => {
  const span = progressSpan('all', '2026-06-15', '2024-01-03'); // a Wednesday; weeks from Monday 2024-01-01
  const zero = {
    sleep: 0,
    exercise: 0,
    diet: 0,
    social: 0,
    achievements: 0,
    relationships: 0,
    creativity: 0,
    finance: 0,
  };

  it('cuts the first and last week to the range and rounds each mean once', () => {
    const p = progressFromSums(
      span,
      [{ key: '0', n: '3', overall: '20.0', ...zero, sleep: '20.5' }],
      [
        { key: 0, n: 2, total: 13 },
        { key: 127, n: 1, total: 4.5 },
      ],
    );
    expect(p.total).toBe(3);
    expect(p.points).toEqual([
      {
        from: '2024-01-03',
        to: '2024-01-07',
        n: 3,
        overall: '6.7',
        scores: { ...Object.fromEntries(Object.keys(zero).map((k) => [k, '0.0'])), sleep: '6.8' },
        coreFeeling: '6.5',
      },
      expect.objectContaining({
        from: '2026-06-08',
        to: '2026-06-14',
        n: 0,
        overall: null,
        coreFeeling: '4.5',
      }),
    ]);
  });
});

describe('dayOfEpochDays', () => {
  it('writes the same day as a Date would, from 1900 to 2200, leap days and century years included', () => {
    const first = Date.UTC(1900, 0, 1) / 86_400_000;
    const last = Date.UTC(2200, 11, 31) / 86_400_000;
    const wrong: string[] = [];
    for (let n = first; n <= last; n++)
      if (dayOfEpochDays(n) !== dayFromNumber(n)) wrong.push(dayFromNumber(n));
    expect(wrong).toEqual([]);
    expect(dayOfEpochDays(Date.UTC(2000, 1, 29) / 86_400_000)).toBe('2000-02-29');
    expect(dayOfEpochDays(Date.UTC(2100, 2, 1) / 86_400_000)).toBe('2100-03-01');
  });
});
