import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ChangePasswordSchema } from '../../../core/schemas/auth';
import type { AppContext } from '../../context';
import { validate } from '../../lib/app-error';
import { changePassword, endOtherSessions, endSession, listSessions } from './auth.service';

const SessionParams = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/, 'Not a session id') });

/**
 * The signed-in account's password and sessions (issue 14). Registered inside the authenticated
 * scope: request.user and request.sessionHash are always set.
 */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/api/user/password', async (request, reply) => {
    const input = validate(ChangePasswordSchema, request.body);
    await changePassword(ctx, request.user, request.sessionHash, input);
    return reply.status(204).send();
  });

  app.get('/api/sessions', async (request) => listSessions(ctx, request.user.id, request.sessionHash));

  /** Signs out every other session of the account; this one stays. */
  app.post('/api/sessions/end-others', async (request) => ({
    ended: await endOtherSessions(ctx, request.user.id, request.sessionHash),
  }));

  app.delete('/api/sessions/:id', async (request, reply) => {
    const { id } = validate(SessionParams, request.params);
    await endSession(ctx, request.user.id, id);
    return reply.status(204).send();
  });
}
