/**
 * Browser-test support for issue 19: writes tagged quick check-ins of past days straight into the e2e
 * SQLite database (the API only writes "today"), the way the API stores them.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export function seedTaggedCheckins(
  userId: string,
  rows: { day: string; coreFeeling: number; tags: string[] }[],
): void {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through scripts/e2e.mjs');
  const db = new Database(join(dir, 'tend.db'));
  db.pragma('busy_timeout = 5000');
  try {
    const tagIds = new Map<string, string>();
    db.transaction(() => {
      for (const row of rows) {
        const id = randomUUID();
        db.prepare(
          `insert into quick_checkins (id, user_id, day, date, core_feeling) values (?, ?, ?, ?, ?)`,
        ).run(id, userId, row.day, `${row.day}T12:00:00.000Z`, row.coreFeeling);
        for (const name of row.tags) {
          let tagId = tagIds.get(name);
          if (!tagId) {
            tagId = randomUUID();
            tagIds.set(name, tagId);
            db.prepare(
              `insert into tags (id, user_id, name, name_key, created_at) values (?, ?, ?, ?, ?)`,
            ).run(tagId, userId, name, name.toLowerCase(), new Date().toISOString());
          }
          db.prepare(
            `insert into quick_checkin_tags (quick_checkin_id, tag_id, user_id, day) values (?, ?, ?, ?)`,
          ).run(id, tagId, userId, row.day);
        }
      }
    })();
  } finally {
    db.close();
  }
}
