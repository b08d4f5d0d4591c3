import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, signUp, type TestApp } from '../../test/helpers';

const NONE = {
  sleep: null,
  exercise: null,
  diet: null,
  social: null,
  achievements: null,
  relationships: null,
  creativity: null,
  finance: null,
};

describe.each(engines)('/api/targets on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const put = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/targets', headers, payload: payload as object });
  const get = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/targets', headers })).json();

  it('starts with no targets', async () => {
    const { headers } = await signUp(t.app);
    expect(await get(headers)).toEqual(NONE);
  });

  it('changes only the areas named; null clears one', async () => {
    const { headers } = await signUp(t.app);
    const first = await put(headers, { sleep: '8', finance: 6.5 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...NONE, sleep: '8.0', finance: '6.5' });
    const second = await put(headers, { sleep: 9.5, diet: '10.0', finance: null });
    expect(second.json()).toEqual({ ...NONE, sleep: '9.5', diet: '10.0' });
    expect(await get(headers)).toEqual(second.json());
  });

  it.each([
    ['nothing', {}],
    ['a score off the half step', { sleep: 7.3 }],
    ['a score over 10', { sleep: 10.5 }],
    ['a negative score', { diet: -1 }],
    ['an unknown area', { mood: 5 }],
    ['a score as words', { sleep: 'eight' }],
    ['not an object', [8]],
  ])('refuses %s (400) and changes nothing', async (_label, payload) => {
    const { headers } = await signUp(t.app);
    await put(headers, { social: 7 });
    const res = await put(headers, payload);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    expect(await get(headers)).toEqual({ ...NONE, social: '7.0' });
  });

  it('keeps each user’s targets to themselves', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await put(a.headers, { sleep: 9 });
    expect(await get(b.headers)).toEqual(NONE);
  });
});
