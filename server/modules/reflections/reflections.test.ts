import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiDimensionReflection } from '../../../core/schemas/reflections';
import { createTestApp, engines, signUp, type TestApp } from '../../test/helpers';
import { allScores, postEntry } from '../../test/entries';

const NOON_UTC = '2026-06-15T12:00:00Z';
const UNKNOWN_ID = '3f1c1a52-5a1e-4c7e-9d8e-1b2c3d4e5f60';

describe.each(engines)('/api/dimension-reflections on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { now: NOON_UTC });
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOON_UTC));

  /** A user with today's entry, ready to reflect on it. */
  async function userWithEntry(timeZone?: string) {
    const user = await signUp(t.app, timeZone ? { timeZone } : {});
    const entry = await postEntry(t.app, user.headers, allScores(5));
    return { ...user, entry };
  }

  async function create(headers: Record<string, string>, payload: Record<string, unknown>) {
    return t.app.inject({ method: 'POST', url: '/api/dimension-reflections', headers, payload });
  }

  const list = async (headers: Record<string, string>, dimension = 'sleep') =>
    (
      await t.app.inject({ url: `/api/dimension-reflections/${dimension}`, headers })
    ).json() as ApiDimensionReflection[];

  it('creates a reflection linked to the user’s entry, trimming text and turning blank into null', async () => {
    const { headers, entry } = await userWithEntry();
    const res = await create(headers, {
      dimension: 'sleep',
      score: '7.5',
      notes: '  Earlier nights helped.  ',
      reflection: '   ',
      wellbeingEntryId: entry.id,
    });
    expect(res.statusCode).toBe(201);
    const reflection = res.json() as ApiDimensionReflection;
    expect(Object.keys(reflection).sort()).toEqual(
      [
        'date',
        'day',
        'dimension',
        'id',
        'notes',
        'putIntoPractice',
        'reflection',
        'score',
        'wellbeingEntryId',
      ].sort(),
    );
    expect(reflection).toMatchObject({
      dimension: 'sleep',
      score: '7.5',
      notes: 'Earlier nights helped.',
      reflection: null,
      putIntoPractice: false,
      wellbeingEntryId: entry.id,
      day: '2026-06-15',
      date: '2026-06-15T12:00:00.000Z',
    });
    expect(await list(headers)).toEqual([reflection]);
    expect(await list(headers, 'diet')).toEqual([]);
  });

  it('lists an area’s reflections newest first', async () => {
    const { headers, entry } = await userWithEntry();
    for (const hour of ['09', '11', '10']) {
      t.clock.set(`2026-06-15T${hour}:00:00Z`);
      const res = await create(headers, {
        dimension: 'social',
        score: 6,
        notes: hour,
        wellbeingEntryId: entry.id,
      });
      expect(res.statusCode).toBe(201);
    }
    expect((await list(headers, 'social')).map((r) => r.notes)).toEqual(['11', '10', '09']);
  });

  it('answers 400 for an unknown area', async () => {
    const { headers } = await signUp(t.app);
    for (const dimension of ['mood', 'Sleep', 'coreFeeling']) {
      const res = await t.app.inject({ url: `/api/dimension-reflections/${dimension}`, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Unknown dimension');
    }
  });

  it.each([
    ['score 10.5', { score: 10.5 }, 'score'],
    ['score -1', { score: -1 }, 'score'],
    ['score 3.3', { score: '3.3' }, 'score'],
    ['score "abc"', { score: 'abc' }, 'score'],
    ['a missing score', { score: undefined }, 'score'],
    ['an unknown dimension', { dimension: 'mood' }, 'dimension'],
    ['a missing dimension', { dimension: undefined }, 'dimension'],
    ['a missing wellbeingEntryId', { wellbeingEntryId: undefined }, 'wellbeingEntryId'],
    ['a malformed wellbeingEntryId', { wellbeingEntryId: 'not-an-id' }, 'wellbeingEntryId'],
    ['nothing written', { notes: '  ', reflection: null }, 'notes'],
    ['notes over 5,000 characters', { notes: 'x'.repeat(5001) }, 'notes'],
    ['where-to-start over 5,000 characters', { reflection: 'x'.repeat(5001) }, 'reflection'],
    ['userId', { userId: 'someone' }, ''],
    ['putIntoPractice', { putIntoPractice: true }, ''],
    ['date', { date: '2020-01-01T00:00:00Z' }, ''],
  ])('refuses a reflection with %s (400) and stores nothing', async (_label, change, path) => {
    const { headers, entry } = await userWithEntry();
    const payload = {
      dimension: 'sleep',
      score: 6,
      notes: 'n',
      reflection: 'r',
      wellbeingEntryId: entry.id,
      ...change,
    };
    const res = await create(headers, payload);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { issues: { path: string }[] }).issues.map((i) => i.path)).toContain(path);
    expect(await list(headers)).toEqual([]);
  });

  it('accepts exactly 5,000 characters', async () => {
    const { headers, entry } = await userWithEntry();
    const res = await create(headers, {
      dimension: 'sleep',
      score: 0,
      notes: 'x'.repeat(5000),
      reflection: 'y'.repeat(5000),
      wellbeingEntryId: entry.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ score: '0.0' });
  });

  it('updates the fields, or only putIntoPractice', async () => {
    const { headers, entry } = await userWithEntry();
    const created = (
      await create(headers, {
        dimension: 'sleep',
        score: 4,
        notes: 'a',
        reflection: 'b',
        wellbeingEntryId: entry.id,
      })
    ).json() as ApiDimensionReflection;
    const url = `/api/dimension-reflections/${created.id}`;

    const edited = await t.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { dimension: 'sleep', score: '6.5', notes: ' New note ', reflection: '' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ ...created, score: '6.5', notes: 'New note', reflection: null });

    const practised = await t.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { putIntoPractice: true },
    });
    expect(practised.json()).toEqual({
      ...created,
      score: '6.5',
      notes: 'New note',
      reflection: null,
      putIntoPractice: true,
    });
    const undone = await t.app.inject({ method: 'PATCH', url, headers, payload: { putIntoPractice: false } });
    expect(undone.json().putIntoPractice).toBe(false);
    expect(await list(headers)).toEqual([undone.json()]);

    // Editing a reflection leaves the entry alone (docs/product.md §4).
    const today = await t.app.inject({ url: '/api/wellbeing-entries/today', headers });
    expect(today.json()).toEqual(entry);
  });

  it('moves a reflection to another area when its dimension changes', async () => {
    const { headers, entry } = await userWithEntry();
    const created = (
      await create(headers, { dimension: 'sleep', score: 4, notes: 'a', wellbeingEntryId: entry.id })
    ).json() as ApiDimensionReflection;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/dimension-reflections/${created.id}`,
      headers,
      payload: { dimension: 'diet' },
    });
    expect(await list(headers)).toEqual([]);
    expect((await list(headers, 'diet')).map((r) => r.id)).toEqual([created.id]);
  });

  it.each([
    ['nothing to change', {}],
    ['putIntoPractice "yes"', { putIntoPractice: 'yes' }],
    ['putIntoPractice 1', { putIntoPractice: 1 }],
    ['score 10.5', { score: 10.5 }],
    ['score "abc"', { score: 'abc' }],
    ['an unknown dimension', { dimension: 'mood' }],
    ['wellbeingEntryId', { wellbeingEntryId: UNKNOWN_ID }],
    ['userId', { userId: 'x' }],
    ['notes over 5,000 characters', { notes: 'x'.repeat(5001) }],
  ])('refuses an update with %s (400) and changes nothing', async (_label, payload) => {
    const { headers, entry } = await userWithEntry();
    const created = (
      await create(headers, { dimension: 'sleep', score: 4, notes: 'a', wellbeingEntryId: entry.id })
    ).json() as ApiDimensionReflection;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/dimension-reflections/${created.id}`,
      headers,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(await list(headers)).toEqual([created]);
  });

  it('opens one reflection by area and id (a search result); 404 for another area, id or user', async () => {
    const { headers, entry } = await userWithEntry();
    const created = (
      await create(headers, { dimension: 'sleep', score: 4, notes: 'quiet', wellbeingEntryId: entry.id })
    ).json() as ApiDimensionReflection;
    const res = await t.app.inject({ url: `/api/dimension-reflections/sleep/${created.id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(created);
    const otherArea = await t.app.inject({ url: `/api/dimension-reflections/diet/${created.id}`, headers });
    expect(otherArea.statusCode).toBe(404);
    expect(otherArea.json()).toEqual({ message: 'Reflection not found' });
    const unknown = await t.app.inject({ url: '/api/dimension-reflections/sleep/no-such-id', headers });
    expect(unknown.statusCode).toBe(404);
    const badArea = await t.app.inject({ url: `/api/dimension-reflections/moon/${created.id}`, headers });
    expect(badArea.statusCode).toBe(400);
    const stranger = await signUp(t.app);
    const theirs = await t.app.inject({
      url: `/api/dimension-reflections/sleep/${created.id}`,
      headers: stranger.headers,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('deletes a reflection (204), then answers 404 for it', async () => {
    const { headers, entry } = await userWithEntry();
    const created = (
      await create(headers, { dimension: 'sleep', score: 4, notes: 'a', wellbeingEntryId: entry.id })
    ).json() as ApiDimensionReflection;
    const url = `/api/dimension-reflections/${created.id}`;
    const res = await t.app.inject({ method: 'DELETE', url, headers });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await list(headers)).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PATCH', url, headers, payload: { putIntoPractice: true } })).statusCode,
    ).toBe(404);
  });

  it('keeps reflections to their owner: another user gets 404 for every change and sees nothing', async () => {
    const owner = await userWithEntry();
    const other = await userWithEntry();
    const created = (
      await create(owner.headers, {
        dimension: 'sleep',
        score: 4,
        notes: 'mine',
        wellbeingEntryId: owner.entry.id,
      })
    ).json() as ApiDimensionReflection;
    const url = `/api/dimension-reflections/${created.id}`;

    expect(await list(other.headers)).toEqual([]);
    const patch = await t.app.inject({
      method: 'PATCH',
      url,
      headers: other.headers,
      payload: { notes: 'hijacked', putIntoPractice: true },
    });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toEqual({ message: 'Reflection not found' });
    const del = await t.app.inject({ method: 'DELETE', url, headers: other.headers });
    expect(del.statusCode).toBe(404);
    expect(await list(owner.headers)).toEqual([created]);
  });

  it('refuses to link a reflection to another user’s entry (404) and stores nothing', async () => {
    const owner = await userWithEntry();
    const other = await signUp(t.app);
    const res = await create(other.headers, {
      dimension: 'sleep',
      score: 4,
      notes: 'x',
      wellbeingEntryId: owner.entry.id,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Wellbeing entry not found' });
    expect(await list(other.headers)).toEqual([]);
    expect(await list(owner.headers)).toEqual([]);
    expect((await t.app.inject({ url: '/api/user', headers: other.headers })).json().currentStreak).toBe(0);
    const unknown = await create(other.headers, {
      dimension: 'sleep',
      score: 4,
      notes: 'x',
      wellbeingEntryId: UNKNOWN_ID,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('dates a reflection on the user’s local day', async () => {
    // 11:30 UTC on June 15 is 23:30 on June 15 in Auckland.
    t.clock.set('2026-06-15T11:30:00Z');
    const { headers, entry } = await userWithEntry('Pacific/Auckland');
    const res = await create(headers, {
      dimension: 'finance',
      score: 3,
      reflection: 'budget',
      wellbeingEntryId: entry.id,
    });
    expect(res.json()).toMatchObject({ day: '2026-06-15', reflection: 'budget', notes: null });
    t.clock.set('2026-06-15T12:30:00Z'); // 00:30 on June 16 there
    const next = await create(headers, {
      dimension: 'finance',
      score: 3,
      reflection: 'again',
      wellbeingEntryId: entry.id,
    });
    expect(next.json()).toMatchObject({ day: '2026-06-16' });
  });
});
