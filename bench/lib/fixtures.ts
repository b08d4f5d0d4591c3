/**
 * The named users each part seeds, e.g. `{ reader: 365, decade: 3652 }` days of history. Each gets its
 * own email prefix and a session token, so a part can address them by name.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { seedPasswordHash, seedUsers, totalRows, type SeededUser } from '../seed';

let hash: Promise<string> | undefined;
/** One argon2id hash per run: hashing is slow by design, and every seeded user shares the password. */
export function passwordHash(): Promise<string> {
  hash ??= seedPasswordHash();
  return hash;
}

export interface SeedSummary {
  users: number;
  rows: number;
  seconds: number;
  rowsPerSecond: number;
}

export async function seedNamed<K extends string>(
  db: Kysely<Database>,
  days: Record<K, number>,
): Promise<{ users: Record<K, SeededUser>; summary: SeedSummary }> {
  const users = {} as Record<K, SeededUser>;
  let rows = 0;
  let ms = 0;
  let seed = 1;
  for (const name of Object.keys(days) as K[]) {
    const result = await seedUsers(db, {
      users: 1,
      days: days[name],
      prefix: name,
      passwordHash: await passwordHash(),
      seed: seed++,
    });
    users[name] = result.users[0] as SeededUser;
    rows += totalRows(result.rows);
    ms += result.ms;
  }
  return {
    users,
    summary: { users: Object.keys(days).length, rows, seconds: ms / 1000, rowsPerSecond: rows / (ms / 1000) },
  };
}

export function authHeaders(user: SeededUser): Record<string, string> {
  return { 'x-session-id': user.sessionId };
}

/**
 * A signed-in page as a returning user sees it: the session, and the streak milestones already
 * celebrated on this device (a seeded user's 10-day streak would otherwise open the celebration
 * dialog, which hides the page behind it). Runs in the browser before the page's scripts.
 */
export function signedInStorage(token: string): void {
  localStorage.setItem('sessionId', token);
  localStorage.setItem('shownStreakCelebrations', JSON.stringify([3, 7, 14, 21, 30, 60, 100]));
}
