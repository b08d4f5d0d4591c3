import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageSchema } from '../../../core/schemas/common';
import {
  ApiReminderSettingsSchema,
  PushSubscriptionSchema,
  PushUnsubscribeSchema,
  ReminderSettingsSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResponseSchema,
} from '../../../core/schemas/reminders';
import type { AppContext } from '../../lib/context';
import { noContentRoute } from '../../lib/routes';
import {
  MAX_PUSH_SUBSCRIPTIONS,
  addPushSubscription,
  getReminderSettings,
  putReminderSettings,
  removePushSubscription,
  unsubscribe,
} from './reminders.service';

const tags = ['Reminders'];

/** Registered inside the authenticated scope. */
export async function reminderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/reminders',
    {
      schema: {
        tags,
        summary: 'Reminder settings, and what a browser needs to subscribe to push',
        response: { 200: ApiReminderSettingsSchema },
      },
    },
    async (request) => getReminderSettings(ctx, request.user),
  );

  r.put(
    '/api/reminders',
    {
      schema: {
        tags,
        summary: 'Replace the reminder settings',
        body: ReminderSettingsSchema,
        response: { 200: ApiReminderSettingsSchema },
      },
    },
    async (request) => putReminderSettings(ctx, request.user, request.body),
  );

  r.post(
    '/api/push-subscriptions',
    {
      schema: {
        tags,
        summary: "Send push reminders to this browser (its PushSubscription's JSON)",
        body: PushSubscriptionSchema,
        response: { 201: MessageSchema },
      },
      config: {
        openapi: {
          errors: {
            409: `The account already gets push reminders on ${MAX_PUSH_SUBSCRIPTIONS} browsers.`,
          },
        },
      },
    },
    async (request, reply) => {
      await addPushSubscription(ctx, request.user, request.body);
      return reply.status(201).send({ message: 'Push reminders will reach this browser.' });
    },
  );

  noContentRoute(app, 'DELETE', '/api/push-subscriptions', {
    tags,
    summary: 'Stop push reminders to one browser',
    body: PushUnsubscribeSchema,
    run: (request, body) => removePushSubscription(ctx, request.user, body.endpoint),
  });
}

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
    scoped.withTypeProvider<ZodTypeProvider>().post(
      '/api/reminders/unsubscribe',
      {
        onRequest: scoped.rateLimit({
          max: 60,
          timeWindow: 60_000,
          keyGenerator: (req) => `unsubscribe-ip:${req.ip}`,
        }),
        schema: {
          tags,
          summary: 'One-click unsubscribe (RFC 8058) from the link of a reminder mail; no session',
          querystring: UnsubscribeQuerySchema,
          response: { 200: UnsubscribeResponseSchema },
        },
        config: { openapi: { limited: true } },
      },
      async (request) => {
        const { kind } = await unsubscribe(ctx, request.query.token);
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
