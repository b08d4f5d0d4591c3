/**
 * zod checks every answer and form in the browser. Before its first object check it probes whether
 * it may compile checks with `new Function`; Tend's Content-Security-Policy (`script-src 'self'`) says
 * no, so zod checks without compiling anyway — but the probe itself was a CSP violation on every page
 * that checked something (a `securitypolicyviolation` event, and a report wherever reports are
 * collected). Setting zod's `jitless` up front skips the probe: the same checks, no violation. The
 * server has no such policy and keeps zod's compiled checks.
 *
 * Set through the global object zod keeps its configuration in (`globalThis.__zod_globalConfig`, which
 * zod's core adopts when it loads), not through `config()` from 'zod/v4/core': importing that pulled
 * zod's core into the entry chunk, which every page loads (+3.7 KB gzip). zod-under-csp.test.ts fails
 * if zod stops reading it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
