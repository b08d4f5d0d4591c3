import type { DeleteResult, UpdateResult } from 'kysely';

// How many rows a write touched, as the app counts them: the drivers report a bigint (decision 480).

/** A delete or update statement, ready to run. */
interface Runnable<R> {
  executeTakeFirst(): Promise<R>;
}

/** Runs a delete: how many rows it removed. */
export async function countDeleted(query: Runnable<DeleteResult>): Promise<number> {
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Runs a delete: whether it removed any row (false when none matched). */
export async function deletedAny(query: Runnable<DeleteResult>): Promise<boolean> {
  return (await countDeleted(query)) > 0;
}

/** Runs an update: whether it changed any row (false when none matched). */
export async function updatedAny(query: Runnable<UpdateResult>): Promise<boolean> {
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
