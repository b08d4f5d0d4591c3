import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, signUp, type TestApp } from '../../test/helpers';

describe.each(engines)('time zones are stored in one spelling on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const storedZone = async (id: string) =>
    (
      await t.database.db
        .selectFrom('users')
        .select('time_zone')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).time_zone;

  it('canonicalises the zone at signup and on PATCH /api/user', async () => {
    const { headers, user } = await signUp(t.app, { timeZone: 'pacific/AUCKLAND' });
    expect(user.timeZone).toBe('Pacific/Auckland');
    expect(await storedZone(user.id)).toBe('Pacific/Auckland');
    for (const spelling of ['aMeRiCa/new_YORK', 'AMERICA/NEW_YORK', 'america/new_york']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/user',
        headers,
        payload: { timeZone: spelling },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ timeZone: 'America/New_York' });
      expect(await storedZone(user.id)).toBe('America/New_York');
    }
  });

  it('still refuses a name that is no zone', async () => {
    const { headers } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers,
      payload: { timeZone: 'mars/BASE' },
    });
    expect(res.statusCode).toBe(400);
  });
});
