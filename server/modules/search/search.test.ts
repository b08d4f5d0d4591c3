import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiSearchResult } from '../../../core/schemas/search';
import { createTestApp, engines, signUp, STRONG_PASSWORD, type TestApp } from '../../test/helpers';
import { RANK_BLOCK } from './search.repository';

const LONG = `${'We spent the afternoon talking about plans for the coming months and the house. '.repeat(5)}Later the garden was quiet.`;

describe.each(engines)('GET /api/search on %s', (engine) => {
  let t: TestApp;
  let headers: Record<string, string>;
  const ids: Record<string, string> = {};
  const post = async (h: Record<string, string>, url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: h, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };
  beforeAll(async () => {
    t = await createTestApp(engine, { now: '2026-06-10T12:00:00Z' });
    ({ headers } = await signUp(t.app));
    // Known ranking for "garden": strong (title + 3×, short) > reflection (1×, short) > long (1× in ~75 words).
    ids.strong = (
      await post(headers, '/api/journal-entries', {
        title: 'Garden',
        content: 'garden garden garden tomatoes',
        mood: 7,
      })
    ).id;
    t.clock.set('2026-06-11T12:00:00Z');
    ids.long = (await post(headers, '/api/journal-entries', { content: LONG, mood: 5 })).id;
    ids.none = (
      await post(headers, '/api/journal-entries', { content: 'Nothing relevant <b>here</b>', mood: 5 })
    ).id;
    const entry = await post(headers, '/api/wellbeing-entries', {
      sleep: 6,
      exercise: 6,
      diet: 6,
      social: 6,
      achievements: 6,
      relationships: 6,
      creativity: 6,
      finance: 6,
    });
    ids.reflection = (
      await post(headers, '/api/dimension-reflections', {
        dimension: 'sleep',
        score: 6,
        notes: null,
        reflection: 'A walk in the garden before bed',
        wellbeingEntryId: entry.id,
      })
    ).id;
    const other = await signUp(t.app);
    await post(other.headers, '/api/journal-entries', {
      title: 'garden',
      content: 'garden garden garden garden',
      mood: 9,
    });
  });
  afterAll(() => t.close());

  const search = async (query: string, h = headers) => {
    const res = await t.app.inject({ url: `/api/search?${query}`, headers: h });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ApiSearchResult[];
  };

  it('ranks the best match first, across journal entries and reflections, only the user’s own', async () => {
    const results = await search('q=garden');
    expect(results.map((r) => r.id)).toEqual([ids.strong, ids.reflection, ids.long]);
    expect(results[0]).toEqual({
      kind: 'journal',
      id: ids.strong,
      day: '2026-06-10',
      title: 'Garden',
      snippet: 'garden garden garden tomatoes',
      highlights: [
        { start: 0, length: 6 },
        { start: 7, length: 6 },
        { start: 14, length: 6 },
      ],
    });
    expect(results[1]).toMatchObject({
      kind: 'reflection',
      title: 'Sleep',
      dimension: 'sleep',
      day: '2026-06-11',
    });
  });

  it('cuts a long text to a snippet around the match, and marks where the words are', async () => {
    const long = (await search('q=garden')).find((r) => r.id === ids.long)!;
    expect(long.snippet.startsWith('…')).toBe(true);
    expect(long.snippet.length).toBeLessThanOrEqual(170);
    expect(long.highlights).toHaveLength(1);
    const h = long.highlights[0]!;
    expect(long.snippet.slice(h.start, h.start + h.length)).toBe('garden');
  });

  it('matches word beginnings as you type, and every word of the query', async () => {
    expect((await search('q=gard')).map((r) => r.id)).toEqual([ids.strong, ids.reflection, ids.long]);
    expect((await search('q=garden%20tomat')).map((r) => r.id)).toEqual([ids.strong]);
    expect(await search('q=garden%20pineapple')).toEqual([]);
  });

  it('filters by kind', async () => {
    expect((await search('q=garden&kind=reflection')).map((r) => r.id)).toEqual([ids.reflection]);
    expect((await search('q=garden&kind=journal')).map((r) => r.id)).toEqual([ids.strong, ids.long]);
  });

  it('treats any query text as words, never as search syntax', async () => {
    for (const q of [
      'garden OR nothing',
      '"garden',
      'garden*',
      'NEAR(garden',
      '-garden',
      'title:garden',
      "'; drop table journal_entries; --",
      'garden AND',
      '(garden',
      'garden & | ! :*',
      '\\',
      '^garden',
      '{title}: garden',
    ]) {
      const res = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}`, headers });
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    }
    // "OR" is a word to find, so nothing holds all three words.
    expect(await search(`q=${encodeURIComponent('garden OR nothing')}`)).toEqual([]);
    expect((await search(`q=${encodeURIComponent('title:garden')}`)).map((r) => r.id)).toEqual([]);
    expect((await search(`q=${encodeURIComponent('"garden')}`)).map((r) => r.id)).toEqual([
      ids.strong,
      ids.reflection,
      ids.long,
    ]);
    expect(await search(`q=${encodeURIComponent('!!! ...')}`)).toEqual([]);
  });

  it('returns markup in entries as text', async () => {
    const [hit] = await search('q=relevant');
    expect(hit).toMatchObject({ id: ids.none, snippet: 'Nothing relevant <b>here</b>' });
  });

  it('pages with limit and an opaque before cursor in a Link header', async () => {
    const seen: string[] = [];
    let url: string | undefined = '/api/search?q=garden&limit=1';
    while (url) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode).toBe(200);
      const page = res.json() as ApiSearchResult[];
      expect(page.length).toBeLessThanOrEqual(1);
      seen.push(...page.map((r) => r.id));
      const link = res.headers.link as string | undefined;
      url = link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
    }
    expect(seen).toEqual([ids.strong, ids.reflection, ids.long]);
  });

  it('keeps the index in step with edits and deletions', async () => {
    const { id } = await post(headers, '/api/journal-entries', { content: 'Zucchini harvest', mood: 6 });
    expect((await search('q=zucchini')).map((r) => r.id)).toEqual([id]);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/journal-entries/${id}`,
      headers,
      payload: { content: 'Pumpkin harvest' },
    });
    expect(await search('q=zucchini')).toEqual([]);
    expect((await search('q=pumpkin')).map((r) => r.id)).toEqual([id]);
    await t.app.inject({ method: 'DELETE', url: `/api/journal-entries/${id}`, headers });
    expect(await search('q=pumpkin')).toEqual([]);
  });

  it('forgets a deleted account’s documents', async () => {
    const gone = await signUp(t.app);
    await post(gone.headers, '/api/journal-entries', { content: 'ephemeral words', mood: 5 });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/user',
          headers: gone.headers,
          payload: { password: STRONG_PASSWORD },
        })
      ).statusCode,
    ).toBe(204);
    if (engine === 'sqlite') {
      const left = await t.database.db
        .selectFrom('search_rows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', gone.user.id)
        .executeTakeFirstOrThrow();
      expect(Number(left.n)).toBe(0);
    }
    const other = await signUp(t.app);
    await post(other.headers, '/api/journal-entries', { content: 'not ephemeral', mood: 5 });
    expect((await search('q=ephemeral', other.headers)).length).toBe(1);
  });

  it.each([
    ['no q', ''],
    ['a blank q', 'q=%20%20'],
    ['a q over 200 characters', `q=${'a'.repeat(201)}`],
    ['limit 0', 'q=garden&limit=0'],
    ['limit 201', 'q=garden&limit=201'],
    ['limit abc', 'q=garden&limit=abc'],
    ['a made-up cursor', 'q=garden&before=not-a-cursor'],
    ['a forged cursor', `q=garden&before=${Buffer.from('{"o":-5}').toString('base64url')}`],
    ['an unknown kind', 'q=garden&kind=wellbeing'],
  ])('refuses %s (400) with the error shape', async (_label, query) => {
    const res = await t.app.inject({ url: `/api/search?${query}`, headers });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });
});

describe.each(engines)('GET /api/search over thousands of entries on %s', (engine) => {
  // 2,300 entries written oldest first; every 10th holds "needle" (230 matches, rare among the newest
  // 2,000, so later pages take PostgreSQL's index path), every 30th three times (a better match, at the
  // same length). Every entry holds "filler" once (common: found among the newest entries).
  const COUNT = 2300;
  let t: TestApp;
  let headers: Record<string, string>;
  const ids: string[] = [];
  const text = (i: number) => {
    const hits = i % 30 === 0 ? 3 : i % 10 === 0 ? 1 : 0;
    const words = [...Array<string>(hits).fill('needle'), 'filler'];
    while (words.length < 12) words.push(`w${i}x${words.length}`);
    return words.join(' ');
  };
  beforeAll(async () => {
    t = await createTestApp(engine, { now: '2026-06-10T12:00:00Z' });
    const user = await signUp(t.app);
    headers = user.headers;
    for (let start = 0; start < COUNT; start += 250) {
      const rows = Array.from({ length: Math.min(250, COUNT - start) }, (_v, k) => {
        const i = start + k;
        const id = randomUUID();
        ids[i] = id;
        const date = new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString();
        return {
          id,
          user_id: user.user.id,
          day: date.slice(0, 10),
          date,
          updated_at: date,
          title: null,
          content: text(i),
          mood: 5,
        };
      });
      await t.database.db.insertInto('journal_entries').values(rows).execute();
    }
  }, 60_000);
  afterAll(() => t.close());

  const pages = async (q: string, limit: number) => {
    const seen: string[] = [];
    let url: string | undefined = `/api/search?q=${q}&limit=${limit}`;
    while (url) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...(res.json() as ApiSearchResult[]).map((r) => r.id));
      const link = res.headers.link as string | undefined;
      url = link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
    }
    return seen;
  };

  it('ranks the newest 200 matches best first, then the next 200, and pages through every match once', async () => {
    const newestFirst = Array.from({ length: COUNT }, (_v, k) => COUNT - 1 - k).filter((i) => i % 10 === 0);
    const expected: string[] = [];
    for (let b = 0; b < newestFirst.length; b += RANK_BLOCK) {
      const block = newestFirst.slice(b, b + RANK_BLOCK);
      // Three needles before one; equal scores newest first.
      expected.push(
        ...[...block.filter((i) => i % 30 === 0), ...block.filter((i) => i % 30 !== 0)].map(
          (i) => ids[i] as string,
        ),
      );
    }
    expect(await pages('needle', 50)).toEqual(expected);
    // A page that straddles two blocks gives the same order.
    expect(await pages('needl', 150)).toEqual(expected);
  });

  it('answers a word in every entry from the newest entries', async () => {
    const res = await t.app.inject({ url: '/api/search?q=filler&limit=5', headers });
    const newest = Array.from({ length: 5 }, (_v, k) => ids[COUNT - 1 - k]);
    expect((res.json() as ApiSearchResult[]).map((r) => r.id)).toEqual(newest);
  });
});
