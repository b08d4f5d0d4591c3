import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ExportDocumentSchema, ExportQuerySchema } from '../../../core/schemas/export';
import type { AppContext } from '../../lib/context';
import { acceptsEncoding } from '../../lib/accept-encoding';
import { exportFileName } from './export.service';
import { AppError } from '../../lib/app-error';
import { closeExportWorkers, exportStream } from './export.stream';

const CONTENT_TYPES = { json: 'application/json; charset=utf-8', csv: 'text/csv; charset=utf-8' } as const;

const MINUTE = 60_000;

/** Registered inside the authenticated scope: request.user is always set. */
export async function exportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // At most EXPORT_MAX_PER_USER exports per account a minute (decision 251), counted in the rate-limit
  // store (shared through Redis when REDIS_URL is set), like the write limit.
  const check = app.createRateLimit({
    max: ctx.config.rateLimits.exportPerUser,
    timeWindow: MINUTE,
    keyGenerator: (request) => `export-user:${request.user.id}`,
  });
  // The workers end (and their connections close) before the database does: app.ts's close awaits
  // this too, and a child scope's onClose runs before the root's.
  app.addHook('onClose', () => closeExportWorkers(ctx));

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/export',
    {
      schema: {
        tags: ['Export and import'],
        summary: "Download all the account's data (streamed)",
        querystring: ExportQuerySchema,
        // Streamed, so never serialised through these: they describe the two files for readers.
        response: {
          200: {
            description: 'The JSON document, or the CSV file of docs/decisions/022-export-format.md',
            content: {
              'application/json': { schema: ExportDocumentSchema },
              'text/csv': { schema: z.string() },
            },
          },
        },
      },
      onRequest: async (request) => {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          throw new AppError(
            429,
            'rate_limited',
            `You can download your data ${ctx.config.rateLimits.exportPerUser} times a minute. Please try again in a moment.`,
            undefined,
            { 'Retry-After': String(Math.max(1, result.ttlInSeconds)) },
          );
        }
      },
      config: {
        openapi: {
          limited: true,
          headers: {
            200: {
              'Content-Disposition': {
                description: 'attachment; filename="tend-export-YYYY-MM-DD.json|csv"',
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const now = ctx.clock();
      // Streamed from a worker thread that reads the next page only when the client has taken the last,
      // and gzips it there when the client accepts gzip (decision 195): the server's own compression
      // then leaves the answer alone.
      const body = exportStream(
        ctx,
        format,
        request.user,
        now,
        acceptsEncoding(request.headers['accept-encoding'], 'gzip'),
      );
      if (body.gzip) reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding');
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${exportFileName(format, request.user, now)}"`)
        .send(body.stream as never); // a stream: the schema only documents it
    },
  );
}
