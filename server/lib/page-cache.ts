/**
 * A bounded, in-process cache of gzipped list pages (decision 225), for lists whose pages are big
 * enough that reading, serialising and compressing them costs more than checking that they are still
 * what the database holds (the journal: 50 entries of 20 KB are 1 MB of JSON).
 *
 * It holds no truth of its own. Every answer from it is checked first against a **fingerprint** read
 * from the database for that request — the page's row ids and versions, whether more exists, and
 * anything else the answer shows that lives elsewhere (tag names) — and is served only when the
 * fingerprint is exactly the one it was stored with. So a write from another process or device is
 * seen on the next read without any invalidation message, and a key always starts with the signed-in
 * account's id, so a page is only ever compared with (and served to) the account it was read for.
 *
 * Bounded by bytes (DESIGN §5: every in-process cache keyed by what a client sends has a bound): the
 * least recently used pages go first; a page bigger than an eighth of the bound is not kept.
 */
export interface CachedPage {
  /** What the page was read from; the page is served only while the database gives the same. */
  fingerprint: string;
  /** The answer's `Link` header, if more exists. */
  link: string | undefined;
  /** The answer's JSON, gzipped. */
  gzip: Buffer;
}

const SEP = '\u0000';

export class PageCache {
  private readonly pages = new Map<string, CachedPage & { bytes: number }>();
  private total = 0;
  /** Counters for tests and the bench: answers served from the cache, and pages stored. */
  readonly stats = { hits: 0, stores: 0, evictions: 0 };

  constructor(
    readonly maxBytes: number,
    readonly maxPageBytes = Math.floor(maxBytes / 8),
  ) {}

  /** The key of a page: the account it belongs to, then everything of the request that shapes the answer. */
  static key(userId: string, requestUrl: string): string {
    return `${userId}${SEP}${requestUrl}`;
  }

  /** Whether a page is stored under `key` (whatever its fingerprint). */
  has(key: string): boolean {
    return this.pages.has(key);
  }

  /** The page stored under `key` if it was read from exactly `fingerprint`; a stale one is dropped. */
  get(key: string, fingerprint: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    if (page.fingerprint !== fingerprint) {
      this.total -= page.bytes;
      return undefined;
    }
    this.pages.set(key, page); // most recently used last
    this.stats.hits++;
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.drop(key);
    // Strings count two bytes a character (V8 may hold them in one; the bound errs on the safe side).
    const bytes =
      page.gzip.length + 2 * (key.length + page.fingerprint.length + (page.link?.length ?? 0)) + 64;
    if (bytes > this.maxPageBytes) return;
    this.pages.set(key, { ...page, bytes });
    this.total += bytes;
    this.stats.stores++;
    for (const [oldest, old] of this.pages) {
      if (this.total <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.total -= old.bytes;
      this.stats.evictions++;
    }
  }

  /** Drops every page of an account (after this process changed it: see decision 225). */
  forgetAccount(userId: string): void {
    const prefix = `${userId}${SEP}`;
    for (const key of this.pages.keys()) if (key.startsWith(prefix)) this.drop(key);
  }

  /** Bytes held, as counted against the bound. */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.pages.size;
  }

  private drop(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.total -= page.bytes;
  }
}
