import type { FastifyInstance } from 'fastify';
import { DIMENSION_KEYS, isDimensionKey } from '../../../core/dimensions';
import { formatScore } from '../../../core/scores';
import { PutTargetsSchema, type ApiTargets } from '../../../core/schemas/targets';
import type { AppContext } from '../../context';
import { validate } from '../../lib/app-error';
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
  app.get('/api/targets', async (request) => toApiTargets(await listTargets(ctx.db, request.user.id)));

  app.put('/api/targets', async (request) => {
    const input = validate(PutTargetsSchema, request.body ?? {});
    const now = ctx.clock().toISOString();
    const rows = await ctx.db
      .transaction()
      .execute((trx) =>
        saveTargets(trx, request.user.id, input, now).then(() => listTargets(trx, request.user.id)),
      );
    return toApiTargets(rows);
  });
}
