import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  ApiQuickCheckin,
  ApiSpotlightRating,
  SpotlightRatingsResponse,
} from '../../../core/schemas/checkins';
import type { ApiWellbeingEntry } from '../../../core/schemas/wellbeing';
import { createTestApp, engines, signUp, type TestApp } from '../../test/helpers';
import { allScores, expectedOverall, postEntry } from '../../test/entries';

const NOON_UTC = '2026-06-15T12:00:00Z';
const UNKNOWN_ID = '3f1c1a52-5a1e-4c7e-9d8e-1b2c3d4e5f60';

describe.each(engines)('quick check-ins and spotlight ratings on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { now: NOON_UTC });
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOON_UTC));

  type Headers = Record<string, string>;
  const checkIn = (headers: Headers, coreFeeling: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/quick-checkins', headers, payload: { coreFeeling } });
  async function checkedIn(headers: Headers, coreFeeling: unknown = '6.5') {
    const res = await checkIn(headers, coreFeeling);
    expect(res.statusCode).toBe(201);
    return res.json() as ApiQuickCheckin;
  }
  const rate = (headers: Headers, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/spotlight-ratings', headers, payload });
  async function rated(headers: Headers, payload: Record<string, unknown>) {
    const res = await rate(headers, payload);
    expect(res.statusCode).toBe(201);
    return res.json() as SpotlightRatingsResponse;
  }
  const read = async <T>(url: string, headers: Headers) => (await t.app.inject({ url, headers })).json() as T;

  describe('quick check-ins', () => {
    it('saves the core feeling (201) and lists check-ins newest first', async () => {
      const { headers } = await signUp(t.app);
      const first = await checkedIn(headers, 6.5);
      expect(first).toEqual({
        id: expect.any(String),
        day: '2026-06-15',
        date: '2026-06-15T12:00:00.000Z',
        coreFeeling: '6.5',
        tags: [],
      });
      t.clock.set('2026-06-16T09:00:00Z');
      const second = await checkedIn(headers, '10');
      expect(second.coreFeeling).toBe('10.0');
      expect(await read('/api/quick-checkins', headers)).toEqual([second, first]);
    });

    it.each([
      ['10.5', 10.5],
      ['-1', -1],
      ['3.3', '3.3'],
      ['"abc"', 'abc'],
      ['null', null],
      ['missing', undefined],
    ])('refuses core feeling %s (400) and stores nothing', async (_label, coreFeeling) => {
      const { headers } = await signUp(t.app);
      const res = await checkIn(headers, coreFeeling);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toBe('coreFeeling');
      expect(await read('/api/quick-checkins', headers)).toEqual([]);
    });

    it('refuses fields the server sets (400)', async () => {
      const { headers } = await signUp(t.app);
      // `day` is the client's since decision 113 (a past day); a future one is refused (days.test.ts).
      for (const extra of [{ userId: 'x' }, { id: UNKNOWN_ID }, { date: NOON_UTC }, { day: '2026-06-16' }]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/quick-checkins',
          headers,
          payload: { coreFeeling: 5, ...extra },
        });
        expect(res.statusCode).toBe(400);
      }
      expect(await read('/api/quick-checkins', headers)).toEqual([]);
    });

    it('keeps check-ins to their owner', async () => {
      const owner = await signUp(t.app);
      const other = await signUp(t.app);
      await checkedIn(owner.headers);
      expect(await read('/api/quick-checkins', other.headers)).toEqual([]);
    });
  });

  describe('spotlight ratings', () => {
    it('stores a single rating linked to its check-in and applies it to today’s entry', async () => {
      const { headers } = await signUp(t.app);
      const checkin = await checkedIn(headers);
      const { ratings, entry } = await rated(headers, {
        quickCheckinId: checkin.id,
        dimension: 'sleep',
        score: '3.5',
      });
      expect(ratings).toEqual([
        {
          id: expect.any(String),
          quickCheckinId: checkin.id,
          dimension: 'sleep',
          score: '3.5',
          day: '2026-06-15',
          date: '2026-06-15T12:00:00.000Z',
        },
      ]);
      // No earlier entry: the other seven areas start at 5.0.
      expect(entry).toMatchObject({
        ...allScores('5.0'),
        sleep: '3.5',
        overallScore: '4.8',
        day: '2026-06-15',
      });
      expect(await read('/api/wellbeing-entries/today', headers)).toEqual(entry);
      expect(await read('/api/spotlight-ratings', headers)).toEqual(ratings);
    });

    it('carries the latest earlier entry forward when the ratings start a new day', async () => {
      const { headers } = await signUp(t.app);
      t.clock.set('2026-06-12T12:00:00Z');
      await postEntry(t.app, headers, { ...allScores(8), diet: 2, notes: 'Friday' });
      t.clock.set(NOON_UTC);
      const { entry } = await rated(headers, { ratings: { diet: 4, finance: '5.5' } });
      expect(entry).toMatchObject({
        ...allScores('8.0'),
        diet: '4.0',
        finance: '5.5',
        day: '2026-06-15',
        notes: null,
      });
      expect(entry.overallScore).toBe(expectedOverall(entry));
      const entries = await read<ApiWellbeingEntry[]>('/api/wellbeing-entries', headers);
      expect(entries.map((e) => e.day)).toEqual(['2026-06-15', '2026-06-12']);
      expect(entries[1]).toMatchObject({ diet: '2.0', finance: '8.0', notes: 'Friday' });
    });

    it('updates only the rated areas of today’s existing entry', async () => {
      const { headers } = await signUp(t.app);
      const today = await postEntry(t.app, headers, { ...allScores(6), notes: 'kept' });
      const { entry } = await rated(headers, { ratings: { social: 2, creativity: '9.5' } });
      expect(entry).toMatchObject({
        ...allScores('6.0'),
        id: today.id,
        social: '2.0',
        creativity: '9.5',
        notes: 'kept',
        // (6 × 6 + 2 + 9.5) / 8 = 5.9375
        overallScore: '5.9',
      });
      expect(await read('/api/wellbeing-entries', headers)).toHaveLength(1);
    });

    it('links the map form to today’s latest check-in, in the user’s own day', async () => {
      const { headers } = await signUp(t.app, { timeZone: 'America/Los_Angeles' });
      t.clock.set('2026-06-15T06:30:00Z'); // 23:30 on June 14 in Los Angeles
      const yesterdays = await checkedIn(headers);
      t.clock.set('2026-06-15T16:00:00Z'); // 09:00 on June 15
      const { ratings: none } = await rated(headers, { ratings: { sleep: 5 } });
      expect(none[0]?.quickCheckinId).toBeNull();
      expect(none[0]?.quickCheckinId).not.toBe(yesterdays.id);

      await checkedIn(headers, 4);
      t.clock.set('2026-06-15T17:00:00Z');
      const latest = await checkedIn(headers, 7);
      t.clock.set('2026-06-15T18:00:00Z');
      const { ratings } = await rated(headers, { ratings: { finance: 2, sleep: 3 }, quickCheckinId: null });
      // Answered in the areas' own order.
      expect(ratings.map((r) => [r.dimension, r.score, r.quickCheckinId])).toEqual([
        ['sleep', '3.0', latest.id],
        ['finance', '2.0', latest.id],
      ]);
    });

    it('lists spotlight ratings newest first', async () => {
      const { headers } = await signUp(t.app);
      await rated(headers, { ratings: { sleep: 1 } });
      t.clock.set('2026-06-15T13:00:00Z');
      await rated(headers, { ratings: { diet: 2 } });
      t.clock.set('2026-06-16T08:00:00Z');
      await rated(headers, { ratings: { social: 3 } });
      const list = await read<ApiSpotlightRating[]>('/api/spotlight-ratings', headers);
      expect(list.map((r) => r.dimension)).toEqual(['social', 'diet', 'sleep']);
    });

    it.each([
      ['score 10.5 (map)', { ratings: { sleep: 10.5 } }, 'ratings.sleep'],
      ['score -1 (map)', { ratings: { sleep: -1 } }, 'ratings.sleep'],
      ['score 3.3 (map)', { ratings: { sleep: '3.3' } }, 'ratings.sleep'],
      ['score "abc" (map)', { ratings: { sleep: 'abc' } }, 'ratings.sleep'],
      ['an unknown dimension (map)', { ratings: { mood: 5 } }, 'ratings.mood'],
      ['no ratings (map)', { ratings: {} }, 'ratings'],
      ['ratings that are a list', { ratings: [5] }, 'ratings'],
      [
        'a malformed quickCheckinId (map)',
        { ratings: { sleep: 5 }, quickCheckinId: 'nope' },
        'quickCheckinId',
      ],
      ['userId (map)', { ratings: { sleep: 5 }, userId: 'x' }, ''],
      ['score 10.5 (single)', { quickCheckinId: UNKNOWN_ID, dimension: 'sleep', score: 10.5 }, 'score'],
      ['score "abc" (single)', { quickCheckinId: UNKNOWN_ID, dimension: 'sleep', score: 'abc' }, 'score'],
      ['a missing score (single)', { quickCheckinId: UNKNOWN_ID, dimension: 'sleep' }, 'score'],
      [
        'an unknown dimension (single)',
        { quickCheckinId: UNKNOWN_ID, dimension: 'mood', score: 5 },
        'dimension',
      ],
      ['a missing quickCheckinId (single)', { dimension: 'sleep', score: 5 }, 'quickCheckinId'],
      ['an empty body', {}, 'quickCheckinId'],
      ['date (single)', { quickCheckinId: UNKNOWN_ID, dimension: 'sleep', score: 5, date: NOON_UTC }, ''],
    ])('refuses %s (400) and changes nothing', async (_label, payload, path) => {
      const { headers } = await signUp(t.app);
      const res = await rate(headers, payload);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { issues: { path: string }[] }).issues.map((i) => i.path)).toContain(path);
      expect(await read('/api/spotlight-ratings', headers)).toEqual([]);
      expect(await read('/api/wellbeing-entries', headers)).toEqual([]);
    });

    it('refuses another user’s or an unknown check-in (404) and changes nothing', async () => {
      const owner = await signUp(t.app);
      const other = await signUp(t.app);
      const checkin = await checkedIn(owner.headers);
      const otherEntry = await postEntry(t.app, other.headers, allScores(5));
      for (const payload of [
        { quickCheckinId: checkin.id, dimension: 'sleep', score: 1 },
        { ratings: { sleep: 1 }, quickCheckinId: checkin.id },
        { quickCheckinId: UNKNOWN_ID, dimension: 'sleep', score: 1 },
      ]) {
        const res = await rate(other.headers, payload);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Quick check-in not found' });
      }
      expect(await read('/api/spotlight-ratings', other.headers)).toEqual([]);
      expect(await read('/api/wellbeing-entries/today', other.headers)).toEqual(otherEntry);
      expect(await read('/api/spotlight-ratings', owner.headers)).toEqual([]);
    });

    it('keeps spotlight ratings to their owner', async () => {
      const owner = await signUp(t.app);
      const other = await signUp(t.app);
      await rated(owner.headers, { ratings: { sleep: 2 } });
      expect(await read('/api/spotlight-ratings', other.headers)).toEqual([]);
      expect(await read('/api/wellbeing-entries', other.headers)).toEqual([]);
    });
  });
});
