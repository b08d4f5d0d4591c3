/**
 * Browser-test support: writes past days straight into the e2e SQLite database, the way the API stores
 * them (local `day`, ISO UTC `date`, one-decimal scores), because the API itself only ever writes
 * "today". Used by the progress and reports specs; nothing here touches the production server.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { addDays, localDay } from '../core/dates';
import { DIMENSION_KEYS, type DimensionKey } from '../core/dimensions';
import { overallScore } from '../core/scores';

export type Scores = Record<DimensionKey, number>;

/** Every area at `base`, with some overridden. */
export function scores(base: number, overrides: Partial<Scores> = {}): Scores {
  const all = {} as Scores;
  for (const key of DIMENSION_KEYS) all[key] = overrides[key] ?? base;
  return all;
}

/** Today in the zone the test users and the browser use (playwright.config.ts: Europe/London). */
export function londonToday(): string {
  return localDay(new Date(), 'Europe/London');
}

export { addDays };

function openDb(): Database.Database {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through scripts/e2e.mjs');
  const db = new Database(join(dir, 'tend.db'));
  db.pragma('busy_timeout = 5000');
  return db;
}

export function seedEntries(
  userId: string,
  rows: { day: string; scores: Scores; notes?: string | null }[],
): void {
  const db = openDb();
  try {
    const insert = db.prepare(
      `insert into wellbeing_entries
         (id, user_id, day, date, updated_at, sleep, exercise, diet, social, achievements,
          relationships, creativity, finance, overall_score, notes)
       values (@id, @user_id, @day, @date, @date, @sleep, @exercise, @diet, @social, @achievements,
          @relationships, @creativity, @finance, @overall_score, @notes)`,
    );
    db.transaction(() => {
      for (const row of rows) {
        insert.run({
          id: randomUUID(),
          user_id: userId,
          day: row.day,
          date: `${row.day}T12:00:00.000Z`,
          ...row.scores,
          overall_score: overallScore(row.scores),
          notes: row.notes ?? null,
        });
      }
    })();
  } finally {
    db.close();
  }
}

export function seedQuickCheckins(userId: string, rows: { day: string; coreFeeling: number }[]): void {
  const db = openDb();
  try {
    const insert = db.prepare(
      `insert into quick_checkins (id, user_id, day, date, core_feeling)
       values (@id, @user_id, @day, @date, @core_feeling)`,
    );
    db.transaction(() => {
      for (const row of rows) {
        insert.run({
          id: randomUUID(),
          user_id: userId,
          day: row.day,
          date: `${row.day}T12:00:00.000Z`,
          core_feeling: row.coreFeeling,
        });
      }
    })();
  } finally {
    db.close();
  }
}
