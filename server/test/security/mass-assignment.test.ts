import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, signUp, type TestApp } from '../helpers';
import { storedViolations } from './invariants';
import {
  fillUrl,
  hasParams,
  routeKey,
  specOf,
  throwaway,
  toUrl,
  type Actor,
  type RequestParts,
} from './route-table';

const FORGED_ID = '0badc0de-0000-4000-8000-000000000000';
const FORGED_TIME = '2001-01-01T00:00:00.000Z';
const FORGED_DAY = '2001-01-01';

const OWNED_TABLES = [
  'wellbeing_entries',
  'dimension_reflections',
  'journal_entries',
  'quick_checkins',
  'spotlight_ratings',
] as const;

/** Fields only the server may set, in both spellings, as an attacker would try them. */
function forged(victim: Actor): Record<string, unknown> {
  return {
    id: FORGED_ID,
    userId: victim.user.id,
    user_id: victim.user.id,
    createdAt: FORGED_TIME,
    created_at: FORGED_TIME,
    updatedAt: FORGED_TIME,
    date: FORGED_TIME,
    day: FORGED_DAY,
    currentStreak: 999,
    current_streak: 999,
    lastActiveDate: FORGED_DAY,
    overallScore: '0.0',
    overall_score: 0,
    passwordHash: '$argon2id$forged',
    password_hash: '$argon2id$forged',
  };
}

describe.each(engines)('mass assignment on %s', (engine) => {
  let t: TestApp;
  let victim: Actor;

  beforeAll(async () => {
    t = await createTestApp(engine);
    victim = await signUp(t.app, { name: 'Victim' });
  });
  afterAll(() => t.close());

  it('refuses or ignores server-owned fields in every body the API takes', async () => {
    const tried: string[] = [];
    for (const route of t.app.routeList) {
      if (!['POST', 'PATCH', 'PUT'].includes(route.method)) continue;
      const spec = specOf(route);
      const key = routeKey(route);
      const actor = spec?.endsSession ? await throwaway(t.app) : await signUp(t.app);
      const requests: RequestParts[] = hasParams(route.url)
        ? [await spec!.owned!(t.app, actor)]
        : await spec!.valid!(t.app, actor);
      for (const parts of requests) {
        const forgedFields = forged(victim);
        for (const field of spec?.clientFields ?? []) delete forgedFields[field];
        const body = { ...(parts.body as Record<string, unknown> | undefined), ...forgedFields };
        const res = await t.app.inject({
          method: route.method as 'POST' | 'PATCH' | 'PUT',
          url: toUrl(fillUrl(route.url, parts.params), parts.query),
          headers: actor.headers,
          payload: body,
        });
        const where = `${key} → ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect([200, 201, 204, 400], where).toContain(res.statusCode);
        for (const bad of [FORGED_ID, victim.user.id, FORGED_TIME, FORGED_DAY, '$argon2id$forged']) {
          expect(res.body, where).not.toContain(bad);
        }
        tried.push(key);
      }
    }
    expect(tried).toContain('PATCH /api/user');

    const db = t.database.db;
    for (const table of OWNED_TABLES) {
      const rows = await db.selectFrom(table).select(['id', 'user_id', 'day', 'date']).execute();
      for (const row of rows) {
        expect(row.id, table).not.toBe(FORGED_ID);
        expect(row.user_id, `${table}: a row was given to the victim`).not.toBe(victim.user.id);
        expect(row.day, table).not.toBe(FORGED_DAY);
        expect(row.date, table).not.toBe(FORGED_TIME);
      }
    }
    const users = await db.selectFrom('users').selectAll().execute();
    for (const u of users) {
      expect(u.id).not.toBe(FORGED_ID);
      expect(u.created_at).not.toBe(FORGED_TIME);
      expect(Number(u.current_streak)).toBeLessThan(999);
      expect(u.last_active_date).not.toBe(FORGED_DAY);
      expect(u.password_hash).not.toBe('$argon2id$forged');
    }
    expect(await storedViolations(db)).toEqual([]);
  });
});
