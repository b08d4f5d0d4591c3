import type { FastifyInstance } from 'fastify';
import { MonthlyReportQuerySchema, WeeklyReportQuerySchema } from '../../../core/schemas/reports';
import type { AppContext } from '../../context';
import { validate } from '../../lib/app-error';
import { toApiReport } from './reports.mapper';
import { monthlyReport, weeklyReport } from './reports.service';

/** Registered inside the authenticated scope: request.user is always set. */
export async function reportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/reports/weekly', async (request) => {
    const { weekStart } = validate(WeeklyReportQuerySchema, request.query ?? {});
    return toApiReport(await weeklyReport(ctx.db, request.user.id, weekStart));
  });

  app.get('/api/reports/monthly', async (request) => {
    const { month } = validate(MonthlyReportQuerySchema, request.query ?? {});
    return toApiReport(await monthlyReport(ctx.db, request.user.id, month));
  });
}
