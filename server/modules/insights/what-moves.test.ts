import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AreaWithCount } from '../../../core/areas';
import type { ApiWhatMoves } from '../../../core/schemas/insights';
import { computeWhatMoves, type DayScores } from '../../../core/what-moves';
import { createTestApp, engines, signUp, type TestApp } from '../../test/helpers';

// Ten days whose findings are known in advance (see the expectations below).
const SLEEP = [8, 8, 8, 8, 8, 6, 6, 6, 6, 6];
const SOCIAL = [5, 6, 7, 8, 9, 5, 6, 7, 8, 9];
const ACHIEVEMENTS = [4, 5, 4, 6, 7, 3, 5, 4, 6, 8];
const FEELING = [7, 7, 7, 7, 7, 5, 5, 5, 5, 5];
const day = (i: number) => `2026-06-${String(i + 1).padStart(2, '0')}`;

describe.each(engines)('GET /api/what-moves on %s', (engine) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(engine, { now: '2026-06-01T12:00:00Z' });
    ({ headers } = await signUp(t.app));
    for (let i = 0; i < 10; i++) {
      t.clock.set(`${day(i)}T12:00:00Z`);
      const s = SLEEP[i] as number;
      const post = async (url: string, payload: object) => {
        const res = await t.app.inject({ method: 'POST', url, headers, payload });
        expect(res.statusCode, res.body).toBeLessThan(300);
      };
      await post('/api/wellbeing-entries', {
        sleep: s,
        exercise: 5,
        diet: s,
        social: SOCIAL[i],
        achievements: ACHIEVEMENTS[i],
        relationships: 5,
        creativity: 5,
        finance: 14 - s,
      });
      // "exercise" on days 1–5, "alcohol" only on days 9–10 (too few days to compare).
      const checkinTags = [...(i < 5 ? ['Exercise'] : []), ...(i >= 8 ? ['alcohol'] : [])];
      await post('/api/quick-checkins', { coreFeeling: FEELING[i], tags: checkinTags });
      // "work" on days 2, 4, 6, 8, 10, from journal entries.
      if (i % 2 === 1)
        await post('/api/journal-entries', {
          content: 'busy',
          mood: 5,
          tags: ['work', 'exercise'].slice(0, i < 5 ? 2 : 1),
        });
    }
  });
  afterAll(() => t.close());

  const get = async (query = '') => {
    const res = await t.app.inject({ url: `/api/what-moves${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ApiWhatMoves;
  };
  const area = (r: ApiWhatMoves, key: string) => r.areas.find((a) => a.key === key)!;

  it('gives tags that go with higher or lower scores, with means and counts, 3+ days each side only', async () => {
    const r = await get();
    expect(r.areas.map((a) => a.key)).toEqual([
      'sleep',
      'exercise',
      'diet',
      'social',
      'achievements',
      'relationships',
      'creativity',
      'finance',
      'coreFeeling',
    ]);
    const sleep = area(r, 'sleep');
    expect(sleep.ratedDays).toBe(10);
    // Tags are matched case-insensitively: "Exercise" (first spelling) and "exercise" are one tag.
    expect(sleep.tags.map((f) => ({ ...f, tagId: undefined }))).toEqual([
      {
        tagId: undefined,
        tag: 'Exercise',
        withMean: 8,
        withoutMean: 6,
        withDays: 5,
        withoutDays: 5,
        difference: 2,
      },
      {
        tagId: undefined,
        tag: 'work',
        withMean: 6.8,
        withoutMean: 7.2,
        withDays: 5,
        withoutDays: 5,
        difference: -0.4,
      },
    ]);
    expect(area(r, 'finance').tags[0]).toMatchObject({
      tag: 'Exercise',
      withMean: 6,
      withoutMean: 8,
      difference: -2,
    });
    expect(area(r, 'coreFeeling').tags[0]).toMatchObject({ tag: 'Exercise', withMean: 7, withoutMean: 5 });
    expect(sleep.tags.some((f) => f.tag === 'alcohol')).toBe(false);
  });

  it('gives the areas that move together, with r and n, strongest first', async () => {
    const r = await get();
    expect(area(r, 'sleep').together).toEqual([
      { other: 'diet', correlation: 1, n: 10 },
      { other: 'finance', correlation: -1, n: 10 },
      { other: 'coreFeeling', correlation: 1, n: 10 },
      { other: 'social', correlation: 0, n: 10 },
      { other: 'achievements', correlation: 0, n: 10 },
    ]);
    // Constant areas have no correlation to report.
    expect(area(r, 'exercise').together).toEqual([]);
    expect(area(r, 'social').together.find((p) => p.other === 'achievements')).toEqual({
      other: 'achievements',
      correlation: 0.87,
      n: 10,
    });
  });

  it('narrows to a range of days', async () => {
    const r = await get('?from=2026-06-01&to=2026-06-05');
    expect(r.from).toBe('2026-06-01');
    expect(area(r, 'sleep').ratedDays).toBe(5);
    // Every day in range carries "exercise": no days without it, so no comparison.
    expect(area(r, 'sleep').tags).toEqual([]);
  });

  it('refuses bad ranges (400)', async () => {
    for (const q of ['?from=2026-13-01', '?to=yesterday', '?from=2026-06-05&to=2026-06-01', '?other=1']) {
      const res = await t.app.inject({ url: `/api/what-moves${q}`, headers });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('adds up days with only check-ins and several check-ins a day as the pure computation does', async () => {
    const other = await signUp(t.app);
    const days: DayScores[] = [];
    const tagDays = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const d = `2026-07-${String(i + 1).padStart(2, '0')}`;
      t.clock.set(`${d}T12:00:00Z`);
      const post = async (url: string, payload: object) => {
        const res = await t.app.inject({ method: 'POST', url, headers: other.headers, payload });
        expect(res.statusCode, res.body).toBeLessThan(300);
      };
      const scores: DayScores['scores'] = {};
      if (i % 4 !== 3) {
        const s = 3 + ((i * 7) % 13) / 2;
        const ratings = { sleep: s, exercise: 10 - s, diet: (i % 3) + 4, social: 5, achievements: 6 };
        await post('/api/wellbeing-entries', { ...ratings, relationships: 5, creativity: 5, finance: s });
        Object.assign(scores, ratings, { relationships: 5, creativity: 5, finance: s });
      }
      if (i % 3 !== 2) {
        const feelings = [4 + (i % 5), 5.5, ...(i % 2 === 0 ? [8] : [])];
        for (const [n, coreFeeling] of feelings.entries())
          await post('/api/quick-checkins', { coreFeeling, tags: n === 0 && i < 7 ? ['walk'] : [] });
        scores.coreFeeling = feelings.reduce((a, b) => a + b, 0) / feelings.length;
        if (i < 7) tagDays.add(d);
      }
      days.push({ day: d, scores });
    }
    const res = await t.app.inject({ url: '/api/what-moves', headers: other.headers });
    const expected = computeWhatMoves(days, [{ id: 'walk', name: 'walk', days: tagDays }]);
    const answer = (res.json() as ApiWhatMoves).areas.map((a) => ({
      ...a,
      tags: a.tags.map((f) => ({ ...f, tagId: 'walk' })),
    }));
    expect(answer).toEqual(expected);
    expect(answer.find((a) => a.key === 'coreFeeling')!.tags).toHaveLength(1);
  });

  it('never mixes in another user’s data', async () => {
    const other = await signUp(t.app);
    const res = await t.app.inject({ url: '/api/what-moves', headers: other.headers });
    const r = res.json() as ApiWhatMoves;
    expect(r.areas.every((a) => a.ratedDays === 0 && a.tags.length === 0 && a.together.length === 0)).toBe(
      true,
    );
  });
});

describe.each(engines)('GET /api/what-moves with areas of one’s own on %s', (engine) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let garden: AreaWithCount;
  let music: AreaWithCount;
  let theirs: AreaWithCount;
  let other: { headers: Record<string, string> };
  const days: DayScores[] = [];
  const exerciseDays = new Set<string>();
  // Garden goes with Sleep (+1), unrated on days 3 and 8; Music is rated every day but hidden.
  const GARDEN_UNRATED = new Set([2, 7]);

  const ok = async <R extends { statusCode: number; body: string }>(res: R) => {
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res;
  };
  const addOwn = async (h: Record<string, string>, label: string) =>
    (
      await ok(
        await t.app.inject({
          method: 'POST',
          url: '/api/areas',
          headers: h,
          payload: { label, icon: 'Music', color: '#2563EB' },
        }),
      )
    ).json() as AreaWithCount;
  const rate = async (h: Record<string, string>, d: string, key: string, score: number) =>
    ok(
      await t.app.inject({
        method: 'PUT',
        url: `/api/days/${d}/ratings/${key}`,
        headers: h,
        payload: { score },
      }),
    );

  beforeAll(async () => {
    t = await createTestApp(engine, { now: '2026-06-01T12:00:00Z' });
    ({ headers } = await signUp(t.app));
    other = await signUp(t.app);
    garden = await addOwn(headers, 'Garden');
    music = await addOwn(headers, 'Music');
    theirs = await addOwn(other.headers, 'Their own');
    for (let i = 0; i < 10; i++) {
      const d = day(i);
      t.clock.set(`${d}T12:00:00Z`);
      const s = SLEEP[i] as number;
      const ratings = {
        sleep: s,
        exercise: 5,
        diet: s,
        social: SOCIAL[i] as number,
        achievements: ACHIEVEMENTS[i] as number,
        relationships: 5,
        creativity: 5,
        finance: 14 - s,
      };
      for (const h of [headers, other.headers])
        await ok(
          await t.app.inject({ method: 'POST', url: '/api/wellbeing-entries', headers: h, payload: ratings }),
        );
      const scores: DayScores['scores'] = { ...ratings, coreFeeling: FEELING[i] as number };
      if (!GARDEN_UNRATED.has(i)) {
        await rate(headers, d, garden.key, s + 1);
        scores[garden.key] = s + 1;
      }
      await rate(headers, d, music.key, i % 2 === 0 ? 2 : 9);
      // The other person's own area and tags on the same days, with scores of its own.
      await rate(other.headers, d, theirs.key, 10 - (i % 3));
      const tags = i < 5 ? ['Exercise'] : [];
      if (i < 5) exerciseDays.add(d);
      await ok(
        await t.app.inject({
          method: 'POST',
          url: '/api/quick-checkins',
          headers,
          payload: { coreFeeling: FEELING[i], tags },
        }),
      );
      await ok(
        await t.app.inject({
          method: 'POST',
          url: '/api/quick-checkins',
          headers: other.headers,
          payload: { coreFeeling: 10 - (FEELING[i] as number), tags: i >= 5 ? ['Exercise'] : [] },
        }),
      );
      days.push({ day: d, scores });
    }
    // Hidden: Music (one's own) and Creativity (built in); Garden moves to the front; Sleep is renamed.
    for (const [key, payload] of [
      [music.key, { hidden: true }],
      ['creativity', { hidden: true }],
      [garden.key, { position: 0 }],
      ['sleep', { label: 'Rest' }],
    ] as const)
      await ok(await t.app.inject({ method: 'PUT', url: `/api/areas/${key}`, headers, payload }));
  });
  afterAll(() => t.close());

  const get = async (h: Record<string, string>) => {
    const res = await t.app.inject({ url: '/api/what-moves', headers: h });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ApiWhatMoves;
  };

  it('gives the shown areas in wheel order under the person’s labels, own ones included, hidden ones out', async () => {
    const r = await get(headers);
    expect(r.areas.map((a) => [a.key, a.label])).toEqual([
      [garden.key, 'Garden'],
      ['sleep', 'Rest'],
      ['exercise', 'Movement'],
      ['diet', 'Diet'],
      ['social', 'Social'],
      ['achievements', 'Achievements'],
      ['relationships', 'Relationships'],
      ['finance', 'Finance'],
      ['coreFeeling', 'Core Feeling'],
    ]);
    const keys = r.areas.flatMap((a) => [a.key, ...a.together.map((p) => p.other)]);
    expect(keys).not.toContain(music.key);
    expect(keys).not.toContain('creativity');
  });

  it('finds an own area’s tags and its pairs with the eight, and the core feeling, over the days it was rated', async () => {
    const r = await get(headers);
    const g = r.areas.find((a) => a.key === garden.key)!;
    expect(g.ratedDays).toBe(8);
    // Exercise on days 1–5, Garden unrated on day 3: 4 days with (9 each), 4 without (7 each).
    expect(g.tags.map((f) => ({ ...f, tagId: undefined }))).toEqual([
      {
        tagId: undefined,
        tag: 'Exercise',
        withMean: 9,
        withoutMean: 7,
        withDays: 4,
        withoutDays: 4,
        difference: 2,
      },
    ]);
    expect(g.together.find((p) => p.other === 'sleep')).toEqual({ other: 'sleep', correlation: 1, n: 8 });
    expect(g.together.find((p) => p.other === 'finance')).toEqual({
      other: 'finance',
      correlation: -1,
      n: 8,
    });
    expect(g.together.find((p) => p.other === 'coreFeeling')).toEqual({
      other: 'coreFeeling',
      correlation: 1,
      n: 8,
    });
    // …and the other way round: Sleep moves with Garden.
    const sleep = r.areas.find((a) => a.key === 'sleep')!;
    expect(sleep.together.find((p) => p.other === garden.key)).toEqual({
      other: garden.key,
      correlation: 1,
      n: 8,
    });
  });

  it('adds up as the pure computation does over the same days and keys', async () => {
    const r = await get(headers);
    const keys = r.areas.map((a) => a.key);
    const labels = new Map(r.areas.map((a) => [a.key, a.label]));
    const expected = computeWhatMoves(days, [{ id: 'x', name: 'Exercise', days: exerciseDays }], keys, (k) =>
      labels.get(k)!,
    );
    expect(r.areas.map((a) => ({ ...a, tags: a.tags.map((f) => ({ ...f, tagId: 'x' })) }))).toEqual(expected);
  });

  it('never shows another person’s areas, and theirs never count for this one', async () => {
    const mine = await get(headers);
    const them = await get(other.headers);
    const keysOf = (r: ApiWhatMoves) => r.areas.flatMap((a) => [a.key, ...a.together.map((p) => p.other)]);
    expect(keysOf(mine)).not.toContain(theirs.key);
    expect(keysOf(them)).not.toContain(garden.key);
    expect(them.areas[8]!.key).toBe(theirs.key);
    expect(them.areas.find((a) => a.key === theirs.key)!.ratedDays).toBe(10);
  });
});
