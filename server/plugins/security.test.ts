import Fastify, { type FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_HEADERS, containsNul, SECURITY_HEADERS, securityHeaderSetter } from './security';

/** The headers a reply holds after `set` ran on it for `url`, and those it sent. */
async function headersAfter(url: string, set: (url: string, reply: FastifyReply) => void) {
  const app = Fastify({ logger: false });
  app.addHook('onRequest', (request, reply, done) => {
    set(request.url, reply);
    done();
  });
  app.get('/*', async (_request, reply) => reply.getHeaders());
  const res = await app.inject({ method: 'GET', url });
  await app.close();
  return { held: res.json<Record<string, string>>(), sent: res.headers };
}

describe('securityHeaderSetter (decision 460)', () => {
  it('sets what reply.headers set: no-store on /api/*, HSTS last when on', async () => {
    const hsts = 'max-age=31536000';
    for (const [url, expected] of [
      ['/api/user', API_HEADERS],
      ['/app', SECURITY_HEADERS],
    ] as const) {
      for (const strict of [undefined, hsts]) {
        const fast = await headersAfter(url, securityHeaderSetter(strict));
        const oneByOne = await headersAfter(url, (_url, reply) => {
          reply.headers(expected);
          if (strict) reply.header('strict-transport-security', strict);
        });
        expect(fast.held).toEqual(oneByOne.held);
        expect(Object.keys(fast.held)).toEqual(Object.keys(oneByOne.held));
        expect(fast.sent).toMatchObject({
          ...expected,
          ...(strict ? { 'strict-transport-security': strict } : {}),
        });
        if (!strict) expect(fast.sent['strict-transport-security']).toBeUndefined();
      }
    }
  });
});

describe('containsNul (decision 505)', () => {
  it('finds a NUL in any string or key, at any depth, and nothing else', () => {
    const nul = 'a\u0000b';
    for (const clean of [undefined, null, 0, true, '', 'text', {}, [], { a: 'b', c: [1, 'd', { e: null }] }])
      expect(containsNul(clean)).toBe(false);
    for (const dirty of [nul, { a: nul }, { [nul]: 1 }, ['x', [nul]], { a: { b: { c: [{ d: nul }] } } }])
      expect(containsNul(dirty)).toBe(true);
    // A query object without a prototype (Fastify's), and inherited keys left alone.
    const query = Object.assign(Object.create(null) as Record<string, unknown>, { q: nul });
    expect(containsNul(query)).toBe(true);
    expect(containsNul(Object.create({ [nul]: nul }) as object)).toBe(false);
    // Deep nesting is walked without recursion.
    let deep: unknown = nul;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(containsNul(deep)).toBe(true);
  });
});
