/**
 * Switching from Daylio (docs/decisions/120-import.md): the real exports in ../shared/fixtures import
 * with the counts and date range a person reading them expects, and each quirk has a small test on a
 * file written here. The fixtures are other people's files, never committed: absent, those tests skip
 * and say so.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportDocument } from '../../../core/schemas/export';
import type { ImportResult } from '../../../core/schemas/import';
import { createTestApp, engines, signUp, type TestApp } from '../../test/helpers';

type Headers = Record<string, string>;

const FIXTURES = join(process.cwd(), '..', 'shared', 'fixtures', 'real-exports');
const haveFixtures = existsSync(FIXTURES);
if (!haveFixtures) console.warn(`[tend] ${FIXTURES} is absent: the real-export tests are skipped.`);

/** Each file: rows (check-ins), rows with a note (journal entries), the days spanned, warnings' lines. */
const CSV_FIXTURES = [
  {
    file: 'daylio-en-ampm-lower.csv',
    checkins: 3,
    journal: 0,
    from: '2021-09-26',
    to: '2021-09-28',
    warn: [],
  },
  {
    file: 'daylio-en-custom-moods-multi.csv',
    checkins: 7,
    journal: 0,
    from: '2020-07-21',
    to: '2021-05-12',
    warn: [],
  },
  {
    file: 'daylio-en-7col-mixed-clock.csv',
    checkins: 32,
    journal: 4,
    from: '2020-05-25',
    to: '2020-05-30',
    warn: [],
  },
  {
    file: 'daylio-en-scales-html.csv',
    checkins: 7,
    journal: 4,
    from: '2026-03-30',
    to: '2026-04-12',
    warn: [],
  },
  {
    file: 'daylio-en-escaped-quotes.csv',
    checkins: 5,
    journal: 5,
    from: '2022-10-26',
    to: '2022-10-30',
    warn: ['line 5'],
  },
  {
    file: 'daylio-pl-year-column.csv',
    checkins: 21,
    journal: 0,
    from: '2017-08-18',
    to: '2017-09-07',
    warn: ['line 11'],
  },
  {
    file: 'daylio-en-he-year-column.csv',
    checkins: 77,
    journal: 3,
    from: '2018-04-05',
    to: '2018-06-22',
    warn: [],
  },
  {
    file: 'daylio-es-headerless.csv',
    checkins: 285,
    journal: 0,
    from: '2020-12-31',
    to: '2021-10-16',
    warn: [],
  },
] as const;

function post(t: TestApp, headers: Headers, body: string | Buffer, query = '') {
  return t.app.inject({
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

/** What a person does: preview, give each of their own moods a value (5.0 here), import. */
async function switchWith(t: TestApp, headers: Headers, body: string | Buffer) {
  const preview = await post(t, headers, body, '?dryRun=1');
  expect(preview.statusCode, preview.body).toBe(200);
  const own = (preview.json() as ImportResult).moods.filter((m) => m.coreFeeling === null);
  const moods = JSON.stringify(Object.fromEntries(own.map((m) => [m.name, 5])));
  const res = await post(t, headers, body, `?moods=${encodeURIComponent(moods)}`);
  expect(res.statusCode, res.body).toBe(200);
  return { preview: preview.json() as ImportResult, result: res.json() as ImportResult, moods };
}

const DAYLIO_HEADER = 'full_date,date,weekday,time,mood,activities,note_title,note';

describe.each(engines)('switching from Daylio on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: '2026-06-15T12:00:00Z' });
  });
  afterAll(() => t.close());

  describe.runIf(haveFixtures)('every real export', () => {
    it.each(CSV_FIXTURES)(
      '$file imports with its counts and dates, and a second time adds nothing',
      async (f) => {
        const a = await signUp(t.app, { timeZone: 'UTC' });
        const body = readFileSync(join(FIXTURES, f.file));
        const { preview, result, moods } = await switchWith(t, a.headers, body);
        expect(preview).toMatchObject({ format: 'daylio', from: f.from, to: f.to });
        expect(preview.warnings.map((w) => w.path)).toEqual(f.warn);
        expect(result.quickCheckins).toEqual({ added: f.checkins, updated: 0, skipped: 0 });
        expect(result.journalEntries).toEqual({ added: f.journal, updated: 0, skipped: 0 });
        const again = (await post(t, a.headers, body, `?moods=${encodeURIComponent(moods)}`)).json();
        expect(again.quickCheckins).toEqual({ added: 0, updated: 0, skipped: f.checkins });
        expect(again.journalEntries).toEqual({ added: 0, updated: 0, skipped: f.journal });
      },
    );

    it('the default moods, in English and Polish, come mapped by the server', async () => {
      const a = await signUp(t.app, { timeZone: 'UTC' });
      const pl = await post(
        t,
        a.headers,
        readFileSync(join(FIXTURES, 'daylio-pl-year-column.csv')),
        '?dryRun=1',
      );
      expect(
        Object.fromEntries((pl.json() as ImportResult).moods.map((m) => [m.name, [m.coreFeeling, m.preset]])),
      ).toEqual({
        dobrze: ['7.5', true],
        źle: ['2.5', true],
        wspaniale: ['10.0', true],
        'tak sobie': ['5.0', true],
        okropnie: ['0.0', true],
      });
      // Nothing to ask: the file imports without a mood map.
      const res = await post(t, a.headers, readFileSync(join(FIXTURES, 'daylio-en-7col-mixed-clock.csv')));
      expect(res.statusCode).toBe(200);
    });

    it("Daylio's backup and Day One's JSON are refused naming what Tend reads, never a 200 of nothing", async () => {
      const a = await signUp(t.app);
      for (const file of ['daylio-backup-official.json', 'dayone-export-sample.json']) {
        const res = await post(t, a.headers, readFileSync(join(FIXTURES, file)), '?dryRun=1');
        expect(res.statusCode, file).toBe(400);
        expect(res.json().message).toBe(
          "Tend cannot read this file. Tend reads its own export (JSON or CSV) and Daylio's CSV export.",
        );
      }
    });
  });

  it('activities become tags on the moment, merged by case with the tags the person has', async () => {
    const a = await signUp(t.app, { timeZone: 'UTC' });
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/quick-checkins',
      headers: a.headers,
      payload: { coreFeeling: 6, tags: ['Running'], day: '2026-06-01' },
    });
    expect(before.statusCode).toBe(201);
    const csv = [
      DAYLIO_HEADER,
      '2026-06-10,June 10,Wednesday,8:00 pm,rad,"running |  family | RUNNING","",A <b>good</b> run.<br>Then tea.',
      '2026-06-09,June 9,Tuesday,9:00 am,awful,work,"",""',
      '2026-06-08,June 8,Monday,9:00 am,rad,running,"",""',
      // What moves needs three days on each side.
      '2026-06-07,June 7,Sunday,9:00 am,awful,work,"",""',
      '2026-06-05,June 5,Friday,9:00 am,awful,work,"",""',
    ].join('\n');
    const res = await post(t, a.headers, csv);
    expect(res.statusCode, res.body).toBe(200);
    const doc = await exported(t, a.headers);
    const byDay = Object.fromEntries(doc.quickCheckins.map((q) => [q.day, [...(q.tags ?? [])].sort()]));
    expect(byDay).toEqual({
      '2026-06-10': ['Running', 'family'],
      '2026-06-09': ['work'],
      '2026-06-08': ['Running'],
      '2026-06-07': ['work'],
      '2026-06-05': ['work'],
      '2026-06-01': ['Running'],
    });
    expect(doc.journalEntries.map((j) => [j.day, j.content, [...(j.tags ?? [])].sort()])).toEqual([
      ['2026-06-10', 'A good run.\nThen tea.', ['Running', 'family']],
    ]);
    const tags = (await t.app.inject({ url: '/api/tags', headers: a.headers })).json() as { name: string }[];
    expect(tags.map((x) => x.name).sort()).toEqual(['Running', 'family', 'work']);
    const moves = await t.app.inject({ url: '/api/what-moves', headers: a.headers });
    const core = (moves.json() as { areas: { key: string; tags: { tag: string }[] }[] }).areas.at(-1);
    expect(core?.tags.map((x) => x.tag)).toContain('Running');
  });

  it('reads a headerless file, localised dates, mixed clocks, CR LF, a BOM and no-break spaces', async () => {
    const a = await signUp(t.app, { timeZone: 'UTC' });
    const csv =
      '\uFEFF' +
      [
        '2021-10-10,10 de octubre,domingo,9:03,Pos\u00a0bien,"juegos | deporte",""',
        '2021-10-09,9 de octubre,sábado,12:19 am,mal,"",""',
        '2021-10-09,9 de octubre,sábado,12:19 am,mal,"",""',
        '2021-10-09,9 de octubre,sábado,10:04 PM,como siempre,"",""',
      ].join('\r\n');
    const { result } = await switchWith(t, a.headers, csv);
    expect(result.moods.map((m) => m.name)).toEqual(['Pos bien', 'mal', 'como siempre']);
    expect(result.quickCheckins.added).toBe(4);
    const dates = (await exported(t, a.headers)).quickCheckins.map((q) => q.date).sort();
    expect(dates).toEqual([
      '2021-10-09T00:19:00.000Z',
      '2021-10-09T00:19:00.000Z',
      '2021-10-09T22:04:00.000Z',
      '2021-10-10T09:03:00.000Z',
    ]);
    const old = [
      'year,date,weekday,time,mood,activities,note',
      '2017,7 września,czwartek,12:10,dobrze,"",""',
    ];
    const pl = await switchWith(t, a.headers, old.join('\n'));
    expect(pl.result).toMatchObject({ from: '2017-09-07', to: '2017-09-07' });
  });

  it('keeps a ragged row with a warning on its real line', async () => {
    const a = await signUp(t.app, { timeZone: 'UTC' });
    const csv = [
      'year,date,weekday,time,mood,activities,note',
      '2017,7 września,czwartek,12:10,dobrze,"","two',
      'lines"',
      '2017,6 września,środa,12:09,źle,""',
    ].join('\n');
    const res = await post(t, a.headers, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      quickCheckins: { added: 2 },
      journalEntries: { added: 1 },
      warnings: [
        { path: 'line 4', message: expect.stringMatching(/^This row has 6 fields where the header has 7/) },
      ],
    });
  });

  it('a JSON file that is not Tend’s export is refused naming what Tend reads', async () => {
    const a = await signUp(t.app);
    const res = await post(t, a.headers, JSON.stringify({ version: 15, dayEntries: [], customMoods: [] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Tend reads its own export \(JSON or CSV\) and Daylio's CSV export/);
  });
});
