import type { FastifyReply } from 'fastify';

/**
 * Security headers, the same on every response. The CSP allows only our own origin and, by their hashes,
 * the inline scripts of the build's signed-in page (its direction and its module loader, decision 545,
 * given to `securityHeaderSetter` at start); nothing needs 'unsafe-inline'. They are a constant set once
 * per request: helmet rebuilt the same policy on every request, which cost about 40 µs each (bench/).
 */
function csp(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
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
}

/** The headers with a CSP that admits `scriptHashes` (`'sha256-…'`) besides our own files. */
function securityHeaders(scriptHashes: readonly string[]): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': csp(scriptHashes),
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
}

/** The headers of a server without a web client: its CSP admits no inline script at all. */
export const SECURITY_HEADERS = securityHeaders([]);

/** API answers are personal: never stored by a browser or a proxy. */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...SECURITY_HEADERS,
  'cache-control': 'no-store',
});

/**
 * Sets the security headers (and HSTS when on, `hstsHeader`) on every reply, API answers with
 * `API_HEADERS`, everything else with `SECURITY_HEADERS` whose CSP also admits `scriptHashes`, the
 * signed-in page's inline scripts (`inlineScriptHashes`, decision 545): each set, HSTS included, is
 * computed once, at start, and set with one `reply.headers` call per request (decision 460). Fastify's
 * own header store is private: it is not reached into, whatever a copy into it would save.
 */
export function securityHeaderSetter(
  hsts: string | undefined,
  scriptHashes: readonly string[] = [],
): (url: string, reply: FastifyReply) => void {
  const withHsts = (headers: Readonly<Record<string, string>>): Record<string, string> =>
    hsts ? { ...headers, 'strict-transport-security': hsts } : { ...headers };
  const api = withHsts(API_HEADERS);
  const pages = withHsts(scriptHashes.length ? securityHeaders(scriptHashes) : SECURITY_HEADERS);
  return (url, reply) => {
    reply.headers(url.startsWith('/api/') ? api : pages);
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
 * walk is iterative because bodies may be nested thousands of levels deep. It runs on every request:
 * a string or an object without keys (a read's params and query) is answered without a stack, and keys
 * are walked with `for…in` rather than `Object.entries`, which made an array per object (decision 505).
 */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object') return false;
  let stack: unknown[] | undefined;
  let v: unknown = value;
  for (;;) {
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (v !== null && typeof v === 'object') {
      const object = v as Record<string, unknown>;
      for (const k in object) {
        if (!Object.hasOwn(object, k)) continue;
        if (k.includes('\u0000')) return true;
        (stack ??= []).push(object[k]);
      }
    }
    if (stack === undefined || stack.length === 0) return false;
    v = stack.pop();
  }
}
