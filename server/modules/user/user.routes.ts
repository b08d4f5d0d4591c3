import type { FastifyInstance } from 'fastify';
import { UpdateUserSchema } from '../../../core/schemas/auth';
import { CelebrationSchema } from '../../../core/schemas/days';
import type { AppContext } from '../../context';
import { notFound, unauthorized, validate } from '../../lib/app-error';
import { celebratedMilestones } from '../activity/activity.repository';
import { celebrateMilestone } from '../activity/celebrations.service';
import { deleteUser, updateUser } from './user.repository';
import { toApiUser } from './user.mapper';

/** Registered inside the authenticated scope: request.user is always set. */
export async function userRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const celebrated = (userId: string) => celebratedMilestones(ctx.db, userId);

  app.get('/api/user', async (request) =>
    toApiUser(request.user, ctx.clock(), await celebrated(request.user.id)),
  );

  app.patch('/api/user', async (request) => {
    const patch = validate(UpdateUserSchema, request.body ?? {});
    if (patch.name === undefined && patch.timeZone === undefined)
      return toApiUser(request.user, ctx.clock(), await celebrated(request.user.id));
    const row = await updateUser(ctx.db, request.user.id, {
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.timeZone !== undefined ? { time_zone: patch.timeZone } : {}),
    });
    if (!row) throw unauthorized();
    return toApiUser(row, ctx.clock(), await celebrated(row.id));
  });

  // Issue 16: the account remembers which streak milestones were celebrated, on every device.
  app.post('/api/user/celebrations', async (request) => {
    const { days } = validate(CelebrationSchema, request.body ?? {});
    const row = await celebrateMilestone(ctx, request.user.id, days);
    return toApiUser(row, ctx.clock(), await celebrated(row.id));
  });

  app.delete('/api/user', async (request, reply) => {
    // One statement in one transaction: the foreign keys cascade to sessions and every record.
    const deleted = await ctx.db.transaction().execute((trx) => deleteUser(trx, request.user.id));
    if (!deleted) throw notFound();
    return reply.status(204).send();
  });
}
