import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../core/dates';
import type { ApiUser } from '../../core/schemas/auth';
import { zonedInstant } from '../../core/zoned-time';
import { streakRuns } from '../modules/activity/activity.repository';
import {
  generateHistory,
  historyFor,
  newUser,
  placeOn,
  scores,
  seededRandom,
  writeHistories,
  writeHistoriesSync,
  type History,
} from './factory';
import { createTestApp, engines, signUp, type TestApp } from './helpers';

/** A history's rows without the random ids and tokens, to compare two runs of one seed. */
function shape(h: History) {
  const rows = h.finish();
  return {
    entries: rows.wellbeing_entries.map(({ day, date, overall_score, notes }) => [
      day,
      date,
      overall_score,
      notes,
    ]),
    journal: rows.journal_entries.map(({ day, date, content, mood }) => [day, date, content, mood]),
    checkins: rows.quick_checkins.map(({ day, date, core_feeling }) => [day, date, core_feeling]),
    spotlight: rows.spotlight_ratings.map(({ day, dimension, score }) => [day, dimension, score]),
    tags: rows.quick_checkin_tags.length + rows.journal_entry_tags.length,
    user: rows.users.map(({ current_streak, longest_streak, last_active_date }) => [
      current_streak,
      longest_streak,
      last_active_date,
    ]),
  };
}

describe('the test-data factory, without a database', () => {
  it('places a record on the local day of its instant, and a day and time on that day', () => {
    expect(placeOn({ at: '2026-04-05T11:30:00Z' }, 'Pacific/Auckland')).toEqual({
      day: '2026-04-05',
      date: '2026-04-05T11:30:00.000Z',
    });
    // Auckland left summer time at 03:00 that Sunday: noon is 12:00+12:00, 01:30 still +13:00.
    expect(placeOn({ day: '2026-04-05', time: '12:00' }, 'Pacific/Auckland').date).toBe(
      '2026-04-05T00:00:00.000Z',
    );
    expect(placeOn({ day: '2026-04-05', time: '01:30' }, 'Pacific/Auckland').date).toBe(
      '2026-04-04T12:30:00.000Z',
    );
    expect(placeOn({ day: '2026-03-29', time: 23 * 3600 + 59 * 60 }, 'Europe/London').date).toBe(
      '2026-03-29T22:59:00.000Z',
    );
  });

  it('puts a day and time on the same instant as the exact rule, in zones far from UTC and across DST', () => {
    for (const zone of [
      'Pacific/Auckland',
      'America/New_York',
      'Australia/Lord_Howe',
      'Pacific/Kiritimati',
    ]) {
      for (let i = 0; i < 366; i += 3) {
        const day = addDays('2026-01-01', i);
        for (const time of ['04:00', '12:00', '23:59']) {
          expect(placeOn({ day, time }, zone).date, `${zone} ${day} ${time}`).toBe(
            zonedInstant(day, time, zone).toISOString(),
          );
        }
      }
    }
  });

  it('carries areas forward from the latest earlier entry, 5 when there is none', () => {
    const h = historyFor({ id: 'u', timeZone: 'UTC' });
    h.entry({ day: '2026-01-10' }, { sleep: 8 });
    h.entry({ day: '2026-01-01' }, { diet: 2 });
    h.entry({ day: '2026-01-05' }, { exercise: 9 });
    h.entry({ day: '2026-01-20' }, { finance: 1 });
    const byDay = Object.fromEntries(h.rows.wellbeing_entries.map((e) => [e.day, e]));
    expect(byDay['2026-01-01']).toMatchObject({ sleep: 5, diet: 2, exercise: 5, overall_score: 4.6 });
    expect(byDay['2026-01-05']).toMatchObject({ sleep: 5, diet: 2, exercise: 9 });
    expect(byDay['2026-01-10']).toMatchObject({ sleep: 8, diet: 5, exercise: 5 });
    expect(byDay['2026-01-20']).toMatchObject({ sleep: 8, diet: 5, finance: 1 });
    expect(() => h.entry({ day: '2026-01-20' }, {})).toThrow('already has an entry');
  });

  it('gives the same history for the same seed, and a different one for another seed', () => {
    const make = (seed: number) => {
      const h = newUser({ email: 'a@example.com', passwordHash: 'x', timeZone: 'America/New_York' });
      generateHistory(h, seededRandom(seed), { days: 120, endDay: '2026-06-01', tags: true });
      return shape(h);
    };
    const first = make(7);
    expect(first.entries.length).toBeGreaterThan(50);
    expect(first.tags).toBeGreaterThan(0);
    expect(make(7)).toEqual(first);
    expect(make(8)).not.toEqual(first);
  });

  it('links tags by case-insensitive name, one tag row each', () => {
    const h = historyFor({ id: 'u', timeZone: 'UTC' });
    h.checkin({ day: '2026-01-01' }, 6, { tags: ['Work', 'rain'] });
    h.journal({ day: '2026-01-02' }, { content: 'x', mood: 5, tags: ['work'] });
    expect(h.rows.tags.map((t) => t.name)).toEqual(['Work', 'rain']);
    expect(h.rows.journal_entry_tags[0]?.tag_id).toBe(h.rows.tags[0]?.id);
  });
});

describe.each(engines)('the test-data factory on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { now: '2026-06-15T12:00:00Z' });
  });
  afterAll(() => t.close());

  it("writes a created user whose streaks are the server's own recomputation of its active days", async () => {
    const histories = [0, 1, 2].map((n) => {
      const h = newUser({
        email: `made${n}@example.com`,
        passwordHash: 'not-a-login',
        timeZone: ['Europe/London', 'Asia/Kolkata', 'America/Los_Angeles'][n] as string,
      });
      generateHistory(h, seededRandom(n), { days: 200, endDay: '2026-06-14', tags: true });
      return h;
    });
    const counts = await writeHistories(t.database.db, histories);
    expect(counts.activity_days).toBeGreaterThan(100);
    for (const h of histories) {
      const runs = await streakRuns(t.database.db, h.user.id);
      const user = await t.database.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', h.user.id)
        .executeTakeFirstOrThrow();
      expect([Number(user.current_streak), Number(user.longest_streak)]).toEqual([
        runs.current,
        runs.longest,
      ]);
      expect(user.last_active_date).toBe(h.rows.activity_days.at(-1)?.day);
    }
  });

  it('adds to a user made through the API: active days merge and the streak the API shows follows', async () => {
    const me = await signUp(t.app, { timeZone: 'Europe/London' });
    // Today (June 15) through the API, then three earlier days through the factory.
    const today = await t.app.inject({
      method: 'POST',
      url: '/api/quick-checkins',
      headers: me.headers,
      payload: { coreFeeling: 6 },
    });
    expect(today.statusCode).toBe(201);
    const h = historyFor({ id: me.user.id, timeZone: 'Europe/London' });
    h.entry({ day: '2026-06-14' }, scores(7));
    h.journal({ day: '2026-06-13', time: '21:30' }, { content: 'A quiet day.', mood: 6 });
    h.checkin({ day: '2026-06-12', time: '08:15' }, 5, { spotlight: { sleep: 3 } });
    h.checkin({ day: '2026-06-15', time: '07:00' }, 4);
    await writeHistories(t.database.db, [h]);
    const user = (await t.app.inject({ url: '/api/user', headers: me.headers })).json() as ApiUser;
    expect([user.currentStreak, user.longestStreak]).toEqual([4, 4]);
  });

  it.runIf(engine === 'sqlite')(
    'writes the same way through better-sqlite3, for the browser tests',
    async () => {
      const me = await signUp(t.app, { timeZone: 'UTC' });
      const h = historyFor({ id: me.user.id, timeZone: 'UTC' });
      h.entry({ day: '2026-06-13' }, scores(6));
      h.checkin({ day: '2026-06-14' }, 7, { tags: ['Family'] });
      const sqlite = new Database(join(t.dir, 'tend.db'));
      try {
        sqlite.pragma('busy_timeout = 5000');
        writeHistoriesSync(sqlite, [h]);
      } finally {
        sqlite.close();
      }
      const user = (await t.app.inject({ url: '/api/user', headers: me.headers })).json() as ApiUser;
      expect([user.currentStreak, user.longestStreak]).toEqual([2, 2]);
      const tags = (await t.app.inject({ url: '/api/tags', headers: me.headers })).json() as unknown;
      expect(JSON.stringify(tags)).toContain('Family');
    },
  );
});
