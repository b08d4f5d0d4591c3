/**
 * `GET /api/export?format=json|csv` (docs/product.md §11.4): the user's complete data as a download.
 * The JSON document is described here so the client (and a later import) can read it; records have
 * exactly the shapes the API's own lists return. The CSV layout is in docs/decisions/022-export-format.md.
 */
import { z } from 'zod';
import { ApiUserSchema } from './auth';
import { ApiQuickCheckinSchema, ApiSpotlightRatingSchema } from './checkins';
import { InstantSchema } from './common';
import { ApiJournalEntrySchema } from './journal';
import { ApiDimensionReflectionSchema } from './reflections';
import { ApiWellbeingEntrySchema } from './wellbeing';
import { ApiWho5Schema } from './who5';
import { ApiAreaSchema } from './areas';

export const EXPORT_FORMATS = ['json', 'csv'] as const;

export const ExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: 'must be json or csv' }),
});
export type ExportQuery = z.infer<typeof ExportQuerySchema>;
export type ExportFormat = ExportQuery['format'];

/** The JSON export. Lists are newest first, like the API's lists. */
export const ExportDocumentSchema = z.object({
  exportFormat: z.literal('json'),
  /** The instant of the export, ISO UTC. */
  exportDate: InstantSchema,
  user: ApiUserSchema,
  wellbeingEntries: z.array(ApiWellbeingEntrySchema),
  dimensionReflections: z.array(ApiDimensionReflectionSchema),
  journalEntries: z.array(ApiJournalEntrySchema),
  quickCheckins: z.array(ApiQuickCheckinSchema),
  spotlightRatings: z.array(ApiSpotlightRatingSchema),
  /**
   * The person's wheel, hidden areas included (decision 344); exports made before areas lack it (the
   * default eight).
   */
  areas: z.array(ApiAreaSchema.omit({ ratingCount: true })).optional(),
  /** WHO-5 results, newest first (decision 290). */
  who5: z.array(ApiWho5Schema),
});
export type ExportDocument = z.infer<typeof ExportDocumentSchema>;
