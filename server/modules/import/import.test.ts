import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportDocument } from '../../../core/schemas/export';
import type { ImportResult } from '../../../core/schemas/import';
import { createTestApp, engines, signUp, type TestApp } from '../../test/helpers';
import { historyFor, scores, writeHistories } from '../../test/factory';

type Headers = Record<string, string>;
type Session = Awaited<ReturnType<typeof signUp>>;

const LIST_KEYS = [
  'wellbeingEntries',
  'journalEntries',
  'dimensionReflections',
  'quickCheckins',
  'spotlightRatings',
] as const;

/** Text a careless importer would mangle. */
const TRICKY = [
  'Commas, everywhere, really',
  'She said "hello" and ""left""',
  'Line one\nLine two\r\nLine three',
  '🌱 growing, 👩‍👩‍👧 family, café déjà vu',
  '=SUM(A1:A2)',
  '  padded with spaces  ',
];

async function exportOf(t: TestApp, headers: Headers, format: 'json' | 'csv'): Promise<string> {
  const res = await t.app.inject({ url: `/api/export?format=${format}`, headers });
  expect(res.statusCode).toBe(200);
  return res.body;
}

async function importFile(
  t: TestApp,
  headers: Headers,
  body: string,
  query = '',
  contentType = 'application/octet-stream',
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/import${query}`,
    headers: { ...headers, 'content-type': contentType },
    payload: body,
  });
}

/** The export's records without ids; references replaced by what they point at. */
function comparable(doc: ExportDocument) {
  const entryDay = new Map(doc.wellbeingEntries.map((e) => [e.id, e.day]));
  const checkinDate = new Map(doc.quickCheckins.map((q) => [q.id, q.date]));
  const strip = <T extends { id: string }>(list: T[], map: (r: Omit<T, 'id'>) => unknown = (r) => r) =>
    list.map(({ id: _id, ...rest }) => JSON.stringify(map(rest))).sort();
  return {
    wellbeingEntries: strip(doc.wellbeingEntries),
    journalEntries: strip(doc.journalEntries),
    dimensionReflections: strip(doc.dimensionReflections, (r) => ({
      ...r,
      wellbeingEntryId: entryDay.get(r.wellbeingEntryId),
    })),
    quickCheckins: strip(doc.quickCheckins),
    spotlightRatings: strip(doc.spotlightRatings, (r) => ({
      ...r,
      quickCheckinId: r.quickCheckinId && checkinDate.get(r.quickCheckinId),
    })),
  };
}

/** Every row the user has, in every table, for proving that a refused file changed nothing. */
async function rowCount(t: TestApp, userId: string): Promise<number> {
  let n = 0;
  for (const table of [
    'wellbeing_entries',
    'journal_entries',
    'dimension_reflections',
    'quick_checkins',
    'spotlight_ratings',
    'import_mappings',
  ] as const) {
    const row = await t.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    n += Number(row.n);
  }
  return n;
}

/** CSV sections without the header block (account fields), each sorted. */
function csvBody(text: string): string[][] {
  const records = parse(text, { bom: true, relax_column_count: true }) as string[][];
  const start = records.findIndex((r) => r[0] === 'Wellbeing Entries');
  const sections: string[][] = [];
  let current: string[] = [];
  for (const r of records.slice(start)) {
    if (r.length === 1 && r[0] === '') {
      sections.push(current.sort());
      current = [];
    } else current.push(JSON.stringify(r));
  }
  sections.push(current.sort());
  return sections;
}

describe.each(engines)('POST /api/import on %s', (engine) => {
  let t: TestApp;
  let a: Session;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: '2026-06-15T12:00:00Z', env: { IMPORT_MAX_MB: '2' } });
    a = await signUp(t.app, { name: 'Source', timeZone: 'Pacific/Auckland' });
    const seed = historyFor({ id: a.user.id, timeZone: 'Pacific/Auckland' });
    for (const [i, text] of TRICKY.entries()) {
      const at = new Date(Date.parse('2026-06-10T00:00:00Z') - i * 86_400_000).toISOString();
      const later = new Date(Date.parse(at) + 3_600_000).toISOString();
      const entryId = seed.entry({ at }, scores(7.5, { finance: 0, sleep: 10 }), {
        notes: i === 0 ? null : text,
      });
      // Tags travel in both exports and come back on import (decision 088): commas, semicolons, accents.
      const tagged = i % 2 === 0;
      seed.journal(
        { at },
        {
          title: i === 1 ? null : text,
          content: text,
          mood: (i % 10) + 1,
          ...(tagged ? { tags: ['Family, friends', `Week ${i}`] } : {}),
        },
      );
      seed.journal({ at: later }, { title: null, content: `second of the day ${i}`, mood: 3 });
      seed.reflection(
        { at },
        {
          entryId,
          dimension: 'exercise',
          score: 4.5,
          notes: text,
          reflection: i === 2 ? null : text,
          putIntoPractice: i % 2 === 0,
        },
      );
      const checkinId = seed.checkin({ at }, 6.5, tagged ? { tags: ['Café', 'Rain; cold'] } : {});
      seed.checkin({ at: later }, 2);
      seed.spotlight({ at }, { quickCheckinId: i === 3 ? null : checkinId, dimension: 'diet', score: 3 });
    }
    await writeHistories(t.database.db, [seed]);
  });
  afterAll(() => t.close());

  it('round-trips the JSON export into an empty account, and a second import adds nothing', async () => {
    const source = await exportOf(t, a.headers, 'json');
    const b = await signUp(t.app, { timeZone: 'Europe/Paris' });

    const dry = await importFile(t, b.headers, source, '?dryRun=1', 'application/json');
    expect(dry.statusCode).toBe(200);
    expect(await rowCount(t, b.user.id)).toBe(0);

    const res = await importFile(t, b.headers, source, '', 'application/json');
    expect(res.statusCode).toBe(200);
    const result = res.json() as ImportResult;
    expect(result).toMatchObject({
      format: 'tend-json',
      dryRun: false,
      moods: [],
      wellbeingEntries: { added: 6, updated: 0, skipped: 0 },
      journalEntries: { added: 12, updated: 0, skipped: 0 },
      dimensionReflections: { added: 6, updated: 0, skipped: 0 },
      quickCheckins: { added: 12, updated: 0, skipped: 0 },
      spotlightRatings: { added: 6, updated: 0, skipped: 0 },
    });
    // The dry run answered exactly what the import then did.
    expect({ ...(dry.json() as ImportResult), dryRun: false }).toEqual(result);

    const a2 = JSON.parse(source) as ExportDocument;
    const b2 = JSON.parse(await exportOf(t, b.headers, 'json')) as ExportDocument;
    expect(comparable(b2)).toEqual(comparable(a2));
    expect(b2.journalEntries.filter((j) => j.tags?.includes('Family, friends'))).toHaveLength(3);
    expect(b2.quickCheckins.filter((q) => q.tags?.join('|') === 'Café|Rain; cold')).toHaveLength(3);
    // References point at B's own records, never at A's.
    const bEntries = new Set(b2.wellbeingEntries.map((e) => e.id));
    expect(b2.dimensionReflections.every((r) => bEntries.has(r.wellbeingEntryId))).toBe(true);
    const bCheckins = new Set(b2.quickCheckins.map((q) => q.id));
    expect(
      b2.spotlightRatings.every((s) => s.quickCheckinId === null || bCheckins.has(s.quickCheckinId)),
    ).toBe(true);
    expect(b2.wellbeingEntries.some((e) => a2.wellbeingEntries.some((x) => x.id === e.id))).toBe(false);

    const before = await rowCount(t, b.user.id);
    const again = (await importFile(t, b.headers, source)).json() as ImportResult;
    for (const key of LIST_KEYS) {
      expect(again[key].added, key).toBe(0);
      expect(again[key].updated, key).toBe(0);
      expect(again[key].skipped, key).toBe(a2[key].length);
    }
    expect(await rowCount(t, b.user.id)).toBe(before);
    // B's streak counts the imported days (the latest imported day is June 10 in Auckland).
    const user = (await t.app.inject({ url: '/api/user', headers: b.headers })).json() as {
      lastActiveDate: string;
    };
    expect(user.lastActiveDate).toBe('2026-06-10');
    // Several exports, each through a worker thread (decision 085): slower than one request.
  }, 90_000);

  it('importing an export into the account it came from adds nothing', async () => {
    const source = await exportOf(t, a.headers, 'json');
    const res = (await importFile(t, a.headers, source)).json() as ImportResult;
    for (const key of LIST_KEYS)
      expect(res[key]).toEqual({ added: 0, updated: 0, skipped: expect.any(Number) });
    expect(await exportOf(t, a.headers, 'json')).toBe(source);
    // Nothing of the account changed, so neither did its streak.
    expect(
      await t.database.db
        .selectFrom('import_mappings')
        .selectAll()
        .where('user_id', '=', a.user.id)
        .execute(),
    ).toEqual([]);
  });

  it('reads times as instants: the same time written without milliseconds is not newer', async () => {
    const source = await exportOf(t, a.headers, 'json');
    const bare = source.replace(/(\d{2}:\d{2}:\d{2})\.000Z/g, '$1Z');
    expect(bare).not.toBe(source);
    const res = (await importFile(t, a.headers, bare)).json() as ImportResult;
    for (const key of LIST_KEYS) expect(res[key].updated, key).toBe(0);
    expect(await exportOf(t, a.headers, 'json')).toBe(source);
  });

  it('round-trips the CSV export, and a second import adds nothing', async () => {
    const source = await exportOf(t, a.headers, 'csv');
    const c = await signUp(t.app, { timeZone: 'Pacific/Auckland' });
    const res = await importFile(t, c.headers, source, '', 'text/csv');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      format: 'tend-csv',
      wellbeingEntries: { added: 6 },
      journalEntries: { added: 12 },
      dimensionReflections: { added: 6 },
      quickCheckins: { added: 12 },
      spotlightRatings: { added: 6 },
    });
    expect(csvBody(await exportOf(t, c.headers, 'csv'))).toEqual(csvBody(source));
    expect(source).toContain('"Family, friends\nWeek 0"');
    const tagged = JSON.parse(await exportOf(t, c.headers, 'json')) as ExportDocument;
    expect(tagged.journalEntries.filter((j) => j.tags?.includes('Family, friends'))).toHaveLength(3);
    expect(tagged.quickCheckins.filter((q) => q.tags?.join('|') === 'Café|Rain; cold')).toHaveLength(3);
    const before = await rowCount(t, c.user.id);
    const again = (await importFile(t, c.headers, source)).json() as ImportResult;
    for (const key of LIST_KEYS) expect(again[key].added, key).toBe(0);
    expect(await rowCount(t, c.user.id)).toBe(before);
    // Several exports, each through a worker thread (decision 085): slower than one request.
  }, 90_000);

  it('merges a day present in both: the entry changed last wins, and nothing is deleted', async () => {
    const d = await signUp(t.app, { timeZone: 'Pacific/Auckland' });
    const seed = historyFor({ id: d.user.id, timeZone: 'Pacific/Auckland' });
    // June 10 local: D's entry is older than A's; June 9 local: D's is newer. D also has its own day.
    // June 10 in Auckland, changed before A's entry of that day (2026-06-10T00:00Z): A's wins.
    seed.entry({ at: '2026-06-09T20:00:00Z' }, scores(1), { notes: 'older' });
    // June 9 in Auckland, changed after A's entry of that day: D's stays.
    seed.entry({ at: '2026-06-09T01:00:00Z' }, scores(2), {
      notes: 'D wrote this later',
      updatedAt: '2026-06-14T00:00:00.000Z',
    });
    seed.entry({ at: '2026-05-01T00:00:00Z' }, scores(3), { notes: 'only in D' });
    await writeHistories(t.database.db, [seed]);
    const source = JSON.parse(await exportOf(t, a.headers, 'json')) as ExportDocument;
    // Keep only the entries of June 9 and 10 (Auckland days 2026-06-09, 2026-06-10).
    const trimmed: ExportDocument = {
      ...source,
      wellbeingEntries: source.wellbeingEntries.filter(
        (e) => e.day === '2026-06-10' || e.day === '2026-06-09',
      ),
      dimensionReflections: [],
      journalEntries: [],
      quickCheckins: [],
      spotlightRatings: [],
    };
    const res = (await importFile(t, d.headers, JSON.stringify(trimmed))).json() as ImportResult;
    expect(res.wellbeingEntries).toEqual({ added: 0, updated: 1, skipped: 1 });
    const entries = await t.database.db
      .selectFrom('wellbeing_entries')
      .select(['day', 'notes'])
      .where('user_id', '=', d.user.id)
      .orderBy('day')
      .execute();
    expect(entries).toEqual([
      { day: '2026-05-01', notes: 'only in D' },
      { day: '2026-06-09', notes: 'D wrote this later' },
      { day: '2026-06-10', notes: null },
    ]);
  });

  describe('a bad file is refused with where the problem is, and changes nothing', () => {
    let e: Session;
    let source: string;
    beforeAll(async () => {
      e = await signUp(t.app);
      source = await exportOf(t, a.headers, 'json');
    });

    const refused = async (body: string, contentType = 'application/json') => {
      const res = await importFile(t, e.headers, body, '', contentType);
      expect(res.statusCode).toBe(400);
      expect(await rowCount(t, e.user.id)).toBe(0);
      return res.json() as { message: string; issues: { path: string; message: string }[] };
    };

    it('truncated JSON', async () => {
      const cut = source.slice(0, Math.floor(source.length / 2));
      const body = await refused(cut);
      expect(body.issues[0]?.path).toMatch(/^line \d+$/);
      expect(body.message).toMatch(/ends too early|not valid JSON/);
    });

    it('not JSON at all', async () => {
      const body = await refused('{ this is not json', 'application/json');
      expect(body.issues[0]?.path).toBe('line 1');
      expect((await refused('hello, world\n1,2\n', 'text/plain')).message).toBe(
        "Tend cannot read this file. Tend reads its own export (JSON or CSV), Daylio's CSV export and backup (.daylio), and Day One's JSON export.",
      );
      expect((await refused('')).message).toBe('The file is empty.');
      expect((await refused('[1,2,3]')).message).toBe('The file is not a Tend export.');
    });

    it('one invalid record, named by list, index and line', async () => {
      const doc = JSON.parse(source) as ExportDocument;
      (doc.journalEntries[3] as unknown as { mood: number }).mood = 11;
      const text = JSON.stringify(doc, null, 2);
      const body = await refused(text);
      expect(body.issues).toHaveLength(1);
      const line = text.split('\n').findIndex((l) => l.includes('"mood": 11')) + 1;
      expect(body.issues[0]?.path).toMatch(/^line \d+: journalEntries\[3\]$/);
      const at = Number(/^line (\d+)/.exec(body.issues[0]?.path ?? '')?.[1]);
      expect(at).toBeLessThan(line);
      expect(line - at).toBeLessThan(10);
      expect(body.issues[0]?.message).toMatch(/^mood: Mood must be/);
    });

    it('a reflection whose entry is nowhere', async () => {
      const doc = JSON.parse(source) as ExportDocument;
      const body = await refused(
        JSON.stringify({
          ...doc,
          wellbeingEntries: [],
          spotlightRatings: [],
          quickCheckins: [],
          journalEntries: [],
        }),
      );
      expect(body.issues[0]?.message).toMatch(/not in the file or the account/);
    });

    it('a CSV cut inside a quoted field, and a CSV row with a bad score', async () => {
      const csv = await exportOf(t, a.headers, 'csv');
      const cut = csv.slice(0, csv.indexOf('Line two'));
      expect((await refused(cut, 'text/csv')).issues[0]?.path).toMatch(/^line \d+$/);
      const bad = csv.replace(/\r\n(\d{4}-\d{2}-\d{2}),Movement,4\.5,/, '\r\n$1,Movement,4.7,');
      const issue = (await refused(bad, 'text/csv')).issues[0];
      expect(issue?.message).toMatch(/^score: Score must be/);
      const line = bad.split('\n').findIndex((l) => l.includes(',Movement,4.7,')) + 1;
      expect(issue?.path).toBe(`line ${line}`);
    });

    it('a file over the limit is 413; other routes keep their own limit', async () => {
      const res = await importFile(t, e.headers, 'x'.repeat(2 * 1024 * 1024 + 10));
      expect(res.statusCode).toBe(413);
      expect(await rowCount(t, e.user.id)).toBe(0);
      const journal = await t.app.inject({
        method: 'POST',
        url: '/api/journal-entries',
        headers: e.headers,
        payload: { content: 'x'.repeat(1024 * 1024 + 10), mood: 5 },
      });
      expect(journal.statusCode).toBe(413);
    });

    it('needs a session', async () => {
      const res = await importFile(t, {}, source);
      expect(res.statusCode).toBe(401);
    });

    it('a bad query is 400', async () => {
      expect((await importFile(t, e.headers, source, '?dryRun=maybe')).statusCode).toBe(400);
      expect((await importFile(t, e.headers, source, '?moods=notjson')).statusCode).toBe(400);
    });
  });

  describe('Daylio', () => {
    // Renamed moods, a quoted multi-line note, emoji, two entries on one day, 12- and 24-hour times.
    const NEW = [
      'full_date,date,weekday,time,mood,activities,note_title,note',
      '2026-06-12,June 12,Friday,9:15 pm,over the moon 🌙,family | reading,Great day,"Dinner with ""Mum"",',
      'then a walk 🌱"',
      '2026-06-12,June 12,Friday,8:05 am,so-so,,,',
      '2026-06-11,June 11,Thursday,23:40,rough,work | work out,,Long day',
      '2026-06-10,June 10,Wednesday,12:00 pm,so-so,coffee ☕,,',
    ].join('\n');
    const OLD = [
      'year,date,weekday,time,mood,activities,note',
      '2019,June 5,Wednesday,7:30 pm,rad,friends,"Old format, old times"',
      '2019,5 June,Wednesday,7:00 am,awful,,',
    ].join('\r\n');

    it('previews moods, refuses to import unmapped moods, then imports as previewed', async () => {
      const f = await signUp(t.app, { timeZone: 'Europe/London' });
      const preview = await importFile(t, f.headers, NEW, '?dryRun=1', 'text/csv');
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toMatchObject({
        format: 'daylio',
        dryRun: true,
        moods: [
          { name: 'over the moon 🌙', count: 1, coreFeeling: null, preset: false },
          { name: 'so-so', count: 2, coreFeeling: null, preset: false },
          { name: 'rough', count: 1, coreFeeling: null, preset: false },
        ],
        from: '2026-06-10',
        to: '2026-06-12',
        warnings: [],
        quickCheckins: { added: 4, updated: 0, skipped: 0 },
        journalEntries: { added: 2, updated: 0, skipped: 0 },
      });
      expect(await rowCount(t, f.user.id)).toBe(0);

      const unmapped = await importFile(t, f.headers, NEW, `?moods=${encodeURIComponent('{"rough":2}')}`);
      expect(unmapped.statusCode).toBe(400);
      expect(unmapped.json().issues.map((i: { path: string }) => i.path)).toEqual([
        'mood "over the moon 🌙"',
        'mood "so-so"',
      ]);
      expect(await rowCount(t, f.user.id)).toBe(0);

      const moods = encodeURIComponent(
        JSON.stringify({ 'over the moon 🌙': '10.0', 'so-so': 5.5, rough: 2 }),
      );
      const res = await importFile(t, f.headers, NEW, `?moods=${moods}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        quickCheckins: { added: 4 },
        journalEntries: { added: 2 },
        moods: [
          { name: 'over the moon 🌙', count: 1, coreFeeling: '10.0' },
          { name: 'so-so', count: 2, coreFeeling: '5.5' },
          { name: 'rough', count: 1, coreFeeling: '2.0' },
        ],
      });
      const doc = JSON.parse(await exportOf(t, f.headers, 'json')) as ExportDocument;
      expect(doc.quickCheckins.map((q) => [q.day, q.date, q.coreFeeling])).toEqual([
        ['2026-06-12', '2026-06-12T20:15:00.000Z', '10.0'],
        ['2026-06-12', '2026-06-12T07:05:00.000Z', '5.5'],
        ['2026-06-11', '2026-06-11T22:40:00.000Z', '2.0'],
        ['2026-06-10', '2026-06-10T11:00:00.000Z', '5.5'],
      ]);
      expect(doc.journalEntries.map((j) => [j.date, j.title, j.content, j.mood])).toEqual([
        ['2026-06-12T20:15:00.000Z', 'Great day', 'Dinner with "Mum",\nthen a walk 🌱', 10],
        ['2026-06-11T22:40:00.000Z', null, 'Long day', 2],
      ]);
      // Activities are the moment's tags, on its check-in and journal entry.
      expect(doc.quickCheckins.map((q) => [...(q.tags ?? [])].sort())).toEqual([
        ['family', 'reading'],
        [],
        ['work', 'work out'],
        ['coffee ☕'],
      ]);
      expect(doc.journalEntries[0]?.tags).toEqual(['family', 'reading']);
      const again = (await importFile(t, f.headers, NEW, `?moods=${moods}`)).json() as ImportResult;
      expect(again.quickCheckins).toEqual({ added: 0, updated: 0, skipped: 4 });
      expect(again.journalEntries).toEqual({ added: 0, updated: 0, skipped: 2 });
    });

    it('reads the older layout (year and date columns)', async () => {
      const g = await signUp(t.app, { timeZone: 'UTC' });
      const moods = encodeURIComponent(JSON.stringify({ rad: 10, awful: 0 }));
      const res = await importFile(t, g.headers, OLD, `?moods=${moods}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ quickCheckins: { added: 2 }, journalEntries: { added: 1 } });
      const doc = JSON.parse(await exportOf(t, g.headers, 'json')) as ExportDocument;
      expect(doc.quickCheckins.map((q) => q.date)).toEqual([
        '2019-06-05T19:30:00.000Z',
        '2019-06-05T07:00:00.000Z',
      ]);
      expect(doc.journalEntries[0]).toMatchObject({
        content: 'Old format, old times',
        mood: 10,
      });
    });

    it('keeps a title longer than the journal allows by opening the text with it', async () => {
      const g = await signUp(t.app, { timeZone: 'UTC' });
      const title = 'T'.repeat(250);
      const file = `full_date,date,weekday,time,mood,activities,note_title,note\n2026-01-02,January 2,Friday,10:00,rad,,${title},body`;
      const res = await importFile(t, g.headers, file, `?moods=${encodeURIComponent('{"rad":10}')}`);
      expect(res.statusCode).toBe(200);
      const doc = JSON.parse(await exportOf(t, g.headers, 'json')) as ExportDocument;
      expect(doc.journalEntries[0]).toMatchObject({ title: null, content: `${title}\n\nbody` });
    });

    it('a row with a date it cannot read is named by its line', async () => {
      const g = await signUp(t.app);
      const bad = `${OLD}\r\n2019,Smarch 5,Wednesday,7:00 am,rad,,`;
      const res = await importFile(t, g.headers, bad, '?dryRun=1');
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'line 4', message: 'The date is not one Tend can read.' }]);
    });
  });
});
