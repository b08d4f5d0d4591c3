import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, signUp, type TestApp } from '../test/helpers';
import { COMPRESS_THRESHOLD } from './small-bodies';

describe.each(engines)('answers and compression on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('sends an answer under the threshold as it is, and gzips one over it, with Vary', async () => {
    const { headers } = await signUp(t.app);
    const gzip = { ...headers, 'accept-encoding': 'gzip, deflate, br' };

    const small = await t.app.inject({ url: '/api/user', headers: gzip });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    expect(Number(small.headers['content-length'])).toBeLessThan(COMPRESS_THRESHOLD);
    expect(small.json()).toMatchObject({ name: 'Test User' });

    // Non-ASCII text: under the threshold in characters, over it in bytes.
    const content = 'é'.repeat(600);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/journal-entries',
      headers,
      payload: { title: 'Long', content, mood: 6 },
    });
    expect(created.statusCode).toBe(201);
    const big = await t.app.inject({ url: '/api/journal-entries', headers: gzip });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    const entries = JSON.parse(gunzipSync(big.rawPayload).toString('utf8')) as { content: string }[];
    expect(entries.map((e) => e.content)).toEqual([content]);

    // Nothing is compressed for a client that does not ask for it.
    const plain = await t.app.inject({ url: '/api/journal-entries', headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.json() as { content: string }[])[0]?.content).toBe(content);
  });
});
