import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  AREA_MESSAGES,
  DEFAULT_AREAS,
  OWN_AREA_KEY_PREFIX,
  overallOfAreas,
  shownAreaKeys,
  validateAreaChange,
  validateAreaDelete,
  wheelOrder,
  withPositions,
  type Area,
  type AreaWithCount,
} from '../../../core/areas';
import { DIMENSION_KEYS, isDimensionKey } from '../../../core/dimensions';
import type { CreateArea, UpdateArea } from '../../../core/schemas/areas';
import { roundToTenth } from '../../../core/scores';
import type { AppContext } from '../../lib/context';
import type { Database, WellbeingEntryRow } from '../../db/schema';
import type { ApiWellbeingEntry } from '../../../core/schemas/wellbeing';
import { toApiWellbeingEntry } from '../wellbeing/wellbeing.mapper';
import { badRequestFromIssues, notFound } from '../../lib/app-error';
import {
  countEntries,
  countOwnRatings,
  deleteAreaRatings,
  entryScoresOf,
  lockUser,
  ratingsInRange,
  ratingsOfEntries,
  readAreaRows,
  setOverall,
  writeAreaRows,
} from './areas.repository';

export type Db = AppContext['db'] | Transaction<Database>;

/**
 * The person's wheel in wheel order (decision 340): the stored rows, or the default eight when none
 * are stored; a built-in area missing from the rows (it cannot be deleted) is added at the end.
 */
export function completeWheel(rows: readonly Area[]): Area[] {
  if (rows.length === 0) return DEFAULT_AREAS.map((a) => ({ ...a }));
  const have = new Set(rows.map((a) => a.key));
  const missing = DEFAULT_AREAS.filter((a) => !have.has(a.key)).map((a, i) => ({
    ...a,
    position: rows.length + i,
  }));
  return withPositions([...rows, ...missing]);
}

export async function readWheel(db: Db, userId: string): Promise<Area[]> {
  return completeWheel(await readAreaRows(db, userId));
}

/**
 * The one check of a key a write or a read names (decision 374): a built-in key is always the person's;
 * an own-area key must be on their wheel (hidden ones too), or it reads as missing — 404, as another
 * person's area is (decisions 341, 343). Built-in keys cost no read.
 */
export async function requireAreaOnWheel(db: Db, userId: string, key: string): Promise<void> {
  if (isDimensionKey(key)) return;
  const wheel = await readWheel(db, userId);
  if (!wheel.some((a) => a.key === key && !a.builtIn)) throw notFound(AREA_MESSAGES.notFound);
}

async function withCounts(db: Db, userId: string, wheel: readonly Area[]): Promise<AreaWithCount[]> {
  const [own, entries] = await Promise.all([countOwnRatings(db, userId), countEntries(db, userId)]);
  return wheelOrder(wheel).map((a) => ({ ...a, ratingCount: a.builtIn ? entries : (own.get(a.key) ?? 0) }));
}

/** GET /api/areas. */
export async function listAreas(ctx: AppContext, userId: string): Promise<AreaWithCount[]> {
  return withCounts(ctx.db, userId, await readWheel(ctx.db, userId));
}

/** Runs `fn` in a transaction that holds the user's wheel (decision 340). */
function withWheel<T>(
  ctx: AppContext,
  userId: string,
  fn: (trx: Transaction<Database>, wheel: Area[]) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    if (ctx.dialect === 'postgres') await lockUser(trx, userId);
    return fn(trx, await readWheel(trx, userId));
  });
}

/** A new key for an area of one's own (decision 340), not on `wheel`. */
export function newOwnKey(wheel: readonly Area[]): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  for (;;) {
    const bytes = randomBytes(10);
    let key = OWN_AREA_KEY_PREFIX;
    for (const b of bytes) key += alphabet[b % alphabet.length];
    if (!wheel.some((a) => a.key === key)) return key;
  }
}

/** PUT /api/areas/{key}: 404 for a key not on the person's wheel; 400 with field messages. */
export function updateArea(
  ctx: AppContext,
  userId: string,
  key: string,
  change: UpdateArea,
): Promise<AreaWithCount> {
  return withWheel(ctx, userId, async (trx, wheel) => {
    const area = wheel.find((a) => a.key === key);
    if (!area) throw notFound(AREA_MESSAGES.notFound);
    const issues = validateAreaChange(wheel, key, change);
    if (issues.length > 0) throw badRequestFromIssues(issues);
    const changed: Area = {
      ...area,
      ...(change.label !== undefined ? { label: change.label.trim() } : {}),
      ...(change.icon !== undefined ? { icon: change.icon } : {}),
      ...(change.color !== undefined ? { color: change.color } : {}),
      ...(change.hidden !== undefined ? { hidden: change.hidden } : {}),
      ...(change.description !== undefined ? { description: change.description } : {}),
    };
    const next = withPositions(
      wheel.map((a) => (a.key === key ? changed : a)),
      change.position !== undefined ? key : undefined,
      change.position,
    );
    await writeAreaRows(trx, userId, next, ctx.clock().toISOString());
    if (changed.hidden !== area.hidden) await recomputeOverall(trx, userId, next);
    const [answer] = (await withCounts(trx, userId, next)).filter((a) => a.key === key);
    if (!answer) throw new Error('the area vanished inside its own transaction');
    return answer;
  });
}

/** POST /api/areas: a new area of one's own at the end of the wheel, shown. */
export function createArea(ctx: AppContext, userId: string, input: CreateArea): Promise<AreaWithCount> {
  return withWheel(ctx, userId, async (trx, wheel) => {
    const issues = validateAreaChange(wheel, null, input);
    if (issues.length > 0) throw badRequestFromIssues(issues);
    const area: Area = {
      key: newOwnKey(wheel),
      label: input.label.trim(),
      icon: input.icon,
      color: input.color,
      hidden: false,
      position: wheel.length,
      builtIn: false,
      description: input.description ?? null,
    };
    await writeAreaRows(trx, userId, withPositions([...wheel, area]), ctx.clock().toISOString());
    return { ...area, ratingCount: 0 };
  });
}

/** DELETE /api/areas/{key}: an area of one's own and all its ratings (decision 343). */
export function deleteArea(ctx: AppContext, userId: string, key: string): Promise<void> {
  return withWheel(ctx, userId, async (trx, wheel) => {
    if (!wheel.some((a) => a.key === key)) throw notFound(AREA_MESSAGES.notFound);
    const issues = validateAreaDelete(wheel, key);
    if (issues.length > 0) throw badRequestFromIssues(issues);
    // Its ratings, and the reflections and spotlight ratings written on it, go with it (decision 374).
    const removed = await deleteAreaRatings(trx, userId, key);
    const next = withPositions(wheel.filter((a) => a.key !== key));
    await writeAreaRows(trx, userId, next, ctx.clock().toISOString());
    if (removed > 0) await recomputeOverall(trx, userId, next);
  });
}

// ---- Overall scores follow the wheel (decision 342) ----

type EightScores = Pick<WellbeingEntryRow, (typeof DIMENSION_KEYS)[number]>;

function dayOverall(
  entry: EightScores,
  own: Readonly<Record<string, number>> | undefined,
  shown: readonly string[],
) {
  const means: Record<string, number> = { ...own };
  for (const key of DIMENSION_KEYS) means[key] = Number(entry[key]);
  return roundToTenth(overallOfAreas(means, shown) ?? 0);
}

/**
 * Recomputes every stored day overall of the user for the wheel `wheel` (the shown set changed, or an
 * area's ratings went): reads the entries and own ratings once and writes only the overalls that
 * change, one UPDATE per distinct value (at most 101 values).
 */
export async function recomputeOverall(trx: Db, userId: string, wheel: readonly Area[]): Promise<void> {
  const shown = shownAreaKeys(wheel);
  const [entries, ratings] = await Promise.all([entryScoresOf(trx, userId), ratingsInRange(trx, userId)]);
  const own = new Map<string, Record<string, number>>();
  for (const r of ratings) {
    let m = own.get(r.entry_id);
    if (!m) own.set(r.entry_id, (m = {}));
    m[r.area_key] = Number(r.score);
  }
  const byValue = new Map<number, string[]>();
  for (const e of entries) {
    const overall = dayOverall(e, own.get(e.id), shown);
    if (overall === Number(e.overall_score)) continue;
    let ids = byValue.get(overall);
    if (!ids) byValue.set(overall, (ids = []));
    ids.push(e.id);
  }
  for (const [overall, ids] of byValue) await setOverall(trx, userId, ids, overall);
}

/**
 * After a write to one day's entry: its stored overall under the person's wheel (decision 342). The
 * default wheel with no own areas needs nothing (the eight's mean is already stored): one read of the
 * wheel's rows then.
 */
export async function syncEntryOverall(
  trx: Db,
  userId: string,
  entry: WellbeingEntryRow,
): Promise<WellbeingEntryRow> {
  const rows = await readAreaRows(trx, userId);
  if (rows.length === 0) return entry;
  const wheel = completeWheel(rows);
  const own: Record<string, number> = {};
  for (const r of await ratingsOfEntries(trx, userId, [entry.id])) own[r.area_key] = Number(r.score);
  const overall = dayOverall(entry, own, shownAreaKeys(wheel));
  if (overall === Number(entry.overall_score)) return entry;
  await setOverall(trx, userId, [entry.id], overall);
  return { ...entry, overall_score: overall };
}

/** The own-area ratings of some entries, by entry id then area key (numbers). */
export async function areaScoresOfEntries(
  db: Db,
  userId: string,
  entryIds: readonly string[],
): Promise<Map<string, Record<string, number>>> {
  const out = new Map<string, Record<string, number>>();
  if (entryIds.length === 0) return out;
  for (const r of await ratingsOfEntries(db, userId, entryIds)) {
    let m = out.get(r.entry_id);
    if (!m) out.set(r.entry_id, (m = {}));
    m[r.area_key] = Number(r.score);
  }
  return out;
}

/** Entries as the API answers them, each with its day's own-area ratings (one read for all). */
export async function toApiEntries(db: Db, rows: readonly WellbeingEntryRow[]): Promise<ApiWellbeingEntry[]> {
  const first = rows[0];
  if (!first) return [];
  const scores = await areaScoresOfEntries(
    db,
    first.user_id,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toApiWellbeingEntry(r, scores.get(r.id)));
}

export async function toApiEntry(db: Db, row: WellbeingEntryRow): Promise<ApiWellbeingEntry> {
  const [entry] = await toApiEntries(db, [row]);
  if (!entry) throw new Error('an entry mapped to nothing');
  return entry;
}
