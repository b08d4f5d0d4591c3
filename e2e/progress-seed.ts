/**
 * Browser-test support: past days written straight into the e2e SQLite database through the test-data
 * factory (`server/test/factory.ts`, decision 170), with the server's rules: local `day`, a `date` at
 * noon that day in the user's zone, one-decimal scores and their overall score, active days and the
 * streak recomputed. The user has already seen the streak celebrations the seeded days reach (a
 * returning user), so a page does not open behind a celebration dialog. Used by the progress, reports
 * and wheel specs; nothing here touches the production server.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { addDays, localDay } from '../core/dates';
import { historyFor, scores, writeHistoriesSync, type History, type Scores } from '../server/test/factory';

export { addDays, scores, type Scores };

/** The zone of the test users and the browser (playwright.config.ts). */
export const E2E_TIME_ZONE = 'Europe/London';

/** Today in the zone the test users and the browser use. */
export function londonToday(): string {
  return localDay(new Date(), E2E_TIME_ZONE);
}

/** Builds records for a user with `build`, then writes them into the running e2e server's database. */
export function seedHistory(userId: string, build: (h: History) => void): void {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through scripts/e2e.mjs');
  const h = historyFor({ id: userId, timeZone: E2E_TIME_ZONE }).celebrated();
  build(h);
  const db = new Database(join(dir, 'tend.db'));
  try {
    db.pragma('busy_timeout = 5000');
    writeHistoriesSync(db, [h]);
  } finally {
    db.close();
  }
}

export function seedEntries(
  userId: string,
  rows: { day: string; scores: Scores; notes?: string | null }[],
): void {
  seedHistory(userId, (h) => {
    for (const row of rows) h.entry({ day: row.day }, row.scores, { notes: row.notes ?? null });
  });
}

export function seedQuickCheckins(userId: string, rows: { day: string; coreFeeling: number }[]): void {
  seedHistory(userId, (h) => {
    for (const row of rows) h.checkin({ day: row.day }, row.coreFeeling);
  });
}
