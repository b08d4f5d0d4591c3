/**
 * What `POST /api/import` counts, in the order its answer and the import screen list them
 * (docs/product.md §12). Without zod, so the import screen can lay out its summary without loading the
 * schemas before it paints (decision 531); `core/schemas/import.ts` builds the answer's schema from it.
 */
export const IMPORT_KINDS = [
  'wellbeingEntries',
  'journalEntries',
  'dimensionReflections',
  'quickCheckins',
  'spotlightRatings',
  'who5',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
