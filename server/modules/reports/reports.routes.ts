import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  ApiPeriodReportSchema,
  MonthlyReportQuerySchema,
  WeeklyReportQuerySchema,
} from '../../../core/schemas/reports';
import type { AppContext } from '../../lib/context';
import { toApiReport } from './reports.mapper';
import { monthlyReport, weeklyReport } from './reports.service';

const tags = ['Reports'];

/** Registered inside the authenticated scope: request.user is always set. */
export async function reportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  /** A period's report (`read` from the validated query) against the period before. */
  const periodRoute = <Query extends z.ZodType>(
    url: string,
    summary: string,
    querystring: Query,
    read: (userId: string, query: z.infer<Query>) => Promise<Parameters<typeof toApiReport>[0]>,
  ) =>
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        url,
        { schema: { tags, summary, querystring, response: { 200: ApiPeriodReportSchema } } },
        async (request) => toApiReport(await read(request.user.id, request.query as z.infer<Query>)),
      );

  periodRoute(
    '/api/reports/weekly',
    'The report of one week (Monday to Sunday) against the week before',
    WeeklyReportQuerySchema,
    (userId, query) => weeklyReport(ctx.db, userId, query.weekStart),
  );
  periodRoute(
    '/api/reports/monthly',
    'The report of one calendar month against the month before',
    MonthlyReportQuerySchema,
    (userId, query) => monthlyReport(ctx.db, userId, query.month),
  );
}
