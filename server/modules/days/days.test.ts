import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIMENSION_KEYS } from '../../../core/dimensions';
import type { ApiUser } from '../../../core/schemas/auth';
import { z } from 'zod';
import { ApiDaySchema, type ApiDay, type RateDayResponse } from '../../../core/schemas/days';
import type { ApiJournalEntry } from '../../../core/schemas/journal';
import type { ApiQuickCheckin } from '../../../core/schemas/checkins';
import type { ApiWellbeingEntry } from '../../../core/schemas/wellbeing';
import { localDay } from '../../../core/dates';
import { createTestApp, engines, signUp, STRONG_PASSWORD, type TestApp } from '../../test/helpers';
import { expectedOverall } from '../../test/entries';

type Headers = Record<string, string>;
// 12:00 UTC on Monday June 15: June 15 in UTC and Los Angeles (05:00), June 16 in Auckland (00:00).
const NOON = '2026-06-15T12:00:00.000Z';

/** Decisions 111–118: rate any day, backdating, streaks from history, celebrations, calendar. */
describe.each(engines)('any day on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { now: NOON });
  });
  afterAll(() => t.close());

  async function user(timeZone = 'UTC', at = NOON) {
    t.clock.set(at);
    return signUp(t.app, { timeZone });
  }
  const rate = (headers: Headers, day: string, dimension: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/days/${day}/ratings/${dimension}`, headers, payload });
  async function rateOk(headers: Headers, day: string, dimension: string, score: number | string) {
    const res = await rate(headers, day, dimension, { score });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as RateDayResponse;
  }
  const me = async (headers: Headers) =>
    (await t.app.inject({ url: '/api/user', headers })).json() as ApiUser;
  /**
   * GET /api/days, whose JSON the days module writes itself (decision 463): every answer is checked to be
   * byte for byte what the response schema's parse, stringified, gives (key order, `areaScores` only
   * when present, one-decimal strings), with the type a serialized answer has.
   */
  const days = async (headers: Headers, from: string, to: string) => {
    const res = await t.app.inject({ url: `/api/days?from=${from}&to=${to}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const parsed = z.array(ApiDaySchema).safeParse(JSON.parse(res.body));
    expect(parsed.error).toBeUndefined();
    expect(res.body).toBe(JSON.stringify(parsed.data));
    return res.json() as ApiDay[];
  };
  const scoresOf = (entry: ApiWellbeingEntry) => DIMENSION_KEYS.map((key) => entry[key]);

  describe('PUT /api/days/{day}/ratings/{dimension}', () => {
    it('creates today’s entry with 5.0 elsewhere when there is none, and answers { entry, reflection }', async () => {
      const { headers } = await user();
      const res = await rate(headers, '2026-06-15', 'sleep', { score: '7.5' });
      expect(res.statusCode).toBe(200);
      const body = res.json() as RateDayResponse;
      expect(Object.keys(body).sort()).toEqual(['entry', 'reflection', 'user']);
      // The user after the save: the header's streak needs no second request.
      expect(body.user).toMatchObject({ currentStreak: 1, longestStreak: 1, lastActiveDate: '2026-06-15' });
      expect(body.reflection).toBeNull();
      expect(body.entry).toMatchObject({
        day: '2026-06-15',
        sleep: '7.5',
        exercise: '5.0',
        overallScore: '5.3',
      });
      expect(body.entry.date).toBe(NOON);
      expect(body.entry.overallScore).toBe(expectedOverall(body.entry));
      // A second area updates the same entry and keeps the first.
      const second = await rateOk(headers, '2026-06-15', 'diet', 9);
      expect(second.entry.id).toBe(body.entry.id);
      expect(second.entry).toMatchObject({ sleep: '7.5', diet: '9.0' });
      const list = (await t.app.inject({ url: '/api/wellbeing-entries', headers })).json() as unknown[];
      expect(list).toHaveLength(1);
    });

    it('creates the reflection when text is given, in the same answer', async () => {
      const { headers } = await user();
      const res = await rate(headers, '2026-06-15', 'social', {
        score: 4,
        notes: '  Missed my friends ',
        reflection: 'Call Sam',
      });
      const body = res.json() as RateDayResponse;
      expect(body.reflection).toMatchObject({
        wellbeingEntryId: body.entry.id,
        dimension: 'social',
        score: '4.0',
        notes: 'Missed my friends',
        reflection: 'Call Sam',
        putIntoPractice: false,
        day: '2026-06-15',
      });
      const listed = (await t.app.inject({ url: '/api/dimension-reflections/social', headers })).json();
      expect(listed).toEqual([body.reflection]);
      // Blank text is no text: no reflection.
      const blank = await rate(headers, '2026-06-15', 'social', { score: 5, notes: '   ', reflection: null });
      expect(blank.json().reflection).toBeNull();
    });

    it('carries a past day’s other areas forward from the latest entry before that day, not after', async () => {
      const { headers } = await user();
      await rateOk(headers, '2026-06-10', 'sleep', 6); // June 10: sleep 6, the rest 5.0
      await rateOk(headers, '2026-06-10', 'diet', 8);
      await rateOk(headers, '2026-06-14', 'sleep', 2);
      await rateOk(headers, '2026-06-14', 'finance', 1);
      const filled = await rateOk(headers, '2026-06-12', 'exercise', 9);
      expect(filled.entry).toMatchObject({
        day: '2026-06-12',
        sleep: '6.0',
        diet: '8.0',
        exercise: '9.0',
        finance: '5.0',
      });
      // The day after the one before it: carried from June 12, its nearest earlier entry.
      const next = await rateOk(headers, '2026-06-13', 'social', 7);
      expect(next.entry).toMatchObject({ sleep: '6.0', diet: '8.0', exercise: '9.0', social: '7.0' });
      // Filling in a day does not touch the later days.
      const june14 = (await days(headers, '2026-06-14', '2026-06-14'))[0];
      expect(june14?.scores).toMatchObject({ sleep: '2.0', finance: '1.0', exercise: '5.0' });
      // Before every entry: 5.0 everywhere else.
      const first = await rateOk(headers, '1990-01-01', 'creativity', 10);
      expect(scoresOf(first.entry)).toEqual(['5.0', '5.0', '5.0', '5.0', '5.0', '5.0', '10.0', '5.0']);
      // Editing the existing past day keeps its other areas.
      const edited = await rateOk(headers, '2026-06-12', 'sleep', 3);
      expect(edited.entry).toMatchObject({ id: filled.entry.id, sleep: '3.0', exercise: '9.0', diet: '8.0' });
    });

    it('gives a past day’s records an instant on that day', async () => {
      const { headers } = await user('America/New_York');
      const { entry } = await rateOk(headers, '2026-03-08', 'sleep', 6); // the 23-hour DST day
      expect(localDay(new Date(entry.date), 'America/New_York')).toBe('2026-03-08');
      expect(entry.updatedAt).toBe(NOON);
    });

    it.each([
      ['a future day', '2026-06-16', 'sleep', { score: 5 }, 'day: Day cannot be in the future'],
      ['a day before 1900', '1899-12-31', 'sleep', { score: 5 }, 'day: Day cannot be before 1900-01-01'],
      [
        'an impossible date',
        '2026-02-30',
        'sleep',
        { score: 5 },
        'day: Day must be a date written YYYY-MM-DD',
      ],
      ['a word', 'today', 'sleep', { score: 5 }, 'day: Day must be a date written YYYY-MM-DD'],
      ['an unknown area', '2026-06-15', 'mood', { score: 5 }, 'dimension: Unknown dimension'],
      ['a score off the step', '2026-06-15', 'sleep', { score: 7.3 }, 'score:'],
      ['no score', '2026-06-15', 'sleep', { notes: 'x' }, 'score: Score is required'],
      [
        'a field it does not take',
        '2026-06-15',
        'sleep',
        { score: 5, day: '2026-06-01' },
        'Unrecognized key',
      ],
      ['too long a note', '2026-06-15', 'sleep', { score: 5, notes: 'x'.repeat(5001) }, 'notes:'],
    ])('refuses %s with 400 and writes nothing', async (_label, day, dimension, payload, message) => {
      const { headers } = await user();
      const res = await rate(headers, day, dimension, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
      expect((await t.app.inject({ url: '/api/wellbeing-entries', headers })).json()).toEqual([]);
      expect((await me(headers)).currentStreak).toBe(0);
    });

    it('decides "future" in the user’s own time zone', async () => {
      // The same instant is June 16 in Auckland and still June 15 in Los Angeles.
      const auckland = await user('Pacific/Auckland');
      const losAngeles = await user('America/Los_Angeles');
      expect((await rate(auckland.headers, '2026-06-16', 'sleep', { score: 6 })).statusCode).toBe(200);
      expect((await rate(losAngeles.headers, '2026-06-16', 'sleep', { score: 6 })).statusCode).toBe(400);
      expect((await rate(losAngeles.headers, '2026-06-15', 'sleep', { score: 6 })).statusCode).toBe(200);
    });

    it('keeps one entry holding all eight when eight first ratings of a day arrive at once from two devices', async () => {
      for (const day of ['2026-06-15', '2026-06-01']) {
        const phone = await user();
        const login = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: phone.user.email, password: STRONG_PASSWORD },
        });
        const laptop = { 'x-session-id': (login.json() as { sessionId: string }).sessionId };
        const scores = DIMENSION_KEYS.map((_k, i) => i + 1);
        const responses = await Promise.all(
          DIMENSION_KEYS.map((key, i) =>
            rate(i % 2 === 0 ? phone.headers : laptop, day, key, { score: scores[i] }),
          ),
        );
        for (const r of responses) expect(r.statusCode, r.body).toBe(200);
        const entries = (await t.app.inject({ url: '/api/wellbeing-entries', headers: laptop })).json();
        expect(entries).toHaveLength(1);
        const [stored] = entries as [ApiWellbeingEntry];
        expect(stored.day).toBe(day);
        expect(scoresOf(stored)).toEqual(scores.map((s) => s.toFixed(1)));
        expect(stored.overallScore).toBe(expectedOverall(stored));
        expect(new Set(responses.map((r) => (r.json() as RateDayResponse).entry.id))).toEqual(
          new Set([stored.id]),
        );
      }
    });

    it('honours Idempotency-Key: the same save twice rates and reflects once', async () => {
      const { headers } = await user();
      const put = () =>
        t.app.inject({
          method: 'PUT',
          url: '/api/days/2026-06-14/ratings/sleep',
          headers: { ...headers, 'idempotency-key': 'save-1' },
          payload: { score: 8, notes: 'Long nap' },
        });
      const first = await put();
      await rateOk(headers, '2026-06-14', 'sleep', 2); // changed since
      const second = await put();
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect((await t.app.inject({ url: '/api/dimension-reflections/sleep', headers })).json()).toHaveLength(
        1,
      );
      expect((await days(headers, '2026-06-14', '2026-06-14'))[0]?.scores?.sleep).toBe('2.0');
    });
  });

  describe('backdated journal entries and quick check-ins', () => {
    it('files them under the given past day, default today', async () => {
      const { headers } = await user('Europe/Berlin');
      const post = (url: string, payload: Record<string, unknown>) =>
        t.app.inject({ method: 'POST', url, headers, payload });
      const journal = await post('/api/journal-entries', {
        content: 'Forgot yesterday',
        mood: 6,
        day: '2026-06-14',
      });
      expect(journal.statusCode).toBe(201);
      const j = journal.json() as ApiJournalEntry;
      expect(j.day).toBe('2026-06-14');
      expect(localDay(new Date(j.date), 'Europe/Berlin')).toBe('2026-06-14');
      const today = (
        await post('/api/journal-entries', { content: 'Today', mood: 7 })
      ).json() as ApiJournalEntry;
      expect(today.day).toBe('2026-06-15');
      const c1 = (
        await post('/api/quick-checkins', { coreFeeling: 6, day: '2026-06-14' })
      ).json() as ApiQuickCheckin;
      await post('/api/quick-checkins', { coreFeeling: '7.5', day: '2026-06-14' });
      expect(c1.day).toBe('2026-06-14');
      // The journal list keeps each entry on its own day: today's first.
      const list = (await t.app.inject({ url: '/api/journal-entries', headers })).json() as ApiJournalEntry[];
      expect(list.map((e) => e.day)).toEqual(['2026-06-15', '2026-06-14']);
      expect(await days(headers, '2026-06-01', '2026-06-30')).toEqual([
        {
          day: '2026-06-14',
          overallScore: null,
          scores: null,
          coreFeeling: '6.8',
          checkinCount: 2,
          journalCount: 1,
          reflectionCount: 0,
        },
        {
          day: '2026-06-15',
          overallScore: null,
          scores: null,
          coreFeeling: null,
          checkinCount: 0,
          journalCount: 1,
          reflectionCount: 0,
        },
      ]);
    });

    it.each([
      ['/api/journal-entries', { content: 'x', mood: 5 }],
      ['/api/quick-checkins', { coreFeeling: 5 }],
    ])('refuses a future or pre-1900 day on %s', async (url, body) => {
      const { headers } = await user();
      for (const [day, message] of [
        ['2026-06-16', 'day: Day cannot be in the future'],
        ['1899-12-31', 'day: Day cannot be before 1900-01-01'],
        ['2026-6-1', 'day: Day must be a date written YYYY-MM-DD'],
      ] as const) {
        const res = await t.app.inject({ method: 'POST', url, headers, payload: { ...body, day } });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(message);
      }
      expect((await t.app.inject({ url, headers })).json()).toEqual([]);
    });

    it('puts each record in its own day’s week and month in the reports', async () => {
      const { headers } = await user();
      // Sunday May 31 belongs to the week of May 25 and to May; Monday June 1 to the next week and June.
      await rateOk(headers, '2026-05-31', 'sleep', 9);
      await t.app.inject({
        method: 'POST',
        url: '/api/quick-checkins',
        headers,
        payload: { coreFeeling: 3, day: '2026-05-31' },
      });
      await rateOk(headers, '2026-06-01', 'sleep', 1);
      const report = async (url: string) => (await t.app.inject({ url, headers })).json();
      const may25 = await report('/api/reports/weekly?weekStart=2026-05-25');
      expect(may25.period).toMatchObject({ entries: 1, quickCheckins: 1 });
      expect(may25.areas.find((a: { key: string }) => a.key === 'sleep').current).toBe('9.0');
      const june1 = await report('/api/reports/weekly?weekStart=2026-06-01');
      expect(june1.period).toMatchObject({ entries: 1, quickCheckins: 0 });
      expect(june1.areas.find((a: { key: string }) => a.key === 'sleep').current).toBe('1.0');
      expect((await report('/api/reports/monthly?month=2026-05')).period).toMatchObject({
        entries: 1,
        quickCheckins: 1,
      });
      expect((await report('/api/reports/monthly?month=2026-06')).period).toMatchObject({
        entries: 1,
        quickCheckins: 0,
      });
    });
  });

  describe('streaks from history', () => {
    it('joins two runs when the gap between them is back-filled, and celebrates the highest milestone once', async () => {
      const phone = await user();
      const checkinOn = async (day: string) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/quick-checkins',
          headers: phone.headers,
          payload: { coreFeeling: 6, day },
        });
        expect(res.statusCode).toBe(201);
      };
      // June 7–9 (3 days), a gap on June 10, June 11–15 (5 days, up to today).
      for (const day of ['2026-06-07', '2026-06-08', '2026-06-09']) await checkinOn(day);
      for (const day of ['2026-06-11', '2026-06-12', '2026-06-13', '2026-06-14', '2026-06-15'])
        await checkinOn(day);
      let u = await me(phone.headers);
      expect(u).toMatchObject({
        currentStreak: 5,
        longestStreak: 5,
        lastActiveDate: '2026-06-15',
        pendingMilestone: 3,
      });
      // Celebrate 3 on the phone.
      const marked = await t.app.inject({
        method: 'POST',
        url: '/api/user/celebrations',
        headers: phone.headers,
        payload: { days: 3 },
      });
      expect(marked.statusCode).toBe(200);
      expect(marked.json()).toMatchObject({ pendingMilestone: null });

      await rateOk(phone.headers, '2026-06-10', 'sleep', 6); // back-fill the gap
      u = await me(phone.headers);
      expect(u).toMatchObject({
        currentStreak: 9,
        longestStreak: 9,
        lastActiveDate: '2026-06-15',
        pendingMilestone: 7,
      });

      // The laptop (another session) sees the same pending milestone until one device marks it.
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: phone.user.email, password: STRONG_PASSWORD },
      });
      const laptop = { 'x-session-id': (login.json() as { sessionId: string }).sessionId };
      expect(login.json().user.pendingMilestone).toBe(7);
      for (const headers of [laptop, phone.headers]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/user/celebrations',
          headers,
          payload: { days: 7 },
        });
        expect(res.statusCode).toBe(200);
      }
      expect((await me(laptop)).pendingMilestone).toBeNull();
      expect((await me(phone.headers)).pendingMilestone).toBeNull();
    });

    it('celebrates only the highest of several milestones a back-fill jumps past', async () => {
      const { headers } = await user();
      // June 1–7 and June 9–15: joined by June 8 into 15 days, past 3, 7 and 14 at once.
      for (let d = 1; d <= 15; d++) {
        if (d === 8) continue;
        await rateOk(headers, `2026-06-${String(d).padStart(2, '0')}`, 'sleep', 6);
      }
      await t.app.inject({
        method: 'POST',
        url: '/api/user/celebrations',
        headers,
        payload: { days: 7 },
      });
      await rateOk(headers, '2026-06-08', 'diet', 6);
      const u = await me(headers);
      expect(u).toMatchObject({ currentStreak: 15, longestStreak: 15, pendingMilestone: 14 });
      await t.app.inject({ method: 'POST', url: '/api/user/celebrations', headers, payload: { days: 14 } });
      expect((await me(headers)).pendingMilestone).toBeNull();
    });

    it.each([
      [{ days: 5 }, 'days: days must be a streak milestone'],
      [{ days: '7' }, 'days: days must be a streak milestone'],
      [{}, 'days: days is required'],
      [{ days: 30 }, 'days: This milestone has not been reached yet'],
    ])('refuses to mark %j', async (payload, message) => {
      const { headers } = await user();
      const res = await t.app.inject({ method: 'POST', url: '/api/user/celebrations', headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('keeps the longest streak when the current one breaks', async () => {
      const { headers } = await user();
      for (const day of ['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04', '2026-06-10', '2026-06-15'])
        await rateOk(headers, day, 'sleep', 6);
      expect(await me(headers)).toMatchObject({
        currentStreak: 1,
        longestStreak: 4,
        lastActiveDate: '2026-06-15',
      });
      t.clock.set('2026-06-17T12:00:00Z');
      expect(await me(headers)).toMatchObject({ currentStreak: 0, longestStreak: 4 });
      t.clock.set(NOON);
    });

    it('counts the DST days once each: a run across the spring and autumn changes', async () => {
      const { headers } = await user('America/New_York', '2026-11-03T17:00:00Z');
      // Saturday March 7, Sunday March 8 (23 hours), Monday March 9; then Oct 31, Nov 1 (25 hours), Nov 2, Nov 3.
      for (const day of ['2026-03-07', '2026-03-08', '2026-03-09']) await rateOk(headers, day, 'sleep', 6);
      expect(await me(headers)).toMatchObject({ longestStreak: 3, lastActiveDate: '2026-03-09' });
      for (const day of ['2026-10-31', '2026-11-01', '2026-11-02']) await rateOk(headers, day, 'sleep', 6);
      // Today (Nov 3, 12:00 EST) by a plain write with no day.
      await t.app.inject({
        method: 'POST',
        url: '/api/quick-checkins',
        headers,
        payload: { coreFeeling: 5 },
      });
      expect(await me(headers)).toMatchObject({
        currentStreak: 4,
        longestStreak: 4,
        lastActiveDate: '2026-11-03',
      });
      const list = await days(headers, '2026-03-01', '2026-03-31');
      expect(list.map((d) => d.day)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
      t.clock.set(NOON);
    });

    it('counts each calendar day once across a time-zone change', async () => {
      // Active on June 15 in Auckland (from 00:00 there = 12:00 UTC June 15 is June 16 in Auckland).
      const { headers } = await user('Pacific/Auckland', '2026-06-14T23:00:00Z'); // 11:00 June 15 in Auckland
      await t.app.inject({
        method: 'POST',
        url: '/api/quick-checkins',
        headers,
        payload: { coreFeeling: 5 },
      });
      expect(await me(headers)).toMatchObject({ currentStreak: 1, lastActiveDate: '2026-06-15' });
      // Fly to Los Angeles: hours later it is still June 15 there; writing again counts June 15 once.
      await t.app.inject({
        method: 'PATCH',
        url: '/api/user',
        headers,
        payload: { timeZone: 'America/Los_Angeles' },
      });
      t.clock.set('2026-06-15T20:00:00Z'); // 13:00 June 15 in Los Angeles
      await t.app.inject({
        method: 'POST',
        url: '/api/quick-checkins',
        headers,
        payload: { coreFeeling: 5 },
      });
      expect(await me(headers)).toMatchObject({
        currentStreak: 1,
        longestStreak: 1,
        lastActiveDate: '2026-06-15',
      });
      // June 16 is now "the future" in Los Angeles.
      expect((await rate(headers, '2026-06-16', 'sleep', { score: 5 })).statusCode).toBe(400);
      t.clock.set('2026-06-16T20:00:00Z'); // 13:00 June 16 in Los Angeles
      await t.app.inject({
        method: 'POST',
        url: '/api/quick-checkins',
        headers,
        payload: { coreFeeling: 5 },
      });
      expect(await me(headers)).toMatchObject({
        currentStreak: 2,
        longestStreak: 2,
        lastActiveDate: '2026-06-16',
      });
      // Flying back west-to-east over the date line lands on June 18 in Auckland: June 17 was skipped.
      await t.app.inject({
        method: 'PATCH',
        url: '/api/user',
        headers,
        payload: { timeZone: 'Pacific/Auckland' },
      });
      t.clock.set('2026-06-17T20:00:00Z'); // 08:00 June 18 in Auckland
      expect((await me(headers)).currentStreak).toBe(0);
      await rateOk(headers, '2026-06-17', 'sleep', 5); // back-fill June 17
      await rateOk(headers, '2026-06-18', 'sleep', 5);
      expect(await me(headers)).toMatchObject({
        currentStreak: 4,
        longestStreak: 4,
        lastActiveDate: '2026-06-18',
      });
      t.clock.set(NOON);
    });
  });

  describe('GET /api/days', () => {
    it('lists only the days with data in the range, ascending, and only the user’s own', async () => {
      const { headers } = await user();
      const other = await user();
      await rateOk(other.headers, '2026-06-12', 'sleep', 1);
      await rateOk(headers, '2026-06-14', 'sleep', 8);
      await rate(headers, '2026-06-12', 'diet', { score: 4, reflection: 'Cook more' });
      await rateOk(headers, '2025-06-14', 'sleep', 2); // a year before: outside June 2026
      const list = await days(headers, '2026-06-01', '2026-06-30');
      expect(list.map((d) => d.day)).toEqual(['2026-06-12', '2026-06-14']);
      expect(list[0]).toMatchObject({
        overallScore: '4.9',
        reflectionCount: 1,
        journalCount: 0,
        coreFeeling: null,
      });
      expect(list[0]?.scores).toMatchObject({ diet: '4.0', sleep: '5.0' });
      expect(list[1]?.scores?.sleep).toBe('8.0');
      expect(await days(headers, '2026-05-01', '2026-05-31')).toEqual([]);
      // Inclusive bounds; a whole (leap) year plus a day is allowed.
      expect((await days(headers, '2026-06-12', '2026-06-12')).map((d) => d.day)).toEqual(['2026-06-12']);
      expect((await days(headers, '2025-06-14', '2026-06-15')).map((d) => d.day)).toEqual([
        '2025-06-14',
        '2026-06-12',
        '2026-06-14',
      ]);
    });

    it('answers own-area ratings as the entry does, by key, each day its own and only the user’s own', async () => {
      const { headers } = await user();
      const other = await user();
      const addOwn = async (h: Headers, label: string) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/areas',
          headers: h,
          payload: { label, icon: 'Leaf', color: '#16a34a' },
        });
        expect(res.statusCode, res.body).toBe(201);
        return (res.json() as { key: string }).key;
      };
      const keys = [
        await addOwn(headers, 'Garden'),
        await addOwn(headers, 'Music'),
        await addOwn(headers, 'Faith'),
      ];
      const theirs = await addOwn(other.headers, 'Garden');
      await rateOk(other.headers, '2026-06-14', theirs, 3);
      // Rated against key order, with whole, half, the lowest and the highest scores (decision 420).
      const sorted = [...keys].sort();
      const scores = [10, 7.5, 0];
      for (const [i, key] of [...sorted].reverse().entries())
        await rateOk(headers, '2026-06-14', key, scores[i] ?? 5);
      await rateOk(headers, '2026-06-13', sorted[1] ?? '', 7);
      await rateOk(headers, '2026-06-12', 'sleep', 6);
      const list = await days(headers, '2026-06-12', '2026-06-14');
      expect(list.map((d) => d.day)).toEqual(['2026-06-12', '2026-06-13', '2026-06-14']);
      expect(list[0]).not.toHaveProperty('areaScores');
      expect(list[1]?.areaScores).toEqual({ [sorted[1] ?? '']: '7.0' });
      expect(Object.keys(list[2]?.areaScores ?? {})).toEqual(sorted);
      expect(list[2]?.areaScores).toEqual({
        [sorted[2] ?? '']: '10.0',
        [sorted[1] ?? '']: '7.5',
        [sorted[0] ?? '']: '0.0',
      });
      // Byte for byte what the day's entry answers, key order included.
      for (const d of list) {
        const one = await t.app.inject({ url: `/api/days/${d.day}`, headers });
        const entry = (one.json() as { entry: ApiWellbeingEntry }).entry;
        expect(JSON.stringify(d.areaScores)).toBe(JSON.stringify(entry.areaScores));
        expect(d.scores).toEqual(Object.fromEntries(DIMENSION_KEYS.map((key) => [key, entry[key]])));
        expect(d.overallScore).toBe(entry.overallScore);
      }
    });

    it.each([
      ['from=2026-01-01&to=2027-01-03', 'to: Ask for at most 366 days at a time'],
      ['from=2026-06-02&to=2026-06-01', 'to: from must not be after to'],
      ['from=2026-06-01', 'to: to is required'],
      ['to=2026-06-01', 'from: from is required'],
      ['from=2026-13-01&to=2026-12-01', 'from: Day must be a date written YYYY-MM-DD'],
      ['from=2026-06-01&to=2026-06-02&extra=1', 'Unrecognized key'],
    ])('refuses ?%s with 400', async (query, message) => {
      const { headers } = await user();
      const res = await t.app.inject({ url: `/api/days?${query}`, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });

    it('GET /api/days/{day} answers every record of that day, newest first, and only the user’s own', async () => {
      const { headers } = await user();
      const other = await user();
      await rateOk(other.headers, '2026-06-12', 'sleep', 1);
      const post = (url: string, payload: Record<string, unknown>) =>
        t.app.inject({ method: 'POST', url, headers, payload });
      const rated = (await rate(headers, '2026-06-12', 'diet', { score: 4, reflection: 'Cook more' })).json();
      const j1 = (await post('/api/journal-entries', { content: 'one', mood: 5, day: '2026-06-12' })).json();
      t.clock.set('2026-06-15T13:00:00.000Z');
      const j2 = (await post('/api/journal-entries', { content: 'two', mood: 6, day: '2026-06-12' })).json();
      const c1 = (await post('/api/quick-checkins', { coreFeeling: 6, day: '2026-06-12' })).json();
      await post('/api/journal-entries', { content: 'another day', mood: 6, day: '2026-06-11' });
      t.clock.set(NOON);
      const res = await t.app.inject({ url: '/api/days/2026-06-12', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        day: '2026-06-12',
        entry: rated.entry,
        reflections: [rated.reflection],
        journalEntries: [j2, j1],
        quickCheckins: [c1],
      });
      expect((await t.app.inject({ url: '/api/days/2026-06-13', headers })).json()).toEqual({
        day: '2026-06-13',
        entry: null,
        reflections: [],
        journalEntries: [],
        quickCheckins: [],
      });
      const bad = await t.app.inject({ url: '/api/days/2026-02-30', headers });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('day: Day must be a date written YYYY-MM-DD');
    });
  });
});
