import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, createTestApp, engines, signUp, type TestApp } from '../../test/helpers';

describe.each(engines)('/api/user on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('returns the public fields only', async () => {
    const { headers, user } = await signUp(t.app, { name: 'Grace' });
    const res = await t.app.inject({ url: '/api/user', headers });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'createdAt',
        'currentStreak',
        'email',
        'id',
        'lastActiveDate',
        'locale',
        'longestStreak',
        'name',
        'pendingMilestone',
        'timeZone',
        'weekStart',
      ].sort(),
    );
    expect(res.json()).toMatchObject({
      id: user.id,
      name: 'Grace',
      currentStreak: 0,
      timeZone: 'UTC',
      locale: null,
      weekStart: 'monday',
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps the language and the first day of the week on the account (decision 362)', async () => {
    const { headers } = await signUp(t.app);
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: '/api/user', headers, payload });
    const res = await patch({ locale: 'de', weekStart: 'sunday' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ locale: 'de', weekStart: 'sunday' });
    const again = await t.app.inject({ url: '/api/user', headers });
    expect(again.json()).toMatchObject({ locale: 'de', weekStart: 'sunday' });
    expect((await patch({ locale: 'ar' })).json()).toMatchObject({ locale: 'ar', weekStart: 'sunday' });
    for (const payload of [{ locale: 'pt' }, { locale: 'de-DE' }, { locale: 7 }, { weekStart: 'saturday' }]) {
      const bad = await patch(payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().issues[0].path).toBe(Object.keys(payload)[0]);
    }
  });

  it('answers field errors in the request’s language, else the account’s (decision 363)', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toEqual({
      path: 'email',
      message: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    });
    expect(bad.json().message).toBe('email: Bitte gib eine gültige E-Mail-Adresse ein.');
    const { headers } = await signUp(t.app);
    await t.app.inject({ method: 'PATCH', url: '/api/user', headers, payload: { locale: 'fr' } });
    const tooLong = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers,
      payload: { name: 'x'.repeat(101) },
    });
    expect(tooLong.json().issues[0].message).toBe('Le nom doit comporter au plus 100 caractères');
    const english = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { ...headers, 'accept-language': 'en-GB' },
      payload: { name: 'x'.repeat(101) },
    });
    expect(english.json().issues[0].message).toBe('Name must be at most 100 characters');
  });

  it('updates the name (trimmed) and the time zone', async () => {
    const { headers } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers,
      payload: { name: '  Linus ', timeZone: 'Pacific/Auckland' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Linus', timeZone: 'Pacific/Auckland' });
  });

  it.each([
    [{ name: '   ' }, 'Name required'],
    [{ email: 'new@example.com' }, 'Email cannot be changed'],
    [{ timeZone: 'Not/AZone' }, 'Unknown time zone'],
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    [{ currentStreak: 99 }, 'Only name, timeZone, locale and weekStart can be changed'],
    [{ name: 5 }, ''],
  ])('refuses %j', async (payload, message) => {
    const { headers } = await signUp(t.app, { name: 'Kept' });
    const res = await t.app.inject({ method: 'PATCH', url: '/api/user', headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    const after = await t.app.inject({ url: '/api/user', headers });
    expect(after.json().name).toBe('Kept');
  });

  it('shows a streak of 0 once a whole local day has passed without activity', async () => {
    const { headers, user } = await signUp(t.app, { timeZone: 'America/Los_Angeles' });
    // 2026-06-15T12:00Z is 05:00 on June 15 in Los Angeles.
    await t.database.db
      .updateTable('users')
      .set({ current_streak: 4, last_active_date: '2026-06-14' })
      .where('id', '=', user.id)
      .execute();
    expect((await t.app.inject({ url: '/api/user', headers })).json().currentStreak).toBe(4);
    t.clock.set('2026-06-16T06:59:00Z'); // 23:59 on June 15 locally: yesterday was active.
    expect((await t.app.inject({ url: '/api/user', headers })).json().currentStreak).toBe(4);
    t.clock.set('2026-06-16T07:01:00Z'); // 00:01 on June 16: June 15 passed without activity.
    expect((await t.app.inject({ url: '/api/user', headers })).json().currentStreak).toBe(0);
    t.clock.set('2026-06-15T12:00:00Z');
  });

  it('deletes the account, its sessions and every row it owns', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const now = '2026-06-15T12:00:00.000Z';
    const db = t.database.db;
    const scores = {
      sleep: 5,
      exercise: 5,
      diet: 5,
      social: 5,
      achievements: 5,
      relationships: 5,
      creativity: 5,
      finance: 5,
      overall_score: 5,
    };
    for (const u of [a, b]) {
      await db
        .insertInto('wellbeing_entries')
        .values({
          id: `e-${u.user.id}`,
          user_id: u.user.id,
          day: '2026-06-15',
          date: now,
          updated_at: now,
          ...scores,
          notes: null,
        })
        .execute();
      await db
        .insertInto('dimension_reflections')
        .values({
          id: `r-${u.user.id}`,
          user_id: u.user.id,
          wellbeing_entry_id: `e-${u.user.id}`,
          dimension: 'sleep',
          score: 5,
          notes: 'n',
          reflection: null,
          day: '2026-06-15',
          date: now,
        })
        .execute();
      await db
        .insertInto('journal_entries')
        .values({
          id: `j-${u.user.id}`,
          user_id: u.user.id,
          day: '2026-06-15',
          date: now,
          updated_at: now,
          title: null,
          content: 'c',
          mood: 5,
        })
        .execute();
      await db
        .insertInto('quick_checkins')
        .values({ id: `q-${u.user.id}`, user_id: u.user.id, day: '2026-06-15', date: now, core_feeling: 6 })
        .execute();
      await db
        .insertInto('spotlight_ratings')
        .values({
          id: `s-${u.user.id}`,
          user_id: u.user.id,
          quick_checkin_id: `q-${u.user.id}`,
          dimension: 'sleep',
          score: 4,
          day: '2026-06-15',
          date: now,
        })
        .execute();
    }
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: a.headers,
      payload: { password: 'Not-My-Password-9' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([{ path: 'password', message: 'The password is not correct.' }]);
    const none = await t.app.inject({ method: 'DELETE', url: '/api/user', headers: a.headers });
    expect(none.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: a.headers,
      payload: { password: STRONG_PASSWORD },
    });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/user', headers: a.headers })).statusCode).toBe(401);
    const tables = [
      'sessions',
      'wellbeing_entries',
      'dimension_reflections',
      'journal_entries',
      'quick_checkins',
      'spotlight_ratings',
    ] as const;
    for (const table of tables) {
      const left = await db.selectFrom(table).select('user_id').where('user_id', '=', a.user.id).execute();
      expect(left, table).toHaveLength(0);
      const other = await db.selectFrom(table).select('user_id').where('user_id', '=', b.user.id).execute();
      expect(other.length, table).toBeGreaterThan(0);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: a.user.email, password: 'Blue-Heron-42' },
    });
    expect(login.statusCode).toBe(401);
  });
});
