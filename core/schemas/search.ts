/** GET /api/search (docs/product.md §12, docs/decisions/133). */
import { z } from 'zod';
import { SEARCH_QUERY_MAX, type Highlight } from '../search';

export const SEARCH_LIMIT_DEFAULT = 50;
export const SEARCH_LIMIT_MAX = 200;

export const SearchQuerySchema = z.strictObject({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(1, 'q is required')
    .max(SEARCH_QUERY_MAX, `q must be at most ${SEARCH_QUERY_MAX} characters`),
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

export type SearchKind = 'journal' | 'reflection';

export interface ApiSearchResult {
  kind: SearchKind;
  id: string;
  day: string;
  /** The journal entry's title (null when it has none), or the reflection's area label. */
  title: string | null;
  /** Plain text; never markup. */
  snippet: string;
  /** The matched words inside `snippet` (UTF-16 offsets), to be shown highlighted. */
  highlights: Highlight[];
  /** Reflections only: the area. */
  dimension?: string;
}
