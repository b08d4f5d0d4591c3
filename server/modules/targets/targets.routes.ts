import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Area } from '../../../core/areas';
import { DIMENSION_KEYS, isDimensionKey } from '../../../core/dimensions';
import { formatScore } from '../../../core/scores';
import { ApiTargetsSchema, PutTargetsSchema, type ApiTargets } from '../../../core/schemas/targets';
import { badRequestFromIssues } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { readWheel } from '../areas/areas.service';
import { listTargets, saveTargets } from './targets.repository';

/**
 * The one place target rows become the API's targets: the eight, then each area of one's own on the
 * wheel (hidden ones too, decision 375), `null` where none is set.
 */
function toApiTargets(
  rows: { dimension: string; score: number | string }[],
  wheel: readonly Area[],
): ApiTargets {
  const out = Object.fromEntries(DIMENSION_KEYS.map((key) => [key, null])) as ApiTargets;
  for (const area of wheel) if (!isDimensionKey(area.key)) out[area.key] = null;
  for (const row of rows) {
    if (row.dimension in out) out[row.dimension] = formatScore(Number(row.score));
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
    async (request) => {
      const [rows, wheel] = await Promise.all([
        listTargets(ctx.db, request.user.id),
        readWheel(ctx.db, request.user.id),
      ]);
      return toApiTargets(rows, wheel);
    },
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
      const userId = request.user.id;
      const { rows, wheel } = await ctx.db.transaction().execute(async (trx) => {
        const wheel = await readWheel(trx, userId);
        // An own key not on this person's wheel (another person's, a deleted one) is unknown here.
        const unknown = Object.keys(request.body).filter(
          (key) => !isDimensionKey(key) && !wheel.some((a) => a.key === key),
        );
        if (unknown.length > 0)
          throw badRequestFromIssues(unknown.map((key) => ({ path: key, message: 'Unknown dimension' })));
        await saveTargets(trx, userId, request.body, now);
        return { rows: await listTargets(trx, userId), wheel };
      });
      return toApiTargets(rows, wheel);
    },
  );
}
