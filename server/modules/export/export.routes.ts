import type { FastifyInstance } from 'fastify';
import { ExportQuerySchema } from '../../../core/schemas/export';
import type { AppContext } from '../../context';
import { validate } from '../../lib/app-error';
import { exportFileName } from './export.service';
import { exportStream } from './export.stream';

const CONTENT_TYPES = { json: 'application/json; charset=utf-8', csv: 'text/csv; charset=utf-8' } as const;

/** Registered inside the authenticated scope: request.user is always set. */
export async function exportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/export', async (request, reply) => {
    const { format } = validate(ExportQuerySchema, request.query ?? {});
    const now = ctx.clock();
    // Streamed from a worker thread that reads the next page only when the client has taken the last.
    return reply
      .header('content-type', CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="${exportFileName(format, request.user, now)}"`)
      .send(exportStream(ctx, format, request.user, now));
  });
}
