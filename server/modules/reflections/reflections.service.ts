import type { Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { CreateDimensionReflection, UpdateDimensionReflection } from '../../../core/schemas/reflections';
import type { AppContext } from '../../lib/context';
import type { Database, DimensionReflectionRow, UserRow } from '../../db/schema';
import { findOwnedRow, updateOwnedRow } from '../../db/owned';
import { notFound } from '../../lib/app-error';
import type { PageRequest } from '../../lib/paging';
import { writeTodayAsActivity, type Moment } from '../activity/activity.service';
import { requireAreaOnWheel } from '../areas/areas.service';
import { ENTRY_NOT_FOUND } from '../wellbeing/wellbeing.service';
import { deleteReflection, insertReflection, listReflections } from './reflections.repository';

const REFLECTION_NOT_FOUND = 'Reflection not found';

export async function listDimensionReflections(
  ctx: AppContext,
  userId: string,
  dimension: string,
  page: PageRequest,
): Promise<DimensionReflectionRow[]> {
  await requireAreaOnWheel(ctx.db, userId, dimension);
  return listReflections(ctx.db, userId, dimension, page);
}

/** One of the user's reflections on `dimension`, opened by id (a search result older than the loaded pages). */
export async function openDimensionReflection(
  ctx: AppContext,
  userId: string,
  dimension: string,
  id: string,
): Promise<DimensionReflectionRow> {
  const row = await findOwnedRow(ctx.db, 'dimension_reflections', userId, id);
  if (!row || row.dimension !== dimension) throw notFound(REFLECTION_NOT_FOUND);
  return row;
}

/** The linked entry must be the user's; someone else's reads as missing (docs/product.md §10). */
export function createDimensionReflection(
  ctx: AppContext,
  user: UserRow,
  input: CreateDimensionReflection,
): Promise<DimensionReflectionRow> {
  return writeTodayAsActivity(ctx, user, async (trx, moment) => {
    const entry = await findOwnedRow(trx, 'wellbeing_entries', user.id, input.wellbeingEntryId);
    if (!entry) throw notFound(ENTRY_NOT_FOUND);
    await requireAreaOnWheel(trx, user.id, input.dimension);
    return addReflection(trx, user.id, entry.id, input.dimension, input, moment);
  });
}

/** Writes a new reflection on one area of `entryId`, dated by the write's moment (not yet put into practice). */
export function addReflection(
  trx: Transaction<Database>,
  userId: string,
  entryId: string,
  dimension: string,
  input: { score: number; notes?: string | null; reflection?: string | null },
  moment: Moment,
): Promise<DimensionReflectionRow> {
  return insertReflection(trx, {
    id: randomUUID(),
    user_id: userId,
    wellbeing_entry_id: entryId,
    dimension,
    score: input.score,
    notes: input.notes ?? null,
    reflection: input.reflection ?? null,
    put_into_practice: 0,
    day: moment.day,
    date: moment.at,
  });
}

/** Edits only the reflection (docs/product.md §4: editing a reflection does not touch the entry). */
export async function updateDimensionReflection(
  ctx: AppContext,
  userId: string,
  id: string,
  input: UpdateDimensionReflection,
): Promise<DimensionReflectionRow> {
  if (input.dimension !== undefined) await requireAreaOnWheel(ctx.db, userId, input.dimension);
  const row = await updateOwnedRow(ctx.db, 'dimension_reflections', userId, id, {
    ...(input.dimension !== undefined ? { dimension: input.dimension } : {}),
    ...(input.score !== undefined ? { score: input.score } : {}),
    ...(input.notes !== undefined ? { notes: input.notes } : {}),
    ...(input.reflection !== undefined ? { reflection: input.reflection } : {}),
    ...(input.putIntoPractice !== undefined ? { put_into_practice: input.putIntoPractice ? 1 : 0 } : {}),
  });
  if (!row) throw notFound(REFLECTION_NOT_FOUND);
  return row;
}

export async function deleteDimensionReflection(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!(await deleteReflection(ctx.db, userId, id))) throw notFound(REFLECTION_NOT_FOUND);
}
