/**
 * Browser-test support for "what moves" (decision 132): tagged quick check-ins of past days, written through the test-data
 * factory (see progress-seed.ts) the way the API stores them.
 */
import { seedHistory } from './progress-seed';

export function seedTaggedCheckins(
  userId: string,
  rows: { day: string; coreFeeling: number; tags: string[] }[],
): void {
  seedHistory(userId, (h) => {
    for (const row of rows) h.checkin({ day: row.day }, row.coreFeeling, { tags: row.tags });
  });
}
