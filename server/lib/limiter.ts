import { isIPv4, isIPv6 } from 'node:net';
import type { Redis } from 'ioredis';

/**
 * Counters for the authentication limits (decision 090). Unlike a least-recently-used cache, the
 * memory store never drops a live counter to make room: a flood of junk attempts cannot flush the
 * count of a real account. Each kind of counter (the part of the key before the first `:`) has its
 * own room, so one kind filling up cannot touch another; when a kind is full and none of its counters
 * has run out, a key it has never seen is refused instead of being counted somewhere else.
 */
export interface Hit {
  /** Hits in the current window, this one included; Infinity when the store has no room for the key. */
  count: number;
  /** Milliseconds until the window ends. */
  resetMs: number;
}

export interface LimitStore {
  hit(key: string, windowMs: number): Promise<Hit>;
  /** The current count without adding to it (0 when none). */
  peek(key: string): Promise<Hit>;
  reset(key: string): Promise<void>;
  /** Marks a key for `ttlMs` (the networks an account has signed in from). */
  remember(key: string, ttlMs: number): Promise<void>;
  has(key: string): Promise<boolean>;
}

/** Counters per kind in memory: 200,000 is about 30 MB. Use REDIS_URL for more. */
export const MEMORY_CAPACITY_PER_KIND = 200_000;

export function memoryStore(
  now: () => number = Date.now,
  capacityPerKind = MEMORY_CAPACITY_PER_KIND,
): LimitStore {
  const kinds = new Map<string, Map<string, { count: number; until: number }>>();
  const kindOf = (key: string) => {
    const name = key.slice(0, Math.max(0, key.indexOf(':')));
    let map = kinds.get(name);
    if (!map) {
      map = new Map();
      kinds.set(name, map);
    }
    return map;
  };
  const sweep = (map: Map<string, { until: number }>, t: number) => {
    for (const [k, v] of map) if (v.until <= t) map.delete(k);
  };
  /** Finds room for a new key; false when every counter of this kind is still live. */
  const roomFor = (map: Map<string, { until: number }>, t: number) => {
    if (map.size < capacityPerKind) return true;
    sweep(map, t);
    return map.size < capacityPerKind;
  };
  return {
    async hit(key, windowMs) {
      const t = now();
      const map = kindOf(key);
      let entry = map.get(key);
      if (entry && entry.until <= t) {
        map.delete(key);
        entry = undefined;
      }
      if (!entry) {
        if (!roomFor(map, t)) return { count: Infinity, resetMs: windowMs };
        entry = { count: 0, until: t + windowMs };
        map.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, resetMs: entry.until - t };
    },
    async peek(key) {
      const t = now();
      const entry = kindOf(key).get(key);
      return entry && entry.until > t
        ? { count: entry.count, resetMs: entry.until - t }
        : { count: 0, resetMs: 0 };
    },
    async reset(key) {
      kindOf(key).delete(key);
    },
    async remember(key, ttlMs) {
      const t = now();
      const map = kindOf(key);
      if (!map.has(key) && !roomFor(map, t)) return;
      map.set(key, { count: 1, until: t + ttlMs });
    },
    async has(key) {
      const entry = kindOf(key).get(key);
      return Boolean(entry && entry.until > now());
    },
  };
}

/** Shared by every instance; Redis expires the keys itself. `prefix` namespaces them. */
export function redisStore(redis: Redis, prefix: string): LimitStore {
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      const result = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      if (!result) throw new Error('Connection is closed.');
      for (const [err] of result) if (err) throw err;
      const count = Number(result[0]?.[1]);
      const ttl = Number(result[2]?.[1]);
      return { count, resetMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key) {
      const k = prefix + key;
      const result = await redis.multi().get(k).pttl(k).exec();
      if (!result) throw new Error('Connection is closed.');
      for (const [err] of result) if (err) throw err;
      const ttl = Number(result[1]?.[1]);
      return { count: Number(result[0]?.[1] ?? 0), resetMs: ttl > 0 ? ttl : 0 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async remember(key, ttlMs) {
      await redis.set(prefix + key, '1', 'PX', ttlMs);
    },
    async has(key) {
      return (await redis.exists(prefix + key)) === 1;
    },
  };
}

/**
 * The network a client address is counted under: the address itself for IPv4 (IPv4-mapped IPv6
 * included), the /64 prefix for IPv6, because one subscriber usually holds a whole /64 and could
 * otherwise take a fresh counter for each of its 2^64 addresses.
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip)) return ip;
  const bare = ip.split('%')[0] ?? ip;
  if (!isIPv6(bare)) return ip;
  return `${expandIPv6(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, as lower-case hex without leading zeros. */
function expandIPv6(ip: string): string[] {
  let text = ip.toLowerCase();
  // A trailing dotted IPv4 part is two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = text.slice(0, v4.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g || '0', 16).toString(16));
}
