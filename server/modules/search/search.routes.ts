import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { areaLabel, isAreaKey, type Area } from '../../../core/areas';
import {
  ApiSearchResultSchema,
  SEARCH_LIMIT_DEFAULT,
  SearchQuerySchema,
  type ApiSearchResult,
} from '../../../core/schemas/search';
import { makeSnippet, searchTerms } from '../../../core/search';
import type { AppContext } from '../../lib/context';
import { badRequest } from '../../lib/app-error';
import { LINK_HEADER } from '../../lib/paging';
import { readWheel } from '../areas/areas.service';
import { searchDocuments, type SearchHit } from './search.repository';

const MAX_OFFSET = 10_000;
const BAD_CURSOR = 'before: Invalid cursor';

/**
 * The cursor is opaque to clients: base64url JSON of the position in the ranked list. Ranked results
 * have no stable "newest" key, so the position is an offset (docs/decisions/133).
 */
export function encodeSearchCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
}

function decodeSearchCursor(cursor: string): number {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    const o = (value as { o?: unknown } | null)?.o;
    if (typeof o === 'number' && Number.isInteger(o) && o > 0 && o <= MAX_OFFSET) return o;
  } catch {
    // falls through to the 400
  }
  throw badRequest(BAD_CURSOR, [{ path: 'before', message: 'Invalid cursor' }]);
}

/** A reflection's title is its area's label on the person's wheel, an area of one's own too (decision 376). */
function toApiSearchResult(hit: SearchHit, terms: string[], wheel: readonly Area[]): ApiSearchResult {
  const { snippet, highlights } = makeSnippet(hit.body, terms);
  const dimension = hit.dimension && isAreaKey(hit.dimension) ? hit.dimension : null;
  return {
    kind: hit.kind,
    id: hit.id,
    day: hit.day,
    title: hit.kind === 'reflection' ? (dimension ? areaLabel(wheel, dimension) : null) : hit.title,
    snippet,
    highlights,
    ...(dimension ? { dimension } : {}),
  };
}

/** GET /api/search (docs/product.md §12). Inside the authenticated scope. */
export async function searchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/search',
    {
      schema: {
        tags: ['Search'],
        summary: 'Search journal entries and reflections, best matches first',
        querystring: SearchQuerySchema,
        response: { 200: z.array(ApiSearchResultSchema) },
      },
      config: { openapi: { headers: LINK_HEADER } },
    },
    async (request, reply) => {
      const query = request.query;
      const limit = query.limit ?? SEARCH_LIMIT_DEFAULT;
      const offset = query.before === undefined ? 0 : decodeSearchCursor(query.before);
      const terms = searchTerms(query.q);
      if (terms.length === 0) return [];
      const hits = await searchDocuments(ctx.db, ctx.dialect, {
        userId: request.user.id,
        terms,
        kind: query.kind,
        limit: limit + 1,
        offset,
      });
      if (hits.length > limit && offset + limit <= MAX_OFFSET) {
        const next = new URLSearchParams({
          q: query.q,
          limit: String(limit),
          before: encodeSearchCursor(offset + limit),
        });
        if (query.kind) next.set('kind', query.kind);
        reply.header('Link', `</api/search?${next.toString()}>; rel="next"`);
      }
      const page = hits.slice(0, limit);
      // The wheel is read only for a page with reflections (their titles are the person's labels).
      const wheel = page.some((hit) => hit.kind === 'reflection')
        ? await readWheel(ctx.db, request.user.id)
        : [];
      return page.map((hit) => toApiSearchResult(hit, terms, wheel));
    },
  );
}
