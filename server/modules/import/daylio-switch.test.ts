/**
 * Switching from Daylio (docs/decisions/120-import.md): the real exports in ../shared/fixtures import
 * with the counts and date range a person reading them expects, and each quirk has a small test on a
 * file written here. The fixtures are other people's files, never committed: absent, those tests skip
 * and say so.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
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

    it("the backup's JSON, and the same JSON zipped as a .daylio, import with moods from their groups", async () => {
      const json = readFileSync(join(FIXTURES, 'daylio-backup-official.json'));
      for (const body of [json, daylioZip(json.toString('utf8'))]) {
        const a = await signUp(t.app, { timeZone: 'UTC' });
        const { preview, result } = await switchWith(t, a.headers, body);
        expect(preview).toMatchObject({ format: 'daylio-backup', from: '2015-05-16', to: '2023-01-24' });
        expect(preview.warnings).toEqual([]);
        // Custom moods come mapped by their group: "null" is in group 4 (bad), "love it" unused.
        expect(preview.moods.map((m) => [m.name, m.coreFeeling, m.preset])).toEqual([
          ['awful', '0.0', true],
          ['rad', '10.0', true],
          ['null', '2.5', true],
        ]);
        expect(preview.tags.count).toBe(8);
        expect(preview.tags.names.map((n) => n.name)).toContain('famille');
        expect(result.quickCheckins).toEqual({ added: 4, updated: 0, skipped: 0 });
        expect(result.journalEntries).toEqual({ added: 2, updated: 0, skipped: 0 });
        const doc = await exported(t, a.headers);
        const rad = doc.quickCheckins.find((q) => q.day === '2023-01-24' && q.coreFeeling === '10.0');
        // The backup's own instant (09:59 at UTC+1), not a time guessed in the person's zone.
        expect(rad?.date).toBe('2023-01-24T08:59:17.766Z');
        expect([...(rad?.tags ?? [])].sort()).toEqual([
          'exercice',
          'famille',
          'ménage',
          'rendez-vous',
          'sport',
        ]);
        expect(doc.journalEntries.map((j) => j.title ?? '').sort()).toEqual(['', 'Note title']);
        const again = (await post(t, a.headers, body)).json() as ImportResult;
        expect(again.quickCheckins).toEqual({ added: 0, updated: 0, skipped: 4 });
        expect(again.journalEntries).toEqual({ added: 0, updated: 0, skipped: 2 });
      }
    });

    it("Day One's JSON: journal entries on their own zone's day, titled, with their tags", async () => {
      const a = await signUp(t.app, { timeZone: 'Asia/Tokyo' });
      const body = readFileSync(join(FIXTURES, 'dayone-export-sample.json'));
      const { preview, result } = await switchWith(t, a.headers, body);
      expect(preview).toMatchObject({ format: 'dayone', from: '2023-12-15', to: '2023-12-17', moods: [] });
      expect(preview.tags.names.map((n) => n.name)).toEqual(['activity 1', 'activity 2', 'activity 3']);
      expect(result.journalEntries).toEqual({ added: 3, updated: 0, skipped: 0 });
      const doc = await exported(t, a.headers);
      expect(doc.journalEntries.map((j) => [j.day, j.title, j.content]).sort()).toEqual([
        ['2023-12-15', 'Note', 'note text 3'],
        ['2023-12-16', 'Note', 'note text 2'],
        ['2023-12-17', 'note title', 'note text 1'],
      ]);
      const again = (await post(t, a.headers, body)).json() as ImportResult;
      expect(again.journalEntries).toEqual({ added: 0, updated: 0, skipped: 3 });
    });

    it('scales are offered, skipped by default, and a mapped one rates its area on its moment', async () => {
      const a = await signUp(t.app, { timeZone: 'UTC' });
      const body = readFileSync(join(FIXTURES, 'daylio-en-scales-html.csv'));
      const { preview, moods } = await switchWith(t, a.headers, body);
      expect(preview.scales).toEqual([
        { name: 'Sleep Quality', count: 3, max: 10, area: null },
        { name: 'Sleep Time', count: 3, max: null, area: null },
        { name: 'Awake mid-sleep', count: 1, max: null, area: null },
      ]);
      expect(preview.spotlightRatings.added).toBe(0);
      const query = `?moods=${encodeURIComponent(moods)}&scales=${encodeURIComponent('{"Sleep Quality":"sleep"}')}`;
      const res = await post(t, a.headers, body, query);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        spotlightRatings: { added: 3 },
        quickCheckins: { added: 0, skipped: 7 },
        scales: [{ name: 'Sleep Quality', area: 'sleep' }, { area: null }, { area: null }],
      });
      const doc = await exported(t, a.headers);
      expect(doc.spotlightRatings.map((r) => [r.day, r.dimension, r.score]).sort()).toEqual([
        ['2026-03-31', 'sleep', '4.0'],
        ['2026-04-02', 'sleep', '6.0'],
        ['2026-04-12', 'sleep', '8.0'],
      ]);
      const checkin = doc.quickCheckins.find((q) => q.date === '2026-04-12T12:00:00.000Z');
      expect(doc.spotlightRatings.find((r) => r.day === '2026-04-12')?.quickCheckinId).toBe(checkin?.id);
      const again = (await post(t, a.headers, body, query)).json() as ImportResult;
      expect(again.spotlightRatings).toEqual({ added: 0, updated: 0, skipped: 3 });
    });

    it("a scale mapped to an area of one's own rates that area; another person's area is refused (decision 377)", async () => {
      const a = await signUp(t.app, { timeZone: 'UTC' });
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/areas',
        headers: a.headers,
        payload: { label: 'Rest', icon: 'Moon', color: '#6366F1' },
      });
      const rest = (added.json() as { key: string }).key;
      const body = readFileSync(join(FIXTURES, 'daylio-en-scales-html.csv'));
      const { moods } = await switchWith(t, a.headers, body);
      const queryFor = (key: string) =>
        `?moods=${encodeURIComponent(moods)}&scales=${encodeURIComponent(JSON.stringify({ 'Sleep Quality': key }))}`;
      const stranger = await signUp(t.app, { timeZone: 'UTC' });
      const refused = await post(t, stranger.headers, body, queryFor(rest));
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(`${rest} is not among your areas`);
      const res = await post(t, a.headers, body, queryFor(rest));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ spotlightRatings: { added: 3 }, scales: [{ area: rest }, {}, {}] });
      const doc = await exported(t, a.headers);
      expect(doc.spotlightRatings.map((r) => [r.day, r.dimension, r.score]).sort()).toEqual([
        ['2026-03-31', rest, '4.0'],
        ['2026-04-02', rest, '6.0'],
        ['2026-04-12', rest, '8.0'],
      ]);
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

  it('a file of no format Tend reads is refused naming every format it reads', async () => {
    const a = await signUp(t.app);
    for (const body of [JSON.stringify({ version: 15, notes: [] }), 'hello,world\n1,2\n']) {
      const res = await post(t, a.headers, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        "Tend cannot read this file. Tend reads its own export (JSON or CSV), Daylio's CSV export and backup (.daylio), and Day One's JSON export.",
      );
    }
  });

  it('a .daylio written here: custom moods by group, tags with groups, HTML notes, 0-based months', async () => {
    const a = await signUp(t.app, { timeZone: 'UTC' });
    const backup = {
      version: 15,
      customMoods: [
        { id: 1, custom_name: '', mood_group_id: 1, predefined_name_id: 1 },
        { id: 9, custom_name: 'Sin animo', mood_group_id: 4, predefined_name_id: -1 },
      ],
      tags: [
        { id: 1, name: ' running ', id_tag_group: 2 },
        { id: 2, name: 'Running', id_tag_group: 2 },
        { id: 3, name: 'family', id_tag_group: 3 },
      ],
      tag_groups: [
        { id: 2, name: 'Sport' },
        { id: 3, name: 'People' },
      ],
      dayEntries: [
        {
          id: 2,
          year: 2026,
          month: 0,
          day: 31,
          hour: 23,
          minute: 30,
          datetime: Date.parse('2026-01-31T22:30:00Z'),
          timeZoneOffset: 3_600_000,
          mood: 9,
          note: 'A <b>long</b> day<br>at work',
          note_title: '',
          tags: [1, 2, 3, 77],
        },
        // A future day: the API's day rule, the same for every path.
        {
          id: 3,
          year: 2027,
          month: 0,
          day: 1,
          hour: 9,
          minute: 0,
          datetime: Date.parse('2027-01-01T09:00:00Z'),
          mood: 1,
          tags: [],
        },
      ],
    };
    const zip = daylioZip(JSON.stringify(backup), { 'assets/photo.jpg': new Uint8Array(1000) });
    const refused = await post(t, a.headers, zip, '?dryRun=1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: 'dayEntries[1]', message: 'day: Day cannot be in the future' },
    ]);
    backup.dayEntries.pop();
    const ok = await post(t, a.headers, daylioZip(JSON.stringify(backup)), '?dryRun=1');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      format: 'daylio-backup',
      from: '2026-01-31',
      to: '2026-01-31',
      moods: [{ name: 'Sin animo', coreFeeling: '2.5', preset: true }],
      tags: {
        count: 2,
        names: [
          { name: 'running', group: 'Sport' },
          { name: 'family', group: 'People' },
        ],
      },
      warnings: [
        {
          path: 'dayEntries[0]',
          message: "The activity 77 is not among the backup's activities and was left out.",
        },
      ],
    });
    // The backup entry alone (base64 text) reads the same.
    const alone = await post(t, a.headers, Buffer.from(JSON.stringify(backup)).toString('base64'));
    expect(alone.statusCode, alone.body).toBe(200);
    const doc = await exported(t, a.headers);
    expect(doc.journalEntries.map((j) => [j.day, j.content, j.mood])).toEqual([
      ['2026-01-31', 'A long day\nat work', 3],
    ]);
  });

  it('a zip that inflates past IMPORT_MAX_MB is refused while inflating, and a zip without a backup named', async () => {
    const small = await createTestApp(engine, { now: '2026-06-15T12:00:00Z', env: { IMPORT_MAX_MB: '1' } });
    try {
      const a = await signUp(small.app);
      // 3 MB of zeros deflates to a few KB: the upload is small, what it unpacks to is not.
      const bomb = daylioZip('{}', { 'assets/zeros.bin': new Uint8Array(3 * 1024 * 1024) });
      expect(bomb.length).toBeLessThan(20_000);
      const res = await post(small, a.headers, bomb, '?dryRun=1');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The backup unpacks to more than 1 MB, the most Tend imports at once.');
      const other = Buffer.from(zipSync({ 'notes.txt': strToU8('hello') }));
      const none = await post(small, a.headers, other, '?dryRun=1');
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe('This zip is not a Daylio backup.');
    } finally {
      await small.close();
    }
  });

  it('Day One entries land on the day of their own zone, photos-only entries are left out with a warning', async () => {
    const a = await signUp(t.app, { timeZone: 'UTC' });
    const entry = (uuid: string, creationDate: string, timeZone: string | undefined, text: string) => ({
      uuid,
      creationDate,
      ...(timeZone ? { timeZone } : {}),
      tags: ['Walk', 'walk '],
      text,
    });
    const doc = {
      metadata: { version: '1.0' },
      entries: [
        entry('A', '2024-03-10T03:30:00Z', 'America/Chicago', 'Late \\- night\\.'),
        entry('B', '2024-03-10T20:00:00Z', 'Asia/Tokyo', '# Morning\n\nEarly.'),
        entry('C', '2024-03-10T12:00:00Z', 'Mars/Olympus', 'Somewhere.'),
        entry('D', '2024-03-10T12:00:00Z', 'UTC', '![](dayone-moment://ABC)'),
      ],
    };
    // Day One writes the zone's slash escaped.
    const text = JSON.stringify(doc, null, 2).replace('America/Chicago', 'America\\/Chicago');
    const res = await post(t, a.headers, text);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ format: 'dayone', journalEntries: { added: 3 }, tags: { count: 1 } });
    expect((res.json() as ImportResult).warnings.map((w) => w.message)).toEqual([
      'The time zone "Mars/Olympus" is not one Tend knows: the day was taken in yours.',
      'This entry has no text (photos alone?), so it was left out.',
    ]);
    expect((res.json() as ImportResult).warnings[1]?.path).toMatch(/^line \d+: entries\[3\]$/);
    const got = (await exported(t, a.headers)).journalEntries.map((j) => [j.day, j.title, j.content, j.tags]);
    expect(got.sort()).toEqual([
      ['2024-03-09', null, 'Late - night.', ['Walk']],
      ['2024-03-10', null, 'Somewhere.', ['Walk']],
      ['2024-03-11', 'Morning', 'Early.', ['Walk']],
    ]);
  });
});

/** A `.daylio` as Daylio writes it: a zip whose `backup.daylio` is the JSON in base64, photos beside it. */
function daylioZip(json: string, more: Record<string, Uint8Array> = {}): Buffer {
  const base64 = Buffer.from(json, 'utf8').toString('base64');
  return Buffer.from(zipSync({ 'backup.daylio': strToU8(base64), ...more }));
}
