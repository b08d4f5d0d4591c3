import Fastify, { type FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_HEADERS, replyHeaderStore, SECURITY_HEADERS, securityHeaderSetter } from './security';

/** The headers a reply holds after `set` ran on it for `url`, and whether Fastify's store was found. */
async function headersAfter(url: string, set: (url: string, reply: FastifyReply) => void) {
  const app = Fastify({ logger: false });
  let found = false;
  app.addHook('onRequest', (request, reply, done) => {
    found = replyHeaderStore(reply) !== undefined;
    set(request.url, reply);
    done();
  });
  app.get('/*', async (_request, reply) => reply.getHeaders());
  const res = await app.inject({ method: 'GET', url });
  await app.close();
  return { found, held: res.json<Record<string, string>>(), sent: res.headers };
}

describe('securityHeaderSetter (decision 460)', () => {
  it("finds Fastify's header store, so the headers are set in one call", async () => {
    const { found } = await headersAfter('/api/user', securityHeaderSetter(undefined));
    expect(found).toBe(true);
  });

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

  it('falls back to reply.headers on a reply without the store', () => {
    const set: Record<string, string> = {};
    const reply = {
      headers(headers: Record<string, string>) {
        Object.assign(set, headers);
        return reply;
      },
    };
    securityHeaderSetter(undefined)('/api/user', reply as unknown as FastifyReply);
    expect(set).toEqual(API_HEADERS);
  });
});
