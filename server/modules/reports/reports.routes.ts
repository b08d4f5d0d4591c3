import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/reports/weekly',
    {
      schema: {
        tags,
        summary:
          'The report of one week (Monday to Sunday, or Sunday to Saturday for an account whose weeks start on Sunday) against the week before',
        querystring: WeeklyReportQuerySchema,
        response: { 200: ApiPeriodReportSchema },
      },
    },
    async (request) =>
      toApiReport(
        await weeklyReport(
          ctx.db,
          request.user.id,
          request.query.weekStart,
          request.user.week_start === 'sunday' ? 'sunday' : 'monday',
        ),
      ),
  );

  r.get(
    '/api/reports/monthly',
    {
      schema: {
        tags,
        summary: 'The report of one calendar month against the month before',
        querystring: MonthlyReportQuerySchema,
        response: { 200: ApiPeriodReportSchema },
      },
    },
    async (request) => toApiReport(await monthlyReport(ctx.db, request.user.id, request.query.month)),
  );
}
