import { describe, expect, it } from 'vitest';
import { keyForBody, newIdempotencyKey } from './idempotency';

describe('idempotency keys', () => {
  it('are random and long enough not to collide', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key.length).toBeGreaterThanOrEqual(32);
  });

  it('reuse the key for the same body (a retry) and make a new one when the body changes', () => {
    let n = 0;
    const make = () => `k${(n += 1)}`;
    const first = keyForBody(null, { score: '7.0' }, make);
    expect(first.key).toBe('k1');
    expect(keyForBody(first, { score: '7.0' }, make).key).toBe('k1');
    const changed = keyForBody(first, { score: '7.5' }, make);
    expect(changed.key).toBe('k2');
    expect(keyForBody(changed, { score: '7.0' }, make).key).toBe('k3');
  });
});
