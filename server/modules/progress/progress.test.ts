import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, weekStartOf } from '../../../core/dates';
import { overallScore } from '../../../core/scores';
import type { ApiProgress } from '../../../core/schemas/progress';
import { historyFor, scores, writeHistories } from '../../test/factory';
import { createTestApp, engines, signUp, type TestApp } from '../../test/helpers';

// Today in UTC is 2026-06-15 (a Monday); in Auckland it is already 2026-06-16.
const NOW = '2026-06-15T18:00:00Z';
const TODAY = '2026-06-15';
const YEARS3 = 1095;
const START = addDays(TODAY, -(YEARS3 - 1));
/** A lone check-in long before the entries: "all" starts on it. */
const LONE_CHECKIN = '2022-01-05';
const sleepOn = (i: number) => 4 + (i % 3);

describe.each(engines)('GET /api/progress on %s', (engine) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(engine, { now: NOW });
    const owner = await signUp(t.app, { timeZone: 'UTC' });
    headers = owner.headers;
    const h = historyFor({ id: owner.user.id, timeZone: 'UTC' });
    for (let i = 0; i < YEARS3; i++) h.entry({ day: addDays(START, i) }, scores(5, { sleep: sleepOn(i) }));
    h.checkin({ day: TODAY, time: '08:00' }, 7);
    h.checkin({ day: TODAY, time: '09:00' }, 8.5);
    h.checkin({ day: LONE_CHECKIN }, 3);
    await writeHistories(t.database.db, [h]);
  });
  afterAll(() => t.close());

  const get = async (range: string, as = headers) => {
    const res = await t.app.inject({ url: `/api/progress?range=${range}`, headers: as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ApiProgress;
  };

  it.each([
    ['30d', 30],
    ['90d', 90],
    ['1y', 365],
  ])('%s: one point a day ending today, and the number of days with an entry', async (range, days) => {
    const p = await get(range);
    expect(p.total).toBe(days);
    expect(p.from).toBe(addDays(TODAY, -(days - 1)));
    expect(p.to).toBe(TODAY);
    expect(p.points).toHaveLength(days);
    expect(p.points.every((pt) => pt.from === pt.to && pt.n === 1)).toBe(true);
    expect(p.points[0]?.from).toBe(p.from);
  });

  it('gives each day its overall, every area and the mean core feeling of its check-ins', async () => {
    const p = await get('30d');
    const today = p.points.at(-1)!;
    const i = YEARS3 - 1;
    expect(today).toEqual({
      from: TODAY,
      to: TODAY,
      n: 1,
      overall: overallScore(scores(5, { sleep: sleepOn(i) })).toFixed(1),
      scores: {
        ...Object.fromEntries(Object.entries(scores(5)).map(([k]) => [k, '5.0'])),
        sleep: `${sleepOn(i)}.0`,
      },
      coreFeeling: '7.8', // (7 + 8.5) / 2 = 7.75, rounded half away from zero
    });
    expect(p.points[0]?.coreFeeling).toBeNull();
  });

  it('all: weekly means from the first day with data, and the real total of days with an entry', async () => {
    const p = await get('all');
    expect(p.total).toBe(YEARS3);
    expect(p.from).toBe(LONE_CHECKIN);
    expect(p.to).toBe(TODAY);
    // The lone check-in's week holds no entry.
    expect(p.points[0]).toMatchObject({
      from: LONE_CHECKIN,
      to: '2022-01-09',
      n: 0,
      overall: null,
      coreFeeling: '3.0',
    });
    expect(p.points[0]?.scores.sleep).toBeNull();
    // Then one point a week, Monday to Sunday, cut to the range at its end.
    const weeks = p.points.slice(1);
    expect(weeks.reduce((sum, w) => sum + w.n, 0)).toBe(YEARS3);
    for (const w of weeks.slice(1, -1)) {
      expect(weekStartOf(w.from)).toBe(w.from);
      expect(w.to).toBe(addDays(w.from, 6));
    }
    expect(weeks.at(-1)).toMatchObject({ from: TODAY, to: TODAY, n: 1, coreFeeling: '7.8' });
    // A whole week's mean, worked out here from the seed rather than the database.
    const week = weeks[10]!;
    const values: number[] = [];
    for (let i = 0; i < YEARS3; i++) {
      const day = addDays(START, i);
      if (day >= week.from && day <= week.to) values.push(sleepOn(i));
    }
    expect(values).toHaveLength(7);
    const mean = values.reduce((a, b) => a + b, 0) / 7;
    expect(week.scores.sleep).toBe((Math.round(mean * 10) / 10).toFixed(1));
    expect(week.n).toBe(7);
  });

  it("draws a Sunday-first account's weekly points Sunday to Saturday (decision 390)", async () => {
    const patch = (weekStart: string) =>
      t.app.inject({ method: 'PATCH', url: '/api/user', headers, payload: { weekStart } });
    expect((await patch('sunday')).statusCode).toBe(200);
    try {
      const p = await get('all');
      expect(p.total).toBe(YEARS3);
      expect(p.from).toBe(LONE_CHECKIN);
      // 2022-01-05 is a Wednesday: its Sunday-first week ends on Saturday 2022-01-08.
      expect(p.points[0]).toMatchObject({ from: LONE_CHECKIN, to: '2022-01-08', n: 0, coreFeeling: '3.0' });
      const weeks = p.points.slice(1);
      expect(weeks.reduce((sum, w) => sum + w.n, 0)).toBe(YEARS3);
      for (const w of weeks.slice(1, -1)) {
        expect(weekStartOf(w.from, 'sunday')).toBe(w.from);
        expect(new Date(`${w.from}T00:00:00Z`).getUTCDay()).toBe(0);
        expect(w.to).toBe(addDays(w.from, 6));
      }
      // Today (a Monday) closes the week that began the day before.
      expect(weeks.at(-1)).toMatchObject({ from: addDays(TODAY, -1), to: TODAY, n: 2, coreFeeling: '7.8' });
      // A whole week's mean, Sunday to Saturday, worked out from the seed.
      const week = weeks[10]!;
      const values: number[] = [];
      for (let i = 0; i < YEARS3; i++) {
        const day = addDays(START, i);
        if (day >= week.from && day <= week.to) values.push(sleepOn(i));
      }
      expect(values).toHaveLength(7);
      const mean = values.reduce((a, b) => a + b, 0) / 7;
      expect(week.scores.sleep).toBe((Math.round(mean * 10) / 10).toFixed(1));
      // The daily ranges have no weeks: the same for both.
      expect((await get('30d')).points).toHaveLength(30);
    } finally {
      expect((await patch('monday')).statusCode).toBe(200);
    }
  });

  it('counts only the asking account, and an account with nothing has an empty range ending today', async () => {
    const other = await signUp(t.app, { timeZone: 'Pacific/Auckland' });
    const p = await get('all', other.headers);
    expect(p).toEqual({ total: 0, from: '2026-06-16', to: '2026-06-16', points: [] });
    expect((await get('30d', other.headers)).from).toBe('2026-05-18');
  });

  it.each(['30d', '90d', '1y', 'all'])(
    '%s with points=none: the same total, from and to, and no points (decision 311)',
    async (range) => {
      const full = await get(range);
      const alone = await get(`${range}&points=none`);
      expect(alone).toEqual({ total: full.total, from: full.from, to: full.to, points: [] });
    },
  );

  it.each([['range=2y'], [''], ['range=all&points=all'], ['range=30d&extra=1'], ['range=ALL']])(
    'refuses ?%s with a 400 that names the ranges',
    async (query) => {
      const res = await t.app.inject({ url: `/api/progress?${query}`, headers });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/30d|extra|Unrecognized|points must be none/);
    },
  );
});
