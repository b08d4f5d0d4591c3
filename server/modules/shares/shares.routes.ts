import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiShareCreatedSchema,
  ApiSharedReportSchema,
  ApiShareSchema,
  CreateShareSchema,
  ShareTokenParamsSchema,
} from '../../../core/schemas/shares';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/app-error';
import { deleteByIdRoute } from '../../lib/routes';
import { perNetwork } from '../auth/auth.limits';
import { createShare, listShares, openShare, revokeShare, workingLink } from './shares.service';

const tags = ['Share links'];
const SHARED_WINDOW_MS = 15 * 60_000;

/** The signed-in account's share links (DESIGN §6, decisions 300–302). */
export async function shareRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/shares',
    {
      schema: {
        tags,
        summary:
          'Make a read-only link to part of this account’s report; the URL (with its token) is only in this answer',
        body: CreateShareSchema,
        response: { 201: ApiShareCreatedSchema },
      },
      config: {
        // The URL holds the token: an Idempotency-Key's stored answer must not (decision 300).
        secretAnswer: true,
        openapi: {
          errors: {
            409: 'The account has as many working share links as it may, or this Idempotency-Key was already used (the link is never sent twice).',
          },
        },
      },
    },
    async (request, reply) => reply.status(201).send(await createShare(ctx, request.user.id, request.body)),
  );
  r.get(
    '/api/shares',
    {
      schema: {
        tags,
        summary: "The account's share links, newest first, without their tokens",
        response: { 200: z.array(ApiShareSchema) },
      },
    },
    async (request) => listShares(ctx, request.user.id),
  );
  deleteByIdRoute(app, '/api/shares/:id', {
    tags,
    summary: 'Turn a share link off; it stops working at once',
    config: { openapi: { errors: { 404: 'No such share link of this account.' } } },
    remove: (userId, id) => revokeShare(ctx, userId, id),
  });
}

/**
 * Headers of everything a link answers (decision 302): never indexed, never stored, no referrer. No
 * cookie is set and no session header is read on these routes.
 */
function sharedHeaders(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: null, p: unknown) => void,
) {
  reply.header('X-Robots-Tag', 'noindex, nofollow, noarchive');
  reply.header('Cache-Control', 'no-store');
  reply.header('Referrer-Policy', 'no-referrer');
  reply.removeHeader('set-cookie');
  done(null, payload);
}

/** The page every link opens: the client's page with a robots meta tag; null without a built client. */
export function sharedPageHtml(appHtml: string | null): string {
  const meta = '<meta name="robots" content="noindex, nofollow, noarchive">';
  if (appHtml === null)
    return `<!doctype html><html lang="en"><head>${meta}<title>Tend</title></head><body></body></html>`;
  return appHtml.replace(/<head>/i, `<head>${meta}`);
}

/**
 * The public side of share links: GET /s/{token} (the page) and GET /api/shared/{token} (its data), no
 * session, limited per network (SHARED_MAX_PER_IP a quarter hour, both routes together). Unknown,
 * expired and revoked tokens answer the same 404.
 */
export async function sharedRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  appHtml: string | null,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = perNetwork(ctx, 'shared-ip', ctx.config.rateLimits.sharedPerIp, SHARED_WINDOW_MS);
  const page = sharedPageHtml(appHtml);
  r.get(
    '/api/shared/:token',
    {
      onRequest: limit,
      onSend: sharedHeaders,
      schema: {
        tags,
        summary: 'What a share link shows: its part of the report over its range (no session)',
        params: ShareTokenParamsSchema,
        response: { 200: ApiSharedReportSchema },
      },
      config: {
        openapi: { limited: true, errors: { 404: 'The link is unknown, has expired or was turned off.' } },
      },
    },
    async (request) => openShare(ctx, request.params.token),
  );
  r.get(
    '/s/:token',
    {
      onRequest: limit,
      onSend: sharedHeaders,
      schema: {
        tags,
        summary: 'The page of a share link (HTML; 404 when the link is unknown, expired or turned off)',
        params: ShareTokenParamsSchema,
        // Sent as a string, never serialised through these: they describe the page for readers.
        response: {
          200: { description: 'The read-only report page', content: { 'text/html': { schema: z.string() } } },
          404: {
            description: 'The same page, which says the link does not work',
            content: { 'text/html': { schema: z.string() } },
          },
        },
      },
      config: { openapi: { limited: true } },
    },
    async (request, reply) => {
      let status: 200 | 404 = 200;
      try {
        await workingLink(ctx, request.params.token);
      } catch (err) {
        if (!(err instanceof AppError) || err.status !== 404) throw err;
        // The same page says so itself (it reads /api/shared and gets the 404 too).
        status = 404;
      }
      return reply.status(status).type('text/html; charset=utf-8').send(page);
    },
  );
}
