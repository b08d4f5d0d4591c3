/**
 * Import work runs in slices (docs/decisions/245-import-in-slices.md): no slice holds the event loop
 * longer than SLICE_MS, and no file is read past IMPORT_MAX_ROWS lines or records.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

/** The longest an import holds the event loop before letting other requests run. */
export const SLICE_MS = 4;

/** Lines of a CSV, or records of a JSON file, read at most: 25 years of a busy account fit. */
export const IMPORT_MAX_ROWS = 250_000;

/**
 * A function to await between small pieces of work: it gives the event loop back (one turn, after
 * pending I/O) once SLICE_MS have passed since it last did, and costs nothing otherwise.
 */
export function slicer(budgetMs = SLICE_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < budgetMs) return;
    await nextTurn();
    since = performance.now();
  };
}
