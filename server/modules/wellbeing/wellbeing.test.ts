import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIMENSION_KEYS } from '../../../core/dimensions';
import type { ApiWellbeingEntry } from '../../../core/schemas/wellbeing';
import { createTestApp, engines, signUp, type TestApp } from '../../test/helpers';
import { allScores, expectedOverall, postEntry } from '../../test/entries';

const NOON_UTC = '2026-06-15T12:00:00Z';
const ENTRY_KEYS = ['id', 'day', 'date', 'updatedAt', ...DIMENSION_KEYS, 'overallScore', 'notes'].sort();
const MIXED = {
  sleep: '7.5',
  exercise: 6,
  diet: '5',
  social: '8.0',
  achievements: 4.5,
  relationships: ' 9 ',
  creativity: '3',
  finance: 10,
};

describe.each(engines)('/api/wellbeing-entries on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { now: NOON_UTC });
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOON_UTC));

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

  it('starts empty: an empty list, and null for latest and today', async () => {
    const { headers } = await signUp(t.app);
    expect((await get('/api/wellbeing-entries', headers)).json()).toEqual([]);
    for (const url of ['/api/wellbeing-entries/latest', '/api/wellbeing-entries/today']) {
      const res = await get(url, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toBeNull();
    }
  });

  it('creates today’s entry with one-decimal scores and the overall score (201)', async () => {
    const { headers } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wellbeing-entries',
      headers,
      payload: { ...MIXED, notes: '  A good week.  ' },
    });
    expect(res.statusCode).toBe(201);
    const entry = res.json() as ApiWellbeingEntry;
    expect(Object.keys(entry).sort()).toEqual(ENTRY_KEYS);
    expect(entry).toMatchObject({
      day: '2026-06-15',
      date: '2026-06-15T12:00:00.000Z',
      updatedAt: '2026-06-15T12:00:00.000Z',
      sleep: '7.5',
      exercise: '6.0',
      diet: '5.0',
      social: '8.0',
      achievements: '4.5',
      relationships: '9.0',
      creativity: '3.0',
      finance: '10.0',
      // 53 / 8 = 6.625, shown to one decimal.
      overallScore: '6.6',
      notes: 'A good week.',
    });
    expect((await get('/api/wellbeing-entries/today', headers)).json()).toEqual(entry);
    expect((await get('/api/wellbeing-entries/latest', headers)).json()).toEqual(entry);
  });

  it('updates today’s entry on a second POST the same day (200), keeping one entry', async () => {
    const { headers } = await signUp(t.app);
    const first = await postEntry(t.app, headers, { ...allScores(4), notes: 'kept' });
    t.clock.set('2026-06-15T18:00:00Z');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wellbeing-entries',
      headers,
      payload: allScores(8),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: first.id,
      date: first.date,
      updatedAt: '2026-06-15T18:00:00.000Z',
      ...allScores('8.0'),
      overallScore: '8.0',
      // Notes were not sent, so they stay.
      notes: 'kept',
    });
    expect((await get('/api/wellbeing-entries', headers)).json()).toHaveLength(1);
  });

  it('patches any subset of scores and notes, recomputing the overall score', async () => {
    const { headers } = await signUp(t.app);
    const entry = await postEntry(t.app, headers, { ...allScores(5), notes: 'old' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/wellbeing-entries/${entry.id}`,
      headers,
      payload: { sleep: '9.5', finance: 2 },
    });
    expect(res.statusCode).toBe(200);
    const patched = res.json() as ApiWellbeingEntry;
    expect(patched).toMatchObject({ id: entry.id, sleep: '9.5', finance: '2.0', diet: '5.0', notes: 'old' });
    // (9.5 + 2 + 6 × 5) / 8 = 5.1875
    expect(patched.overallScore).toBe('5.2');
    expect(patched.overallScore).toBe(expectedOverall(patched));

    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `/api/wellbeing-entries/${entry.id}`,
      headers,
      payload: { notes: '   ' },
    });
    expect(cleared.json()).toMatchObject({ notes: null, sleep: '9.5', overallScore: '5.2' });
    const notesOnly = await t.app.inject({
      method: 'PATCH',
      url: `/api/wellbeing-entries/${entry.id}`,
      headers,
      payload: { notes: 'Slept well' },
    });
    expect(notesOnly.json()).toMatchObject({ notes: 'Slept well' });
    expect((await get('/api/wellbeing-entries/latest', headers)).json()).toEqual(notesOnly.json());
  });

  it('patches an entry of an earlier day without touching today', async () => {
    const { headers } = await signUp(t.app);
    const monday = await postEntry(t.app, headers, allScores(3));
    t.clock.set('2026-06-16T12:00:00Z');
    const tuesday = await postEntry(t.app, headers, allScores(7));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/wellbeing-entries/${monday.id}`,
      headers,
      payload: { diet: 4 },
    });
    expect(res.json()).toMatchObject({ id: monday.id, day: '2026-06-15', diet: '4.0', overallScore: '3.1' });
    expect((await get('/api/wellbeing-entries/today', headers)).json()).toEqual(tuesday);
  });

  it('lists entries newest first and reads the newest as latest', async () => {
    const { headers } = await signUp(t.app);
    const days = ['2026-06-10', '2026-06-12', '2026-06-11'];
    for (const [i, day] of days.entries()) {
      t.clock.set(`${day}T09:00:00Z`);
      await postEntry(t.app, headers, allScores(i + 1));
    }
    const list = (await get('/api/wellbeing-entries', headers)).json() as ApiWellbeingEntry[];
    expect(list.map((e) => e.day)).toEqual(['2026-06-12', '2026-06-11', '2026-06-10']);
    expect((await get('/api/wellbeing-entries/latest', headers)).json()).toEqual(list[0]);
    t.clock.set('2026-06-13T09:00:00Z');
    expect((await get('/api/wellbeing-entries/today', headers)).json()).toBeNull();
  });

  describe('refuses bad input with 400 and stores nothing', () => {
    it.each([
      ['score 10.5', { ...allScores(5), sleep: 10.5 }, 'sleep'],
      ['score -1', { ...allScores(5), diet: -1 }, 'diet'],
      ['score 3.3', { ...allScores(5), social: '3.3' }, 'social'],
      ['score "abc"', { ...allScores(5), finance: 'abc' }, 'finance'],
      ['score null', { ...allScores(5), exercise: null }, 'exercise'],
      ['score true', { ...allScores(5), exercise: true }, 'exercise'],
      ['a missing score', { ...allScores(5), creativity: undefined }, 'creativity'],
      ['notes over 5,000 characters', { ...allScores(5), notes: 'x'.repeat(5001) }, 'notes'],
      ['notes that are not text', { ...allScores(5), notes: 5 }, 'notes'],
      ['userId', { ...allScores(5), userId: 'someone-else' }, ''],
      ['id', { ...allScores(5), id: 'chosen' }, ''],
      ['overallScore', { ...allScores(5), overallScore: '9.9' }, ''],
      ['day', { ...allScores(5), day: '2020-01-01' }, ''],
      ['createdAt', { ...allScores(5), createdAt: '2020-01-01T00:00:00Z' }, ''],
      ['currentStreak', { ...allScores(5), currentStreak: 100 }, ''],
    ])('POST with %s', async (_label, payload, path) => {
      const { headers } = await signUp(t.app);
      const res = await t.app.inject({ method: 'POST', url: '/api/wellbeing-entries', headers, payload });
      expect(res.statusCode).toBe(400);
      const body = res.json() as { message: string; issues: { path: string; message: string }[] };
      expect(body.message).toEqual(expect.any(String));
      expect(body.issues.map((i) => i.path)).toContain(path);
      expect((await get('/api/wellbeing-entries', headers)).json()).toEqual([]);
      expect((await get('/api/user', headers)).json().currentStreak).toBe(0);
    });

    it('says which score is missing', async () => {
      const { headers } = await signUp(t.app);
      const res = await t.app.inject({ method: 'POST', url: '/api/wellbeing-entries', headers, payload: {} });
      expect(res.statusCode).toBe(400);
      const issues = (res.json() as { issues: { path: string; message: string }[] }).issues;
      expect(issues.map((i) => i.path).sort()).toEqual([...DIMENSION_KEYS].sort());
      expect(issues[0]?.message).toBe('Score is required');
      const noBody = await t.app.inject({ method: 'POST', url: '/api/wellbeing-entries', headers });
      expect(noBody.statusCode).toBe(400);
      const notJson = await t.app.inject({
        method: 'POST',
        url: '/api/wellbeing-entries',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"sleep": ',
      });
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json()).toEqual({ message: 'The request body is not valid JSON.' });
    });

    it.each([
      ['nothing to change', {}],
      ['score 10.5', { sleep: 10.5 }],
      ['score -1', { sleep: -1 }],
      ['score 3.3', { sleep: 3.3 }],
      ['score "abc"', { sleep: 'abc' }],
      ['an unknown area', { mood: 5 }],
      ['overallScore', { overallScore: '10.0' }],
      ['userId', { sleep: 6, userId: 'x' }],
      ['date', { date: '2020-01-01T00:00:00Z' }],
    ])('PATCH with %s', async (_label, payload) => {
      const { headers } = await signUp(t.app);
      const entry = await postEntry(t.app, headers, allScores(5));
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/wellbeing-entries/${entry.id}`,
        headers,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
      expect((await get('/api/wellbeing-entries/today', headers)).json()).toEqual(entry);
    });
  });

  it('answers 404 for an unknown id', async () => {
    const { headers } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/wellbeing-entries/3f1c1a52-5a1e-4c7e-9d8e-1b2c3d4e5f60',
      headers,
      payload: { sleep: 5 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Wellbeing entry not found' });
  });

  it('keeps each user’s entries to themselves: another user’s id is 404 and changes nothing', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const entry = await postEntry(t.app, owner.headers, { ...allScores(6), notes: 'private' });

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/wellbeing-entries/${entry.id}`,
      headers: other.headers,
      payload: { sleep: 0, notes: 'hijacked' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Wellbeing entry not found' });
    for (const url of [
      '/api/wellbeing-entries',
      '/api/wellbeing-entries/latest',
      '/api/wellbeing-entries/today',
    ]) {
      const seen = (await get(url, other.headers)).json() as unknown;
      expect(JSON.stringify(seen)).not.toContain(entry.id);
    }
    expect((await get('/api/wellbeing-entries/today', owner.headers)).json()).toEqual(entry);
    // The failed write did not count as the other user's activity either.
    expect((await get('/api/user', other.headers)).json().currentStreak).toBe(0);
  });

  describe('time zones', () => {
    it('gives Auckland and Los Angeles their own "today" at the same instant', async () => {
      const auckland = await signUp(t.app, { timeZone: 'Pacific/Auckland' });
      const losAngeles = await signUp(t.app, { timeZone: 'America/Los_Angeles' });
      // 20:00 UTC on June 15: 08:00 on June 16 in Auckland (NZST), 13:00 on June 15 in Los Angeles (PDT).
      t.clock.set('2026-06-15T20:00:00Z');
      const a = await postEntry(t.app, auckland.headers, allScores(7));
      const l = await postEntry(t.app, losAngeles.headers, allScores(3));
      expect(a.day).toBe('2026-06-16');
      expect(l.day).toBe('2026-06-15');
      expect(a.date).toBe(l.date);

      // Three hours later Los Angeles is still on June 15; Auckland's today is still June 16.
      t.clock.set('2026-06-15T23:00:00Z');
      expect((await get('/api/wellbeing-entries/today', auckland.headers)).json()).toMatchObject({
        id: a.id,
      });
      expect((await get('/api/wellbeing-entries/today', losAngeles.headers)).json()).toMatchObject({
        id: l.id,
      });

      // 12:30 UTC on June 16 is 00:30 on June 17 in Auckland: a new day there, not yet in Los Angeles.
      t.clock.set('2026-06-16T12:30:00Z');
      expect((await get('/api/wellbeing-entries/today', auckland.headers)).json()).toBeNull();
      expect((await get('/api/wellbeing-entries/today', losAngeles.headers)).json()).toBeNull();
      t.clock.set('2026-06-16T06:30:00Z'); // 23:30 on June 15 in Los Angeles
      expect((await get('/api/wellbeing-entries/today', losAngeles.headers)).json()).toMatchObject({
        id: l.id,
      });
    });

    it('puts an entry saved at 23:30 local time on that local day', async () => {
      const { headers } = await signUp(t.app, { timeZone: 'America/Los_Angeles' });
      // 06:30 UTC on June 16 is 23:30 on June 15 in Los Angeles.
      t.clock.set('2026-06-16T06:30:00Z');
      const late = await postEntry(t.app, headers, allScores(4));
      expect(late.day).toBe('2026-06-15');
      expect(late.date).toBe('2026-06-16T06:30:00.000Z');

      // One hour later it is 00:30 on June 16 locally: a new day and a new entry.
      t.clock.set('2026-06-16T07:30:00Z');
      expect((await get('/api/wellbeing-entries/today', headers)).json()).toBeNull();
      const next = await t.app.inject({
        method: 'POST',
        url: '/api/wellbeing-entries',
        headers,
        payload: allScores(6),
      });
      expect(next.statusCode).toBe(201);
      expect(next.json().day).toBe('2026-06-16');
      const list = (await get('/api/wellbeing-entries', headers)).json() as ApiWellbeingEntry[];
      expect(list.map((e) => e.day)).toEqual(['2026-06-16', '2026-06-15']);
    });

    it('follows the user to a new time zone', async () => {
      const { headers } = await signUp(t.app, { timeZone: 'UTC' });
      // 23:00 UTC on June 15 is already 11:00 on June 16 in Auckland.
      t.clock.set('2026-06-15T23:00:00Z');
      expect((await postEntry(t.app, headers, allScores(5))).day).toBe('2026-06-15');
      await t.app.inject({
        method: 'PATCH',
        url: '/api/user',
        headers,
        payload: { timeZone: 'Pacific/Auckland' },
      });
      expect((await get('/api/wellbeing-entries/today', headers)).json()).toBeNull();
      expect((await postEntry(t.app, headers, allScores(6))).day).toBe('2026-06-16');
    });
  });
});
