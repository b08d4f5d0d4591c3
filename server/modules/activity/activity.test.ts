import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayNumber } from '../../../core/dates';
import type { ApiUser } from '../../../core/schemas/auth';
import type { ApiDimensionReflection } from '../../../core/schemas/reflections';
import type { ApiJournalEntry } from '../../../core/schemas/journal';
import type { ApiQuickCheckin } from '../../../core/schemas/checkins';
import type { TendApp } from '../../app';
import { createTestApp, engines, signUp, type TestApp } from '../../test/helpers';
import { allScores, postEntry } from '../../test/entries';

type Headers = Record<string, string>;
const NOON_UTC = '2026-06-15T12:00:00Z';
const UNKNOWN_ID = '3f1c1a52-5a1e-4c7e-9d8e-1b2c3d4e5f60';

/** What a user has before the request under test: an entry, a reflection, a journal entry, a check-in. */
async function seed(app: TendApp, headers: Headers) {
  const entry = await postEntry(app, headers, allScores(5));
  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers, payload }).then((r) => r.json() as unknown);
  const reflection = (await post('/api/dimension-reflections', {
    dimension: 'sleep',
    score: 5,
    notes: 'n',
    wellbeingEntryId: entry.id,
  })) as ApiDimensionReflection;
  const journal = (await post('/api/journal-entries', { content: 'c', mood: 5 })) as ApiJournalEntry;
  const checkin = (await post('/api/quick-checkins', { coreFeeling: 5 })) as ApiQuickCheckin;
  return { entry, reflection, journal, checkin };
}
type Seeded = Awaited<ReturnType<typeof seed>>;
type Call = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: Record<string, unknown> };

/**
 * The streak (docs/product.md §10): each kind of activity marks the user's local day in the same transaction as
 * the write; days are the user's calendar days, across local midnight and DST changes.
 */
describe.each(engines)('streak on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { now: NOON_UTC });
  });
  afterAll(() => t.close());

  const streakOf = async (headers: Headers) => {
    const user = (await t.app.inject({ url: '/api/user', headers })).json() as ApiUser;
    return { currentStreak: user.currentStreak, lastActiveDate: user.lastActiveDate };
  };
  /** A user whose streak is 4 days long, last active yesterday (June 14), with some records. */
  async function fourDayUser() {
    t.clock.set(NOON_UTC);
    const user = await signUp(t.app);
    const seeded = await seed(t.app, user.headers);
    // The streak is computed from the active days: make June 11–14 active, and June 15 (seeding) not.
    await t.database.db.deleteFrom('activity_days').where('user_id', '=', user.user.id).execute();
    await t.database.db
      .insertInto('activity_days')
      .values(
        ['2026-06-11', '2026-06-12', '2026-06-13', '2026-06-14'].map((day) => ({
          user_id: user.user.id,
          day,
          day_number: dayNumber(day),
        })),
      )
      .execute();
    await t.database.db
      .updateTable('users')
      .set({ current_streak: 4, longest_streak: 4, last_active_date: '2026-06-14' })
      .where('id', '=', user.user.id)
      .execute();
    return { ...user, seeded };
  }
  const send = (headers: Headers, call: Call) =>
    t.app.inject({ method: call.method, url: call.url, headers, payload: call.payload });
  /** A new user, signed up at `instant` so the session is fresh whatever the clock said before. */
  async function userAt(timeZone: string, instant: string) {
    t.clock.set(instant);
    return signUp(t.app, { timeZone });
  }
  /** Any activity; a quick check-in is the simplest. */
  async function actAt(headers: Headers, instant: string) {
    t.clock.set(instant);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quick-checkins',
      headers,
      payload: { coreFeeling: 5 },
    });
    expect(res.statusCode).toBe(201);
  }

  const ACTIVITIES: [string, (s: Seeded) => Call][] = [
    [
      'a rating (POST entry)',
      () => ({ method: 'POST', url: '/api/wellbeing-entries', payload: allScores(6) }),
    ],
    [
      'a rating (PATCH entry)',
      (s) => ({ method: 'PATCH', url: `/api/wellbeing-entries/${s.entry.id}`, payload: { diet: 7 } }),
    ],
    [
      'a reflection',
      (s) => ({
        method: 'POST',
        url: '/api/dimension-reflections',
        payload: { dimension: 'diet', score: 7, reflection: 'r', wellbeingEntryId: s.entry.id },
      }),
    ],
    [
      'a journal entry',
      () => ({ method: 'POST', url: '/api/journal-entries', payload: { content: 'x', mood: 3 } }),
    ],
    [
      'a quick check-in',
      () => ({ method: 'POST', url: '/api/quick-checkins', payload: { coreFeeling: '4.5' } }),
    ],
    [
      'spotlight ratings (single)',
      (s) => ({
        method: 'POST',
        url: '/api/spotlight-ratings',
        payload: { quickCheckinId: s.checkin.id, dimension: 'diet', score: 3 },
      }),
    ],
    [
      'spotlight ratings (map)',
      () => ({ method: 'POST', url: '/api/spotlight-ratings', payload: { ratings: { diet: 3 } } }),
    ],
  ];

  it.each(ACTIVITIES)('counts %s as today’s activity', async (_label, call) => {
    const { headers, seeded } = await fourDayUser();
    const res = await send(headers, call(seeded));
    expect(res.statusCode).toBeLessThan(300);
    expect(await streakOf(headers)).toEqual({ currentStreak: 5, lastActiveDate: '2026-06-15' });
    // A second activity the same day changes nothing.
    await send(headers, call(seeded));
    expect(await streakOf(headers)).toEqual({ currentStreak: 5, lastActiveDate: '2026-06-15' });
  });

  const NOT_ACTIVITY: [string, (s: Seeded) => Call][] = [
    ['reading entries', () => ({ method: 'GET', url: '/api/wellbeing-entries' })],
    [
      'editing a reflection',
      (s) => ({
        method: 'PATCH',
        url: `/api/dimension-reflections/${s.reflection.id}`,
        payload: { putIntoPractice: true },
      }),
    ],
    [
      'deleting a reflection',
      (s) => ({ method: 'DELETE', url: `/api/dimension-reflections/${s.reflection.id}` }),
    ],
    [
      'editing a journal entry',
      (s) => ({ method: 'PATCH', url: `/api/journal-entries/${s.journal.id}`, payload: { mood: 9 } }),
    ],
    ['deleting a journal entry', (s) => ({ method: 'DELETE', url: `/api/journal-entries/${s.journal.id}` })],
    [
      'a refused rating (400)',
      () => ({ method: 'POST', url: '/api/wellbeing-entries', payload: allScores(10.5) }),
    ],
    [
      'a refused journal entry (400)',
      () => ({ method: 'POST', url: '/api/journal-entries', payload: { content: ' ', mood: 5 } }),
    ],
    [
      'a rating of an unknown entry (404)',
      () => ({ method: 'PATCH', url: `/api/wellbeing-entries/${UNKNOWN_ID}`, payload: { sleep: 1 } }),
    ],
    [
      'spotlight ratings for an unknown check-in (404)',
      () => ({
        method: 'POST',
        url: '/api/spotlight-ratings',
        payload: { quickCheckinId: UNKNOWN_ID, dimension: 'sleep', score: 1 },
      }),
    ],
  ];

  it.each(NOT_ACTIVITY)('does not count %s', async (_label, call) => {
    const { headers, seeded } = await fourDayUser();
    await send(headers, call(seeded));
    expect(await streakOf(headers)).toEqual({ currentStreak: 4, lastActiveDate: '2026-06-14' });
  });

  it('counts consecutive local days across local midnight, even an hour apart', async () => {
    const { headers } = await userAt('America/Los_Angeles', '2026-06-16T06:30:00Z');
    await actAt(headers, '2026-06-16T06:30:00Z'); // 23:30 on June 15 in Los Angeles
    expect(await streakOf(headers)).toEqual({ currentStreak: 1, lastActiveDate: '2026-06-15' });
    await actAt(headers, '2026-06-16T07:30:00Z'); // 00:30 on June 16
    expect(await streakOf(headers)).toEqual({ currentStreak: 2, lastActiveDate: '2026-06-16' });
    // Both moments were on June 16 in UTC: a UTC-day streak would have stayed at 1.
  });

  it('counts the same local day once, even when it spans two UTC days', async () => {
    const { headers } = await userAt('Pacific/Auckland', '2026-06-14T13:00:00Z');
    await actAt(headers, '2026-06-14T13:00:00Z'); // 01:00 on June 15 in Auckland
    await actAt(headers, '2026-06-15T11:00:00Z'); // 23:00 on June 15 in Auckland
    expect(await streakOf(headers)).toEqual({ currentStreak: 1, lastActiveDate: '2026-06-15' });
  });

  it('gives Auckland and Los Angeles their own day for the same instant', async () => {
    const auckland = await userAt('Pacific/Auckland', '2026-06-15T20:00:00Z');
    const losAngeles = await userAt('America/Los_Angeles', '2026-06-15T20:00:00Z');
    for (const { headers } of [auckland, losAngeles]) await actAt(headers, '2026-06-15T20:00:00Z');
    expect((await streakOf(auckland.headers)).lastActiveDate).toBe('2026-06-16');
    expect((await streakOf(losAngeles.headers)).lastActiveDate).toBe('2026-06-15');
  });

  it('counts days across the spring DST change (a 23-hour day)', async () => {
    const { headers } = await userAt('America/New_York', '2026-03-08T04:30:00Z');
    await actAt(headers, '2026-03-08T04:30:00Z'); // 23:30 EST on Saturday March 7
    await actAt(headers, '2026-03-09T03:30:00Z'); // 23:30 EDT on Sunday March 8, clocks went forward at 02:00
    expect(await streakOf(headers)).toEqual({ currentStreak: 2, lastActiveDate: '2026-03-08' });
    // 45 minutes later it is Monday March 9 locally; a fixed UTC-5 offset would still say Sunday.
    await actAt(headers, '2026-03-09T04:15:00Z');
    expect(await streakOf(headers)).toEqual({ currentStreak: 3, lastActiveDate: '2026-03-09' });
  });

  it('counts days across the autumn DST change (a 25-hour day)', async () => {
    const { headers } = await userAt('America/New_York', '2026-10-31T16:00:00Z');
    await actAt(headers, '2026-10-31T16:00:00Z'); // Saturday October 31, EDT
    await actAt(headers, '2026-11-01T04:30:00Z'); // 00:30 EDT on Sunday November 1
    expect(await streakOf(headers)).toEqual({ currentStreak: 2, lastActiveDate: '2026-11-01' });
    // 24 hours later it is 23:30 EST, still Sunday: the clocks went back at 02:00.
    await actAt(headers, '2026-11-02T04:30:00Z');
    expect(await streakOf(headers)).toEqual({ currentStreak: 2, lastActiveDate: '2026-11-01' });
    await actAt(headers, '2026-11-02T05:30:00Z'); // 00:30 EST on Monday November 2
    expect(await streakOf(headers)).toEqual({ currentStreak: 3, lastActiveDate: '2026-11-02' });
  });

  it('breaks after a whole missed local day, and starts again at 1', async () => {
    const { headers } = await userAt('Europe/Berlin', '2026-06-10T10:00:00Z');
    await actAt(headers, '2026-06-10T10:00:00Z');
    await actAt(headers, '2026-06-11T10:00:00Z');
    expect(await streakOf(headers)).toEqual({ currentStreak: 2, lastActiveDate: '2026-06-11' });
    t.clock.set('2026-06-12T21:59:00Z'); // 23:59 on June 12 in Berlin: today can still keep it
    expect((await streakOf(headers)).currentStreak).toBe(2);
    t.clock.set('2026-06-12T22:01:00Z'); // 00:01 on June 13: June 12 passed without activity
    expect((await streakOf(headers)).currentStreak).toBe(0);
    await actAt(headers, '2026-06-13T09:00:00Z');
    expect(await streakOf(headers)).toEqual({ currentStreak: 1, lastActiveDate: '2026-06-13' });
  });
});
