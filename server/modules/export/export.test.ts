import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportDocument } from '../../../core/schemas/export';
import { createTestApp, engines, signUp, type TestApp } from '../../test/helpers';
import { historyFor, scores, writeHistories, type FactoryUser } from '../../test/factory';
import type { AppContext } from '../../lib/context';
import { buildApp } from '../../app';
import { loadConfig } from '../../lib/config';
import { EXPORT_PAGE_CHARS, EXPORT_PAGE_SIZE, nextPageSize } from './export.service';
import { closeExportWorkers, EXPORT_WORKERS_MAX, exportPool, exportStream } from './export.stream';

/** Tags of the newest journal entry and quick check-in (decision 088): a comma, a semicolon, an accent. */
const JOURNAL_TAGS = ['Family, friends', 'Work'];
const CHECKIN_TAGS = ['Café', 'Rain; cold'];

/** Text a naive export would mangle: separators, quotes, line breaks, emoji, formula-like starts. */
const TRICKY = [
  'Commas, everywhere, really',
  'She said "hello" and ""left""',
  'Line one\nLine two\r\nLine three',
  '🌱 growing, 👩‍👩‍👧 family, café déjà vu',
  '=SUM(A1:A2)',
  '+64 21 555 0100',
  '-minus first',
  '@mention',
  '  padded with spaces  ',
  '"',
];

/** The CSV export writes formula-like text with a leading apostrophe (decision 094); JSON keeps it exact. */
const inCsv = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const LIST_KEYS = [
  'wellbeingEntries',
  'journalEntries',
  'dimensionReflections',
  'quickCheckins',
  'spotlightRatings',
  'who5',
] as const;

/** The CSV split into its blank-line separated sections, keyed by their title row. */
function csvSections(text: string): Map<string, string[][]> {
  const records = parse(text, { bom: true, relax_column_count: true }) as string[][];
  const sections = new Map<string, string[][]>();
  let current: string[][] = [];
  sections.set('header', current);
  let expectTitle = false;
  for (const record of records) {
    if (record.length === 1 && record[0] === '') {
      expectTitle = true;
    } else if (expectTitle) {
      current = [];
      sections.set(record[0] ?? '', current);
      expectTitle = false;
    } else {
      current.push(record);
    }
  }
  return sections;
}

describe('export pages sized by bytes', () => {
  it('holds about EXPORT_PAGE_CHARS characters of JSON, 1 to EXPORT_PAGE_SIZE rows', () => {
    expect(nextPageSize(500, 60_000)).toBe(EXPORT_PAGE_SIZE);
    // Rows of ~40K characters of JSON each: fewer rows than the last page had.
    expect(nextPageSize(10, 400_000)).toBe(Math.floor((10 * EXPORT_PAGE_CHARS) / 400_000));
    expect(nextPageSize(10, 400_000)).toBeLessThan(10);
    expect(nextPageSize(1, 10 * EXPORT_PAGE_CHARS)).toBe(1);
    expect(nextPageSize(0, 0)).toBe(EXPORT_PAGE_SIZE);
  });
});

describe.each(engines)('/api/export on %s', (engine) => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  const mine = new Map<string, Set<string>>(LIST_KEYS.map((k) => [k, new Set()]));
  const theirs = new Set<string>();

  beforeAll(async () => {
    t = await createTestApp(engine, { now: '2026-06-15T12:00:00Z' });
    me = await signUp(t.app, { name: 'Zoë "Z", O\'Neil', timeZone: 'Pacific/Auckland' });
    other = await signUp(t.app, { name: 'Someone Else', timeZone: 'UTC' });
    const user: FactoryUser = { id: me.user.id, timeZone: 'Pacific/Auckland' };
    const seed = historyFor(user);
    // Newest first: day i is i days before June 10 (local), so TRICKY[0] is the newest.
    for (const [i, text] of TRICKY.entries()) {
      const at = new Date(Date.parse('2026-06-10T00:00:00Z') - i * 86_400_000).toISOString();
      const entryId = seed.entry({ at }, scores(7.5, { finance: 0, sleep: 10 }), { notes: text });
      mine.get('wellbeingEntries')?.add(entryId);
      // The newest journal entry and check-in carry tags (decision 088).
      const tagged = i === 0;
      mine.get('journalEntries')?.add(
        seed.journal(
          { at },
          {
            title: i === 1 ? null : text,
            content: text,
            mood: (i % 10) + 1,
            ...(tagged ? { tags: JOURNAL_TAGS } : {}),
          },
        ),
      );
      mine.get('dimensionReflections')?.add(
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
        ),
      );
      const checkinId = seed.checkin({ at }, 6.5, tagged ? { tags: CHECKIN_TAGS } : {});
      mine.get('quickCheckins')?.add(checkinId);
      mine.get('spotlightRatings')?.add(
        seed.spotlight(
          { at },
          {
            quickCheckinId: i === 3 ? null : checkinId,
            dimension: 'diet',
            score: 3,
          },
        ),
      );
    }
    const theirSeed = historyFor({ id: other.user.id, timeZone: 'UTC' });
    const theirEntry = theirSeed.entry({ at: '2026-06-09T00:00:00Z' }, scores(1), { notes: 'not yours' });
    theirs.add(theirEntry);
    theirs.add(
      theirSeed.journal({ at: '2026-06-09T00:00:00Z' }, { title: 'secret', content: 'not yours', mood: 1 }),
    );
    const theirCheckin = theirSeed.checkin({ at: '2026-06-09T00:00:00Z' }, 1);
    theirs.add(theirCheckin);
    theirs.add(
      theirSeed.spotlight(
        { at: '2026-06-09T00:00:00Z' },
        {
          quickCheckinId: theirCheckin,
          dimension: 'sleep',
          score: 1,
        },
      ),
    );
    theirs.add(
      theirSeed.reflection(
        { at: '2026-06-09T00:00:00Z' },
        {
          entryId: theirEntry,
          dimension: 'sleep',
          score: 1,
          notes: 'not yours',
          reflection: null,
        },
      ),
    );
    await writeHistories(t.database.db, [seed, theirSeed]);
    // WHO-5 results (decision 290), through the API: two of mine, one of theirs.
    for (const [who, day, answers] of [
      [me, '2026-06-10', [4, 3, 2, 1, 0]],
      [me, '2026-05-27', [5, 5, 5, 5, 4]],
      [other, '2026-06-09', [1, 1, 1, 1, 1]],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/who5',
        headers: who.headers,
        payload: { answers, day },
      });
      (who === me ? (mine.get('who5') as Set<string>) : theirs).add(res.json().id);
    }
  });
  afterAll(() => t.close());

  it('exports every record of the user as JSON, and nothing of anyone else', async () => {
    const res = await t.app.inject({ url: '/api/export?format=json', headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    // June 15 12:00 UTC is already June 16 in Auckland.
    expect(res.headers['content-disposition']).toBe('attachment; filename="tend-export-2026-06-16.json"');
    expect(res.headers['cache-control']).toBe('no-store');

    const doc = res.json() as ExportDocument;
    expect(Object.keys(doc)).toEqual(['exportFormat', 'exportDate', 'user', 'areas', ...LIST_KEYS]);
    expect(doc.exportFormat).toBe('json');
    expect(doc.exportDate).toBe('2026-06-15T12:00:00.000Z');
    expect(doc.user).toMatchObject({
      id: me.user.id,
      name: 'Zoë "Z", O\'Neil',
      email: me.user.email,
      timeZone: 'Pacific/Auckland',
    });
    for (const key of LIST_KEYS) {
      expect(new Set(doc[key].map((r) => r.id)), key).toEqual(mine.get(key));
    }
    expect(res.body).not.toContain('not yours');
    for (const id of theirs) expect(res.body).not.toContain(id);

    // Newest first, exact text, API shapes (scores as one-decimal strings).
    expect(doc.journalEntries.map((j) => j.content)).toEqual(TRICKY);
    expect(doc.wellbeingEntries[0]).toMatchObject({
      sleep: '10.0',
      exercise: '7.5',
      finance: '0.0',
      overallScore: '6.9',
      notes: TRICKY[0],
      day: '2026-06-10',
    });
    expect(doc.dimensionReflections[0]).toMatchObject({
      dimension: 'exercise',
      score: '4.5',
      putIntoPractice: true,
      notes: TRICKY[0],
    });
    expect(doc.dimensionReflections[1]?.putIntoPractice).toBe(false);
    expect(doc.quickCheckins[0]).toMatchObject({ coreFeeling: '6.5', tags: CHECKIN_TAGS });
    expect(doc.quickCheckins[1]?.tags).toEqual([]);
    expect(doc.journalEntries[0]?.tags).toEqual(JOURNAL_TAGS);
    expect(doc.journalEntries.slice(1).map((j) => j.tags)).toEqual(TRICKY.slice(1).map(() => []));
    expect(doc.spotlightRatings[3]).toMatchObject({ quickCheckinId: null, dimension: 'diet', score: '3.0' });
    expect(
      doc.who5.map(({ day, answers, raw, percent, band }) => ({ day, answers, raw, percent, band })),
    ).toEqual([
      { day: '2026-06-10', answers: [4, 3, 2, 1, 0], raw: 10, percent: 40, band: 'low' },
      { day: '2026-05-27', answers: [5, 5, 5, 5, 4], raw: 24, percent: 96, band: 'none' },
    ]);
  });

  it('exports CSV that a real parser reads back exactly, with a BOM and the spec sections', async () => {
    const res = await t.app.inject({ url: '/api/export?format=csv', headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tend-export-2026-06-16.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.body).not.toContain('not yours');

    const sections = csvSections(res.rawPayload.toString('utf8'));
    expect([...sections.keys()]).toEqual([
      'header',
      'Wellbeing Entries',
      'Journal Entries',
      'Reflections',
      'Quick Check-ins',
      'Spotlight Ratings',
      'WHO-5',
    ]);
    expect(sections.get('header')).toEqual([
      ['Tend Data Export'],
      ['Name', 'Zoë "Z", O\'Neil'],
      ['Email', me.user.email],
      ['Member Since', '2026-06-16'],
      ['Time Zone', 'Pacific/Auckland'],
      ['Export Date', '2026-06-16'],
      ['Export Format', 'csv'],
    ]);

    const days = TRICKY.map((_, i) =>
      new Date(Date.parse('2026-06-10T00:00:00Z') - i * 86_400_000).toISOString().slice(0, 10),
    );
    const wellbeing = sections.get('Wellbeing Entries') ?? [];
    expect(wellbeing[0]).toEqual([
      'Date',
      'Sleep',
      'Movement',
      'Diet',
      'Social',
      'Achievements',
      'Relationships',
      'Creativity',
      'Finance',
      'Overall Score',
      'Notes',
    ]);
    expect(wellbeing.slice(1)).toEqual(
      TRICKY.map((text, i) => [
        days[i],
        '10.0',
        '7.5',
        '7.5',
        '7.5',
        '7.5',
        '7.5',
        '7.5',
        '0.0',
        '6.9',
        inCsv(text),
      ]),
    );
    const journal = sections.get('Journal Entries') ?? [];
    expect(journal[0]).toEqual(['Date', 'Title', 'Content', 'Mood', 'Tags']);
    // Tags in one cell, a name a line (a tag name never holds a line break).
    expect(journal.slice(1)).toEqual(
      TRICKY.map((text, i) => [
        days[i],
        i === 1 ? '' : inCsv(text),
        inCsv(text),
        String((i % 10) + 1),
        i === 0 ? 'Family, friends\nWork' : '',
      ]),
    );
    const reflections = sections.get('Reflections') ?? [];
    expect(reflections[0]).toEqual(['Date', 'Area', 'Score', 'Notes', 'Where to Start', 'Put Into Practice']);
    expect(reflections.slice(1)).toEqual(
      TRICKY.map((text, i) => [
        days[i],
        'Movement',
        '4.5',
        inCsv(text),
        i === 2 ? '' : inCsv(text),
        i % 2 === 0 ? 'Yes' : 'No',
      ]),
    );
    expect(sections.get('Quick Check-ins')).toEqual([
      ['Date', 'Core Feeling', 'Tags'],
      ...days.map((d, i) => [d, '6.5', i === 0 ? 'Café\nRain; cold' : '']),
    ]);
    expect(sections.get('Spotlight Ratings')).toEqual([
      ['Date', 'Area', 'Score'],
      ...days.map((d) => [d, 'Diet', '3.0']),
    ]);
    expect(sections.get('WHO-5')).toEqual([
      ['Date', 'Cheerful', 'Calm', 'Active', 'Rested', 'Interested', 'Raw Score', 'Percent'],
      ['2026-06-10', '4', '3', '2', '1', '0', '10', '40'],
      ['2026-05-27', '5', '5', '5', '5', '4', '24', '96'],
    ]);
  });

  it('gzips in the worker for a client that accepts it, once, with the same bytes inside', async () => {
    const url = '/api/export?format=csv';
    const asIs = await t.app.inject({ url, headers: { ...me.headers, 'accept-encoding': 'identity' } });
    expect(asIs.headers['content-encoding']).toBeUndefined();
    const zipped = await t.app.inject({ url, headers: { ...me.headers, 'accept-encoding': 'gzip, br' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    // One gzip stream (the server's compression did not wrap it again) holding the very same export.
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(asIs.body);
  }, 60_000);

  it('exports empty sections for a new user', async () => {
    const fresh = await signUp(t.app, { name: 'New', timeZone: 'America/Los_Angeles' });
    const json = await t.app.inject({ url: '/api/export?format=json', headers: fresh.headers });
    const doc = json.json() as ExportDocument;
    for (const key of LIST_KEYS) expect(doc[key]).toEqual([]);
    // 05:00 on June 15 in Los Angeles.
    expect(json.headers['content-disposition']).toBe('attachment; filename="tend-export-2026-06-15.json"');
    const csv = await t.app.inject({ url: '/api/export?format=csv', headers: fresh.headers });
    const sections = csvSections(csv.body);
    expect(sections.get('Wellbeing Entries')).toHaveLength(1);
    expect(sections.get('Spotlight Ratings')).toEqual([['Date', 'Area', 'Score']]);
  });

  it('pages through long histories without losing or repeating a record', async () => {
    const many = await signUp(t.app, { timeZone: 'UTC' });
    // More than two pages, with runs of identical timestamps so the id must break the ties.
    const total = EXPORT_PAGE_SIZE * 2 + 37;
    const rows = Array.from({ length: total }, (_, i) => {
      const date = new Date(Date.parse('2026-01-01T00:00:00Z') + Math.floor(i / 7) * 3_600_000).toISOString();
      return {
        id: randomUUID(),
        user_id: many.user.id,
        day: date.slice(0, 10),
        date,
        core_feeling: (i % 21) * 0.5,
      };
    });
    for (let i = 0; i < rows.length; i += 250) {
      await t.database.db
        .insertInto('quick_checkins')
        .values(rows.slice(i, i + 250))
        .execute();
    }
    const doc = (
      await t.app.inject({ url: '/api/export?format=json', headers: many.headers })
    ).json() as ExportDocument;
    expect(doc.quickCheckins).toHaveLength(total);
    expect(new Set(doc.quickCheckins.map((q) => q.id))).toEqual(new Set(rows.map((r) => r.id)));
    const order = [...rows].sort((a, b) =>
      a.date === b.date ? (a.id < b.id ? 1 : -1) : a.date < b.date ? 1 : -1,
    );
    expect(doc.quickCheckins.map((q) => q.id)).toEqual(order.map((r) => r.id));

    const csv = await t.app.inject({ url: '/api/export?format=csv', headers: many.headers });
    expect(csvSections(csv.body).get('Quick Check-ins')).toHaveLength(total + 1);
  });

  it('reads no further ahead than the reader takes: backpressure reaches the worker', async () => {
    const slow = await signUp(t.app, { timeZone: 'UTC' });
    const rows = Array.from({ length: 4000 }, (_, i) => {
      const date = new Date(Date.parse('2025-01-01T00:00:00Z') + i * 60_000).toISOString();
      return { id: randomUUID(), user_id: slow.user.id, day: date.slice(0, 10), date, core_feeling: 5 };
    });
    for (let i = 0; i < rows.length; i += 500) {
      await t.database.db
        .insertInto('quick_checkins')
        .values(rows.slice(i, i + 500))
        .execute();
    }
    const user = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', slow.user.id)
      .executeTakeFirstOrThrow();
    const ctx = { config: t.config, db: t.database.db } as AppContext;
    const { stream } = exportStream(ctx, 'json', user, new Date('2026-06-15T12:00:00Z'));
    // Nobody reads: the stream asks the worker for batches only until its buffer is full, however long
    // it is left alone (a worker that ignored backpressure would have pushed the whole ~0.5 MB).
    await new Promise((resolve) => stream.once('readable', resolve));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(stream.readableLength).toBeGreaterThan(0);
    expect(stream.readableLength).toBeLessThanOrEqual(stream.readableHighWaterMark + 80 * 1024);
    // Then read to the end: everything arrives, once.
    let text = '';
    for await (const chunk of stream) text += (chunk as Buffer).toString('utf8');
    const doc = JSON.parse(text) as ExportDocument;
    expect(doc.quickCheckins.map((q) => q.id)).toEqual(rows.map((r) => r.id).reverse());
    await closeExportWorkers(ctx);
  });

  it('keeps its workers warm: exports one after another reuse one worker, exports at once share a few', async () => {
    const pool = exportPool(t.app.ctx);
    const first = await t.app.inject({ url: '/api/export?format=json', headers: me.headers });
    expect(first.statusCode).toBe(200);
    const started = pool.started;
    expect(started).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) {
      const again = await t.app.inject({ url: '/api/export?format=json', headers: me.headers });
      expect(again.body).toBe(first.body);
    }
    expect(pool.started).toBe(started);
    // Eight at once: every one complete and alike; at most EXPORT_WORKERS_MAX threads, the rest wait.
    const many = await Promise.all(
      Array.from({ length: 8 }, () => t.app.inject({ url: '/api/export?format=json', headers: me.headers })),
    );
    for (const res of many) expect(res.body).toBe(first.body);
    expect(pool.threads).toBeLessThanOrEqual(EXPORT_WORKERS_MAX);
    expect(pool.started - started).toBeLessThanOrEqual(EXPORT_WORKERS_MAX);
  }, 120_000);

  it("ends an abandoned export's worker and serves the next export with another", async () => {
    const user = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', me.user.id)
      .executeTakeFirstOrThrow();
    const pool = exportPool(t.app.ctx);
    const { stream } = exportStream(t.app.ctx, 'json', user, new Date('2026-06-15T12:00:00Z'));
    await new Promise((resolve) => stream.once('readable', resolve));
    stream.destroy();
    const next = await t.app.inject({ url: '/api/export?format=json', headers: me.headers });
    expect((next.json() as ExportDocument).journalEntries.length).toBe(mine.get('journalEntries')?.size);
    expect(pool.threads).toBeLessThanOrEqual(EXPORT_WORKERS_MAX);
  }, 120_000);

  it.each([
    ['/api/export', 'format: must be json or csv'],
    ['/api/export?format=xml', 'format: must be json or csv'],
    ['/api/export?format=JSON', 'format: must be json or csv'],
  ])('answers 400 for %s', async (url, message) => {
    const res = await t.app.inject({ url, headers: me.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe.each(engines)('export limits and workers on %s', (engine) => {
  it('answers 429 with Retry-After past EXPORT_MAX_PER_USER exports a minute, per account', async () => {
    const t = await createTestApp(engine, { env: { EXPORT_MAX_PER_USER: '3' } });
    try {
      const a = await signUp(t.app);
      const b = await signUp(t.app);
      const get = (headers: Record<string, string>) =>
        t.app.inject({ url: '/api/export?format=csv', headers });
      for (let i = 0; i < 3; i++) expect((await get(a.headers)).statusCode).toBe(200);
      const refused = await get(a.headers);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toEqual({
        message: 'You can download your data 3 times a minute. Please try again in a moment.',
      });
      // Another account has its own count.
      expect((await get(b.headers)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('closes every export worker (and its connection) when the app closes', async () => {
    const t = await createTestApp(engine);
    const a = await signUp(t.app);
    const pool = exportPool(t.app.ctx);
    await Promise.all([0, 1].map(() => t.app.inject({ url: '/api/export?format=json', headers: a.headers })));
    expect(pool.threads).toBeGreaterThan(0);
    await t.close();
    expect(pool.threads).toBe(0);
  }, 120_000);
});

describe('an export at shutdown (SQLite)', () => {
  it('ends the export worker before the last close: the WAL is checkpointed away and the file alone holds every write', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tend-export-close-'));
    try {
      const path = join(dir, 'tend.db');
      const config = loadConfig({
        DATABASE_URL: `sqlite:${path}`,
        OUTBOX_DIR: join(dir, 'outbox'),
        STATIC_DIR: join(dir, 'no-client'),
        LOG_LEVEL: 'silent',
      });
      // The app opens and closes the database itself, as main.ts runs it.
      const app = await buildApp({ config, logger: false });
      const a = await signUp(app);
      const rows = Array.from({ length: 3000 }, (_, i) => {
        const date = new Date(Date.parse('2025-01-01T00:00:00Z') + i * 60_000).toISOString();
        return { id: randomUUID(), user_id: a.user.id, day: date.slice(0, 10), date, core_feeling: 5 };
      });
      for (let i = 0; i < rows.length; i += 500)
        await app.ctx.db
          .insertInto('quick_checkins')
          .values(rows.slice(i, i + 500))
          .execute();
      const user = await app.ctx.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', a.user.id)
        .executeTakeFirstOrThrow();
      // An export under way: its worker has read the first pages and waits for the reader.
      const { stream } = exportStream(app.ctx, 'json', user, new Date());
      stream.on('error', () => {});
      await new Promise((resolve) => stream.once('readable', resolve));
      expect(existsSync(`${path}-wal`)).toBe(true);

      await app.close();
      expect(exportPool(app.ctx).threads).toBe(0);
      const wal = `${path}-wal`;
      expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
      copyFileSync(path, join(dir, 'copy.db'));
      const copy = new SQLite(join(dir, 'copy.db'), { readonly: true });
      try {
        expect(copy.prepare('select count(*) as n from quick_checkins').get()).toEqual({ n: 3000 });
      } finally {
        copy.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
