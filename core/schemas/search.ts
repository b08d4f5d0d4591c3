/** GET /api/search (docs/product.md §12, docs/decisions/133). */
import { z } from 'zod';
import { tooLongMessage } from '../limits';
import { SEARCH_QUERY_MAX } from '../search';
import { DayTextSchema } from './common';

export const SEARCH_LIMIT_DEFAULT = 50;
export const SEARCH_LIMIT_MAX = 200;

export const SearchQuerySchema = z.strictObject({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(1, 'q is required')
    // The one too-long message of the search box (decision 422), said in the reader's language.
    .max(SEARCH_QUERY_MAX, tooLongMessage('A search', SEARCH_QUERY_MAX)),
  kind: z.enum(['journal', 'reflection'], { error: 'kind must be journal or reflection' }).optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'limit must be a whole number from 1 to 200')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, 'limit must be a whole number from 1 to 200')
        .max(SEARCH_LIMIT_MAX, 'limit must be a whole number from 1 to 200'),
    )
    .optional(),
  before: z.string().max(200, 'Invalid cursor').optional(),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const SEARCH_KINDS = ['journal', 'reflection'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const ApiSearchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  day: DayTextSchema,
  /** The journal entry's title (null when it has none), or the reflection's area label. */
  title: z.string().nullable(),
  /** Plain text; never markup. */
  snippet: z.string(),
  /** The matched words inside `snippet` (UTF-16 offsets), to be shown highlighted. */
  highlights: z.array(z.object({ start: z.number().int(), length: z.number().int() })),
  /** Reflections only: the area. */
  dimension: z.string().optional(),
});
export type ApiSearchResult = z.infer<typeof ApiSearchResultSchema>;
