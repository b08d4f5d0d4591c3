import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AreaWithCount } from '../../../core/areas';
import type { RateDayResponse } from '../../../core/schemas/days';
import type { ApiDimensionReflection } from '../../../core/schemas/reflections';
import type { ApiSearchResult } from '../../../core/schemas/search';
import type { ApiTargets } from '../../../core/schemas/targets';
import type { SpotlightRatingsResponse } from '../../../core/schemas/checkins';
import { createTestApp, engines, signUp, type TestApp } from '../../test/helpers';

type Headers = Record<string, string>;
const NOON = '2026-06-15T12:00:00.000Z';

/**
 * Areas of one's own where the eight were alone before (decisions 374–378): reflections, targets,
 * search titles, spotlight ratings and the deletion of all of it with the area. Both engines.
 */
describe.each(engines)('areas of one’s own everywhere on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { now: NOON });
  });
  afterAll(() => t.close());

  const user = () => signUp(t.app, { timeZone: 'UTC' });
  async function addOwn(headers: Headers, label: string, description?: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/areas',
      headers,
      payload: { label, icon: 'Music', color: '#2563EB', ...(description ? { description } : {}) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as AreaWithCount;
  }
  const rate = (headers: Headers, key: string, payload: object, day = '2026-06-15') =>
    t.app.inject({ method: 'PUT', url: `/api/days/${day}/ratings/${key}`, headers, payload });
  const reflections = (headers: Headers, key: string) =>
    t.app.inject({ url: `/api/dimension-reflections/${key}`, headers });
  const targets = (headers: Headers, payload?: object) =>
    t.app.inject({
      method: payload ? 'PUT' : 'GET',
      url: '/api/targets',
      headers,
      ...(payload ? { payload } : {}),
    });
  const issues = (res: { json(): unknown }) =>
    (res.json() as { issues?: { path: string; message: string }[] }).issues;

  it('a rating of an own area with text writes a reflection, listed under the area', async () => {
    const { headers } = await user();
    const music = await addOwn(headers, 'Music');
    const res = await rate(headers, music.key, {
      score: 4.5,
      notes: '  Not played all week  ',
      reflection: 'Scales before breakfast',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as RateDayResponse;
    expect(body.entry.areaScores).toEqual({ [music.key]: '4.5' });
    expect(body.reflection).toMatchObject({
      dimension: music.key,
      score: '4.5',
      notes: 'Not played all week',
      reflection: 'Scales before breakfast',
      wellbeingEntryId: body.entry.id,
      day: '2026-06-15',
    });
    const list = await reflections(headers, music.key);
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as ApiDimensionReflection[]).map((r) => r.id)).toEqual([body.reflection?.id]);
    // Not among a built-in area's.
    expect((await reflections(headers, 'sleep')).json()).toEqual([]);
    // Opened by id, edited (its area kept), and written straight to the entry.
    const one = await t.app.inject({
      url: `/api/dimension-reflections/${music.key}/${body.reflection?.id}`,
      headers,
    });
    expect(one.statusCode, one.body).toBe(200);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/dimension-reflections/${body.reflection?.id}`,
      headers,
      payload: { putIntoPractice: true },
    });
    expect(edited.json()).toMatchObject({ dimension: music.key, putIntoPractice: true });
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/dimension-reflections',
      headers,
      payload: { dimension: music.key, score: 5, notes: 'Better', wellbeingEntryId: body.entry.id },
    });
    expect(direct.statusCode, direct.body).toBe(201);
  });

  it('another person’s or an unknown own area is 404; a key of no form is 400', async () => {
    const owner = await user();
    const stranger = await user();
    const music = await addOwn(owner.headers, 'Music');
    const { entry } = (await (await rate(owner.headers, music.key, { score: 6 })).json()) as RateDayResponse;
    for (const [headers, key] of [
      [stranger.headers, music.key],
      [owner.headers, 'own-0000000000'],
    ] as const) {
      expect((await reflections(headers, key)).statusCode).toBe(404);
      expect((await rate(headers, key, { score: 5, notes: 'x' })).statusCode).toBe(404);
    }
    // The stranger's own entry, an area that is not theirs: 404 as well.
    const { entry: theirs } = (await (
      await rate(stranger.headers, 'sleep', { score: 5 })
    ).json()) as RateDayResponse;
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/dimension-reflections',
      headers: stranger.headers,
      payload: { dimension: music.key, score: 5, notes: 'x', wellbeingEntryId: theirs.id },
    });
    expect(foreign.statusCode).toBe(404);
    expect(entry.id).not.toBe(theirs.id);
    expect((await reflections(owner.headers, 'mood')).statusCode).toBe(400);
    expect((await reflections(owner.headers, 'own-ABC')).statusCode).toBe(400);
  });

  it('targets: the eight and each own area; 400 for an own key not on the wheel', async () => {
    const owner = await user();
    const stranger = await user();
    const music = await addOwn(owner.headers, 'Music');
    const initial = (await targets(owner.headers)).json() as ApiTargets;
    expect(initial).toMatchObject({ sleep: null, finance: null, [music.key]: null });
    const set = await targets(owner.headers, { [music.key]: '7.5', sleep: 8 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ sleep: '8.0', [music.key]: '7.5', diet: null });
    expect(((await targets(owner.headers)).json() as ApiTargets)[music.key]).toBe('7.5');
    // A stranger's wheel has no such area: unknown, and nothing changes.
    const foreign = await targets(stranger.headers, { [music.key]: 3 });
    expect(foreign.statusCode).toBe(400);
    expect(issues(foreign)).toEqual([{ path: music.key, message: 'Unknown dimension' }]);
    expect((await targets(stranger.headers)).json()).not.toHaveProperty(music.key);
    const unknown = await targets(owner.headers, { mood: 3 });
    expect(unknown.statusCode).toBe(400);
    expect(issues(unknown)).toContainEqual({ path: 'mood', message: 'Unknown dimension' });
    expect((await targets(owner.headers, { [music.key]: 11 })).statusCode).toBe(400);
    // Cleared with null.
    expect((await targets(owner.headers, { [music.key]: null })).json()).toMatchObject({ [music.key]: null });
  });

  it('search: a reflection of an own area is titled with its label, a renamed built-in one with its name', async () => {
    const { headers } = await user();
    const music = await addOwn(headers, 'Music');
    await t.app.inject({ method: 'PUT', url: '/api/areas/sleep', headers, payload: { label: 'Rest' } });
    await rate(headers, music.key, { score: 6, notes: 'Practised the nocturne' });
    await rate(headers, 'sleep', { score: 6, notes: 'A nocturne kept me up' });
    const res = await t.app.inject({ url: '/api/search?q=nocturne&kind=reflection', headers });
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json() as ApiSearchResult[];
    expect(results.map((r) => [r.dimension, r.title]).sort()).toEqual(
      [
        [music.key, 'Music'],
        ['sleep', 'Rest'],
      ].sort(),
    );
  });

  it('spotlight ratings take own areas (map and single form) and rate the day beside its entry', async () => {
    const owner = await user();
    const music = await addOwn(owner.headers, 'Music');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/spotlight-ratings',
      headers: owner.headers,
      payload: { ratings: { [music.key]: '2.5', diet: '4.0' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as SpotlightRatingsResponse;
    expect(body.ratings.map((r) => [r.dimension, r.score])).toEqual([
      ['diet', '4.0'],
      [music.key, '2.5'],
    ]);
    expect(body.entry.diet).toBe('4.0');
    expect(body.entry.areaScores).toEqual({ [music.key]: '2.5' });
    const checkin = await t.app.inject({
      method: 'POST',
      url: '/api/quick-checkins',
      headers: owner.headers,
      payload: { coreFeeling: 5 },
    });
    const single = await t.app.inject({
      method: 'POST',
      url: '/api/spotlight-ratings',
      headers: owner.headers,
      payload: { quickCheckinId: (checkin.json() as { id: string }).id, dimension: music.key, score: 3 },
    });
    expect(single.statusCode, single.body).toBe(201);
    expect((single.json() as SpotlightRatingsResponse).entry.areaScores).toEqual({ [music.key]: '3.0' });
    const stranger = await user();
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/spotlight-ratings',
      headers: stranger.headers,
      payload: { ratings: { [music.key]: '2.5' } },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('deleting an own area takes its ratings, reflections, spotlight ratings and target with it', async () => {
    const { headers } = await user();
    const music = await addOwn(headers, 'Music');
    await rate(headers, music.key, { score: 4, notes: 'Rusty' });
    await t.app.inject({
      method: 'POST',
      url: '/api/spotlight-ratings',
      headers,
      payload: { ratings: { [music.key]: '3.0' } },
    });
    await targets(headers, { [music.key]: 8 });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/areas/${music.key}`, headers });
    expect(del.statusCode, del.body).toBe(204);
    expect((await reflections(headers, music.key)).statusCode).toBe(404);
    const exported = (await t.app.inject({ url: '/api/export?format=json', headers })).json() as {
      dimensionReflections: unknown[];
      spotlightRatings: unknown[];
    };
    expect(exported.dimensionReflections).toEqual([]);
    expect(exported.spotlightRatings).toEqual([]);
    expect((await targets(headers)).json()).not.toHaveProperty(music.key);
    // A new area with a new key starts with nothing.
    const again = await addOwn(headers, 'Music');
    expect(again.key).not.toBe(music.key);
    expect((await reflections(headers, again.key)).json()).toEqual([]);
  });

  it('the import maps a Daylio-like scale to an own area only when the area is on the wheel', async () => {
    const { headers } = await user();
    const music = await addOwn(headers, 'Music');
    const file = JSON.stringify({
      version: 1,
      dimensionReflections: [],
      spotlightRatings: [
        {
          id: 'x1',
          quickCheckinId: null,
          dimension: 'own-zzzzzzzzzz',
          score: '4.0',
          day: '2026-06-10',
          date: '2026-06-10T10:00:00.000Z',
        },
      ],
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/import?dryRun=true',
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: file,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('own-zzzzzzzzzz is not among your areas');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/import',
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: file.replace('own-zzzzzzzzzz', music.key),
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
