import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { DIMENSION_KEYS } from '../dimensions';
import { isAreaKey } from '../areas';
import * as auth from './auth';
import * as checkins from './checkins';
import * as days from './days';
import * as journal from './journal';
import * as passkeys from './passkeys';
import * as progress from './progress';
import * as tags from './tags';
import * as reflections from './reflections';
import * as wellbeing from './wellbeing';
import * as who5 from './who5';
import * as devices from './devices';
import * as records from './records';
import * as trends from './trends';

/**
 * The answers the calendar, a day, the journal, the reflections, /account-security and Progress check
 * first are core's zod/mini schemas (decision 534). One rule: core's full-zod modules hand out the very
 * same schemas, and each accepts and refuses what its full-zod definition before 534 did (written out
 * below as it was, the reference), with the same output.
 */
const score = z
  .string()
  .regex(/^\d{1,2}\.\d$/)
  .describe('A score');
const areaKey = z.string().refine(isAreaKey);
const areaScores = z.record(z.string(), z.string().regex(/^\d{1,2}\.\d$/));
const scores = Object.fromEntries(DIMENSION_KEYS.map((k) => [k, score]));
const edited = { id: z.string(), day: z.string(), date: z.string(), updatedAt: z.string() };
const full = {
  entry: z.object({
    ...edited,
    overallScore: score,
    notes: z.string().nullable(),
    ...scores,
    areaScores: areaScores.optional(),
  }),
  reflection: z.object({
    id: z.string(),
    wellbeingEntryId: z.string(),
    dimension: areaKey,
    score,
    notes: z.string().nullable(),
    reflection: z.string().nullable(),
    putIntoPractice: z.boolean(),
    day: z.string(),
    date: z.string(),
  }),
  journal: z.object({
    ...edited,
    title: z.string().nullable(),
    content: z.string(),
    mood: z.number().int(),
    tags: z.array(z.string()).optional(),
  }),
  checkin: z.object({
    id: z.string(),
    day: z.string(),
    date: z.string(),
    coreFeeling: score,
    tags: z.array(z.string()).optional(),
  }),
  session: z.object({
    id: z.string(),
    device: z.string().nullable(),
    createdAt: z.string(),
    lastUsedAt: z.string(),
    current: z.boolean(),
  }),
  passkey: z.object({
    id: z.string(),
    name: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    synced: z.boolean(),
  }),
  tag: z.object({ id: z.string(), name: z.string(), uses: z.number().int() }),
  who5: z.object({
    id: z.string(),
    day: z.string(),
    answers: z.array(z.number().int().min(0).max(5)).length(5),
    raw: z.number().int().min(0).max(25),
    percent: z.number().int().min(0).max(100),
    band: z.enum(['very-low', 'low', 'none']),
    updatedAt: z.string(),
  }),
};
const point = z.object({
  from: z.string(),
  to: z.string(),
  n: z.number().int(),
  overall: score.nullable(),
  scores: z
    .object(Object.fromEntries(DIMENSION_KEYS.map((k) => [k, score.nullable()])))
    .catchall(score.nullable()),
  coreFeeling: score.nullable(),
});
const fullDay = z.object({
  day: z.string(),
  overallScore: score.nullable(),
  scores: z.object(scores).nullable(),
  areaScores: areaScores.optional(),
  coreFeeling: score.nullable(),
  checkinCount: z.number().int(),
  journalCount: z.number().int(),
  reflectionCount: z.number().int(),
});
const fullOneDay = z.object({
  day: z.string(),
  entry: full.entry.nullable(),
  reflections: z.array(full.reflection),
  journalEntries: z.array(full.journal),
  quickCheckins: z.array(full.checkin),
});
const fullProgress = z.object({
  total: z.number().int(),
  from: z.string(),
  to: z.string(),
  points: z.array(point),
});

const when = { day: '2026-11-27', date: '2026-11-27T08:00:00.000Z' };
const entry = {
  id: 'e1',
  ...when,
  updatedAt: '2026-11-27T08:00:00.000Z',
  overallScore: '6.5',
  notes: null,
  ...Object.fromEntries(DIMENSION_KEYS.map((k) => [k, '6.5'])),
  areaScores: { 'own-abcdefghij': '7.0' },
};
const reflection = {
  id: 'r1',
  wellbeingEntryId: 'e1',
  dimension: 'sleep',
  score: '4.0',
  notes: 'Late nights',
  reflection: null,
  putIntoPractice: false,
  ...when,
};
const journalEntry = {
  id: 'j1',
  ...when,
  updatedAt: '2026-11-27T09:00:00.000Z',
  title: null,
  content: 'A walk',
  mood: 7,
  tags: ['river'],
};
const checkin = { id: 'c1', ...when, coreFeeling: '7.0', tags: [] };
const day = {
  day: '2026-11-27',
  overallScore: '6.5',
  scores: Object.fromEntries(DIMENSION_KEYS.map((k) => [k, '6.5'])),
  coreFeeling: null,
  checkinCount: 1,
  journalCount: 0,
  reflectionCount: 2,
};
const oneDay = {
  day: '2026-11-27',
  entry,
  reflections: [reflection],
  journalEntries: [journalEntry],
  quickCheckins: [checkin],
};
const session = { id: 's1', device: null, createdAt: when.date, lastUsedAt: when.date, current: true };
const passkey = { id: 'p1', name: 'Phone', createdAt: when.date, lastUsedAt: null, synced: true };
const who5Result = {
  id: 'w1',
  day: when.day,
  answers: [3, 3, 4, 2, 5],
  raw: 17,
  percent: 68,
  band: 'none',
  updatedAt: when.date,
};
const progressAnswer = {
  total: 1,
  from: '2026-10-29',
  to: '2026-11-27',
  points: [
    {
      from: when.day,
      to: when.day,
      n: 1,
      overall: '6.5',
      scores: { ...Object.fromEntries(DIMENSION_KEYS.map((k) => [k, null])), 'own-abcdefghij': '7.0' },
      coreFeeling: null,
    },
  ],
};

/** Variants of a valid answer: itself, with an extra key, each key missing, and each key of a wrong kind. */
function variants(valid: Record<string, unknown>): unknown[] {
  const out: unknown[] = [valid, { ...valid, extra: 1 }, null, [], 'x'];
  for (const key of Object.keys(valid)) {
    const { [key]: _gone, ...rest } = valid;
    out.push(rest);
    for (const wrong of [null, 1.5, -1, 'x', '7.55', 'own-', true, [], {}, [1, 2, 3, 4, 5, 6]]) {
      out.push({ ...valid, [key]: wrong });
    }
  }
  return out;
}

const cases: [string, zm.ZodMiniType, z.ZodType, Record<string, unknown>][] = [
  ['a wellbeing entry', records.ApiWellbeingEntrySchema, full.entry, entry],
  ['a reflection', records.ApiDimensionReflectionSchema, full.reflection, reflection],
  ['a journal entry', records.ApiJournalEntrySchema, full.journal, journalEntry],
  ['a quick check-in', records.ApiQuickCheckinSchema, full.checkin, checkin],
  ['a day of the month', records.ApiDaySchema, fullDay, day],
  ['one day', records.ApiOneDaySchema, fullOneDay, oneDay],
  ['a session', devices.ApiSessionSchema, full.session, session],
  ['a passkey', devices.ApiPasskeySchema, full.passkey, passkey],
  ['a WHO-5 result', trends.ApiWho5Schema, full.who5, who5Result],
  ['Progress', trends.ApiProgressSchema, fullProgress, progressAnswer],
  ['a tag', records.ApiTagSchema, full.tag, { id: 't1', name: 'river', uses: 3 }],
];

describe('the records’ answers in zod/mini (decision 534)', () => {
  it.each(cases)('check %s by the same rule as its full-zod definition', (_label, mini, reference, valid) => {
    expect(zm.parse(mini, valid)).toEqual(valid);
    for (const input of variants(valid)) {
      const [a, b] = [zm.safeParse(mini, input), reference.safeParse(input)];
      expect(a.success, JSON.stringify(input)).toBe(b.success);
      expect(a.data).toEqual(b.data);
    }
  });

  it('refuse a day whose nested entry, reflection or check-in is malformed', () => {
    for (const change of [
      { entry: { ...entry, sleep: '65' } },
      { reflections: [{ ...reflection, dimension: 'sleeping' }] },
      { journalEntries: [{ ...journalEntry, mood: 7.5 }] },
      { quickCheckins: [{ ...checkin, coreFeeling: 7 }] },
    ]) {
      expect(zm.safeParse(records.ApiOneDaySchema, { ...oneDay, ...change }).success).toBe(false);
      expect(fullOneDay.safeParse({ ...oneDay, ...change }).success).toBe(false);
    }
  });

  it('are the schemas core’s full-zod modules hand out and the server answers with: one copy', () => {
    expect(wellbeing.ApiWellbeingEntrySchema).toBe(records.ApiWellbeingEntrySchema);
    expect(reflections.ApiDimensionReflectionSchema).toBe(records.ApiDimensionReflectionSchema);
    expect(journal.ApiJournalEntrySchema).toBe(records.ApiJournalEntrySchema);
    expect(checkins.ApiQuickCheckinSchema).toBe(records.ApiQuickCheckinSchema);
    expect(days.ApiDaySchema).toBe(records.ApiDaySchema);
    expect(days.ApiOneDaySchema).toBe(records.ApiOneDaySchema);
    expect(auth.ApiSessionSchema).toBe(devices.ApiSessionSchema);
    expect(passkeys.ApiPasskeySchema).toBe(devices.ApiPasskeySchema);
    expect(progress.ApiProgressSchema).toBe(trends.ApiProgressSchema);
    expect(who5.ApiWho5Schema).toBe(trends.ApiWho5Schema);
    expect(tags.ApiTagSchema).toBe(records.ApiTagSchema);
    for (const f of journal.JOURNAL_FIELD_NAMES) {
      expect(journal.JOURNAL_FIELDS[f].api).toBe(records.JOURNAL_FIELD_ANSWERS[f]);
    }
  });

  it('keep the area key’s message where payloads and paths use it', () => {
    const refused = reflections.CreateDimensionReflectionSchema.safeParse({
      dimension: 'sleeping',
      score: '5',
      notes: 'x',
      wellbeingEntryId: '6f1c5c1e-8d2a-4c1b-9a57-0a3b8f2d4e11',
    });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['dimension', 'Unknown dimension'],
    ]);
    expect(z.object({ d: records.AreaKeySchema }).safeParse({ d: 5 }).error?.issues[0]?.message).toBe(
      'Unknown dimension',
    );
  });

  it('nest in full zod’s answers (a rating’s answer holds the entry and the reflection)', () => {
    const user = {
      id: 'u1',
      name: null,
      email: 'ada@example.com',
      createdAt: when.date,
      currentStreak: 1,
      longestStreak: 1,
      lastActiveDate: when.day,
      timeZone: 'UTC',
      locale: null,
      weekStart: 'monday',
      pendingMilestone: null,
    };
    const answer = { entry, reflection, user };
    expect(days.RateDayResponseSchema.parse(answer)).toEqual(answer);
    expect(days.RateDayResponseSchema.parse({ ...answer, reflection: null }).reflection).toBeNull();
    expect(
      days.RateDayResponseSchema.safeParse({ ...answer, entry: { ...entry, overallScore: 6.5 } }).success,
    ).toBe(false);
  });
});
