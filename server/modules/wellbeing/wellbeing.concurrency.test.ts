import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIMENSION_KEYS, type DimensionKey } from '../../../core/dimensions';
import type { SpotlightRatingsResponse } from '../../../core/schemas/checkins';
import type { ApiWellbeingEntry } from '../../../core/schemas/wellbeing';
import { createTestApp, engines, signUp, type TestApp } from '../../test/helpers';
import { allScores, expectedOverall, postEntry } from '../../test/entries';

/**
 * One entry per user per local day must hold when many first ratings arrive at once (two tabs, a
 * double tap, a retry), and concurrent ratings of different areas must not lose each other.
 * On PostgreSQL the requests really run in parallel on the pool's connections.
 */
describe.each(engines)('concurrent ratings on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const scoresOf = (entry: ApiWellbeingEntry) => DIMENSION_KEYS.map((key) => entry[key]);
  const entriesOf = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/wellbeing-entries', headers })).json() as ApiWellbeingEntry[];

  it('20 simultaneous first POSTs leave one entry: one 201, every other write applied on top (200)', async () => {
    const { headers } = await signUp(t.app);
    const values = Array.from({ length: 20 }, (_, i) => i * 0.5);
    const responses = await Promise.all(
      values.map((v) =>
        t.app.inject({ method: 'POST', url: '/api/wellbeing-entries', headers, payload: allScores(v) }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);

    const bodies = responses.map((r) => r.json() as ApiWellbeingEntry);
    // Each write is visible, whole, in its own answer: nothing was dropped or half-applied.
    bodies.forEach((body, i) => expect(scoresOf(body)).toEqual(Array(8).fill(values[i]?.toFixed(1))));
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);

    const entries = await entriesOf(headers);
    expect(entries).toHaveLength(1);
    const [stored] = entries as [ApiWellbeingEntry];
    // The stored entry is exactly one request's write (the last one), never a mix of several.
    expect(new Set(scoresOf(stored)).size).toBe(1);
    expect(bodies.some((b) => JSON.stringify(b) === JSON.stringify(stored))).toBe(true);
    expect(stored.overallScore).toBe(expectedOverall(stored));
    expect((await t.app.inject({ url: '/api/user', headers })).json().currentStreak).toBe(1);
  });

  it('20 simultaneous first ratings of mixed kinds (full POSTs and spotlight ratings) leave one consistent entry', async () => {
    const { headers } = await signUp(t.app);
    const full = [1, 2, 3, 4];
    // Two spotlight ratings per area, each with its own score (never 5.0, the starting score).
    const partial = Array.from({ length: 16 }, (_, i) => ({
      dimension: DIMENSION_KEYS[i % 8] as DimensionKey,
      score: (i % 8) * 0.5 + (i < 8 ? 0.5 : 6),
    }));
    const requests = [
      ...full.map((v) =>
        t.app.inject({ method: 'POST', url: '/api/wellbeing-entries', headers, payload: allScores(v) }),
      ),
      ...partial.map(({ dimension, score }) =>
        t.app.inject({
          method: 'POST',
          url: '/api/spotlight-ratings',
          headers,
          payload: { ratings: { [dimension]: String(score) } },
        }),
      ),
    ];
    const responses = await Promise.all(requests);
    for (const r of responses) expect([200, 201]).toContain(r.statusCode);
    expect(responses.slice(0, 4).filter((r) => r.statusCode === 201).length).toBeLessThanOrEqual(1);

    const afterEach: ApiWellbeingEntry[] = responses.map((r, i) =>
      i < 4 ? (r.json() as ApiWellbeingEntry) : (r.json() as SpotlightRatingsResponse).entry,
    );
    full.forEach((v, i) =>
      expect(scoresOf(afterEach[i] as ApiWellbeingEntry)).toEqual(Array(8).fill(v.toFixed(1))),
    );
    partial.forEach(({ dimension, score }, i) =>
      expect((afterEach[4 + i] as ApiWellbeingEntry)[dimension]).toBe(score.toFixed(1)),
    );

    const entries = await entriesOf(headers);
    expect(entries).toHaveLength(1);
    const [stored] = entries as [ApiWellbeingEntry];
    expect(afterEach.some((e) => JSON.stringify(scoresOf(e)) === JSON.stringify(scoresOf(stored)))).toBe(
      true,
    );
    for (const key of DIMENSION_KEYS) {
      const written = [...full, ...partial.filter((p) => p.dimension === key).map((p) => p.score)];
      expect(written.map((v) => v.toFixed(1))).toContain(stored[key]);
    }
    expect(stored.overallScore).toBe(expectedOverall(stored));
    const ratings = (await t.app.inject({ url: '/api/spotlight-ratings', headers })).json() as unknown[];
    expect(ratings).toHaveLength(16);
  });

  it('simultaneous first spotlight ratings of the eight areas all land on the one new entry', async () => {
    const { headers } = await signUp(t.app);
    const responses = await Promise.all(
      DIMENSION_KEYS.map((dimension, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/spotlight-ratings',
          headers,
          payload: { ratings: { [dimension]: i + 1 } },
        }),
      ),
    );
    for (const r of responses) expect(r.statusCode).toBe(201);
    const entries = await entriesOf(headers);
    expect(entries).toHaveLength(1);
    expect(scoresOf(entries[0] as ApiWellbeingEntry)).toEqual([
      '1.0',
      '2.0',
      '3.0',
      '4.0',
      '5.0',
      '6.0',
      '7.0',
      '8.0',
    ]);
    expect(entries[0]?.overallScore).toBe('4.5');
  });

  it('simultaneous PATCHes of different areas keep every score and a true overall', async () => {
    const { headers } = await signUp(t.app);
    const entry = await postEntry(t.app, headers, allScores(5));
    const responses = await Promise.all(
      DIMENSION_KEYS.map((dimension, i) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/wellbeing-entries/${entry.id}`,
          headers,
          payload: { [dimension]: 10 - i },
        }),
      ),
    );
    for (const r of responses) expect(r.statusCode).toBe(200);
    const [stored] = (await entriesOf(headers)) as [ApiWellbeingEntry];
    expect(scoresOf(stored)).toEqual(['10.0', '9.0', '8.0', '7.0', '6.0', '5.0', '4.0', '3.0']);
    expect(stored.overallScore).toBe('6.5');
  });
});
