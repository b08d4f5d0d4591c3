import { describe, expect, it } from 'vitest';
import { memoryStore, networkOf } from './limiter';

describe('memoryStore', () => {
  it('never evicts a live counter, however many junk keys arrive (on main 5,220 flushed it)', async () => {
    let now = 0;
    const store = memoryStore(() => now, 1000);
    for (let i = 0; i < 7; i++) await store.hit('login-pair:victim@example.com|198.51.100.1', 60_000);
    // Junk of the same kind fills the room; it is refused rather than pushing the victim's count out.
    let refused = 0;
    for (let i = 0; i < 5220; i++) {
      const { count } = await store.hit(`login-pair:junk${i}@example.com|10.0.${i >> 8}.${i & 255}`, 60_000);
      if (count === Infinity) refused++;
    }
    expect(refused).toBe(5220 - 999);
    expect((await store.hit('login-pair:victim@example.com|198.51.100.1', 60_000)).count).toBe(8);
    // Other kinds have their own room.
    expect((await store.hit('login-ip:10.9.9.9', 60_000)).count).toBe(1);
    // Once the junk expires, new keys fit again.
    now += 61_000;
    expect((await store.hit('login-pair:new@example.com|10.1.1.1', 60_000)).count).toBe(1);
  });

  it('counts within a window and starts again after it', async () => {
    let now = 0;
    const store = memoryStore(() => now);
    expect((await store.hit('k:a', 1000)).count).toBe(1);
    expect(await store.hit('k:a', 1000)).toEqual({ count: 2, resetMs: 1000 });
    expect((await store.peek('k:a')).count).toBe(2);
    now = 1000;
    expect((await store.hit('k:a', 1000)).count).toBe(1);
    await store.remember('known:a', 500);
    expect(await store.has('known:a')).toBe(true);
    now = 1600;
    expect(await store.has('known:a')).toBe(false);
  });
});

describe('networkOf', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%s → %s', (ip, net) => {
    expect(networkOf(ip)).toBe(net);
  });
});
