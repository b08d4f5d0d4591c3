/**
 * `GET /api/export?format=json|csv` (docs/product.md §11.4): the user's complete data as a download.
 * The JSON document is described here so the client (and a later import) can read it; records have
 * exactly the shapes the API's own lists return. The CSV layout is in docs/decisions/022-export-format.md.
 */
import { z } from 'zod';
import type { ApiUser } from './auth';
import type { ApiQuickCheckin, ApiSpotlightRating } from './checkins';
import type { ApiJournalEntry } from './journal';
import type { ApiDimensionReflection } from './reflections';
import type { ApiWellbeingEntry } from './wellbeing';

export const EXPORT_FORMATS = ['json', 'csv'] as const;

export const ExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: 'must be json or csv' }),
});
export type ExportQuery = z.infer<typeof ExportQuerySchema>;
export type ExportFormat = ExportQuery['format'];

/** The JSON export. Lists are newest first, like the API's lists. */
export interface ExportDocument {
  exportFormat: 'json';
  /** The instant of the export, ISO UTC. */
  exportDate: string;
  user: ApiUser;
  wellbeingEntries: ApiWellbeingEntry[];
  dimensionReflections: ApiDimensionReflection[];
  journalEntries: ApiJournalEntry[];
  quickCheckins: ApiQuickCheckin[];
  spotlightRatings: ApiSpotlightRating[];
}
