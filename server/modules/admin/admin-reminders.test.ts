import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../admin';
import { createTestApp, engines, signUp, type TestApp } from '../../test/helpers';
import { mailsTo } from '../../test/mail';
import { dropJobSchema } from '../../test/push';
import { startReminderWorker, type ReminderWorker } from '../reminders/reminders.worker';

/** A disabled account gets no reminder (decision 276); enabled again, it does. */
describe.each(engines)('reminders of a disabled account (%s)', (engine) => {
  let t: TestApp;
  let worker: ReminderWorker;

  beforeAll(async () => {
    t = await createTestApp(engine, {
      now: '2027-06-14T06:00:00Z',
      env: { REMINDER_TICK_SECONDS: '0', APP_URL: 'https://tend.example' },
    });
    worker = await startReminderWorker(t.app.ctx, t.app.log, { intervalSeconds: 0 });
  });
  afterAll(async () => {
    await worker?.stop();
    if (engine === 'postgres') await dropJobSchema(t);
    await t?.close();
  });

  async function tickAndSettle(): Promise<void> {
    await worker.tick();
    const deadline = Date.now() + 20_000;
    for (;;) {
      const queued = await t.app.ctx.db
        .selectFrom('reminder_deliveries')
        .select('id')
        .where('status', '=', 'queued')
        .execute();
      if (queued.length === 0) return;
      if (Date.now() > deadline) throw new Error(`${queued.length} reminders still queued`);
      worker.queue.wake();
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  const admin = (...args: string[]) =>
    runAdmin(args, t.database.db, t.config, { out: () => {}, err: () => {} }, () => t.clock());

  it('cancels the daily reminder while the account is disabled', async () => {
    const { user, headers } = await signUp(t.app, { timeZone: 'UTC' });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/reminders',
      headers,
      payload: {
        daily: { enabled: true, time: '09:00', email: true, push: false },
        weeklySummary: { enabled: false },
      },
    });
    expect(put.statusCode).toBe(200);
    expect(await admin('users', 'disable', user.email)).toBe(0);

    t.clock.set('2027-06-14T09:00:20Z');
    await tickAndSettle();
    expect(mailsTo(t.config.outboxDir, user.email)).toHaveLength(0);
    const deliveries = await t.app.ctx.db
      .selectFrom('reminder_deliveries')
      .select(['day', 'status'])
      .where('user_id', '=', user.id)
      .execute();
    expect(deliveries).toEqual([{ day: '2027-06-14', status: 'cancelled' }]);

    expect(await admin('users', 'enable', user.email)).toBe(0);
    t.clock.set('2027-06-15T09:00:20Z');
    await tickAndSettle();
    expect(mailsTo(t.config.outboxDir, user.email)).toHaveLength(1);
  });
});
