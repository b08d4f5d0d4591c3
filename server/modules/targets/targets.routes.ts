import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DIMENSION_KEYS, isDimensionKey } from '../../../core/dimensions';
import { formatScore } from '../../../core/scores';
import { ApiTargetsSchema, PutTargetsSchema, type ApiTargets } from '../../../core/schemas/targets';
import type { AppContext } from '../../lib/context';
import { listTargets, saveTargets } from './targets.repository';

/** The one place target rows become the API's eight targets. */
function toApiTargets(rows: { dimension: string; score: number | string }[]): ApiTargets {
  const out = Object.fromEntries(DIMENSION_KEYS.map((key) => [key, null])) as ApiTargets;
  for (const row of rows) {
    if (isDimensionKey(row.dimension)) out[row.dimension] = formatScore(Number(row.score));
  }
  return out;
}

/** GET/PUT /api/targets (docs/product.md §12). Inside the authenticated scope. */
export async function targetRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Targets'];

  r.get(
    '/api/targets',
    { schema: { tags, summary: 'The target of each area', response: { 200: ApiTargetsSchema } } },
    async (request) => toApiTargets(await listTargets(ctx.db, request.user.id)),
  );

  r.put(
    '/api/targets',
    {
      schema: {
        tags,
        summary: 'Set or clear (null) the targets of the areas named',
        body: PutTargetsSchema,
        response: { 200: ApiTargetsSchema },
      },
    },
    async (request) => {
      const now = ctx.clock().toISOString();
      const rows = await ctx.db
        .transaction()
        .execute((trx) =>
          saveTargets(trx, request.user.id, request.body, now).then(() => listTargets(trx, request.user.id)),
        );
      return toApiTargets(rows);
    },
  );
}
