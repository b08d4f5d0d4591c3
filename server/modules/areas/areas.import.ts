/**
 * The wheel an import brings (decision 344), apart from the areas service so that what reads the
 * wheel — the export's worker among them — does not load the import's schemas (decision 528).
 */
import {
  AREAS_MAX,
  isAreaColor,
  normaliseColor,
  validateWheel,
  withPositions,
  type Area,
} from '../../../core/areas';
import { ImportAreasSchema } from '../../../core/schemas/import';
import type { AppContext } from '../../lib/context';
import { lockUser, readAreaRows, writeAreaRows } from './areas.repository';
import { completeWheel, readWheel, recomputeOverall, type Db } from './areas.service';

/**
 * The wheel an import leaves (decision 344): the account's wheel with the file's areas laid over it —
 * an area the account has (same key) takes the file's label, icon, colour, place, hidden flag and
 * description; an area of one's own it lacks is added with its key. Checked by the one wheel rule;
 * `issues` name the file's `areas`. Null wheel when the file has no `areas` (the account's stays).
 */
export async function planImportedWheel(
  db: Db,
  userId: string,
  raw: unknown,
): Promise<{ wheel: Area[] | null; issues: { path: string; message: string }[] }> {
  if (raw === undefined) return { wheel: null, issues: [] };
  const parsed = ImportAreasSchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const at = ['areas', ...(first?.path ?? []).map(String)].join('.');
    return { wheel: null, issues: [{ path: at, message: first?.message ?? 'not valid' }] };
  }
  const fileAreas: Area[] = parsed.data.map((a) => ({
    key: a.key,
    label: a.label.trim(),
    icon: a.icon,
    color: (isAreaColor(a.color) ? normaliseColor(a.color) : a.color) as Area['color'],
    hidden: a.hidden,
    position: a.position,
    builtIn: a.builtIn,
    description: a.description?.trim() ? a.description : null,
  }));
  const fileIssues = validateWheel(fileAreas);
  if (fileIssues.length > 0) return { wheel: null, issues: fileIssues };
  const account = await readWheel(db, userId);
  const fileKeys = new Set(fileAreas.map((a) => a.key));
  const merged = [
    ...fileAreas,
    ...account.filter((a) => !fileKeys.has(a.key)).map((a) => ({ ...a, position: a.position + AREAS_MAX })),
  ];
  const next = withPositions(merged);
  const issues = validateWheel(next);
  return issues.length > 0 ? { wheel: null, issues } : { wheel: next, issues: [] };
}

/** Stores an imported wheel (decision 344). */
export async function storeWheel(ctx: AppContext, userId: string, wheel: readonly Area[]): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    if (ctx.dialect === 'postgres') await lockUser(trx, userId);
    await writeAreaRows(trx, userId, wheel, ctx.clock().toISOString());
  });
}

/** After an import: every stored day overall under the person's wheel, when it is not the default. */
export async function recomputeOverallAfterImport(db: AppContext['db'], userId: string): Promise<void> {
  const rows = await readAreaRows(db, userId);
  if (rows.length === 0) return;
  await db.transaction().execute((trx) => recomputeOverall(trx, userId, completeWheel(rows)));
}
