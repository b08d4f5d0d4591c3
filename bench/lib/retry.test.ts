import { describe, expect, it } from 'vitest';
import { withRetries } from './retry';

class Hiccup extends Error {}
const isHiccup = (error: unknown) => error instanceof Hiccup;

describe('withRetries', () => {
  it('answers the first success without trying again', async () => {
    const tries: number[] = [];
    const value = await withRetries(3, isHiccup, async (attempt) => {
      tries.push(attempt);
      return 'ok';
    });
    expect(value).toBe('ok');
    expect(tries).toEqual([1]);
  });

  it('tries again after an error it accepts, and says so', async () => {
    const retried: number[] = [];
    const value = await withRetries(
      3,
      isHiccup,
      async (attempt) => {
        if (attempt < 3) throw new Hiccup(`hiccup ${attempt}`);
        return attempt;
      },
      (_error, attempt) => retried.push(attempt),
    );
    expect(value).toBe(3);
    expect(retried).toEqual([1, 2]);
  });

  it('throws the last accepted error once the tries are spent', async () => {
    let tries = 0;
    await expect(
      withRetries(2, isHiccup, async () => {
        tries++;
        throw new Hiccup(`hiccup ${tries}`);
      }),
    ).rejects.toThrow('hiccup 2');
    expect(tries).toBe(2);
  });

  it('throws any other error at once', async () => {
    let tries = 0;
    await expect(
      withRetries(3, isHiccup, async () => {
        tries++;
        throw new Error('the page failed');
      }),
    ).rejects.toThrow('the page failed');
    expect(tries).toBe(1);
  });
});
