/**
 * The import's limits and the rules it shares with the API (docs/decisions/245–249): it never holds
 * the event loop, it is bounded per file, it keeps the API's day rule, one import per account holds
 * across instances, the CSV round trip is exact, mood names are plain data, and lines are real lines.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportDocument } from '../../../core/schemas/export';
import { buildApp, type TendApp } from '../../app';
import { createDatabase, type Db } from '../../db/database';
import { createTestApp, engines, signUp, type TestApp } from '../../test/helpers';
import { IMPORT_MAX_ROWS } from './slices';
import { IMPORT_LOCK_CLASS } from './import.routes';

type Headers = Record<string, string>;

const DAYLIO_HEADER = 'full_date,date,weekday,time,mood,activities,note_title,note';

function post(app: TendApp, headers: Headers, body: string, query = '') {
  return app.inject({
    method: 'POST',
    url: `/api/import${query}`,
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    payload: body,
  });
}

async function exported(t: TestApp, headers: Headers): Promise<ExportDocument> {
  const res = await t.app.inject({ url: '/api/export?format=json', headers });
  return JSON.parse(res.body) as ExportDocument;
}

const moodsQuery = (moods: Record<string, number>) => `?moods=${encodeURIComponent(JSON.stringify(moods))}`;

describe.each(engines)('import limits on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: '2026-06-15T12:00:00Z', env: { IMPORT_MAX_MB: '4' } });
  });
  afterAll(() => t.close());

  it('a hostile file never holds the event loop for long, and another user is answered meanwhile', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    // csv-parse spent seconds in one stretch on this (an Error built per short row).
    const hostile = `${DAYLIO_HEADER}\n${'\n'.repeat(IMPORT_MAX_ROWS - 10)}`;
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    let importDone = false;
    let answeredDuring = 0;
    const running = post(t.app, a.headers, hostile, '?dryRun=1').finally(() => {
      importDone = true;
    });
    while (!importDone) {
      // One turn of the event loop between requests: on SQLite a request can run on promises alone.
      await new Promise((resolve) => setImmediate(resolve));
      const res = await t.app.inject({ url: '/api/user', headers: b.headers });
      expect(res.statusCode).toBe(200);
      if (!importDone) answeredDuring += 1;
    }
    const res = await running;
    lag.disable();
    expect(res.statusCode).toBe(200);
    expect(answeredDuring).toBeGreaterThan(0);
    // Loose on purpose (a shared machine): before the slices one stretch lasted 2.5–16 s.
    expect(lag.max / 1e6).toBeLessThan(1000);
  });

  it('a file past the line limit is a 400 saying so, and problems stop being collected at a cap', async () => {
    const a = await signUp(t.app);
    const long = `${DAYLIO_HEADER}\n${'\n'.repeat(IMPORT_MAX_ROWS + 5)}`;
    const res = await post(t.app, a.headers, long, '?dryRun=1');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The file has more than 250,000 lines, the most Tend imports at once.');

    const bad = [DAYLIO_HEADER, ...Array.from({ length: 5000 }, () => '2026-01-01,x,x,99:99,rad,,,')].join(
      '\n',
    );
    const refused = await post(t.app, a.headers, bad, '?dryRun=1');
    expect(refused.statusCode).toBe(400);
    const issues = refused.json().issues as { path: string; message: string }[];
    expect(issues).toHaveLength(51);
    expect(issues.at(-1)).toEqual({
      path: 'file',
      message: '…and more: Tend stopped reading after 1,000 problems.',
    });
  });

  it('takes no day the API refuses: none in the future, none before 1900', async () => {
    const a = await signUp(t.app, { timeZone: 'UTC' });
    for (const day of ['0000-01-01', '1899-12-31', '9999-12-31', '2026-06-17']) {
      const doc = {
        quickCheckins: [{ id: 'q1', day, date: '2026-06-01T10:00:00Z', coreFeeling: '5.0' }],
      };
      const res = await post(t.app, a.headers, JSON.stringify(doc));
      expect(res.statusCode, day).toBe(400);
      expect(res.json().issues[0].message, day).toMatch(
        /^day: (Day cannot be in the future|Day cannot be before 1900-01-01|Day must be)/,
      );
      const csv = `${DAYLIO_HEADER}\n${day},x,x,10:00,rad,,,`;
      const daylio = await post(t.app, a.headers, csv, moodsQuery({ rad: 10 }));
      expect(daylio.statusCode, day).toBe(400);
    }
    const today = `${DAYLIO_HEADER}\n2026-06-15,x,x,10:00,rad,,,\n1900-01-01,x,x,10:00,rad,,,`;
    const ok = await post(t.app, a.headers, today, moodsQuery({ rad: 10 }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().quickCheckins.added).toBe(2);
    const user = await t.app.inject({ url: '/api/user', headers: a.headers });
    expect(user.json().lastActiveDate).toBe('2026-06-15');
  });

  it('the CSV round trip gives back exactly what was written, formula-like text included', async () => {
    const a = await signUp(t.app, { timeZone: 'UTC' });
    const texts = ['=1+1 is two', '- a list item', '+x', '@y', "'=already one", "''+two", "'plain"];
    for (const text of texts) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/journal-entries',
        headers: a.headers,
        payload: { title: text, content: text, mood: 5 },
      });
      expect(res.statusCode).toBe(201);
    }
    const csv = await t.app.inject({ url: '/api/export?format=csv', headers: a.headers });
    const b = await signUp(t.app, { timeZone: 'UTC' });
    const res = await post(t.app, b.headers, csv.body);
    expect(res.statusCode).toBe(200);
    const back = (await exported(t, b.headers)).journalEntries.map((j) => [j.title, j.content]).sort();
    expect(back).toEqual(texts.map((x) => [x, x]).sort());
  }, 120_000);

  it('a mood named __proto__ or constructor maps like any other', async () => {
    const a = await signUp(t.app, { timeZone: 'UTC' });
    const csv = [DAYLIO_HEADER, '2026-06-01,x,x,10:00,__proto__,,,', '2026-06-02,x,x,10:00,constructor,,,'];
    // Written out: an object literal's `__proto__` key sets its prototype instead.
    const moods = `?moods=${encodeURIComponent('{"__proto__":7,"constructor":3}')}`;
    const res = await post(t.app, a.headers, csv.join('\n'), moods);
    expect(res.statusCode).toBe(200);
    expect(res.json().moods).toEqual([
      { name: '__proto__', count: 1, coreFeeling: '7.0', preset: false },
      { name: 'constructor', count: 1, coreFeeling: '3.0', preset: false },
    ]);
    const feelings = (await exported(t, a.headers)).quickCheckins.map((q) => [q.day, q.coreFeeling]);
    expect(feelings.sort()).toEqual([
      ['2026-06-01', '7.0'],
      ['2026-06-02', '3.0'],
    ]);
  });

  it('names the real line of a problem in LF and CRLF files', async () => {
    const a = await signUp(t.app);
    const rows = [
      DAYLIO_HEADER,
      '2026-06-01,x,x,10:00,rad,,,',
      '2026-06-01,x,x,25:00,rad,,,',
      '2026-06-01,x,x,10:00,rad,,"two',
      'lines"',
      '2026-06-01,x,x,26:00,rad,,,',
    ];
    for (const eol of ['\n', '\r\n', '\r']) {
      const res = await post(t.app, a.headers, rows.join(eol), '?dryRun=1');
      expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual(['line 3', 'line 6']);
    }
  });
});

describe.runIf(engines.includes('postgres'))('one import per account across instances (PostgreSQL)', () => {
  let t: TestApp;
  let second: { app: TendApp; database: Db };

  beforeAll(async () => {
    t = await createTestApp('postgres', { now: '2026-06-15T12:00:00Z' });
    // A second instance on the same database, as behind a load balancer.
    const database = createDatabase(t.config.database);
    const app = await buildApp({ config: t.config, clock: t.clock, database, logger: false });
    await app.ready();
    second = { app, database };
  });
  afterAll(async () => {
    await second.app.close();
    await second.database.close();
    await t.close();
  });

  const daylio = [
    DAYLIO_HEADER,
    ...Array.from({ length: 600 }, (_, i) => {
      const day = new Date(Date.parse('2026-06-01T00:00:00Z') - i * 86_400_000).toISOString().slice(0, 10);
      return `${day},x,x,10:00,rad,,,note ${i}`;
    }),
  ].join('\n');

  it('an import running on another instance makes this one a 409', async () => {
    const a = await signUp(t.app);
    const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL as string });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock($1, hashtext($2))', [IMPORT_LOCK_CLASS, a.user.id]);
      const res = await post(t.app, a.headers, daylio, moodsQuery({ rad: 10 }));
      expect(res.statusCode).toBe(409);
      await other.query('select pg_advisory_unlock($1, hashtext($2))', [IMPORT_LOCK_CLASS, a.user.id]);
      const ok = await post(t.app, a.headers, daylio, moodsQuery({ rad: 10 }));
      expect(ok.statusCode).toBe(200);
    } finally {
      await other.end();
    }
  });

  it('the same file through two instances at once: no doubles, no 500', async () => {
    const a = await signUp(t.app);
    const answers = await Promise.all([
      post(t.app, a.headers, daylio, moodsQuery({ rad: 10 })),
      post(second.app, a.headers, daylio, moodsQuery({ rad: 10 })),
      post(second.app, a.headers, daylio, moodsQuery({ rad: 10 })),
    ]);
    for (const res of answers) expect([200, 409]).toContain(res.statusCode);
    expect(answers.some((r) => r.statusCode === 200)).toBe(true);
    const doc = await exported(t, a.headers);
    expect(doc.quickCheckins).toHaveLength(600);
    expect(doc.journalEntries).toHaveLength(600);
  });
});
