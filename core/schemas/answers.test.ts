import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { ApiPeriodReportSchema } from './period-report';
import { AuthResponseSchema } from './auth';
import { ApiUserSchema } from './user';
import { object } from './wire';

/** The answers first screens check with zod/mini (decision 457): the same checks as full zod's. */
const user = {
  id: 'u1',
  name: null,
  email: 'ada@example.com',
  createdAt: '2026-01-01T00:00:00.000Z',
  currentStreak: 3,
  longestStreak: 9,
  lastActiveDate: '2026-11-27',
  timeZone: 'Europe/London',
  locale: 'de',
  weekStart: 'monday',
  pendingMilestone: null,
};
const comparison = { previous: '6.0', current: '6.5', change: '+0.5', direction: 'up' };
const period = { start: '2026-11-16', end: '2026-11-23', entries: 5, quickCheckins: 0 };
const report = {
  kind: 'week',
  period,
  previousPeriod: { ...period, start: '2026-11-09', end: '2026-11-16' },
  areas: [{ ...comparison, key: 'health', label: 'Health' }],
  coreFeeling: comparison,
  overall: comparison,
  message: { band: 'doing-well', tone: 'rising', text: 'A good week.' },
  strengthStory: { variant: 'positive', area: { key: 'health', label: 'Health', change: '+0.5' }, text: 'x' },
  cards: [{ id: 'insight', title: 't', body: 'b', areas: ['health'] }],
};

describe('the first screens’ answers in zod/mini', () => {
  it('keep a well-formed user and report as sent, without the keys they do not list', () => {
    expect(ApiUserSchema.parse({ ...user, passwordHash: 'x' })).toEqual(user);
    expect(ApiPeriodReportSchema.parse({ ...report, extra: 1 })).toEqual(report);
  });

  it.each([
    ['a streak that is no whole number', { currentStreak: 1.5 }],
    ['a language Tend does not ship', { locale: 'xx' }],
    ['a week start that is no day', { weekStart: 'friday' }],
    ['a missing name (null is no name)', { name: undefined }],
    ['a day that is no text', { lastActiveDate: 20261127 }],
  ])('refuse a user with %s', (_label, change) => {
    expect(ApiUserSchema.safeParse({ ...user, ...change }).success).toBe(false);
  });

  it.each([
    ['a mean with two decimals', { coreFeeling: { ...comparison, current: '6.55' } }],
    ['a change without its sign', { overall: { ...comparison, change: '0.5' } }],
    ['a negative count of entries', { period: { ...period, entries: -1 } }],
    ['an unknown band', { message: { ...report.message, band: 'great' } }],
    ['an area without its label', { areas: [{ ...comparison, key: 'health' }] }],
  ])('refuse a report with %s', (_label, change) => {
    expect(ApiPeriodReportSchema.safeParse({ ...report, ...change }).success).toBe(false);
  });

  it('nest in full zod’s schemas (the sign-in answer holds the user)', () => {
    expect(AuthResponseSchema.parse({ sessionId: 's', user })).toEqual({ sessionId: 's', user });
    expect(AuthResponseSchema.safeParse({ sessionId: 's', user: { ...user, email: 1 } }).success).toBe(false);
  });

  it('object() is zod/mini’s object with the compiled parser: same output and issues as full zod’s', () => {
    const mini = object({ n: zm.int(), s: zm.optional(zm.string()) });
    const full = z.object({ n: z.number().int(), s: z.string().optional() });
    for (const input of [{ n: 1 }, { n: 1, s: 'a', x: 2 }, { n: 1.5 }, { s: 3 }, null, []]) {
      const [a, b] = [zm.safeParse(mini, input), full.safeParse(input)];
      expect(a.success).toBe(b.success);
      expect(a.data).toEqual(b.data);
      expect(a.error?.issues.map((i) => [i.code, i.path])).toEqual(
        b.error?.issues.map((i) => [i.code, i.path]),
      );
    }
    // `z.extend` keeps the compiled constructor.
    expect(zm.extend(mini, { t: zm.string() }).safeParse({ n: 1, t: 'a', y: 0 }).data).toEqual({
      n: 1,
      t: 'a',
    });
  });
});
