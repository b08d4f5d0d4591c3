import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Q = Kysely<Database> | Transaction<Database>;

export function listTargets(db: Q, userId: string) {
  return db.selectFrom('targets').select(['dimension', 'score']).where('user_id', '=', userId).execute();
}

/** Sets the named areas (`null` clears one); areas not named are left alone. Keys are checked before. */
export async function saveTargets(
  db: Q,
  userId: string,
  input: Readonly<Record<string, number | null | undefined>>,
  now: string,
): Promise<void> {
  const entries = Object.entries(input);
  const cleared = entries.filter(([, score]) => score === null).map(([key]) => key);
  if (cleared.length > 0) {
    await db.deleteFrom('targets').where('user_id', '=', userId).where('dimension', 'in', cleared).execute();
  }
  const set = entries.flatMap(([key, score]) =>
    typeof score === 'number' ? [{ user_id: userId, dimension: key, score, updated_at: now }] : [],
  );
  if (set.length > 0) {
    await db
      .insertInto('targets')
      .values(set)
      .onConflict((oc) =>
        oc.columns(['user_id', 'dimension']).doUpdateSet((eb) => ({
          score: eb.ref('excluded.score'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}
