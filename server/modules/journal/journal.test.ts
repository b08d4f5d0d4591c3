import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiJournalEntry } from '../../../core/schemas/journal';
import { createTestApp, engines, signUp, type TestApp } from '../../test/helpers';

const NOON_UTC = '2026-06-15T12:00:00Z';
const UNKNOWN_ID = '3f1c1a52-5a1e-4c7e-9d8e-1b2c3d4e5f60';

describe.each(engines)('/api/journal-entries on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { now: NOON_UTC });
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOON_UTC));

  const create = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/journal-entries', headers, payload });
  const list = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/journal-entries', headers })).json() as ApiJournalEntry[];
  async function created(headers: Record<string, string>, payload: Record<string, unknown> = {}) {
    const res = await create(headers, { title: 'A title', content: 'Some words', mood: 6, ...payload });
    expect(res.statusCode).toBe(201);
    return res.json() as ApiJournalEntry;
  }

  it('creates an entry (201), trimming the title and content', async () => {
    const { headers } = await signUp(t.app);
    const res = await create(headers, { title: '  Sunday  ', content: '\n  A slow morning.  \n', mood: 7 });
    expect(res.statusCode).toBe(201);
    const entry = res.json() as ApiJournalEntry;
    expect(Object.keys(entry).sort()).toEqual([
      'content',
      'date',
      'day',
      'id',
      'mood',
      'tags',
      'title',
      'updatedAt',
    ]);
    expect(entry).toMatchObject({
      title: 'Sunday',
      content: 'A slow morning.',
      mood: 7,
      day: '2026-06-15',
      date: '2026-06-15T12:00:00.000Z',
      updatedAt: '2026-06-15T12:00:00.000Z',
    });
    expect(await list(headers)).toEqual([entry]);
  });

  it('stores a missing or blank title as null', async () => {
    const { headers } = await signUp(t.app);
    expect((await create(headers, { content: 'x', mood: 1 })).json().title).toBeNull();
    expect((await create(headers, { title: '   ', content: 'x', mood: 10 })).json().title).toBeNull();
    expect((await create(headers, { title: null, content: 'x', mood: 5 })).json().title).toBeNull();
  });

  it('lists entries newest first', async () => {
    const { headers } = await signUp(t.app);
    for (const day of ['2026-06-10', '2026-06-14', '2026-06-12']) {
      t.clock.set(`${day}T08:00:00Z`);
      await created(headers, { title: day });
    }
    expect((await list(headers)).map((e) => e.title)).toEqual(['2026-06-14', '2026-06-12', '2026-06-10']);
  });

  it.each([
    ['mood 0', { mood: 0 }, 'mood'],
    ['mood 11', { mood: 11 }, 'mood'],
    ['mood 5.5', { mood: 5.5 }, 'mood'],
    ['mood "5"', { mood: '5' }, 'mood'],
    ['a missing mood', { mood: undefined }, 'mood'],
    ['blank content', { content: '  \n\t ' }, 'content'],
    ['empty content', { content: '' }, 'content'],
    ['missing content', { content: undefined }, 'content'],
    ['content that is not text', { content: 42 }, 'content'],
    ['content over 20,000 characters', { content: 'x'.repeat(20_001) }, 'content'],
    ['a title over 200 characters', { title: 't'.repeat(201) }, 'title'],
    ['userId', { userId: 'someone' }, ''],
    ['id', { id: UNKNOWN_ID }, ''],
    ['date', { date: '2020-01-01T00:00:00Z' }, ''],
  ])('refuses an entry with %s (400) and stores nothing', async (_label, change, path) => {
    const { headers } = await signUp(t.app);
    const res = await create(headers, { title: 'T', content: 'C', mood: 5, ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; issues: { path: string; message: string }[] };
    expect(body.issues.map((i) => i.path)).toContain(path);
    expect(await list(headers)).toEqual([]);
    expect((await t.app.inject({ url: '/api/user', headers })).json().currentStreak).toBe(0);
  });

  it('words the common mistakes clearly', async () => {
    const { headers } = await signUp(t.app);
    expect((await create(headers, { content: ' ', mood: 5 })).json().message).toBe(
      'content: Content is required',
    );
    expect((await create(headers, { content: 'x', mood: 0 })).json().message).toBe(
      'mood: Mood must be a whole number from 1 to 10',
    );
    expect((await create(headers, { content: 'x' })).json().message).toBe('mood: Mood is required');
  });

  it('accepts the limits exactly: 20,000 characters of content, a 200-character title, moods 1 and 10', async () => {
    const { headers } = await signUp(t.app);
    const entry = await created(headers, { title: 't'.repeat(200), content: 'x'.repeat(20_000), mood: 1 });
    expect(entry.content).toHaveLength(20_000);
    expect((await created(headers, { mood: 10 })).mood).toBe(10);
  });

  it('updates an entry (any of title, content, mood)', async () => {
    const { headers } = await signUp(t.app);
    const entry = await created(headers);
    const url = `/api/journal-entries/${entry.id}`;
    t.clock.set('2026-06-15T13:00:00Z');
    const res = await t.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { content: ' Changed ', mood: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...entry,
      content: 'Changed',
      mood: 2,
      updatedAt: '2026-06-15T13:00:00.000Z',
    });
    const untitled = await t.app.inject({ method: 'PATCH', url, headers, payload: { title: '' } });
    expect(untitled.json()).toMatchObject({ title: null, content: 'Changed' });
    expect(await list(headers)).toEqual([untitled.json()]);
  });

  it.each([
    ['nothing to change', {}],
    ['blank content', { content: '   ' }],
    ['mood 0', { mood: 0 }],
    ['mood 11', { mood: 11 }],
    ['mood 5.5', { mood: 5.5 }],
    ['a long title', { title: 't'.repeat(201) }],
    ['userId', { userId: 'x' }],
  ])('refuses an update with %s (400) and changes nothing', async (_label, payload) => {
    const { headers } = await signUp(t.app);
    const entry = await created(headers);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/journal-entries/${entry.id}`,
      headers,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(await list(headers)).toEqual([entry]);
  });

  it('deletes an entry (204), then answers 404 for it', async () => {
    const { headers } = await signUp(t.app);
    const entry = await created(headers);
    const url = `/api/journal-entries/${entry.id}`;
    const res = await t.app.inject({ method: 'DELETE', url, headers });
    expect(res.statusCode).toBe(204);
    expect(await list(headers)).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(404);
    const patch = await t.app.inject({ method: 'PATCH', url, headers, payload: { mood: 3 } });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toEqual({ message: 'Journal entry not found' });
  });

  it('opens one entry by id (a search result); 404 for an unknown id or another user’s entry', async () => {
    const { headers } = await signUp(t.app);
    const entry = await created(headers, { tags: ['sleep'] });
    const url = `/api/journal-entries/${entry.id}`;
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(entry);
    const missing = await t.app.inject({ url: `/api/journal-entries/${UNKNOWN_ID}`, headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Journal entry not found' });
    const stranger = await signUp(t.app);
    const theirs = await t.app.inject({ url, headers: stranger.headers });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(entry.content);
  });

  it('dates an entry on the user’s local day', async () => {
    const { headers } = await signUp(t.app, { timeZone: 'America/Los_Angeles' });
    t.clock.set('2026-06-16T06:30:00Z'); // 23:30 on June 15 in Los Angeles
    expect((await created(headers)).day).toBe('2026-06-15');
  });
});
