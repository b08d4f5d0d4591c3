import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const USER = { id: 'user-1', name: 'Ana', timeZone: 'Europe/London' };
const ENTRY = { id: 'entry-1', date: '2026-11-24T09:00:00.000Z', title: 'Day 0', content: 'Hello', mood: 7 };
let fetched: string[] = [];

beforeEach(() => {
  fetched = [];
  vi.resetModules();
  vi.stubGlobal('localStorage', {
    getItem: () => 'session-1',
    setItem: () => undefined,
    removeItem: () => undefined,
  });
  // The one-second cap never fires here: awaiting the reads proves they landed, not that time ran out.
  vi.stubGlobal('window', { setTimeout: () => 0, clearTimeout: () => undefined });
  vi.stubGlobal('fetch', (path: string) => {
    fetched.push(path);
    const body = path === '/api/user' ? USER : [ENTRY];
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("/journal's first reads (decision 210)", () => {
  it('puts the user and the first page into the cache before the first render, from the early reads', async () => {
    // boot.ts on /journal: the early reads leave first, then the route's first reads are awaited.
    // (Modules are fresh per test: journal-reads starts its reads when first evaluated.)
    const { startEarlyReads } = await import('../../lib/early-reads');
    startEarlyReads('/journal', true);
    const { journalReadsReady } = await import('./journal-reads');
    await journalReadsReady;
    const { queryClient } = await import('../../lib/query-client');
    const { currentUserQuery } = await import('../../lib/current-user');
    const { journalPagesQuery } = await import('../../shared/journal/journal-api');
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toEqual(USER);
    const pages = queryClient.getQueryData(journalPagesQuery.queryKey);
    expect(pages?.pages[0]?.items.map((e) => e.id)).toEqual(['entry-1']);
    // Each read was the one boot.ts started: nothing asked twice.
    expect(fetched).toEqual(['/api/user', '/api/journal-entries?limit=20']);
  });
});
