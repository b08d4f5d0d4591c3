import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { ApiTag } from '../../../core/schemas/tags';
import { TAGS_PER_ACCOUNT_MAX } from '../../../core/tags';
import { createTestApp, engines, signUp, type TestApp } from '../../test/helpers';

describe.each(engines)('tags on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const inject = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const tags = async (headers: Record<string, string>) =>
    (await inject('GET', '/api/tags', headers)).json() as ApiTag[];
  const byName = async (headers: Record<string, string>, name: string) =>
    (await tags(headers)).find((x) => x.name === name)!;

  it('tags journal entries and quick check-ins by name, one tag per spelling', async () => {
    const { headers } = await signUp(t.app);
    const entry = await inject('POST', '/api/journal-entries', headers, {
      content: 'A long day',
      mood: 4,
      tags: ['  Work ', 'screens', 'work', 'late   night'],
    });
    expect(entry.statusCode).toBe(201);
    expect(entry.json().tags).toEqual(['late night', 'screens', 'Work']);
    const checkin = await inject('POST', '/api/quick-checkins', headers, { coreFeeling: 5, tags: ['WORK'] });
    expect(checkin.json().tags).toEqual(['Work']);
    expect((await inject('GET', '/api/quick-checkins', headers)).json()[0].tags).toEqual(['Work']);
    expect((await inject('GET', '/api/journal-entries', headers)).json()[0].tags).toEqual([
      'late night',
      'screens',
      'Work',
    ]);
    expect((await tags(headers)).map((x) => [x.name, x.uses])).toEqual([
      ['late night', 1],
      ['screens', 1],
      ['Work', 2],
    ]);
    // A PATCH replaces the entry's tags; [] removes them; the tags themselves stay.
    const patched = await inject('PATCH', `/api/journal-entries/${entry.json().id}`, headers, {
      tags: ['outdoors'],
    });
    expect(patched.json().tags).toEqual(['outdoors']);
    const cleared = await inject('PATCH', `/api/journal-entries/${entry.json().id}`, headers, { tags: [] });
    expect(cleared.json().tags).toEqual([]);
    expect((await byName(headers, 'Work')).uses).toBe(1);
  });

  it.each([
    ['a blank tag', [' ']],
    ['a tag over 40 characters', ['x'.repeat(41)]],
    ['a tag that is not text', [5]],
    ['tags that are not a list', 'work'],
    ['more than 20 tags', Array.from({ length: 21 }, (_, i) => `t${i}`)],
  ])('refuses %s (400) and stores nothing', async (_label, value) => {
    const { headers } = await signUp(t.app);
    const res = await inject('POST', '/api/journal-entries', headers, { content: 'x', mood: 5, tags: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toMatch(/^tags/);
    expect((await inject('GET', '/api/journal-entries', headers)).json()).toEqual([]);
    expect(await tags(headers)).toEqual([]);
  });

  it('renames a tag; a name already in use is 409 (merge instead)', async () => {
    const { headers } = await signUp(t.app);
    await inject('POST', '/api/quick-checkins', headers, { coreFeeling: 5, tags: ['walk', 'run'] });
    const walk = await byName(headers, 'walk');
    const renamed = await inject('PATCH', `/api/tags/${walk.id}`, headers, { name: ' Walking ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: walk.id, name: 'Walking', uses: 1 });
    expect((await inject('PATCH', `/api/tags/${walk.id}`, headers, { name: 'walking' })).statusCode).toBe(
      200,
    );
    const clash = await inject('PATCH', `/api/tags/${walk.id}`, headers, { name: 'RUN' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toContain('merge');
    expect((await inject('PATCH', `/api/tags/${walk.id}`, headers, { name: '' })).statusCode).toBe(400);
    expect((await inject('PATCH', `/api/tags/${walk.id}`, headers, {})).statusCode).toBe(400);
  });

  it('merges one tag into another, keeping every use once', async () => {
    const { headers } = await signUp(t.app);
    await inject('POST', '/api/quick-checkins', headers, { coreFeeling: 5, tags: ['jog', 'run'] });
    await inject('POST', '/api/journal-entries', headers, { content: 'x', mood: 5, tags: ['jog'] });
    const jog = await byName(headers, 'jog');
    const run = await byName(headers, 'run');
    const res = await inject('POST', `/api/tags/${jog.id}/merge`, headers, { into: run.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: run.id, name: 'run', uses: 2 });
    expect((await tags(headers)).map((x) => x.name)).toEqual(['run']);
    expect((await inject('GET', '/api/journal-entries', headers)).json()[0].tags).toEqual(['run']);
    expect((await inject('POST', `/api/tags/${run.id}/merge`, headers, { into: run.id })).statusCode).toBe(
      400,
    );
    expect((await inject('POST', `/api/tags/${jog.id}/merge`, headers, { into: run.id })).statusCode).toBe(
      404,
    );
  });

  it('deletes a tag and its uses, never the items', async () => {
    const { headers } = await signUp(t.app);
    await inject('POST', '/api/journal-entries', headers, { content: 'x', mood: 5, tags: ['alcohol'] });
    const tag = await byName(headers, 'alcohol');
    expect((await inject('DELETE', `/api/tags/${tag.id}`, headers)).statusCode).toBe(204);
    expect(await tags(headers)).toEqual([]);
    const [entry] = (await inject('GET', '/api/journal-entries', headers)).json();
    expect(entry).toMatchObject({ content: 'x', tags: [] });
    expect((await inject('DELETE', `/api/tags/${tag.id}`, headers)).statusCode).toBe(404);
  });

  it('keeps tags to their owner: another user gets 404 and never sees them', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    await inject('POST', '/api/journal-entries', owner.headers, { content: 'x', mood: 5, tags: ['secret'] });
    await inject('POST', '/api/journal-entries', other.headers, { content: 'y', mood: 5, tags: ['secret'] });
    const mine = await byName(owner.headers, 'secret');
    const theirs = await byName(other.headers, 'secret');
    expect(mine.id).not.toBe(theirs.id);
    expect((await inject('PATCH', `/api/tags/${mine.id}`, other.headers, { name: 'x' })).statusCode).toBe(
      404,
    );
    expect((await inject('DELETE', `/api/tags/${mine.id}`, other.headers)).statusCode).toBe(404);
    expect(
      (await inject('POST', `/api/tags/${theirs.id}/merge`, other.headers, { into: mine.id })).statusCode,
    ).toBe(404);
    expect((await tags(owner.headers)).map((x) => [x.name, x.uses])).toEqual([['secret', 1]]);
  });

  /** Journal entries carrying `count` new tag names `<prefix>0…`, 20 to an entry (the most per item). */
  const addTags = async (headers: Record<string, string>, prefix: string, count: number) => {
    for (let i = 0; i < count; i += 20) {
      const names = Array.from({ length: Math.min(20, count - i) }, (_, j) => `${prefix}${i + j}`);
      const res = await inject('POST', '/api/journal-entries', headers, {
        content: 'x',
        mood: 5,
        tags: names,
      });
      expect(res.statusCode).toBe(201);
    }
  };

  it(`holds an account to ${TAGS_PER_ACCOUNT_MAX} tags: a write with a name past it is 409 and stores nothing`, async () => {
    const { headers } = await signUp(t.app);
    await addTags(headers, 'tag', TAGS_PER_ACCOUNT_MAX);
    expect(await tags(headers)).toHaveLength(TAGS_PER_ACCOUNT_MAX);
    const entries = (await inject('GET', '/api/journal-entries?limit=200', headers)).json().length;

    for (const [method, url, body] of [
      ['POST', '/api/journal-entries', { content: 'one more', mood: 5, tags: ['tag1', 'brand new'] }],
      ['POST', '/api/quick-checkins', { coreFeeling: 5, tags: ['brand new'] }],
    ] as const) {
      const res = await inject(method, url, headers, body);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message).toBe(
        `An account can have at most ${TAGS_PER_ACCOUNT_MAX} tags: use one you have, or merge or delete some first.`,
      );
    }
    const [first] = (await inject('GET', '/api/journal-entries', headers)).json() as { id: string }[];
    const patched = await inject('PATCH', `/api/journal-entries/${first!.id}`, headers, {
      tags: ['another'],
    });
    expect(patched.statusCode).toBe(409);
    expect((await inject('GET', '/api/journal-entries?limit=200', headers)).json()).toHaveLength(entries);
    expect((await inject('GET', '/api/quick-checkins', headers)).json()).toEqual([]);
    expect((await tags(headers)).some((x) => x.name === 'brand new' || x.name === 'another')).toBe(false);

    // Names the account already has (any spelling) still save; deleting one makes room again.
    const reuse = await inject('POST', '/api/quick-checkins', headers, { coreFeeling: 5, tags: ['TAG7'] });
    expect(reuse.statusCode).toBe(201);
    const gone = await byName(headers, 'tag0');
    expect((await inject('DELETE', `/api/tags/${gone.id}`, headers)).statusCode).toBe(204);
    const room = await inject('POST', '/api/quick-checkins', headers, {
      coreFeeling: 5,
      tags: ['brand new'],
    });
    expect(room.statusCode).toBe(201);
  });

  it('lets only one of two writes at once take the last free tags', async () => {
    const { headers } = await signUp(t.app);
    await addTags(headers, 'tag', TAGS_PER_ACCOUNT_MAX - 5);
    const [a, b] = await Promise.all(
      ['a', 'b'].map((p) =>
        inject('POST', '/api/quick-checkins', headers, {
          coreFeeling: 5,
          tags: Array.from({ length: 5 }, (_, i) => `${p}${i}`),
        }),
      ),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 409]);
    expect(await tags(headers)).toHaveLength(TAGS_PER_ACCOUNT_MAX);
  });

  it(`lists at most ${TAGS_PER_ACCOUNT_MAX} tags, by name, even for an account that had more before the limit`, async () => {
    const { headers, user } = await signUp(t.app);
    const now = new Date().toISOString();
    const names = Array.from(
      { length: TAGS_PER_ACCOUNT_MAX + 50 },
      (_, i) => `old${String(i).padStart(3, '0')}`,
    );
    await t.app.ctx.db
      .insertInto('tags')
      .values(
        names.map((name) => ({ id: randomUUID(), user_id: user.id, name, name_key: name, created_at: now })),
      )
      .execute();
    const listed = await tags(headers);
    expect(listed.map((x) => x.name)).toEqual(names.slice(0, TAGS_PER_ACCOUNT_MAX));
    // Renaming a tag past the first page answers it, and new names stay refused.
    const last = (
      await t.app.ctx.db
        .selectFrom('tags')
        .select('id')
        .where('name', '=', names.at(-1)!)
        .executeTakeFirstOrThrow()
    ).id;
    const renamed = await inject('PATCH', `/api/tags/${last}`, headers, { name: 'zzz' });
    expect(renamed.json()).toEqual({ id: last, name: 'zzz', uses: 0 });
    expect(
      (await inject('POST', '/api/quick-checkins', headers, { coreFeeling: 5, tags: ['new'] })).statusCode,
    ).toBe(409);
  });
});
