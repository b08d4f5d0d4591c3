import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiRangeReportSchema, RangeReportQuerySchema } from '../../../core/schemas/report-range';
import type { AppContext } from '../../lib/context';
import { rangeReport } from './range-report.service';

/** GET /api/reports/range (decision 303): the printable report. Inside the authenticated scope. */
export async function rangeReportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/reports/range',
    {
      schema: {
        tags: ['Reports'],
        summary:
          'The report of a range of up to 366 days against the same-length period before: overview, areas, daily trend, WHO-5, and on request reflections and the journal',
        querystring: RangeReportQuerySchema,
        response: { 200: ApiRangeReportSchema },
      },
    },
    async (request) => {
      const { from, to, include } = request.query;
      return rangeReport(ctx, request.user.id, { from, to }, include ?? ['reports', 'who5']);
    },
  );
}
