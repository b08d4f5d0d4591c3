import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA_MESSAGES, type AreaWithCount } from '../../../core/areas';
import type { ApiDay, RateDayResponse } from '../../../core/schemas/days';
import type { ApiWellbeingEntry } from '../../../core/schemas/wellbeing';
import { createTestApp, engines, signUp, type TestApp } from '../../test/helpers';

type Headers = Record<string, string>;
const NOON = '2026-06-15T12:00:00.000Z';

/** Each person's wheel (DESIGN §6; decisions 340–345), on both engines. */
describe.each(engines)('/api/areas on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { now: NOON });
  });
  afterAll(() => t.close());

  const user = () => signUp(t.app, { timeZone: 'UTC' });
  const areas = async (headers: Headers) => {
    const res = await t.app.inject({ url: '/api/areas', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AreaWithCount[];
  };
  const put = (headers: Headers, key: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/areas/${key}`, headers, payload: payload as object });
  const post = (headers: Headers, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/areas', headers, payload: payload as object });
  const del = (headers: Headers, key: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/areas/${key}`, headers });
  const rate = (headers: Headers, day: string, key: string, score: number) =>
    t.app.inject({ method: 'PUT', url: `/api/days/${day}/ratings/${key}`, headers, payload: { score } });
  async function addOwn(headers: Headers, label: string) {
    const res = await post(headers, { label, icon: 'Leaf', color: '#16a34a' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as AreaWithCount;
  }
  const issues = (res: { json(): unknown }) =>
    (res.json() as { issues?: { path: string; message: string }[] }).issues;

  it('answers the default eight in wheel order', async () => {
    const { headers } = await user();
    const wheel = await areas(headers);
    expect(wheel.map((a) => a.key)).toEqual([
      'sleep',
      'exercise',
      'diet',
      'social',
      'achievements',
      'relationships',
      'creativity',
      'finance',
    ]);
    expect(wheel[1]).toEqual({
      key: 'exercise',
      label: 'Movement',
      icon: 'Footprints',
      color: '#EA580C',
      hidden: false,
      position: 1,
      builtIn: true,
      description: null,
      ratingCount: 0,
    });
  });

  it('renames, recolours and moves a built-in area; its key never changes', async () => {
    const { headers } = await user();
    const res = await put(headers, 'sleep', {
      label: '  Rest  ',
      icon: 'Sun',
      color: '#db2777',
      position: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      key: 'sleep',
      label: 'Rest',
      icon: 'Sun',
      color: '#DB2777',
      position: 3,
    });
    const wheel = await areas(headers);
    expect(wheel.map((a) => a.key).slice(0, 4)).toEqual(['exercise', 'diet', 'social', 'sleep']);
    expect(wheel.map((a) => a.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // The spec's calls keep working with the built-in key.
    expect((await rate(headers, '2026-06-15', 'sleep', 8)).statusCode).toBe(200);
  });

  it('hides (never deletes) and shows again; the overall follows the shown areas', async () => {
    const { headers } = await user();
    const first = (await (await rate(headers, '2026-06-15', 'sleep', 10)).json()) as RateDayResponse;
    // 10 + 7 × 5 over 8 = 5.625 → 5.6
    expect(first.entry.overallScore).toBe('5.6');
    const hidden = await put(headers, 'sleep', { hidden: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ key: 'sleep', hidden: true, ratingCount: 1 });
    const [day] = (await (
      await t.app.inject({ url: '/api/days?from=2026-06-15&to=2026-06-15', headers })
    ).json()) as ApiDay[];
    expect(day?.scores?.sleep).toBe('10.0');
    expect(day?.overallScore).toBe('5.0');
    // A hidden area can still be rated.
    expect((await rate(headers, '2026-06-14', 'sleep', 2)).statusCode).toBe(200);
    await put(headers, 'sleep', { hidden: false });
    const [again] = (await (
      await t.app.inject({ url: '/api/days?from=2026-06-15&to=2026-06-15', headers })
    ).json()) as ApiDay[];
    expect(again?.overallScore).toBe('5.6');
  });

  it('keeps at least 3 areas shown', async () => {
    const { headers } = await user();
    for (const key of ['sleep', 'exercise', 'diet', 'social', 'achievements'])
      expect((await put(headers, key, { hidden: true })).statusCode).toBe(200);
    const res = await put(headers, 'finance', { hidden: true });
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual([{ path: 'hidden', message: AREA_MESSAGES.tooFewShown }]);
    expect((await areas(headers)).filter((a) => !a.hidden)).toHaveLength(3);
  });

  it('adds areas of one’s own with stable keys, rates them, and counts their ratings', async () => {
    const { headers } = await user();
    const garden = await addOwn(headers, 'Garden');
    expect(garden).toMatchObject({
      label: 'Garden',
      color: '#16A34A',
      builtIn: false,
      position: 8,
      hidden: false,
    });
    expect(garden.key).toMatch(/^own-[a-z0-9]{10}$/);
    const res = await rate(headers, '2026-06-15', garden.key, 9);
    expect(res.statusCode, res.body).toBe(200);
    const { entry } = res.json() as RateDayResponse;
    expect(entry.areaScores).toEqual({ [garden.key]: '9.0' });
    // The day's overall: eight 5.0 and the garden's 9, (40 + 9) / 9 = 5.44… → 5.4
    expect(entry.overallScore).toBe('5.4');
    await rate(headers, '2026-06-14', garden.key, 4);
    const days = (await (
      await t.app.inject({ url: '/api/days?from=2026-06-14&to=2026-06-15', headers })
    ).json()) as ApiDay[];
    expect(days.map((d) => d.areaScores)).toEqual([{ [garden.key]: '4.0' }, { [garden.key]: '9.0' }]);
    const today = (await (
      await t.app.inject({ url: '/api/wellbeing-entries/today', headers })
    ).json()) as ApiWellbeingEntry;
    expect(today.areaScores).toEqual({ [garden.key]: '9.0' });
    expect((await areas(headers)).find((a) => a.key === garden.key)?.ratingCount).toBe(2);
  });

  it('answers /latest with its own-area ratings in one read, byte for byte as /today and the list', async () => {
    const { headers } = await user();
    const get = (url: string) => t.app.inject({ url, headers });
    // No areas of one's own yet: no areaScores at all.
    await rate(headers, '2026-06-14', 'sleep', 6);
    const plain = await get('/api/wellbeing-entries/latest');
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).not.toHaveProperty('areaScores');
    const garden = await addOwn(headers, 'Garden');
    const walks = await addOwn(headers, 'Walks');
    // Rated in the order that is not the keys' order, so the answer's key order is the rule's, not chance.
    const [first, second] = [garden.key, walks.key].sort().reverse() as [string, string];
    await rate(headers, '2026-06-15', first, 7.5);
    await rate(headers, '2026-06-15', second, 10);
    await rate(headers, '2026-06-14', first, 2);
    const latest = await get('/api/wellbeing-entries/latest');
    const today = await get('/api/wellbeing-entries/today');
    const list = await get('/api/wellbeing-entries?limit=1');
    expect(latest.statusCode, latest.body).toBe(200);
    expect(latest.body).toBe(today.body);
    expect(latest.body).toBe(JSON.stringify(list.json<unknown[]>()[0]));
    const entry = latest.json<ApiWellbeingEntry>();
    expect(entry.day).toBe('2026-06-15');
    expect(entry.areaScores).toEqual({ [first]: '7.5', [second]: '10.0' });
    expect(Object.keys(entry.areaScores ?? {})).toEqual([second, first]);
    // The newest day without own ratings, on an account that has own areas: none in the answer.
    await del(headers, first);
    await del(headers, second);
    const after = await get('/api/wellbeing-entries/latest');
    expect(after.json()).not.toHaveProperty('areaScores');
    expect(after.body).toBe((await get('/api/wellbeing-entries/today')).body);
  });

  it('deletes an area of one’s own with its ratings; never a built-in one', async () => {
    const { headers } = await user();
    const garden = await addOwn(headers, 'Garden');
    await rate(headers, '2026-06-15', garden.key, 10);
    const builtIn = await del(headers, 'sleep');
    expect(builtIn.statusCode).toBe(400);
    expect(issues(builtIn)).toEqual([{ path: 'key', message: AREA_MESSAGES.builtInDelete }]);
    const res = await del(headers, garden.key);
    expect(res.statusCode, res.body).toBe(204);
    expect((await areas(headers)).map((a) => a.key)).not.toContain(garden.key);
    const [day] = (await (
      await t.app.inject({ url: '/api/days?from=2026-06-15&to=2026-06-15', headers })
    ).json()) as ApiDay[];
    expect(day?.areaScores).toBeUndefined();
    expect(day?.overallScore).toBe('5.0');
    expect((await del(headers, garden.key)).statusCode).toBe(404);
    expect((await rate(headers, '2026-06-15', garden.key, 3)).statusCode).toBe(404);
  });

  it('limits: 4 of one’s own, 12 in all; labels 1–40, unique case-insensitively; sets', async () => {
    const { headers } = await user();
    for (const label of ['One', 'Two', 'Three', 'Four']) await addOwn(headers, label);
    const fifth = await post(headers, { label: 'Five', icon: 'Leaf', color: '#16A34A' });
    expect(fifth.statusCode).toBe(400);
    expect((fifth.json() as { message: string }).message).toBe(AREA_MESSAGES.tooMany);
    expect(await areas(headers)).toHaveLength(12);

    const bad = async (key: string, payload: unknown, path: string, message: string) => {
      const res = await put(headers, key, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(issues(res)).toContainEqual({ path, message });
    };
    await bad('sleep', { label: '   ' }, 'label', AREA_MESSAGES.labelRequired);
    await bad('sleep', { label: 'x'.repeat(41) }, 'label', AREA_MESSAGES.labelTooLong);
    await bad('sleep', { label: ' two ' }, 'label', AREA_MESSAGES.labelTaken);
    await bad('sleep', { label: 'movement' }, 'label', AREA_MESSAGES.labelTaken);
    await bad('sleep', { icon: 'Skull' }, 'icon', AREA_MESSAGES.iconUnknown);
    await bad('sleep', { color: '#000000' }, 'color', AREA_MESSAGES.colorUnknown);
    await bad('sleep', { description: 'x'.repeat(501) }, 'description', AREA_MESSAGES.descriptionTooLong);
    expect((await put(headers, 'sleep', { label: 'x'.repeat(40) })).statusCode).toBe(200);
    expect((await put(headers, 'sleep', { label: 'SLEEP' })).statusCode).toBe(200);
    expect((await put(headers, 'sleep', {})).statusCode).toBe(400);
    const dup = await post(headers, { label: 'one', icon: 'Leaf', color: '#16A34A' });
    expect(dup.statusCode).toBe(400);
  });

  it('another person’s area is 404; unknown keys are 404 or 400', async () => {
    const owner = await user();
    const stranger = await user();
    const garden = await addOwn(owner.headers, 'Garden');
    expect((await put(stranger.headers, garden.key, { label: 'Mine' })).statusCode).toBe(404);
    expect((await del(stranger.headers, garden.key)).statusCode).toBe(404);
    expect((await rate(stranger.headers, '2026-06-15', garden.key, 5)).statusCode).toBe(404);
    expect((await areas(owner.headers)).find((a) => a.key === garden.key)?.label).toBe('Garden');
    expect((await put(owner.headers, 'own-0000000000', { label: 'x' })).statusCode).toBe(404);
    expect((await put(owner.headers, 'mood', { label: 'x' })).statusCode).toBe(400);
  });
  it('export → import into another account → export: the wheel and own ratings are equal', async () => {
    const a = await user();
    await put(a.headers, 'sleep', { label: 'Rest', icon: 'Sun', color: '#8B5CF6', position: 2 });
    await put(a.headers, 'diet', { hidden: true, description: 'Food, mostly' });
    const garden = await addOwn(a.headers, 'Garden');
    const music = await addOwn(a.headers, 'Music');
    await put(a.headers, music.key, { hidden: true, description: 'Playing, not listening' });
    await rate(a.headers, '2026-06-13', 'sleep', 7);
    await rate(a.headers, '2026-06-14', garden.key, 8.5);
    await rate(a.headers, '2026-06-15', garden.key, 3);
    await rate(a.headers, '2026-06-15', music.key, 9);
    // A reflection and a spotlight rating of an area of one's own travel too (decisions 374, 378).
    const reflected = await t.app.inject({
      method: 'PUT',
      url: `/api/days/2026-06-15/ratings/${garden.key}`,
      headers: a.headers,
      payload: { score: 3.5, notes: 'Weeds everywhere', reflection: 'Ten minutes on Saturday' },
    });
    expect(reflected.statusCode, reflected.body).toBe(200);
    const spot = await t.app.inject({
      method: 'POST',
      url: '/api/spotlight-ratings',
      headers: a.headers,
      payload: { ratings: { [garden.key]: '3.0' } },
    });
    expect(spot.statusCode, spot.body).toBe(201);
    const exportOf = async (headers: Headers) => {
      const res = await t.app.inject({ url: '/api/export?format=json', headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    };
    const first = await exportOf(a.headers);
    const b = await user();
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/import',
      headers: { ...b.headers, 'content-type': 'application/octet-stream' },
      payload: first,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const second = await exportOf(b.headers);
    type Doc = {
      areas: unknown;
      wellbeingEntries: Record<string, unknown>[];
      dimensionReflections: Record<string, unknown>[];
      spotlightRatings: Record<string, unknown>[];
    };
    const comparable = (text: string) => {
      const doc = JSON.parse(text) as Doc;
      return {
        areas: doc.areas,
        entries: doc.wellbeingEntries.map(({ id: _id, ...rest }) => rest),
        reflections: doc.dimensionReflections.map(({ id: _id, wellbeingEntryId: _e, ...rest }) => rest),
        spotlight: doc.spotlightRatings.map(({ id: _id, quickCheckinId: _q, ...rest }) => rest),
      };
    };
    const before = comparable(first);
    expect(before.reflections).toMatchObject([{ dimension: garden.key, notes: 'Weeds everywhere' }]);
    expect(before.spotlight).toMatchObject([{ dimension: garden.key, score: '3.0' }]);
    expect(before.entries.map((e) => e.areaScores)).toEqual([
      { [garden.key]: '3.0', [music.key]: '9.0' },
      { [garden.key]: '8.5' },
      undefined,
    ]);
    expect(comparable(second)).toEqual(before);
    expect(await areas(b.headers)).toEqual(await areas(a.headers));
    // The CSV gains a column per area of one's own, headed with its label.
    const csv = await t.app.inject({ url: '/api/export?format=csv', headers: b.headers });
    expect(csv.body).toContain('Overall Score,Notes,Garden,Music');
  });
  describe('the CSV export → import of areas of one’s own (decision 380)', () => {
    const csvOf = async (headers: Headers) => {
      const res = await t.app.inject({ url: '/api/export?format=csv', headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    };
    const importCsv = (headers: Headers, body: string, query = '') =>
      t.app.inject({
        method: 'POST',
        url: `/api/import${query}`,
        headers: { ...headers, 'content-type': 'text/csv' },
        payload: body,
      });
    /** The wellbeing section (header and rows), the part the own areas' columns are in. */
    const wellbeing = (csv: string) => {
      const lines = csv.split('\r\n');
      const start = lines.indexOf('Wellbeing Entries');
      return lines.slice(start, lines.indexOf('', start));
    };
    /** A small export with two own areas, rated on some days, one named like a formula and needing quotes. */
    async function source() {
      const a = await user();
      const garden = await addOwn(a.headers, '=Garden, allotment');
      const music = await addOwn(a.headers, 'Music');
      await put(a.headers, 'sleep', { label: 'Rest' });
      await rate(a.headers, '2026-06-13', 'sleep', 7);
      await rate(a.headers, '2026-06-14', garden.key, 8.5);
      await rate(a.headers, '2026-06-15', garden.key, 3);
      await rate(a.headers, '2026-06-15', music.key, 9);
      return { a, garden, music, csv: await csvOf(a.headers) };
    }

    it('restores the own areas and their ratings: export → import → export is equal', async () => {
      const { csv } = await source();
      expect(wellbeing(csv)[1]).toBe(
        `Date,Sleep,Movement,Diet,Social,Achievements,Relationships,Creativity,Finance,Overall Score,Notes,"'=Garden, allotment",Music`,
      );
      const b = await user();
      const res = await importCsv(b.headers, csv);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ format: 'tend-csv', wellbeingEntries: { added: 3 } });
      const wheel = await areas(b.headers);
      const own = wheel.filter((x) => !x.builtIn);
      expect(own.map((x) => [x.label, x.hidden, x.position, x.ratingCount])).toEqual([
        ['=Garden, allotment', false, 8, 2],
        ['Music', false, 9, 1],
      ]);
      for (const x of own) expect(x.key).toMatch(/^own-[a-z0-9]{10}$/);
      // New own areas take icons and colours of the set that are not on the wheel yet.
      expect(new Set(wheel.map((x) => x.icon)).size).toBe(10);
      expect(new Set(wheel.map((x) => x.color)).size).toBe(10);
      // Day overalls follow the restored wheel (decision 342): the CSV's Overall Score column is equal too.
      expect(wellbeing(await csvOf(b.headers))).toEqual(wellbeing(csv));
      const day = await t.app.inject({ url: '/api/days/2026-06-15', headers: b.headers });
      const entry = (day.json() as { entry: ApiWellbeingEntry }).entry;
      expect(entry.areaScores).toEqual({ [own[0]?.key as string]: '3.0', [own[1]?.key as string]: '9.0' });
      // A second import matches the columns to the areas by label (any case): nothing added.
      const again = await importCsv(b.headers, csv.replace(',Music\r\n', ',MUSIC\r\n'));
      expect(again.statusCode, again.body).toBe(200);
      expect((await areas(b.headers)).map((x) => x.key)).toEqual(wheel.map((x) => x.key));
      expect(wellbeing(await csvOf(b.headers))).toEqual(wellbeing(csv));
    });

    it('into the same account: the columns rate its own areas, hidden ones too', async () => {
      const { a, garden, music, csv } = await source();
      await put(a.headers, music.key, { hidden: true });
      const res = await importCsv(a.headers, csv);
      expect(res.statusCode, res.body).toBe(200);
      const wheel = await areas(a.headers);
      expect(wheel.filter((x) => !x.builtIn).map((x) => [x.key, x.hidden])).toEqual([
        [garden.key, false],
        [music.key, true],
      ]);
    });

    it('refuses a file past the limits, naming the line; a bad score names the area and line', async () => {
      const { csv } = await source();
      const header = wellbeing(csv)[1] as string;
      const line = csv.split('\r\n').indexOf(header) + 1;
      const refuse = async (text: string) => {
        const b = await user();
        const res = await importCsv(b.headers, text);
        expect(res.statusCode, res.body).toBe(400);
        expect(await areas(b.headers)).toHaveLength(8);
        return issues(res) ?? [];
      };
      const withHeader = (h: string) => csv.replace(header, h);
      // Five own columns: at most 4 areas of one's own.
      expect(await refuse(withHeader(`${header},A,B,C`))).toEqual([
        { path: `line ${line}`, message: AREA_MESSAGES.tooManyOwn },
      ]);
      // A label of 41 characters, two columns of one area, the name of a built-in area.
      const long = 'x'.repeat(41);
      expect(
        await refuse(withHeader(header.replace(`"'=Garden, allotment",Music`, `${long},music,MUSIC`))),
      ).toEqual([
        { path: `line ${line}: column 12 "${long}"`, message: AREA_MESSAGES.labelTooLong },
        { path: `line ${line}: column 14 "MUSIC"`, message: 'The same area appears in two columns.' },
      ]);
      expect(await refuse(withHeader(header.replace(',Music', ',sleep')))).toEqual([
        {
          path: `line ${line}: column 13 "sleep"`,
          message: `${AREA_MESSAGES.labelTaken} (a built-in area)`,
        },
      ]);
      // An account with 3 own areas already takes one more: 4 of one's own, 12 in all.
      const c = await user();
      for (const label of ['One', 'Two', 'Three']) await addOwn(c.headers, label);
      const res = await importCsv(c.headers, csv);
      expect(res.statusCode).toBe(400);
      expect(issues(res)).toEqual([
        { path: `line ${line}`, message: AREA_MESSAGES.tooMany },
        { path: `line ${line}`, message: AREA_MESSAGES.tooManyOwn },
      ]);
      expect(await areas(c.headers)).toHaveLength(11);
      // A score out of range is named by the area's label and the row's line.
      const row = csv.split('\r\n').findIndex((l) => l.startsWith('2026-06-15,'));
      const bad = csv.replace(/(\r\n2026-06-15,.*),3\.0,9\.0\r\n/, '$1,3.0,11\r\n');
      expect(bad).not.toBe(csv);
      const rowIssues = await refuse(bad);
      expect(rowIssues[0]?.path).toBe(`line ${row + 1}`);
      expect(rowIssues[0]?.message).toMatch(/^Music: /);
      // A value under a column without a name: which area it rates is unknown.
      const padded = csv.replace(header, `${header},`).replace(/(\r\n2026-06-14,.*,8\.5,)\r\n/, '$1,4\r\n');
      expect(padded).not.toBe(csv);
      expect((await refuse(padded))[0]?.message).toMatch(/column 14, which has no area's name/);
    });

    it('a dry run previews without adding an area', async () => {
      const { csv } = await source();
      const b = await user();
      const res = await importCsv(b.headers, csv, '?dryRun=1');
      expect(res.statusCode, res.body).toBe(200);
      expect(await areas(b.headers)).toHaveLength(8);
    });
  });

  it('reports and progress follow the wheel: shown areas, own labels, own scores, the overall rule', async () => {
    const { headers } = await user();
    const garden = await addOwn(headers, 'Garden');
    await put(headers, 'finance', { hidden: true });
    await put(headers, 'sleep', { label: 'Rest' });
    const { entry } = (await (await rate(headers, '2026-06-15', garden.key, 9)).json()) as RateDayResponse;
    // Seven shown built-in areas at 5.0 and the garden's 9: (35 + 9) / 8 = 5.5.
    expect(entry.overallScore).toBe('5.5');
    const weekly = await t.app.inject({ url: '/api/reports/weekly?weekStart=2026-06-15', headers });
    expect(weekly.statusCode, weekly.body).toBe(200);
    const report = weekly.json() as {
      areas: { key: string; label: string; current: string | null }[];
      overall: { current: string | null };
    };
    expect(report.areas.map((a) => a.key)).toEqual([
      'sleep',
      'exercise',
      'diet',
      'social',
      'achievements',
      'relationships',
      'creativity',
      garden.key,
    ]);
    expect(report.areas[0]?.label).toBe('Rest');
    expect(report.areas.at(-1)).toMatchObject({ label: 'Garden', current: '9.0' });
    expect(report.overall.current).toBe('5.5');
    const monthly = await t.app.inject({ url: '/api/reports/monthly?month=2026-06', headers });
    expect((monthly.json() as { overall: { current: string } }).overall.current).toBe('5.5');
    const progress = await t.app.inject({ url: '/api/progress?range=30d', headers });
    expect(progress.statusCode, progress.body).toBe(200);
    const points = (
      progress.json() as {
        points: { from: string; overall: string; scores: Record<string, string | null> }[];
      }
    ).points;
    const point = points.find((p) => p.from === '2026-06-15');
    expect(point?.scores[garden.key]).toBe('9.0');
    expect(point?.scores.finance).toBe('5.0');
    expect(point?.overall).toBe('5.5');
    const range = await t.app.inject({
      url: '/api/reports/range?from=2026-06-01&to=2026-06-15&include=reports',
      headers,
    });
    expect(range.statusCode, range.body).toBe(200);
    const summary = (
      range.json() as {
        summary: {
          overall: { current: string };
          areas: { key: string }[];
          trend: { from: string; overall: string; scores: Record<string, string | null> }[];
        };
      }
    ).summary;
    expect(summary.areas.map((a) => a.key)).toContain(garden.key);
    expect(summary.areas.map((a) => a.key)).not.toContain('finance');
    expect(summary.overall.current).toBe('5.5');
    const trendPoint = summary.trend.find((p) => p.from === '2026-06-15');
    expect(trendPoint?.scores[garden.key]).toBe('9.0');
    expect(trendPoint?.overall).toBe('5.5');
  });

  it('the strength story speaks of renamed areas by the person’s label and leaves hidden ones out', async () => {
    const { headers } = await user();
    await put(headers, 'sleep', { label: 'Rest' });
    await rate(headers, '2026-05-20', 'finance', 2);
    await rate(headers, '2026-06-03', 'sleep', 5);
    await rate(headers, '2026-06-10', 'sleep', 8);
    await rate(headers, '2026-06-10', 'finance', 10);
    type Story = { strengthStory: { area: { key: string; label: string } | null; text: string } };
    const stories = async () => {
      const weekly = await t.app.inject({ url: '/api/reports/weekly?weekStart=2026-06-08', headers });
      const monthly = await t.app.inject({ url: '/api/reports/monthly?month=2026-06', headers });
      expect(weekly.statusCode, weekly.body).toBe(200);
      expect(monthly.statusCode, monthly.body).toBe(200);
      return [(weekly.json() as Story).strengthStory, (monthly.json() as Story).strengthStory];
    };
    // Finance rose most, so while it is shown it is the story.
    for (const story of await stories()) expect(story.area?.key).toBe('finance');
    await put(headers, 'finance', { hidden: true });
    const [week, month] = await stories();
    expect(week?.area).toMatchObject({ key: 'sleep', label: 'Rest' });
    expect(week?.text).toMatch(/^Rest grew the most this week, from 5\.0 to 8\.0\./);
    expect(month?.area).toMatchObject({ key: 'sleep', label: 'Rest' });
    expect(month?.text).toMatch(/^Rest grew the most this month/);
    // Shown again, its history is back in the story.
    await put(headers, 'finance', { hidden: false });
    for (const story of await stories()) expect(story.area?.key).toBe('finance');
  });
});
