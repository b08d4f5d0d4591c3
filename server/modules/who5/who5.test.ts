import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiWho5, Who5Offer } from '../../../core/schemas/who5';
import { createTestApp, engines, signUp, STRONG_PASSWORD, type TestApp } from '../../test/helpers';
import { listWho5InRange } from './who5.repository';

type Headers = Record<string, string>;
const NOON = '2026-06-15T12:00:00.000Z';

/** The WHO-5 Wellbeing Index: /api/who5 (decision 290). */
describe.each(engines)('WHO-5 on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { now: NOON });
  });
  afterAll(() => t.close());

  const post = (headers: Headers, payload: unknown, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/who5',
      headers: key === undefined ? headers : { ...headers, 'idempotency-key': key },
      payload: payload as object,
    });
  const list = async (headers: Headers, query = '') => {
    const res = await t.app.inject({ url: `/api/who5${query}`, headers });
    expect(res.statusCode).toBe(200);
    return { items: res.json() as ApiWho5[], link: res.headers.link as string | undefined };
  };
  const offer = async (headers: Headers) =>
    (await t.app.inject({ url: '/api/who5/offer', headers })).json() as Who5Offer;

  it('saves five answers today in the user’s zone and answers the scores', async () => {
    t.clock.set(NOON);
    // 12:00 UTC is already the 16th in Auckland.
    const { headers } = await signUp(t.app, { timeZone: 'Pacific/Auckland' });
    const res = await post(headers, { answers: [3, 2, 4, 1, 2] });
    expect(res.statusCode).toBe(201);
    const body = res.json() as ApiWho5;
    expect(body).toEqual({
      id: expect.any(String),
      day: '2026-06-16',
      answers: [3, 2, 4, 1, 2],
      raw: 12,
      percent: 48,
      band: 'low',
      updatedAt: NOON,
    });
    expect((await list(headers)).items).toEqual([body]);
  });

  it('keeps one result per day: answering again that day replaces it (200, same id)', async () => {
    t.clock.set(NOON);
    const { headers } = await signUp(t.app);
    const first = (await post(headers, { answers: [1, 1, 1, 1, 1] })).json() as ApiWho5;
    expect(first.band).toBe('very-low');
    t.clock.set('2026-06-15T18:00:00.000Z');
    const again = await post(headers, { answers: [5, 5, 4, 4, 3] });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      id: first.id,
      day: '2026-06-15',
      raw: 21,
      percent: 84,
      band: 'none',
    });
    const { items } = await list(headers);
    expect(items.map((i) => i.id)).toEqual([first.id]);
  });

  it('files a result under a past day, never a future one nor before 1900', async () => {
    t.clock.set(NOON);
    const { headers } = await signUp(t.app);
    const past = await post(headers, { answers: [0, 0, 0, 0, 0], day: '2026-05-01' });
    expect(past.statusCode).toBe(201);
    expect(past.json()).toMatchObject({ day: '2026-05-01', raw: 0, percent: 0, band: 'very-low' });
    for (const [day, message] of [
      ['2026-06-16', 'Day cannot be in the future'],
      ['1899-12-31', 'Day cannot be before 1900-01-01'],
      ['2026-02-30', 'Day must be a date written YYYY-MM-DD'],
    ]) {
      const res = await post(headers, { answers: [1, 2, 3, 4, 5], day });
      expect(res.statusCode, day).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'day', message }]);
    }
    expect((await list(headers)).items).toHaveLength(1);
  });

  it.each([
    ['no answers', {}, 'answers', 'answers is required'],
    [
      'four answers',
      { answers: [1, 2, 3, 4] },
      'answers',
      'answers must be a list of 5 answers, one for each statement',
    ],
    [
      'six answers',
      { answers: [1, 2, 3, 4, 5, 0] },
      'answers',
      'answers must be a list of 5 answers, one for each statement',
    ],
    [
      'an answer of 6',
      { answers: [1, 2, 3, 4, 6] },
      'answers.4',
      'Each answer must be a whole number from 0 to 5',
    ],
    [
      'a negative answer',
      { answers: [-1, 2, 3, 4, 5] },
      'answers.0',
      'Each answer must be a whole number from 0 to 5',
    ],
    [
      'a half answer',
      { answers: [1, 2.5, 3, 4, 5] },
      'answers.1',
      'Each answer must be a whole number from 0 to 5',
    ],
    [
      'an answer as text',
      { answers: [1, 2, '3', 4, 5] },
      'answers.2',
      'Each answer must be a whole number from 0 to 5',
    ],
    [
      'answers not a list',
      { answers: 'lots' },
      'answers',
      'answers must be a list of 5 answers, one for each statement',
    ],
    ['a field of its own', { answers: [1, 2, 3, 4, 5], raw: 25 }, '', ''],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_label, payload, path, message) => {
    t.clock.set(NOON);
    const { headers } = await signUp(t.app);
    const res = await post(headers, payload);
    expect(res.statusCode).toBe(400);
    const issues = res.json().issues as { path: string; message: string }[];
    if (message) expect(issues).toContainEqual({ path, message });
    else expect(issues.length).toBeGreaterThan(0);
    expect((await list(headers)).items).toEqual([]);
  });

  it('pages newest first with a Link header, and never shows another person’s results', async () => {
    t.clock.set(NOON);
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const days = ['2026-03-01', '2026-04-01', '2026-05-01', '2026-05-15', '2026-06-01'];
    for (const [i, day] of days.entries()) {
      expect((await post(me.headers, { answers: [i, i, i, i, i], day })).statusCode).toBe(201);
    }
    const theirs = (
      await post(other.headers, { answers: [5, 5, 5, 5, 5], day: '2026-05-01' })
    ).json() as ApiWho5;

    const first = await list(me.headers, '?limit=2');
    expect(first.items.map((i) => i.day)).toEqual(['2026-06-01', '2026-05-15']);
    expect(first.link).toMatch(/rel="next"/);
    const next = /<([^>]+)>/.exec(first.link as string)?.[1] as string;
    const second = (await t.app.inject({ url: next, headers: me.headers })).json() as ApiWho5[];
    expect(second.map((i) => i.day)).toEqual(['2026-05-01', '2026-04-01']);
    const all = await list(me.headers, '?limit=200');
    expect(all.items.map((i) => i.day)).toEqual([...days].reverse());
    expect(all.items.map((i) => i.id)).not.toContain(theirs.id);
    expect(all.link).toBeUndefined();
    expect((await list(other.headers)).items.map((i) => i.id)).toEqual([theirs.id]);
    // A cursor of their list reaches none of my rows either.
    const mine = await list(me.headers, '?limit=1');
    const cursorUrl = /<([^>]+)>/.exec(mine.link as string)?.[1] as string;
    const crossed = (await t.app.inject({ url: cursorUrl, headers: other.headers })).json() as ApiWho5[];
    expect(crossed.map((i) => i.id)).toEqual([theirs.id]);

    const bad = await t.app.inject({ url: '/api/who5?limit=0', headers: me.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('limit');

    // The report's read: oldest first, within the range, only that person's.
    expect(await listWho5InRange(t.app.ctx, me.user.id, '2026-04-01', '2026-05-15')).toEqual([
      { day: '2026-04-01', raw: 5, percent: 20, band: 'very-low' },
      { day: '2026-05-01', raw: 10, percent: 40, band: 'low' },
      { day: '2026-05-15', raw: 15, percent: 60, band: 'none' },
    ]);
    expect((await listWho5InRange(t.app.ctx, me.user.id, null, null)).map((p) => p.day)).toEqual(days);
    expect(await listWho5InRange(t.app.ctx, other.user.id, null, '2026-04-30')).toEqual([]);
  });

  it('answers a retry with the same Idempotency-Key once, without writing twice', async () => {
    t.clock.set(NOON);
    const { headers } = await signUp(t.app);
    const first = await post(headers, { answers: [4, 4, 4, 4, 4] }, 'who5-1');
    expect(first.statusCode).toBe(201);
    const retry = await post(headers, { answers: [4, 4, 4, 4, 4] }, 'who5-1');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect((await post(headers, { answers: [0, 4, 4, 4, 4] }, 'who5-1')).statusCode).toBe(422);
    expect((await list(headers)).items).toEqual([first.json()]);
  });

  it('offers the questionnaire every 14 days; “Not now” rests it for 14 days', async () => {
    t.clock.set(NOON);
    const { headers } = await signUp(t.app);
    expect(await offer(headers)).toEqual({
      due: true,
      lastDay: null,
      dismissedDay: null,
      nextOfferDay: '2026-06-15',
    });
    const dismissed = await t.app.inject({ method: 'POST', url: '/api/who5/offer/dismiss', headers });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toEqual({
      due: false,
      lastDay: null,
      dismissedDay: '2026-06-15',
      nextOfferDay: '2026-06-29',
    });
    t.clock.set('2026-06-28T12:00:00.000Z');
    expect((await offer(headers)).due).toBe(false);
    t.clock.set('2026-06-29T12:00:00.000Z');
    expect((await offer(headers)).due).toBe(true);
    // Answered: not offered again for 14 days from that result.
    await post(headers, { answers: [3, 3, 3, 3, 3] });
    expect(await offer(headers)).toMatchObject({
      due: false,
      lastDay: '2026-06-29',
      nextOfferDay: '2026-07-13',
    });
    t.clock.set('2026-07-13T12:00:00.000Z');
    expect((await offer(headers)).due).toBe(true);
    t.clock.set(NOON);
  });

  const importBody = (headers: Headers, body: string, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/import${query}`,
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: body,
    });
  const exportOf = async (headers: Headers, format: 'json' | 'csv') => {
    const res = await t.app.inject({ url: `/api/export?format=${format}`, headers });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const shape = (items: ApiWho5[]) =>
    items.map(({ day, answers, raw, percent, band }) => ({ day, answers, raw, percent, band }));

  it('keeps its results through an export and an import, JSON and CSV, once', async () => {
    t.clock.set(NOON);
    const from = await signUp(t.app);
    await post(from.headers, { answers: [4, 3, 2, 1, 0], day: '2026-05-01' });
    await post(from.headers, { answers: [5, 5, 4, 4, 3], day: '2026-06-14' });
    const original = shape((await list(from.headers)).items);

    for (const format of ['json', 'csv'] as const) {
      const file = await exportOf(from.headers, format);
      const into = await signUp(t.app);
      // Already has a result on one of the days: the file's result of that day is the same record.
      // (written earlier than the file's: the newer answers win).
      t.clock.set('2026-06-15T10:00:00.000Z');
      await post(into.headers, { answers: [0, 0, 0, 0, 0], day: '2026-05-01' });
      t.clock.set(NOON);
      const dry = await importBody(into.headers, file, '?dryRun=1');
      expect(dry.statusCode, dry.body).toBe(200);
      expect(dry.json().who5).toEqual({
        added: 1,
        updated: format === 'json' ? 1 : 0,
        skipped: format === 'json' ? 0 : 1,
      });
      expect(shape((await list(into.headers)).items).map((r) => r.day)).toEqual(['2026-05-01']);
      const res = await importBody(into.headers, file);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().who5.added).toBe(1);
      const after = shape((await list(into.headers)).items);
      if (format === 'json') expect(after).toEqual(original);
      else expect(after.map((r) => r.day)).toEqual(['2026-06-14', '2026-05-01']);
      // Imported again: nothing changes.
      const again = await importBody(into.headers, file);
      expect(again.json().who5).toMatchObject({ added: 0, updated: 0 });
      expect(shape((await list(into.headers)).items)).toEqual(after);
    }
  });

  it('refuses a file with a WHO-5 result it cannot store, and writes nothing', async () => {
    t.clock.set(NOON);
    const from = await signUp(t.app);
    await post(from.headers, { answers: [1, 2, 3, 4, 5] });
    const doc = JSON.parse(await exportOf(from.headers, 'json')) as {
      who5: { answers: number[]; day: string }[];
    };
    const into = await signUp(t.app);
    for (const [change, message] of [
      [
        (d: typeof doc) => ((d.who5[0] as { answers: number[] }).answers = [1, 2, 3, 4, 9]),
        'answers.4: Each answer must be a whole number from 0 to 5',
      ],
      [
        (d: typeof doc) => ((d.who5[0] as { day: string }).day = '2026-06-30'),
        'day: Day cannot be in the future',
      ],
      [
        (d: typeof doc) =>
          d.who5.push({ ...(d.who5[0] as { answers: number[]; day: string }), id: 'x' } as never),
        'A second WHO-5 result for 2026-06-15: there is one per day.',
      ],
    ] as const) {
      const bad = structuredClone(doc);
      change(bad);
      const res = await importBody(into.headers, JSON.stringify(bad));
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().issues)).toContain(message);
    }
    expect((await list(into.headers)).items).toEqual([]);
  });

  it('goes with the account when it is deleted', async () => {
    t.clock.set(NOON);
    const { headers, user } = await signUp(t.app);
    await post(headers, { answers: [3, 3, 3, 3, 3] });
    await t.app.inject({ method: 'POST', url: '/api/who5/offer/dismiss', headers });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers,
      payload: { password: STRONG_PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
    for (const table of ['who5_results', 'who5_offers'] as const) {
      const rows = await t.app.ctx.db
        .selectFrom(table)
        .select('user_id')
        .where('user_id', '=', user.id)
        .execute();
      expect(rows, table).toEqual([]);
    }
  });
});
