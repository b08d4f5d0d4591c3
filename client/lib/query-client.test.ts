import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('the query client never asks again by itself (docs/product.md §4, decision 256)', () => {
  it('a read that failed before its screen mounted is not sent again when the screen mounts', async () => {
    const client = createQueryClient();
    let sent = 0;
    const latest = {
      queryKey: ['wellbeing-entries', 'latest'],
      queryFn: () => {
        sent += 1;
        return Promise.reject(new Error('500: Something went wrong on our side.'));
      },
    };
    // Home's first reads go into the cache before the first render (decision 104).
    await client.prefetchQuery(latest);
    expect(sent).toBe(1);
    const screen = new QueryObserver(client, latest);
    const stop = screen.subscribe(() => undefined);
    await Promise.resolve();
    expect(screen.getCurrentResult().status).toBe('error');
    expect(sent).toBe(1);
    // "Try again" is the person's own request.
    await screen.refetch();
    expect(sent).toBe(2);
    stop();
  });
});
