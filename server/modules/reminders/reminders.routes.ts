import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  PushSubscriptionSchema,
  PushUnsubscribeSchema,
  ReminderSettingsSchema,
} from '../../../core/schemas/reminders';
import type { AppContext } from '../../context';
import { validate } from '../../lib/app-error';
import {
  addPushSubscription,
  getReminderSettings,
  putReminderSettings,
  removePushSubscription,
  unsubscribe,
} from './reminders.service';

/** Registered inside the authenticated scope. */
export async function reminderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/reminders', async (request) => getReminderSettings(ctx, request.user));

  app.put('/api/reminders', async (request) =>
    putReminderSettings(ctx, request.user, validate(ReminderSettingsSchema, request.body ?? {})),
  );

  app.post('/api/push-subscriptions', async (request, reply) => {
    await addPushSubscription(ctx, request.user, validate(PushSubscriptionSchema, request.body ?? {}));
    return reply.status(201).send({ message: 'Push reminders will reach this browser.' });
  });

  app.delete('/api/push-subscriptions', async (request, reply) => {
    const { endpoint } = validate(PushUnsubscribeSchema, request.body ?? {});
    await removePushSubscription(ctx, request.user, endpoint);
    return reply.status(204).send();
  });
}

const UnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'is required' })
    .min(1, { error: 'is required' })
    .max(200, { error: 'is not valid' }),
});

/**
 * Public (no session): the RFC 8058 one-click unsubscribe. Mail providers POST
 * `List-Unsubscribe=One-Click` as a form; the /unsubscribe page posts with no body. A GET never
 * unsubscribes (link scanners follow GETs), so only POST is served.
 */
export async function unsubscribeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scoped) => {
    scoped.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scoped.post(
      '/api/reminders/unsubscribe',
      {
        onRequest: scoped.rateLimit({
          max: 60,
          timeWindow: 60_000,
          keyGenerator: (req) => `unsubscribe-ip:${req.ip}`,
        }),
      },
      async (request) => {
        const { token } = validate(UnsubscribeQuerySchema, request.query ?? {});
        const { kind } = await unsubscribe(ctx, token);
        return {
          kind,
          message:
            kind === 'daily'
              ? 'You will no longer get daily reminders by email or push.'
              : 'You will no longer get the weekly summary.',
        };
      },
    );
  });
}
