import type { FastifyInstance, FastifyRequest } from 'fastify';
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
    read: (user: FastifyRequest['user'], query: z.infer<Query>) => Promise<Parameters<typeof toApiReport>[0]>,
  ) =>
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        url,
        { schema: { tags, summary, querystring, response: { 200: ApiPeriodReportSchema } } },
        async (request) => toApiReport(await read(request.user, request.query as z.infer<Query>)),
      );

  periodRoute(
    '/api/reports/weekly',
    'The report of one week (Monday to Sunday, or Sunday to Saturday for an account whose weeks start on Sunday) against the week before',
    WeeklyReportQuerySchema,
    (user, query) =>
      weeklyReport(ctx.db, user.id, query.weekStart, user.week_start === 'sunday' ? 'sunday' : 'monday'),
  );
  periodRoute(
    '/api/reports/monthly',
    'The report of one calendar month against the month before',
    MonthlyReportQuerySchema,
    (user, query) => monthlyReport(ctx.db, user.id, query.month),
  );
}
