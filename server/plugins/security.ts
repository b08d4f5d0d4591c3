import type { FastifyReply } from 'fastify';

/**
 * Security headers, the same on every response. The CSP allows only our own origin: the built client
 * has no inline scripts or styles, so nothing needs 'unsafe-inline'. They are a constant set once per
 * request: helmet rebuilt the same policy on every request, which cost about 40 µs each (bench/).
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join(';');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/** API answers are personal: never stored by a browser or a proxy. */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...SECURITY_HEADERS,
  'cache-control': 'no-store',
});

/** Fastify's own symbol for a reply's header store (`reply.header` writes there), found on the first reply. */
const STORE_DESCRIPTION = 'fastify.reply.headers';
let storeKey: symbol | undefined;

/**
 * The object a Fastify reply keeps its headers in (lower-case names; what `reply.header` writes and
 * `reply.getHeader` reads), or undefined if this reply keeps them elsewhere.
 */
export function replyHeaderStore(reply: FastifyReply): Record<string, unknown> | undefined {
  storeKey ??= Object.getOwnPropertySymbols(reply).find((s) => s.description === STORE_DESCRIPTION);
  if (storeKey === undefined) return undefined;
  const store = (reply as unknown as Record<symbol, unknown>)[storeKey];
  return store !== null && typeof store === 'object' ? (store as Record<string, unknown>) : undefined;
}

/**
 * Sets the security headers (and HSTS when on, `hstsHeader`) on every reply, API answers with
 * `API_HEADERS`, everything else with `SECURITY_HEADERS`: each set is
 * computed once, at start, and copied into the reply's header store in one call, where
 * `reply.headers` lower-cased and stored the twelve names one call at a time on every request
 * (decision 460). The names are already lower case, as `reply.header` would store them.
 */
export function securityHeaderSetter(hsts: string | undefined): (url: string, reply: FastifyReply) => void {
  const withHsts = (headers: Readonly<Record<string, string>>): Record<string, string> =>
    hsts ? { ...headers, 'strict-transport-security': hsts } : { ...headers };
  // Plain (not frozen) objects of the same shape on every request: V8 copies such a source at once.
  const api = withHsts(API_HEADERS);
  const pages = withHsts(SECURITY_HEADERS);
  return (url, reply) => {
    const headers = url.startsWith('/api/') ? api : pages;
    const store = replyHeaderStore(reply);
    if (store) Object.assign(store, headers);
    else reply.headers(headers);
  };
}

/**
 * Strict-Transport-Security, sent only when Tend is reached over https (APP_URL) and HSTS_MAX_AGE is
 * not 0: over plain http the header would be ignored, and on a mistaken setting it could lock a
 * self-hoster's browsers out of their own http-only server.
 */
export function hstsHeader(config: { appUrl: string; hstsMaxAge: number }): string | undefined {
  if (!config.appUrl.startsWith('https://') || config.hstsMaxAge <= 0) return undefined;
  return `max-age=${config.hstsMaxAge}`;
}

/**
 * True when any string in `value` (keys included) holds a NUL character. PostgreSQL text cannot store
 * one and SQLite would store it silently, so requests carrying one are refused on both engines. The
 * walk is iterative because bodies may be nested thousands of levels deep.
 */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (v !== null && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}
