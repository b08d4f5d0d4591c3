import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiSessionSchema,
  ChangePasswordSchema,
  EndOtherSessionsResponseSchema,
  SessionParamsSchema,
} from '../../../core/schemas/auth';
import type { AppContext } from '../../lib/context';
import { deleteByIdRoute, noContentRoute } from '../../lib/routes';
import { changePassword, endOtherSessions, endSession, listSessions } from './auth.service';

const tags = ['Account'];

/**
 * The signed-in account's password and sessions (decision 092). Registered inside the authenticated
 * scope: request.user and request.sessionHash are always set.
 */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  noContentRoute(app, 'POST', '/api/user/password', {
    tags,
    summary: 'Change the password; every other session ends',
    body: ChangePasswordSchema,
    run: (request, body) => changePassword(ctx, request.user, request.sessionHash, body),
  });

  r.get(
    '/api/sessions',
    { schema: { tags, summary: 'The signed-in sessions', response: { 200: z.array(ApiSessionSchema) } } },
    async (request) => listSessions(ctx, request.user.id, request.sessionHash),
  );

  /** Signs out every other session of the account; this one stays. */
  r.post(
    '/api/sessions/end-others',
    {
      schema: {
        tags,
        summary: 'Sign out every other session',
        response: { 200: EndOtherSessionsResponseSchema },
      },
    },
    async (request) => ({ ended: await endOtherSessions(ctx, request.user.id, request.sessionHash) }),
  );

  deleteByIdRoute(app, '/api/sessions/:id', {
    tags,
    summary: 'Sign out one session',
    params: SessionParamsSchema,
    config: { openapi: { errors: { 404: 'No such session of this account.' } } },
    remove: (userId, id) => endSession(ctx, userId, id),
  });
}
