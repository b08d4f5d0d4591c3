/**
 * Test support: writes rows straight into the tables, the way the wellbeing API stores them (local
 * `day` in the user's zone, ISO UTC `date`), so report and export tests do not depend on that API.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { localDay } from '../../../core/dates';
import { DIMENSION_KEYS, type DimensionKey } from '../../../core/dimensions';
import { overallScore } from '../../../core/scores';
import type { Database } from '../../db/schema';

export type Scores = Record<DimensionKey, number>;

/** Every area at `base`, with some areas overridden. */
export function scores(base: number, overrides: Partial<Scores> = {}): Scores {
  const all = {} as Scores;
  for (const key of DIMENSION_KEYS) all[key] = overrides[key] ?? base;
  return all;
}

export interface SeedUser {
  id: string;
  timeZone: string;
}

function when(user: SeedUser, at: string): { day: string; date: string } {
  const instant = new Date(at);
  return { day: localDay(instant, user.timeZone), date: instant.toISOString() };
}

export function seeder(db: Kysely<Database>, user: SeedUser) {
  return {
    async entry(at: string, values: Scores, notes: string | null = null): Promise<string> {
      const id = randomUUID();
      const { day, date } = when(user, at);
      await db
        .insertInto('wellbeing_entries')
        .values({
          id,
          user_id: user.id,
          day,
          date,
          updated_at: date,
          ...values,
          overall_score: overallScore(values),
          notes,
        })
        .execute();
      return id;
    },

    async checkin(at: string, coreFeeling: number): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('quick_checkins')
        .values({ id, user_id: user.id, ...when(user, at), core_feeling: coreFeeling })
        .execute();
      return id;
    },

    async reflection(
      at: string,
      r: {
        entryId: string;
        dimension: DimensionKey;
        score: number;
        notes: string | null;
        reflection: string | null;
        putIntoPractice?: boolean;
      },
    ): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('dimension_reflections')
        .values({
          id,
          user_id: user.id,
          wellbeing_entry_id: r.entryId,
          dimension: r.dimension,
          score: r.score,
          notes: r.notes,
          reflection: r.reflection,
          put_into_practice: r.putIntoPractice ? 1 : 0,
          ...when(user, at),
        })
        .execute();
      return id;
    },

    async journal(at: string, j: { title: string | null; content: string; mood: number }): Promise<string> {
      const id = randomUUID();
      const w = when(user, at);
      await db
        .insertInto('journal_entries')
        .values({ id, user_id: user.id, ...w, updated_at: w.date, ...j })
        .execute();
      return id;
    },

    async spotlight(
      at: string,
      s: { quickCheckinId: string | null; dimension: DimensionKey; score: number },
    ): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('spotlight_ratings')
        .values({
          id,
          user_id: user.id,
          quick_checkin_id: s.quickCheckinId,
          dimension: s.dimension,
          score: s.score,
          ...when(user, at),
        })
        .execute();
      return id;
    },
  };
}

/**
 * One entry and one quick check-in per local day for `days` days ending on `lastDay`, inserted in
 * batches (for large histories). Scores cycle through 0.5 steps so sums exercise exact decimals.
 */
export async function seedDailyHistory(
  db: Kysely<Database>,
  user: SeedUser,
  lastAt: string,
  days: number,
): Promise<void> {
  const BATCH = 200;
  const last = new Date(lastAt).getTime();
  for (let from = 0; from < days; from += BATCH) {
    const entries = [];
    const checkins = [];
    for (let i = from; i < Math.min(days, from + BATCH); i++) {
      const w = when(user, new Date(last - i * 86_400_000).toISOString());
      const values = scores(((i % 21) * 0.5) as number, { finance: ((i * 7) % 21) * 0.5 });
      entries.push({
        id: randomUUID(),
        user_id: user.id,
        ...w,
        updated_at: w.date,
        ...values,
        overall_score: overallScore(values),
        notes: null,
      });
      checkins.push({ id: randomUUID(), user_id: user.id, ...w, core_feeling: ((i * 3) % 21) * 0.5 });
    }
    await db.insertInto('wellbeing_entries').values(entries).execute();
    await db.insertInto('quick_checkins').values(checkins).execute();
  }
}
