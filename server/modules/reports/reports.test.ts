import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPeriodReportSchema, type ApiPeriodReport } from '../../../core/schemas/reports';
import { createTestApp, engines, signUp, type TestApp } from '../../test/helpers';
import { historyFor, scores, writeHistories, type FactoryUser } from '../../test/factory';

/**
 * The same instants seeded for a user in Auckland and one in Los Angeles land on different local days,
 * so the two get different reports. The week of 2026-03-30 spans the end of March and the end of New
 * Zealand daylight saving (Sunday 2026-04-05, 03:00 NZDT → 02:00 NZST).
 */
const HISTORY = {
  entries: [
    // Auckland Tue 03-24 · Los Angeles Mon 03-23
    { at: '2026-03-24T00:00:00Z', values: scores(6) },
    // Auckland Mon 03-30 09:00 · Los Angeles Sun 03-29 13:00: a different week in each zone
    { at: '2026-03-29T20:00:00Z', values: scores(7, { finance: 3 }) },
    // Auckland Wed 04-01 · Los Angeles Tue 03-31
    { at: '2026-04-01T00:00:00Z', values: scores(8.5, { finance: 4.5 }) },
    // Auckland Sun 04-05 23:30 NZST (it would be Monday 00:30 at the summer offset) · Los Angeles 04-05
    { at: '2026-04-05T11:30:00Z', values: scores(5, { creativity: 2 }) },
  ],
  checkins: [
    { at: '2026-03-29T20:30:00Z', coreFeeling: 7.5 }, // Auckland 03-30 · Los Angeles 03-29
    { at: '2026-04-02T03:00:00Z', coreFeeling: 6 }, // Auckland 04-02 · Los Angeles 04-01
    { at: '2026-04-02T04:00:00Z', coreFeeling: 5.5 },
  ],
};

async function seedHistory(t: TestApp, user: FactoryUser, override?: number): Promise<void> {
  const seed = historyFor(user);
  for (const e of HISTORY.entries)
    seed.entry({ at: e.at }, override === undefined ? e.values : scores(override));
  for (const c of HISTORY.checkins) seed.checkin({ at: c.at }, override ?? c.coreFeeling);
  await writeHistories(t.database.db, [seed]);
}

type Row = [string, string | null, string | null, string | null, string | null];
const rows = (report: ApiPeriodReport): Row[] =>
  report.areas.map((a) => [a.key, a.previous, a.current, a.change, a.direction]);
const sixAreas = ['sleep', 'exercise', 'diet', 'social', 'achievements', 'relationships'] as const;
const same = (previous: string, current: string, change: string, direction: string): Row[] =>
  sixAreas.map((key) => [key, previous, current, change, direction]);

describe.each(engines)('/api/reports on %s', (engine) => {
  let t: TestApp;
  let auckland: Record<string, string>;
  let losAngeles: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: '2026-04-06T12:00:00Z' });
    const a = await signUp(t.app, { timeZone: 'Pacific/Auckland' });
    const b = await signUp(t.app, { timeZone: 'America/Los_Angeles' });
    const other = await signUp(t.app, { timeZone: 'UTC' });
    auckland = a.headers;
    losAngeles = b.headers;
    await seedHistory(t, { id: a.user.id, timeZone: 'Pacific/Auckland' });
    await seedHistory(t, { id: b.user.id, timeZone: 'America/Los_Angeles' });
    // Someone else's data on the same days must never leak into a report.
    await seedHistory(t, { id: other.user.id, timeZone: 'UTC' }, 10);
  });
  afterAll(() => t.close());

  async function get(url: string, headers: Record<string, string>): Promise<ApiPeriodReport> {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json() as ApiPeriodReport;
    // The schema strips unknown keys, so equality also proves there are none.
    expect(ApiPeriodReportSchema.parse(json)).toEqual(json);
    return json;
  }

  it('reports a week across a month end and a DST change in Auckland', async () => {
    const r = await get('/api/reports/weekly?weekStart=2026-03-30', auckland);
    expect(r.kind).toBe('week');
    expect(r.period).toEqual({ start: '2026-03-30', end: '2026-04-06', entries: 3, quickCheckins: 3 });
    expect(r.previousPeriod).toEqual({
      start: '2026-03-23',
      end: '2026-03-30',
      entries: 1,
      quickCheckins: 0,
    });
    // This week: (7 + 8.5 + 5) / 3 = 6.83; creativity (7 + 8.5 + 2) / 3 = 5.83; finance 12.5 / 3 = 4.17
    expect(rows(r)).toEqual([
      ...same('6.0', '6.8', '+0.8', 'up'),
      ['creativity', '6.0', '5.8', '-0.2', 'down'],
      ['finance', '6.0', '4.2', '-1.8', 'down'],
    ]);
    expect(r.areas.map((a) => a.label)).toEqual([
      'Sleep',
      'Movement',
      'Diet',
      'Social',
      'Achievements',
      'Relationships',
      'Creativity',
      'Finance',
    ]);
    // (6.8 × 6 + 5.8 + 4.2) / 8 = 6.35 → 6.4
    expect(r.overall).toEqual({ previous: '6.0', current: '6.4', change: '+0.4', direction: 'up' });
    // (7.5 + 6 + 5.5) / 3 = 6.33; no check-in the week before
    expect(r.coreFeeling).toEqual({ previous: null, current: '6.3', change: null, direction: null });
    expect(r.message).toMatchObject({ band: 'doing-well', tone: 'rising' });
    expect(r.strengthStory).toEqual({
      variant: 'positive',
      area: { key: 'sleep', label: 'Sleep', change: '+0.8' },
      text: expect.stringMatching(/^Sleep grew the most this week, from 6\.0 to 6\.8\./),
    });
    expect(r.cards).toEqual([
      expect.objectContaining({ id: 'insight', title: "This Week's Insight", areas: ['finance'] }),
    ]);
  });

  it('reports the same instants differently in Los Angeles', async () => {
    const r = await get('/api/reports/weekly?weekStart=2026-03-30', losAngeles);
    expect(r.period).toEqual({ start: '2026-03-30', end: '2026-04-06', entries: 2, quickCheckins: 2 });
    expect(r.previousPeriod).toEqual({
      start: '2026-03-23',
      end: '2026-03-30',
      entries: 2,
      quickCheckins: 1,
    });
    expect(rows(r)).toEqual([
      ...same('6.5', '6.8', '+0.3', 'up'), // 13 / 2 → 13.5 / 2 = 6.75
      ['creativity', '6.5', '5.3', '-1.3', 'down'], // 10.5 / 2 = 5.25: 6.5 − 5.25 = −1.25 → −1.3
      ['finance', '4.5', '4.8', '+0.3', 'up'], // 9 / 2 → 9.5 / 2 = 4.75
    ]);
    // Exact means, rounded once: 50 / 8 = 6.25 → 6.3; (6.75 × 6 + 5.25 + 4.75) / 8 = 6.3125 → 6.3;
    // the change +0.0625 → +0.1 is flat
    expect(r.overall).toEqual({ previous: '6.3', current: '6.3', change: '+0.1', direction: 'flat' });
    // 7.5 → 5.75: the exact change −1.75 rounds to −1.8
    expect(r.coreFeeling).toEqual({ previous: '7.5', current: '5.8', change: '-1.8', direction: 'down' });
    expect(r.message).toMatchObject({ band: 'doing-well', tone: 'steady' });
    expect(r.strengthStory.area).toEqual({ key: 'sleep', label: 'Sleep', change: '+0.3' });
    expect(r.strengthStory.text).toMatch(/from 6\.5 to 6\.8/);
    expect(r.cards).toHaveLength(1);
    expect(r.cards[0]).toMatchObject({
      id: 'one-pursuit-many-wins',
      title: 'One Pursuit, Many Wins',
      areas: ['finance', 'creativity'],
    });
    expect(r.cards[0]?.body).toMatch(/^Finance and Creativity could use some extra care this week\./);
  });

  it('begins the week on Sunday for an account whose weeks start on Sunday (decision 362)', async () => {
    const patch = (weekStart: string) =>
      t.app.inject({ method: 'PATCH', url: '/api/user', headers: losAngeles, payload: { weekStart } });
    expect((await patch('sunday')).statusCode).toBe(200);
    try {
      // The API still names a week by its Monday: Monday 03-30 lies in the week of Sunday 03-29 to
      // Saturday 04-04.
      {
        const r = await get('/api/reports/weekly?weekStart=2026-03-30', losAngeles);
        expect(r.period).toEqual({ start: '2026-03-29', end: '2026-04-05', entries: 2, quickCheckins: 3 });
        expect(r.previousPeriod).toEqual({
          start: '2026-03-22',
          end: '2026-03-29',
          entries: 1,
          quickCheckins: 0,
        });
      }
    } finally {
      expect((await patch('monday')).statusCode).toBe(200);
    }
  });

  it('reports Sunday-to-Saturday weeks across a year end and a DST change (decision 390)', async () => {
    const zone = 'Pacific/Auckland';
    const { user, headers } = await signUp(t.app, { timeZone: zone });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers,
      payload: { weekStart: 'sunday' },
    });
    expect(patched.statusCode).toBe(200);
    const seed = historyFor({ id: user.id, timeZone: zone });
    // Auckland keeps summer time (UTC+13) over the year end; it falls back to UTC+12 at 03:00 on Sunday
    // 2026-04-05. Each entry is half an hour inside or outside a Sunday-first week.
    for (const [at, score] of [
      ['2025-12-27T10:30:00Z', 2], // Sat 12-27 23:30: the week before
      ['2025-12-27T11:30:00Z', 6], // Sun 12-28 00:30: the first day of the year-end week
      ['2026-01-03T10:30:00Z', 8], // Sat 01-03 23:30: its last day
      ['2026-01-03T11:30:00Z', 10], // Sun 01-04 00:30: the week after
      ['2026-04-04T10:30:00Z', 3], // Sat 04-04 23:30 NZDT
      ['2026-04-04T11:30:00Z', 5], // Sun 04-05 00:30 NZDT: the DST day begins a week
    ] as const) {
      seed.entry({ at }, scores(score));
    }
    seed.checkin({ at: '2026-04-05T11:30:00Z' }, 7); // Sun 04-05 23:30 NZST, a 25-hour day later
    await writeHistories(t.database.db, [seed]);

    // Named by the Monday it holds, as the API names every week (decision 362).
    const yearEnd = await get('/api/reports/weekly?weekStart=2025-12-29', headers);
    expect(yearEnd.period).toEqual({ start: '2025-12-28', end: '2026-01-04', entries: 2, quickCheckins: 0 });
    expect(yearEnd.previousPeriod).toEqual({
      start: '2025-12-21',
      end: '2025-12-28',
      entries: 1,
      quickCheckins: 0,
    });
    expect(yearEnd.overall).toEqual({ previous: '2.0', current: '7.0', change: '+5.0', direction: 'up' });

    const dst = await get('/api/reports/weekly?weekStart=2026-04-06', headers);
    expect(dst.period).toEqual({ start: '2026-04-05', end: '2026-04-12', entries: 1, quickCheckins: 1 });
    expect(dst.previousPeriod).toMatchObject({ start: '2026-03-29', end: '2026-04-05', entries: 1 });
    expect(dst.overall).toEqual({ previous: '3.0', current: '5.0', change: '+2.0', direction: 'up' });
    expect(dst.coreFeeling.current).toBe('7.0');

    // The same days in Monday-first weeks: Sunday 01-04 ends the year-end week, and 04-05 ends its week.
    const back = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers,
      payload: { weekStart: 'monday' },
    });
    expect(back.statusCode).toBe(200);
    const mondayYearEnd = await get('/api/reports/weekly?weekStart=2025-12-29', headers);
    expect(mondayYearEnd.period).toEqual({
      start: '2025-12-29',
      end: '2026-01-05',
      entries: 2,
      quickCheckins: 0,
    });
    expect(mondayYearEnd.overall.current).toBe('9.0'); // (8 + 10) / 2
    const mondayDst = await get('/api/reports/weekly?weekStart=2026-03-30', headers);
    expect(mondayDst.period).toEqual({
      start: '2026-03-30',
      end: '2026-04-06',
      entries: 2,
      quickCheckins: 1,
    });
  });

  it('reports a month against the month before, in each zone', async () => {
    // Auckland: April holds 04-01 and 04-05, March 03-24 and 03-30 — the figures of LA's week above.
    const a = await get('/api/reports/monthly?month=2026-04', auckland);
    expect(a.kind).toBe('month');
    expect(a.period).toEqual({ start: '2026-04-01', end: '2026-05-01', entries: 2, quickCheckins: 2 });
    expect(a.previousPeriod).toEqual({
      start: '2026-03-01',
      end: '2026-04-01',
      entries: 2,
      quickCheckins: 1,
    });
    expect(rows(a)).toEqual([
      ...same('6.5', '6.8', '+0.3', 'up'),
      ['creativity', '6.5', '5.3', '-1.3', 'down'],
      ['finance', '4.5', '4.8', '+0.3', 'up'],
    ]);
    expect(a.overall).toEqual({ previous: '6.3', current: '6.3', change: '+0.1', direction: 'flat' });
    expect(a.coreFeeling).toEqual({ previous: '7.5', current: '5.8', change: '-1.8', direction: 'down' });
    expect(a.message).toMatchObject({ band: 'doing-well', tone: 'steady' });
    expect(a.message.text).toMatch(/\bmonth\b/);

    // Los Angeles: April holds only 04-05; March holds 03-23, 03-29 and 03-31.
    const b = await get('/api/reports/monthly?month=2026-04', losAngeles);
    expect(b.period).toEqual({ start: '2026-04-01', end: '2026-05-01', entries: 1, quickCheckins: 2 });
    expect(b.previousPeriod).toEqual({
      start: '2026-03-01',
      end: '2026-04-01',
      entries: 3,
      quickCheckins: 1,
    });
    expect(rows(b)).toEqual([
      ...same('7.2', '5.0', '-2.2', 'down'), // 21.5 / 3 = 7.17
      ['creativity', '7.2', '2.0', '-5.2', 'down'],
      ['finance', '4.5', '5.0', '+0.5', 'up'], // 13.5 / 3
    ]);
    // Exact: (7.1666… × 7 + 4.5) / 8 = 6.8333… → 6.8; (5 × 7 + 2) / 8 = 4.625 → 4.6; change −2.21 → −2.2
    expect(b.overall).toEqual({ previous: '6.8', current: '4.6', change: '-2.2', direction: 'down' });
    expect(b.message).toMatchObject({ band: 'room-to-flourish', tone: 'falling' });
    expect(b.strengthStory).toMatchObject({
      variant: 'positive',
      area: { key: 'finance', label: 'Finance', change: '+0.5' },
    });
    expect(b.strengthStory.text).toMatch(/^Finance grew the most this month, from 4\.5 to 5\.0\./);
    expect(b.cards[0]?.areas).toEqual([
      'creativity',
      'sleep',
      'exercise',
      'diet',
      'social',
      'achievements',
      'relationships',
      'finance',
    ]);
    expect(b.cards[0]?.body).toMatch(
      /^Creativity, Sleep, Movement and 5 more could use some extra care this month/,
    );
  });

  it('has no change without a previous period, and crosses the year end', async () => {
    const r = await get('/api/reports/monthly?month=2026-03', losAngeles);
    expect(r.previousPeriod).toEqual({
      start: '2026-02-01',
      end: '2026-03-01',
      entries: 0,
      quickCheckins: 0,
    });
    expect(r.overall).toEqual({ previous: null, current: '6.8', change: null, direction: null });
    expect(r.areas.every((a) => a.previous === null && a.change === null && a.direction === null)).toBe(true);
    expect(r.strengthStory).toMatchObject({ variant: 'flat', area: null });
    expect(r.strengthStory.text).toMatch(/two months in a row/);

    const jan = await get('/api/reports/monthly?month=2026-01', losAngeles);
    expect(jan.previousPeriod).toMatchObject({ start: '2025-12-01', end: '2026-01-01' });
  });

  it('shows nulls, not invented numbers, for a week without data', async () => {
    const r = await get('/api/reports/weekly?weekStart=2030-01-07', auckland);
    expect(r.period).toEqual({ start: '2030-01-07', end: '2030-01-14', entries: 0, quickCheckins: 0 });
    for (const a of r.areas) {
      expect([a.previous, a.current, a.change, a.direction]).toEqual([null, null, null, null]);
    }
    expect(r.overall).toEqual({ previous: null, current: null, change: null, direction: null });
    expect(r.coreFeeling).toEqual({ previous: null, current: null, change: null, direction: null });
    expect(r.message).toMatchObject({ band: 'no-data', tone: null });
    expect(r.strengthStory).toMatchObject({ variant: 'flat', area: null });
    expect(r.cards).toEqual([expect.objectContaining({ id: 'insight', areas: [] })]);
  });

  it('sums each area of one’s own per period, read with the wheel (decision 420), and only the person’s own', async () => {
    const me = await signUp(t.app, { timeZone: 'UTC' });
    const someone = await signUp(t.app, { timeZone: 'UTC' });
    const addOwn = async (headers: Record<string, string>, label: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/areas',
        headers,
        payload: { label, icon: 'Leaf', color: '#16a34a' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { key: string }).key;
    };
    const rate = async (headers: Record<string, string>, day: string, key: string, score: number) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/days/${day}/ratings/${key}`,
        headers,
        payload: { score },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const [garden, music, faith] = [
      await addOwn(me.headers, 'Garden'),
      await addOwn(me.headers, 'Music'),
      await addOwn(me.headers, 'Faith'),
    ] as [string, string, string];
    const theirs = await addOwn(someone.headers, 'Garden');
    // The week before (03-23 to 03-29) and the week (03-30 to 04-05); 03-30 is the week's first day.
    await rate(me.headers, '2026-03-24', garden, 4);
    await rate(me.headers, '2026-03-29', garden, 5);
    await rate(me.headers, '2026-03-30', garden, 8);
    await rate(me.headers, '2026-04-05', garden, 7);
    await rate(me.headers, '2026-04-01', music, 6);
    await rate(me.headers, '2026-04-06', music, 0); // the next week: in neither period
    await rate(me.headers, '2026-03-31', faith, 2);
    await rate(someone.headers, '2026-03-31', theirs, 10);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/areas/${faith}`,
          headers: me.headers,
          payload: { hidden: true },
        })
      ).statusCode,
    ).toBe(200);
    const week = await get('/api/reports/weekly?weekStart=2026-03-30', me.headers);
    expect(week.period).toMatchObject({ entries: 4 });
    expect(week.previousPeriod).toMatchObject({ entries: 2 });
    expect(rows(week).slice(8)).toEqual([
      [garden, '4.5', '7.5', '+3.0', 'up'],
      [music, null, '6.0', null, null],
    ]);
    expect(week.areas.map((a) => a.label).slice(8)).toEqual(['Garden', 'Music']);
    const month = await get('/api/reports/monthly?month=2026-04', me.headers);
    expect(rows(month).slice(8)).toEqual([
      [garden, '5.7', '7.0', '+1.3', 'up'],
      [music, null, '3.0', null, null],
    ]);
    const theirWeek = await get('/api/reports/weekly?weekStart=2026-03-30', someone.headers);
    expect(rows(theirWeek).slice(8)).toEqual([[theirs, null, '10.0', null, null]]);
  });

  it.each([
    ['/api/reports/weekly', 'weekStart: is required, as a Monday written YYYY-MM-DD'],
    ['/api/reports/weekly?weekStart=', 'weekStart: must be a date written YYYY-MM-DD'],
    ['/api/reports/weekly?weekStart=2026-03-31', 'weekStart: must be a Monday'],
    ['/api/reports/weekly?weekStart=2026-04-05', 'weekStart: must be a Monday'],
    ['/api/reports/weekly?weekStart=2026-02-30', 'weekStart: must be a date written YYYY-MM-DD'],
    ['/api/reports/weekly?weekStart=30-03-2026', 'weekStart: must be a date written YYYY-MM-DD'],
    ['/api/reports/weekly?weekStart=2026-03-30&weekStart=2026-04-06', 'weekStart: '],
    ['/api/reports/monthly', 'month: is required, as a month written YYYY-MM'],
    ['/api/reports/monthly?month=2026-13', 'month: must be a month written YYYY-MM'],
    ['/api/reports/monthly?month=2026-4', 'month: must be a month written YYYY-MM'],
    ['/api/reports/monthly?month=2026-04-01', 'month: must be a month written YYYY-MM'],
    ['/api/reports/monthly?month=20261-01', 'month: must be a month written YYYY-MM'],
  ])('answers 400 for %s', async (url, message) => {
    const res = await t.app.inject({ url, headers: auckland });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(res.json().issues[0].path).toBe(url.includes('weekly') ? 'weekStart' : 'month');
  });
});
