import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_PAGE_SIZE } from '../../../core/limits';
import type { ApiJournalEntry } from '../../../core/schemas/journal';
import { buildApp, type TendApp } from '../../app';
import { createDatabase, type Db } from '../../db/database';
import { PageCache } from '../../lib/page-cache';
import { STRONG_PASSWORD, createTestApp, engines, signUp, type TestApp } from '../../test/helpers';
import { journalPageCaches } from './journal.routes';

/**
 * The cache of gzipped journal pages (decision 225): a repeated read is served from it, and every
 * change — from this server or another one on the same database — is seen on the next read.
 */
describe.each(engines)('journal page cache on %s', (engine) => {
  let t: TestApp;
  /** A second server on the same database, through a connection of its own (as another process). */
  let second: TendApp;
  let secondDb: Db;
  beforeAll(async () => {
    t = await createTestApp(engine);
    secondDb = createDatabase(t.config.database);
    second = await buildApp({ config: t.config, clock: t.clock, database: secondDb, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDb.close();
    await t.close();
  });

  const pages = () => journalPageCaches.get(t.app.ctx) as PageCache;
  const GZIP = { 'accept-encoding': 'gzip, deflate, br' };

  /** A read as a browser makes it (gzip accepted): the answer decoded, and whether the cache served it. */
  async function read(headers: Record<string, string>, url = '/api/journal-entries', app = t.app) {
    const hitsBefore = pages().stats.hits;
    const res = await app.inject({ url, headers: { ...headers, ...GZIP } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const entries = JSON.parse(gunzipSync(res.rawPayload).toString('utf8')) as ApiJournalEntry[];
    return { res, entries, fromCache: pages().stats.hits > hitsBefore };
  }

  /** `n` entries long enough that a page of them is cached (a few KB each), a minute apart. */
  async function longEntries(headers: Record<string, string>, n: number, tags: string[] = []) {
    const made: ApiJournalEntry[] = [];
    for (let i = 0; i < n; i++) {
      t.clock.advance(60_000);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/journal-entries',
        headers,
        payload: {
          title: `Entry ${i}`,
          content: `${i} ${'Ein langer Tag — 🌱 '.repeat(200)}`,
          mood: 5,
          tags,
        },
      });
      expect(res.statusCode).toBe(201);
      made.push(res.json() as ApiJournalEntry);
    }
    return made;
  }

  /** Reads the page twice and checks the second answer came from the cache. */
  async function cached(headers: Record<string, string>, url = '/api/journal-entries') {
    await read(headers, url);
    const again = await read(headers, url);
    expect(again.fromCache).toBe(true);
    return again;
  }

  it('answers a repeated read from the cache exactly as without it: body, Link and headers', async () => {
    const { headers } = await signUp(t.app);
    await longEntries(headers, 25);
    const url = `/api/journal-entries?limit=${JOURNAL_PAGE_SIZE}`;
    const first = await read(headers, url);
    expect(first.fromCache).toBe(false);
    const again = await read(headers, url);
    expect(again.fromCache).toBe(true);
    const plain = await t.app.inject({ url, headers }); // no gzip accepted: never the cache
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(again.entries).toEqual(plain.json());
    expect(again.entries).toHaveLength(20);
    for (const name of ['link', 'content-type', 'cache-control', 'content-security-policy']) {
      expect(again.res.headers[name], name).toBe(plain.headers[name]);
      expect(first.res.headers[name], name).toBe(plain.headers[name]);
    }
    // As @fastify/compress says of what it gzips (it names none when it sends a body as it is).
    expect(again.res.headers.vary).toBe('accept-encoding');
    expect(first.res.headers.vary).toBe('accept-encoding');
    expect(again.res.headers.link).toMatch(/rel="next"/);
    // The next page, by its Link, is a page of its own.
    const next = /<([^>]+)>/.exec(again.res.headers.link as string)?.[1] as string;
    const second = await read(headers, next);
    expect(second.entries.map((e) => e.id)).toEqual(
      (await t.app.inject({ url: next, headers })).json<ApiJournalEntry[]>().map((e) => e.id),
    );
    expect(second.entries).toHaveLength(5);
  });

  it('does not keep small pages', async () => {
    const { headers } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/journal-entries',
      headers,
      payload: { content: 'short', mood: 5 },
    });
    expect(res.statusCode).toBe(201);
    const size = pages().size;
    const small = await t.app.inject({ url: '/api/journal-entries', headers: { ...headers, ...GZIP } });
    expect(small.json<ApiJournalEntry[]>()).toHaveLength(1);
    expect(small.headers['content-encoding']).toBeUndefined(); // under 1 KB: sent as it is, as before
    expect(pages().size).toBe(size);
  });

  it('sees an edited entry, even one edited within the same millisecond', async () => {
    const { headers } = await signUp(t.app);
    const [entry] = (await longEntries(headers, 12)).slice(-1);
    await cached(headers);
    // The clock has not moved since the newest entry was written: its updatedAt stays the same.
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/journal-entries/${entry?.id}`,
      headers,
      payload: { content: 'Rewritten.' },
    });
    expect(patch.statusCode).toBe(200);
    const after = await read(headers);
    expect(after.entries.find((e) => e.id === entry?.id)?.content).toBe('Rewritten.');
  });

  it('sees a new entry and a deleted one', async () => {
    const { headers } = await signUp(t.app);
    const made = await longEntries(headers, 12);
    await cached(headers);
    const [added] = await longEntries(headers, 1);
    expect((await read(headers)).entries.map((e) => e.id)).toEqual(
      [added, ...made.reverse()].map((e) => e?.id),
    );
    await cached(headers);
    const gone = made[3]?.id;
    const del = await t.app.inject({ method: 'DELETE', url: `/api/journal-entries/${gone}`, headers });
    expect(del.statusCode).toBe(204);
    const after = await read(headers);
    expect(after.fromCache).toBe(false);
    expect(after.entries.map((e) => e.id)).not.toContain(gone);
    expect(after.entries).toHaveLength(12);
  });

  it('sees a tag renamed, merged or deleted (the entries themselves unchanged)', async () => {
    const { headers } = await signUp(t.app);
    await longEntries(headers, 12, ['Work', 'Rest']);
    await cached(headers);
    const tags = (await t.app.inject({ url: '/api/tags', headers })).json<{ id: string; name: string }[]>();
    const work = tags.find((x) => x.name === 'Work')?.id;
    const rest = tags.find((x) => x.name === 'Rest')?.id;
    const rename = await t.app.inject({
      method: 'PATCH',
      url: `/api/tags/${work}`,
      headers,
      payload: { name: 'Office' },
    });
    expect(rename.statusCode).toBe(200);
    expect((await read(headers)).entries[0]?.tags).toEqual(['Office', 'Rest']);
    await cached(headers);
    const merge = await t.app.inject({
      method: 'POST',
      url: `/api/tags/${rest}/merge`,
      headers,
      payload: { into: work },
    });
    expect(merge.statusCode).toBe(200);
    expect((await read(headers)).entries[0]?.tags).toEqual(['Office']);
    await cached(headers);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/tags/${work}`, headers });
    expect(del.statusCode).toBe(204);
    expect((await read(headers)).entries.every((e) => e.tags?.length === 0)).toBe(true);
  });

  it('sees every change a second server on the same database makes, even within the same millisecond', async () => {
    const { headers } = await signUp(t.app);
    const made = await longEntries(headers, 12, ['Work']);
    const [newest] = made.slice(-1);
    await cached(headers);
    // The shared test clock does not move: only the database can tell the edit apart.
    const edit = await second.inject({
      method: 'PATCH',
      url: `/api/journal-entries/${newest?.id}`,
      headers,
      payload: { content: 'Edited on another server.' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await read(headers)).entries[0]?.content).toBe('Edited on another server.');

    await cached(headers);
    const tags = (await second.inject({ url: '/api/tags', headers })).json<{ id: string }[]>();
    const rename = await second.inject({
      method: 'PATCH',
      url: `/api/tags/${tags[0]?.id}`,
      headers,
      payload: { name: 'Studio' },
    });
    expect(rename.statusCode).toBe(200);
    expect((await read(headers)).entries[0]?.tags).toEqual(['Studio']);

    await cached(headers);
    const del = await second.inject({ method: 'DELETE', url: `/api/journal-entries/${newest?.id}`, headers });
    expect(del.statusCode).toBe(204);
    expect((await read(headers)).entries.map((e) => e.id)).not.toContain(newest?.id);

    await cached(headers);
    const add = await second.inject({
      method: 'POST',
      url: '/api/journal-entries',
      headers,
      payload: { content: 'Written on another server.', mood: 3 },
    });
    expect(add.statusCode).toBe(201);
    expect((await read(headers)).entries[0]?.content).toBe('Written on another server.');
  });

  it('never answers one account with another’s page, whatever URL or cursor it sends', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await longEntries(a.headers, 40);
    const mine = await cached(a.headers, `/api/journal-entries?limit=${JOURNAL_PAGE_SIZE}`);
    const next = /<([^>]+)>/.exec(mine.res.headers.link as string)?.[1] as string;
    await cached(a.headers, next);
    for (const url of [`/api/journal-entries?limit=${JOURNAL_PAGE_SIZE}`, next]) {
      const res = await t.app.inject({ url, headers: { ...b.headers, ...GZIP } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toEqual([]);
    }
    // b's own long entries: b's pages, not a's.
    const own = await longEntries(b.headers, 21);
    const bPage = await cached(b.headers, `/api/journal-entries?limit=${JOURNAL_PAGE_SIZE}`);
    expect(bPage.entries.map((e) => e.id)).toEqual(
      own
        .slice(-20)
        .reverse()
        .map((e) => e.id),
    );
  });

  it('holds nothing of an account once it is deleted, and keeps the pages of others', async () => {
    const gone = await signUp(t.app);
    const stays = await signUp(t.app);
    await longEntries(gone.headers, 21);
    await longEntries(stays.headers, 21);
    await cached(gone.headers, `/api/journal-entries?limit=${JOURNAL_PAGE_SIZE}`);
    await cached(stays.headers, `/api/journal-entries?limit=${JOURNAL_PAGE_SIZE}`);
    const keyOf = (userId: string) =>
      PageCache.key(userId, `/api/journal-entries?limit=${JOURNAL_PAGE_SIZE}`);
    expect(pages().has(keyOf(gone.user.id))).toBe(true);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: gone.headers,
      payload: { password: STRONG_PASSWORD },
    });
    expect(res.statusCode).toBe(204);
    expect(pages().has(keyOf(gone.user.id))).toBe(false);
    expect(pages().has(keyOf(stays.user.id))).toBe(true);
  });
});

describe('PageCache', () => {
  const page = (fingerprint: string, size: number) => ({
    fingerprint,
    link: undefined,
    gzip: Buffer.alloc(size),
  });

  it('serves a page only for the fingerprint it was stored with, and drops a stale one', () => {
    const cache = new PageCache(100_000);
    cache.set('u1\u0000/a', page('v1', 100));
    expect(cache.get('u1\u0000/a', 'v2')).toBeUndefined();
    expect(cache.has('u1\u0000/a')).toBe(false);
    expect(cache.bytes).toBe(0);
  });

  it('stays within its bound in bytes, dropping the least recently used first', () => {
    const cache = new PageCache(10_000, 5_000);
    for (let i = 0; i < 5; i++) cache.set(`u${i}\u0000/a`, page('v', 3_000));
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBe(3);
    expect(cache.get('u4\u0000/a', 'v')).toBeDefined();
    expect(cache.get('u2\u0000/a', 'v')).toBeDefined(); // now the most recently used
    cache.set('u5\u0000/a', page('v', 3_000));
    expect(cache.has('u3\u0000/a')).toBe(false);
    expect(cache.has('u2\u0000/a')).toBe(true);
    cache.set('big\u0000/a', page('v', 6_000)); // over the per-page bound: not kept
    expect(cache.has('big\u0000/a')).toBe(false);
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
  });

  it('forgets every page of one account, and only those', () => {
    const cache = new PageCache(100_000);
    cache.set(PageCache.key('u1', '/a'), page('v', 10));
    cache.set(PageCache.key('u1', '/b'), page('v', 10));
    cache.set(PageCache.key('u10', '/a'), page('v', 10));
    cache.forgetAccount('u1');
    expect(cache.size).toBe(1);
    expect(cache.has(PageCache.key('u10', '/a'))).toBe(true);
  });
});
