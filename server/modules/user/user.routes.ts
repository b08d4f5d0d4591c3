import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiUserSchema, DeleteAccountSchema, UpdateUserSchema } from '../../../core/schemas/auth';
import { CelebrationSchema } from '../../../core/schemas/days';
import type { AppContext } from '../../lib/context';
import { noContentRoute } from '../../lib/routes';
import { unauthorized } from '../../lib/app-error';
import { celebratedMilestones } from '../activity/activity.repository';
import { celebrateMilestone } from '../activity/celebrations.service';
import { deleteAccount } from '../auth/auth.service';
import { updateUser } from './user.repository';
import { toApiUser } from './user.mapper';

const tags = ['Account'];

/** The milestones the session lookup read for a route configured with `celebratedMilestones` (decision 313). */
function milestonesOf(request: FastifyRequest): readonly number[] {
  const milestones = request.celebratedMilestones;
  if (!milestones) throw new Error('the route reads the milestones without `config.celebratedMilestones`');
  return milestones;
}

/** Registered inside the authenticated scope: request.user is always set. */
export async function userRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const celebrated = (userId: string) => celebratedMilestones(ctx.db, userId);
  const userAnswer = { 200: ApiUserSchema };

  r.get(
    '/api/user',
    {
      // The celebrated milestones come with the session (auth.repository's lookup): no second query.
      config: { celebratedMilestones: true },
      schema: { tags, summary: 'The signed-in user, with the streak as shown today', response: userAnswer },
    },
    // Not async: the answer is made at once, and a promise per request would cost a turn of the
    // microtask queue and Fastify's promise handling (decision 460).
    (request) => toApiUser(request.user, ctx.clock(), milestonesOf(request)),
  );

  r.patch(
    '/api/user',
    {
      config: { celebratedMilestones: true },
      schema: {
        tags,
        summary: 'Change the name, the time zone, the language or the first day of the week',
        body: UpdateUserSchema,
        response: userAnswer,
      },
    },
    async (request) => {
      const patch = request.body;
      const changes = {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.timeZone !== undefined ? { time_zone: patch.timeZone } : {}),
        ...(patch.locale !== undefined ? { locale: patch.locale } : {}),
        ...(patch.weekStart !== undefined ? { week_start: patch.weekStart } : {}),
      };
      if (Object.keys(changes).length === 0)
        return toApiUser(request.user, ctx.clock(), milestonesOf(request));
      const row = await updateUser(ctx.db, request.user.id, changes);
      if (!row) throw unauthorized();
      return toApiUser(row, ctx.clock(), await celebrated(row.id));
    },
  );

  // Decision 112: the account remembers which streak milestones were celebrated, on every device.
  r.post(
    '/api/user/celebrations',
    {
      schema: {
        tags,
        summary: 'Mark a streak milestone celebrated',
        body: CelebrationSchema,
        response: userAnswer,
      },
    },
    async (request) => {
      const row = await celebrateMilestone(ctx, request.user.id, request.body.days);
      return toApiUser(row, ctx.clock(), await celebrated(row.id));
    },
  );

  noContentRoute(app, 'DELETE', '/api/user', {
    tags,
    summary: 'Delete the account and everything in it (asks for the password)',
    body: DeleteAccountSchema,
    // The password is asked again (docs/security.md, "Sessions and passwords"); one statement in one
    // transaction then deletes the user, and the foreign keys cascade to sessions and every record.
    run: (request, body) => deleteAccount(ctx, request.user, body.password),
  });
}
