import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keptQueries } from './kept-queries';

describe('keptQueries', () => {
  it('keeps a read whose refresh got no answer as the success it was, and drops reads with no data', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['user', 'current'], { id: 'u1', name: 'Robin' });
    // The offline start's refresh of the kept user fails: error state, data still there.
    await client
      .fetchQuery({
        queryKey: ['user', 'current'],
        queryFn: () => Promise.reject(new TypeError('Failed to fetch')),
        staleTime: 0,
      })
      .catch(() => undefined);
    await client
      .fetchQuery({ queryKey: ['journal'], queryFn: () => Promise.reject(new TypeError('Failed to fetch')) })
      .catch(() => undefined);
    client.setQueryData(['targets'], { sleep: 8 });
    expect(client.getQueryState(['user', 'current'])?.status).toBe('error');

    const all = dehydrate(client, { shouldDehydrateQuery: () => true }).queries;
    const kept = keptQueries(all);
    expect(kept.map((q) => q.queryKey)).toEqual([['user', 'current'], ['targets']]);
    expect(kept.every((q) => q.state.status === 'success' && q.state.error === null)).toBe(true);

    // Restored on the next start, the user is there with no error (the guard renders, no sign-out).
    const next = new QueryClient();
    hydrate(next, { mutations: [], queries: kept });
    expect(next.getQueryState(['user', 'current'])).toMatchObject({
      status: 'success',
      error: null,
      data: { id: 'u1', name: 'Robin' },
    });
  });
});
