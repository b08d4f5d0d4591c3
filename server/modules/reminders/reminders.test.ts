import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, signUp, type TestApp } from '../../test/helpers';
import { mailsTo as outboxMailsTo } from '../../test/mail';
import { browserKeys, dropJobSchema, TEST_VAPID } from '../../test/push';
import { startReminderWorker, type ReminderWorker } from './reminders.worker';

const ON = (time: string, extra: { email?: boolean; push?: boolean; weekly?: boolean } = {}) => ({
  daily: { enabled: true, time, email: extra.email ?? true, push: extra.push ?? false },
  weeklySummary: { enabled: extra.weekly ?? false },
});

describe.each(engines)('reminders (%s)', (engine) => {
  let t: TestApp;
  let worker: ReminderWorker;

  beforeAll(async () => {
    t = await createTestApp(engine, {
      now: '2027-06-14T06:00:00Z',
      env: { ...TEST_VAPID, REMINDER_TICK_SECONDS: '0', APP_URL: 'https://tend.example' },
    });
    worker = await startReminderWorker(t.app.ctx, t.app.log, { intervalSeconds: 0 });
  });
  afterAll(async () => {
    await worker?.stop();
    if (engine === 'postgres') await dropJobSchema(t);
    await t?.close();
  });

  const put = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/reminders', headers, payload: payload as object });

  /** Mail in the outbox addressed to `to`, oldest first. */
  const mailsTo = (to: string) => outboxMailsTo(t.config.outboxDir, to);

  /** Ticks, then waits until the job engine has finished everything it was given. */
  async function tickAndSettle(): Promise<number> {
    const recorded = await worker.tick();
    const deadline = Date.now() + 20_000;
    for (;;) {
      const queued = await t.app.ctx.db
        .selectFrom('reminder_deliveries')
        .select('id')
        .where('status', '=', 'queued')
        .execute();
      if (queued.length === 0) return recorded;
      if (Date.now() > deadline) throw new Error(`${queued.length} reminders still queued`);
      worker.queue.wake();
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function deliveriesOf(userId: string) {
    return t.app.ctx.db
      .selectFrom('reminder_deliveries')
      .select(['kind', 'day', 'status'])
      .where('user_id', '=', userId)
      .orderBy('day')
      .execute();
  }

  it('answers the defaults, saves settings and validates every field', async () => {
    const { headers } = await signUp(t.app, { timeZone: 'Europe/Paris' });
    const first = await t.app.inject({ method: 'GET', url: '/api/reminders', headers });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      daily: { enabled: false, time: '20:00', email: true, push: false },
      weeklySummary: { enabled: false },
      pushPublicKey: TEST_VAPID.VAPID_PUBLIC_KEY,
      pushSubscriptions: 0,
    });

    const saved = await put(headers, ON('07:45', { push: true, weekly: true }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(ON('07:45', { push: true, weekly: true }));
    const again = await t.app.inject({ method: 'GET', url: '/api/reminders', headers });
    expect(again.json()).toMatchObject(ON('07:45', { push: true, weekly: true }));

    for (const [payload, path] of [
      [{ ...ON('24:00') }, 'daily.time'],
      [{ ...ON('7:45') }, 'daily.time'],
      [
        {
          daily: { enabled: true, time: '08:00', email: 'yes', push: false },
          weeklySummary: { enabled: false },
        },
        'daily.email',
      ],
      [{ daily: { enabled: true, time: '08:00', email: true, push: false } }, 'weeklySummary'],
      [{ ...ON('08:00'), extra: 1 }, ''],
      [
        {
          daily: { enabled: true, time: '08:00', email: false, push: false },
          weeklySummary: { enabled: false },
        },
        'daily',
      ],
    ] as const) {
      const res = await put(headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    const unauth = await t.app.inject({ method: 'GET', url: '/api/reminders' });
    expect(unauth.statusCode).toBe(401);
  });

  it('stores and removes push subscriptions, refusing bad ones', async () => {
    const { headers } = await signUp(t.app);
    const keys = browserKeys();
    const sub = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
      expirationTime: null,
      keys: { p256dh: keys.p256dh, auth: keys.authB64 },
    };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/push-subscriptions', headers, payload: sub }))
        .statusCode,
    ).toBe(201);
    // The same browser again is one subscription, not two.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/push-subscriptions', headers, payload: sub }))
        .statusCode,
    ).toBe(201);
    const settings = await t.app.inject({ method: 'GET', url: '/api/reminders', headers });
    expect(settings.json().pushSubscriptions).toBe(1);

    for (const bad of [
      { ...sub, endpoint: 'http://push.example.net/x' },
      { ...sub, endpoint: 'not a url' },
      { ...sub, keys: { p256dh: 'short', auth: 'A'.repeat(22) } },
      { endpoint: sub.endpoint },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/push-subscriptions',
        headers,
        payload: bad,
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const del = (endpoint: string) =>
      t.app.inject({ method: 'DELETE', url: '/api/push-subscriptions', headers, payload: { endpoint } });
    expect((await del(sub.endpoint)).statusCode).toBe(204);
    expect((await del(sub.endpoint)).statusCode).toBe(404);
    // Another user cannot remove someone else's subscription.
    await t.app.inject({ method: 'POST', url: '/api/push-subscriptions', headers, payload: sub });
    const other = await signUp(t.app);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/push-subscriptions',
      headers: other.headers,
      payload: { endpoint: sub.endpoint },
    });
    expect(res.statusCode).toBe(404);
  });

  it('emails the daily reminder once, at the local time, with a one-click unsubscribe', async () => {
    t.clock.set('2027-06-14T06:00:00Z');
    const { user, headers } = await signUp(t.app, { timeZone: 'America/New_York', name: 'Ada' });
    expect((await put(headers, ON('09:00'))).statusCode).toBe(200);

    t.clock.set('2027-06-14T12:59:00Z'); // 08:59 in New York
    await tickAndSettle();
    expect(mailsTo(user.email)).toHaveLength(0);

    t.clock.set('2027-06-14T13:00:20Z'); // 09:00:20
    await tickAndSettle();
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0] as string;
    expect(mail).toContain('Subject: Time for your Tend check-in');
    expect(mail).toContain('https://tend.example/quick-checkin?day=2027-06-14');
    expect(mail).toMatch(
      /List-Unsubscribe: <https:\/\/tend\.example\/api\/reminders\/unsubscribe\?token=[^>]+>/,
    );
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // Ticks later that day (this instance or another) send nothing more.
    t.clock.set('2027-06-14T13:20:00Z');
    await tickAndSettle();
    await tickAndSettle();
    expect(mailsTo(user.email)).toHaveLength(1);

    // One click, no session: the daily reminder is off.
    const token = decodeURIComponent(/unsubscribe\?token=([^>\s]+)>/.exec(mail)?.[1] ?? '');
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json().kind).toBe('daily');
    const after = await t.app.inject({ method: 'GET', url: '/api/reminders', headers });
    expect(after.json().daily.enabled).toBe(false);
    t.clock.set('2027-06-15T13:00:30Z');
    await tickAndSettle();
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('writes the next reminder in the language the account switched to (decision 363)', async () => {
    t.clock.set('2027-06-14T06:00:00Z');
    const { user, headers } = await signUp(t.app, { timeZone: 'Europe/Berlin', name: 'Lena' });
    expect((await put(headers, ON('18:00'))).statusCode).toBe(200);
    t.clock.set('2027-06-14T16:00:10Z'); // 18:00:10 in Berlin
    await tickAndSettle();
    expect(mailsTo(user.email)[0]).toContain('How are you feeling today?');

    const switched = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers,
      payload: { locale: 'de' },
    });
    expect(switched.statusCode).toBe(200);
    t.clock.set('2027-06-15T16:00:10Z');
    await tickAndSettle();
    const german = mailsTo(user.email)[1] as string;
    expect(german).toContain('Hallo Lena,');
    expect(german).toContain('Wie fühlst du dich heute? Ein kurzer Check-in dauert weniger als eine Minute:');
    expect(german).toContain('https://tend.example/quick-checkin?day=2027-06-15');
    expect(german).not.toContain('How are you feeling today?');
  });

  it('refuses forged unsubscribe links and links replayed for another account', async () => {
    t.clock.set('2027-06-14T06:00:00Z');
    const a = await signUp(t.app, { timeZone: 'UTC' });
    const b = await signUp(t.app, { timeZone: 'UTC' });
    for (const { headers } of [a, b]) await put(headers, ON('07:00'));
    t.clock.set('2027-06-14T07:00:05Z');
    await tickAndSettle();
    const mail = mailsTo(a.user.email)[0] as string;
    const token = decodeURIComponent(/unsubscribe\?token=([^>\s]+)>/.exec(mail)?.[1] ?? '');
    expect(token).toContain(a.user.id);
    const post = (tok: string) =>
      t.app.inject({ method: 'POST', url: `/api/reminders/unsubscribe?token=${encodeURIComponent(tok)}` });
    const forged = [
      token.replace(a.user.id, b.user.id), // A's signature on B's account
      token.replace('.daily.', '.weekly.'),
      `${token.slice(0, -2)}AA`,
      'u1.x.daily.y',
      '',
    ];
    for (const tok of forged) {
      const res = await post(tok);
      expect(res.statusCode, tok).toBe(400);
      expect(res.json().message).toBeTypeOf('string');
    }
    const bSettings = await t.app.inject({ method: 'GET', url: '/api/reminders', headers: b.headers });
    expect(bSettings.json().daily.enabled).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/reminders/unsubscribe?token=${token}` })).statusCode,
    ).toBe(404);
    expect((await post(token)).statusCode).toBe(200);
  });

  it('sends no reminder on a day the user was already active', async () => {
    t.clock.set('2027-06-14T06:00:00Z');
    const { user, headers } = await signUp(t.app, { timeZone: 'Asia/Tokyo' });
    await put(headers, ON('21:00'));
    // 20:00 in Tokyo: a quick check-in.
    t.clock.set('2027-06-14T11:00:00Z');
    const checkin = await t.app.inject({
      method: 'POST',
      url: '/api/quick-checkins',
      headers,
      payload: { coreFeeling: 7 },
    });
    expect(checkin.statusCode).toBe(201);
    t.clock.set('2027-06-14T12:00:30Z'); // 21:00:30
    await tickAndSettle();
    expect(mailsTo(user.email)).toHaveLength(0);
    expect(await deliveriesOf(user.id)).toEqual([
      { kind: 'daily', day: '2027-06-14', status: 'skipped-active' },
    ]);
    // The next day, with no activity, it goes.
    t.clock.set('2027-06-15T12:00:30Z');
    await tickAndSettle();
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(mailsTo(user.email)[0]).toContain('/quick-checkin?day=2027-06-15');
  });

  it('sends a 02:30 reminder at 03:00 on a spring-forward day', async () => {
    t.clock.set('2027-03-13T12:00:00Z');
    const { user, headers } = await signUp(t.app, { timeZone: 'America/New_York' });
    await put(headers, ON('02:30'));
    t.clock.set('2027-03-14T06:59:00Z'); // 01:59 EST, a minute before the clocks jump to 03:00
    await tickAndSettle();
    expect(mailsTo(user.email)).toHaveLength(0);
    t.clock.set('2027-03-14T07:00:10Z'); // 03:00:10 EDT
    await tickAndSettle();
    expect(mailsTo(user.email)).toHaveLength(1);
    // The day after, 02:30 exists again: 06:30Z.
    t.clock.set('2027-03-15T06:29:00Z');
    await tickAndSettle();
    expect(mailsTo(user.email)).toHaveLength(1);
    t.clock.set('2027-03-15T06:30:05Z');
    await tickAndSettle();
    expect(mailsTo(user.email)).toHaveLength(2);
  });

  it('catches up within the hour, never later and never for yesterday', async () => {
    t.clock.set('2027-06-20T06:00:00Z');
    const late = await signUp(t.app, { timeZone: 'UTC' });
    const tooLate = await signUp(t.app, { timeZone: 'UTC' });
    const overnight = await signUp(t.app, { timeZone: 'UTC' });
    await put(late.headers, ON('10:00'));
    await put(tooLate.headers, ON('08:30'));
    await put(overnight.headers, ON('23:50'));
    // No instance ran between 06:00 and 10:45 (a crash, a deploy): the first tick after catches up.
    t.clock.set('2027-06-20T10:45:00Z');
    await tickAndSettle();
    expect(mailsTo(late.user.email)).toHaveLength(1);
    expect(mailsTo(tooLate.user.email)).toHaveLength(0); // 2 h 15 min late: dropped
    // Down from 23:40 to 00:20: yesterday's 23:50 reminder is not sent after midnight.
    t.clock.set('2027-06-21T00:20:00Z');
    await tickAndSettle();
    expect(mailsTo(overnight.user.email)).toHaveLength(0);
    // Each still gets the next day's at its time.
    t.clock.set('2027-06-21T08:30:10Z');
    await tickAndSettle();
    expect(mailsTo(tooLate.user.email)).toHaveLength(1);
  });

  it('never sends the same reminder twice when two workers tick together', async () => {
    const second = await startReminderWorker(t.app.ctx, t.app.log, { intervalSeconds: 0 });
    try {
      t.clock.set('2027-07-01T06:00:00Z');
      const users = await Promise.all(Array.from({ length: 5 }, () => signUp(t.app, { timeZone: 'UTC' })));
      for (const u of users) await put(u.headers, ON('07:00'));
      t.clock.set('2027-07-01T07:00:01Z');
      const [a, b] = await Promise.all([worker.tick(), second.tick()]);
      expect(a + b).toBe(5);
      await tickAndSettle();
      for (const u of users) expect(mailsTo(u.user.email)).toHaveLength(1);
    } finally {
      await second.stop();
    }
  });

  it('emails the weekly summary on Monday morning with last week, its change and a link to reports', async () => {
    t.clock.set('2027-06-09T10:00:00Z'); // a Wednesday
    const { user, headers } = await signUp(t.app, { timeZone: 'Europe/Paris', name: 'Grace' });
    await put(headers, {
      daily: { enabled: false, time: '20:00', email: true, push: false },
      weeklySummary: { enabled: true },
    });
    const scores = {
      sleep: 8,
      exercise: 7,
      diet: 6,
      social: 7,
      achievements: 6,
      relationships: 8,
      creativity: 5,
      finance: 6,
    };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/wellbeing-entries',
      headers,
      payload: scores,
    });
    expect([200, 201]).toContain(saved.statusCode);
    t.clock.set('2027-06-14T05:59:00Z'); // Monday 07:59 in Paris
    await tickAndSettle();
    expect(mailsTo(user.email)).toHaveLength(0);
    t.clock.set('2027-06-14T06:00:05Z'); // Monday 08:00
    await tickAndSettle();
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0] as string;
    expect(mail).toContain('Subject: Your week in Tend');
    expect(mail).toContain("Last week's overall score: 6.6");
    expect(mail).toContain('https://tend.example/reports');
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(await deliveriesOf(user.id)).toEqual([{ kind: 'weekly', day: '2027-06-14', status: 'sent' }]);
  });

  it("writes the weekly summary's report sentence in the account's language (decision 440)", async () => {
    t.clock.set('2027-06-23T10:00:00Z'); // a Wednesday
    const accounts = [];
    for (const locale of ['en', 'de'] as const) {
      const account = await signUp(t.app, { timeZone: 'Europe/Berlin', name: 'Lena' });
      const patched = await t.app.inject({
        method: 'PATCH',
        url: '/api/user',
        headers: account.headers,
        payload: { locale },
      });
      expect(patched.statusCode).toBe(200);
      await put(account.headers, {
        daily: { enabled: false, time: '20:00', email: true, push: false },
        weeklySummary: { enabled: true },
      });
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/wellbeing-entries',
        headers: account.headers,
        payload: {
          sleep: 8,
          exercise: 7,
          diet: 6,
          social: 7,
          achievements: 6,
          relationships: 8,
          creativity: 5,
          finance: 6,
        },
      });
      expect([200, 201]).toContain(saved.statusCode);
      accounts.push(account);
    }
    t.clock.set('2027-06-28T06:00:05Z'); // Monday 08:00 in Berlin
    await tickAndSettle();
    const [english, german] = accounts.map(({ user }) => mailsTo(user.email)[0] as string);
    // 6.6 with no week before: doing well, steady.
    expect(english).toContain('A steady, solid week. The care you put in is serving you well.');
    expect(german).toContain('Eine ruhige, solide Woche. Die Fürsorge, die du hineinsteckst, tut dir gut.');
    expect(german).toContain('Dein Gesamtwert letzte Woche: 6,6');
    expect(german).not.toContain('A steady, solid week');
  });

  it('the weekly summary names no area, and its overall is of the areas shown now (decisions 342, 383)', async () => {
    t.clock.set('2027-06-16T10:00:00Z'); // a Wednesday
    const { user, headers } = await signUp(t.app, { timeZone: 'Europe/Paris', name: 'Ada' });
    await put(headers, {
      daily: { enabled: false, time: '20:00', email: true, push: false },
      weeklySummary: { enabled: true },
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/wellbeing-entries',
      headers,
      payload: {
        sleep: 8,
        exercise: 7,
        diet: 6,
        social: 7,
        achievements: 6,
        relationships: 8,
        creativity: 1,
        finance: 6,
      },
    });
    expect([200, 201]).toContain(saved.statusCode);
    const area = (key: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/areas/${key}`, headers, payload });
    expect((await area('creativity', { hidden: true })).statusCode).toBe(200);
    expect((await area('sleep', { label: 'Rest' })).statusCode).toBe(200);
    t.clock.set('2027-06-21T06:00:05Z'); // Monday 08:00 in Paris
    await tickAndSettle();
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0] as string;
    // Creativity's 1 is left out: (8 + 7 + 6 + 7 + 6 + 8 + 6) / 7 = 6.9, not 6.1 with it.
    expect(mail).toContain("Last week's overall score: 6.9");
    for (const name of ['Creativity', 'Rest', 'Sleep']) expect(mail).not.toContain(name);
  });

  it("sums up the account's own week: Sunday to Saturday when its weeks start on Sunday (decision 390)", async () => {
    t.clock.set('2027-06-09T10:00:00Z'); // a Wednesday
    const accounts = [];
    for (const weekStart of ['monday', 'sunday'] as const) {
      const account = await signUp(t.app, { timeZone: 'Europe/Paris' });
      const patched = await t.app.inject({
        method: 'PATCH',
        url: '/api/user',
        headers: account.headers,
        payload: { weekStart },
      });
      expect(patched.statusCode).toBe(200);
      await put(account.headers, {
        daily: { enabled: false, time: '20:00', email: true, push: false },
        weeklySummary: { enabled: true },
      });
      accounts.push({ weekStart, ...account });
    }
    // Saturday 06-12 all 4s, Sunday 06-13 all 8s (noon in Paris). The Sunday ends a Monday-first week
    // and begins a Sunday-first one, which is not over on Monday morning.
    for (const [at, score] of [
      ['2027-06-12T10:00:00Z', 4],
      ['2027-06-13T10:00:00Z', 8],
    ] as const) {
      t.clock.set(at);
      for (const { headers } of accounts) {
        const saved = await t.app.inject({
          method: 'POST',
          url: '/api/wellbeing-entries',
          headers,
          payload: Object.fromEntries(
            [
              'sleep',
              'exercise',
              'diet',
              'social',
              'achievements',
              'relationships',
              'creativity',
              'finance',
            ].map((key) => [key, score]),
          ),
        });
        expect([200, 201]).toContain(saved.statusCode);
      }
    }
    t.clock.set('2027-06-14T06:00:05Z'); // Monday 08:00 in Paris
    await tickAndSettle();
    const [monday, sunday] = accounts.map(({ user }) => mailsTo(user.email));
    expect(monday).toHaveLength(1);
    expect(monday?.[0]).toContain('Your summary for the week of 2027-06-07.');
    expect(monday?.[0]).toContain("Last week's overall score: 6.0"); // (4 + 8) / 2
    expect(sunday).toHaveLength(1);
    expect(sunday?.[0]).toContain('Your summary for the week of 2027-06-06.');
    expect(sunday?.[0]).toContain("Last week's overall score: 4.0"); // Saturday alone
    for (const { user } of accounts) {
      expect(await deliveriesOf(user.id)).toEqual([{ kind: 'weekly', day: '2027-06-14', status: 'sent' }]);
    }
  });
});
