import { describe, expect, it } from 'vitest';
import type { ApiDimensionReflection } from '../../core/schemas/reflections';
import type { ApiWellbeingEntry } from '../../core/schemas/wellbeing';
import { createQueryClient } from '../lib/query-client';
import { queryKeys } from './query-keys';
import type { ApiDay } from '../../core/schemas/days';
import { applyQueuedRatings, applySavedEntry, withEntry } from './days.rating-cache';
import { DEFAULT_AREAS } from '../../core/areas';

function entry(id: string, day: string, sleep = '5.0'): ApiWellbeingEntry {
  return {
    id,
    day,
    date: `${day}T12:00:00.000Z`,
    updatedAt: `${day}T12:00:00.000Z`,
    overallScore: '5.0',
    notes: null,
    sleep,
    exercise: '5.0',
    diet: '5.0',
    social: '5.0',
    achievements: '5.0',
    relationships: '5.0',
    creativity: '5.0',
    finance: '5.0',
  };
}

describe('the cache after a rating save', () => {
  it('keeps the entries list newest day first, replacing the saved day', () => {
    const list = [entry('c', '2026-11-23'), entry('a', '2026-11-20')];
    expect(withEntry(list, entry('b', '2026-11-21')).map((e) => e.id)).toEqual(['c', 'b', 'a']);
    expect(withEntry(list, entry('c', '2026-11-23', '9.0'))[0]?.sleep).toBe('9.0');
    expect(withEntry(list, entry('z', '2026-01-01')).map((e) => e.id)).toEqual(['c', 'a', 'z']);
    expect(withEntry([], entry('n', '2026-11-23')).map((e) => e.id)).toEqual(['n']);
  });

  it("updates list, latest, today and the calendar from the answer; a back-filled day is not 'latest'", () => {
    const qc = createQueryClient();
    const today = '2026-11-23';
    qc.setQueryData(queryKeys.wellbeingEntries.list(), [entry('t', today)]);
    qc.setQueryData(queryKeys.wellbeingEntries.latest(), entry('t', today));
    const month: ApiDay[] = [
      {
        day: today,
        overallScore: '5.0',
        scores: null,
        coreFeeling: '6.0',
        checkinCount: 1,
        journalCount: 1,
        reflectionCount: 0,
      },
    ];
    qc.setQueryData(queryKeys.days.range('2026-11-01', '2026-11-30'), month);
    qc.setQueryData(queryKeys.days.range('2026-10-01', '2026-10-31'), []);
    const reflection = { id: 'r1', dimension: 'sleep', day: '2026-11-22' } as ApiDimensionReflection;
    const older = { id: 'r0', dimension: 'sleep', day: '2026-11-01' } as ApiDimensionReflection;
    qc.setQueryData(queryKeys.reflections.pages('sleep'), {
      pages: [
        { items: [], next: '/api/dimension-reflections/sleep?limit=20&before=x' },
        { items: [older], next: null },
      ],
      pageParams: [
        '/api/dimension-reflections/sleep?limit=20',
        '/api/dimension-reflections/sleep?limit=20&before=x',
      ],
    });

    qc.setQueryData(queryKeys.days.detail('2026-11-22'), {
      day: '2026-11-22',
      entry: null,
      reflections: [],
      journalEntries: [],
      quickCheckins: [],
    });
    applySavedEntry(qc, entry('y', '2026-11-22', '8.0'), { today, reflection });
    expect(qc.getQueryData(queryKeys.days.detail('2026-11-22'))).toMatchObject({
      entry: { id: 'y', sleep: '8.0' },
      reflections: [reflection],
    });

    expect(qc.getQueryData<ApiWellbeingEntry[]>(queryKeys.wellbeingEntries.list())?.map((e) => e.id)).toEqual(
      ['t', 'y'],
    );
    expect(qc.getQueryData<ApiWellbeingEntry>(queryKeys.wellbeingEntries.latest())?.id).toBe('t');
    expect(qc.getQueryData(queryKeys.wellbeingEntries.today())).toBeUndefined();
    const days = qc.getQueryData<ApiDay[]>(queryKeys.days.range('2026-11-01', '2026-11-30'));
    expect(days?.map((d) => d.day)).toEqual(['2026-11-22', today]);
    expect(days?.[0]).toMatchObject({ overallScore: '5.0', reflectionCount: 1, journalCount: 0 });
    expect(days?.[0]?.scores?.sleep).toBe('8.0');
    expect(qc.getQueryData(queryKeys.days.range('2026-10-01', '2026-10-31'))).toEqual([]);
    // The reflections screen's newest page shows it first; older pages stay as they were.
    expect(
      qc
        .getQueryData<{ pages: { items: ApiDimensionReflection[] }[] }>(queryKeys.reflections.pages('sleep'))
        ?.pages.map((p) => p.items),
    ).toEqual([[reflection], [older]]);

    applySavedEntry(qc, entry('t', today, '9.0'), { today });
    expect(qc.getQueryData<ApiWellbeingEntry>(queryKeys.wellbeingEntries.latest())?.sleep).toBe('9.0');
    expect(qc.getQueryData<ApiWellbeingEntry>(queryKeys.wellbeingEntries.today())?.sleep).toBe('9.0');
    const after = qc.getQueryData<ApiDay[]>(queryKeys.days.range('2026-11-01', '2026-11-30'));
    expect(after?.[1]).toMatchObject({ coreFeeling: '6.0', journalCount: 1, reflectionCount: 0 });
  });

  it('makes the first entry the latest when there was none', () => {
    const qc = createQueryClient();
    qc.setQueryData(queryKeys.wellbeingEntries.latest(), null);
    applySavedEntry(qc, entry('p', '2020-02-29'), { today: '2026-11-23' });
    expect(qc.getQueryData<ApiWellbeingEntry>(queryKeys.wellbeingEntries.latest())?.id).toBe('p');
  });
});

describe("a rating of an area of one's own made offline (decision 350)", () => {
  it('goes into areaScores, and the overall is the mean of the areas shown now', () => {
    const qc = createQueryClient();
    const today = '2026-11-23';
    qc.setQueryData(queryKeys.wellbeingEntries.latest(), entry('t', today, '9.0'));
    // Five shown: sleep, exercise, diet and an own area; the rest hidden.
    qc.setQueryData(queryKeys.areas.list(), [
      ...DEFAULT_AREAS.map((a, i) => ({ ...a, hidden: i > 2, ratingCount: 0 })),
      {
        ...DEFAULT_AREAS[0]!,
        key: 'own-abcdefghij',
        label: 'Faith',
        builtIn: false,
        position: 8,
        ratingCount: 0,
      },
    ]);
    applyQueuedRatings(qc, { day: today, today, ratings: { 'own-abcdefghij': 3 }, pendingId: 'p' });
    const latest = qc.getQueryData<ApiWellbeingEntry>(queryKeys.wellbeingEntries.latest());
    expect(latest?.areaScores).toEqual({ 'own-abcdefghij': '3.0' });
    expect(latest?.sleep).toBe('9.0');
    // (9 + 5 + 5 + 3) / 4
    expect(latest?.overallScore).toBe('5.5');
  });
});
