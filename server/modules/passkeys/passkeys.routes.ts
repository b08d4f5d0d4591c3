import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthResponseSchema } from '../../../core/schemas/auth';
import { IdParamsSchema } from '../../../core/schemas/common';
import {
  ApiPasskeySchema,
  PasskeyAssertionSchema,
  PasskeyLoginOptionsSchema,
  PasskeyRegistrationOptionsSchema,
  PasskeyRegistrationSchema,
  RenamePasskeySchema,
  UnlockWithPasswordSchema,
} from '../../../core/schemas/passkeys';
import type { AppContext } from '../../lib/context';
import { deleteByIdRoute, noContentRoute } from '../../lib/routes';
import { LOGIN_WINDOW_MS, clientNetwork, perNetwork } from '../auth/auth.limits';
import {
  listUserPasskeys,
  loginOptions,
  loginWithPasskey,
  registerPasskey,
  registrationOptions,
  removeUserPasskey,
  renameUserPasskey,
  unlockOptions,
  unlockWithPasskey,
  unlockWithPassword,
} from './passkeys.service';

const tags = ['Passkeys'];
const challengeErrors = {
  400: 'The challenge is unknown, used or expired, or the answer could not be verified.',
};

/** Signing in with a passkey (decision 270): public, limited per network like the password sign-in. */
export async function passkeyAuthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = ctx.config.rateLimits;

  r.post(
    '/api/auth/passkeys/login/options',
    {
      onRequest: perNetwork(ctx, 'passkey-options-ip', limits.loginPerIp, LOGIN_WINDOW_MS),
      schema: {
        tags,
        summary: 'Options to sign in with a discoverable passkey (a single-use challenge)',
        response: { 200: PasskeyLoginOptionsSchema },
      },
      config: { openapi: { limited: true } },
    },
    async () => loginOptions(ctx),
  );

  r.post(
    '/api/auth/passkeys/login',
    {
      onRequest: perNetwork(ctx, 'passkey-login-ip', limits.loginPerIp, LOGIN_WINDOW_MS),
      schema: {
        tags,
        summary: 'Sign in with a passkey',
        body: PasskeyAssertionSchema,
        response: { 200: AuthResponseSchema },
      },
      config: {
        openapi: {
          limited: true,
          errors: { ...challengeErrors, 401: 'The passkey is unknown here or could not be verified.' },
        },
      },
    },
    async (request) => loginWithPasskey(ctx, request.body, request.headers['user-agent']),
  );
}

/** The signed-in account's passkeys and the app lock's checks (decisions 270, 273). */
export async function passkeyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = ctx.config.rateLimits;

  r.post(
    '/api/auth/passkeys/registration/options',
    {
      schema: {
        tags,
        summary: 'Options to add a passkey to this account (a single-use challenge)',
        response: { 200: PasskeyRegistrationOptionsSchema },
      },
      config: { openapi: { errors: { 409: 'The account holds as many passkeys as it may.' } } },
    },
    async (request) => registrationOptions(ctx, request.user),
  );

  r.post(
    '/api/auth/passkeys/registration',
    {
      schema: {
        tags,
        summary: 'Add a passkey to this account',
        body: PasskeyRegistrationSchema,
        response: { 201: ApiPasskeySchema },
      },
      config: {
        openapi: {
          errors: {
            ...challengeErrors,
            409: 'The passkey was added already, or the account holds as many as it may.',
          },
        },
      },
    },
    async (request, reply) => {
      const passkey = await registerPasskey(ctx, request.user, request.body, request.headers['user-agent']);
      return reply.status(201).send(passkey);
    },
  );

  r.get(
    '/api/user/passkeys',
    { schema: { tags, summary: "The account's passkeys", response: { 200: z.array(ApiPasskeySchema) } } },
    async (request) => listUserPasskeys(ctx, request.user.id),
  );

  r.patch(
    '/api/user/passkeys/:id',
    {
      schema: {
        tags,
        summary: 'Rename a passkey',
        params: IdParamsSchema,
        body: RenamePasskeySchema,
        response: { 200: ApiPasskeySchema },
      },
      config: { openapi: { errors: { 404: 'No such passkey of this account.' } } },
    },
    async (request) => renameUserPasskey(ctx, request.user.id, request.params.id, request.body.name),
  );

  deleteByIdRoute(app, '/api/user/passkeys/:id', {
    tags,
    summary: 'Remove a passkey (refused when it is the last way to sign in)',
    params: IdParamsSchema,
    config: {
      openapi: {
        errors: {
          400: 'It is the last way to sign in to the account.',
          404: 'No such passkey of this account.',
        },
      },
    },
    remove: (userId, id) => removeUserPasskey(ctx, userId, id),
  });

  r.post(
    '/api/user/unlock/passkey/options',
    {
      schema: {
        tags,
        summary: "Options to unlock the app lock with one of this account's passkeys",
        response: { 200: PasskeyLoginOptionsSchema },
      },
      config: { openapi: { errors: { 400: 'The account has no passkey.' } } },
    },
    async (request) => unlockOptions(ctx, request.user),
  );

  noContentRoute(app, 'POST', '/api/user/unlock/passkey', {
    tags,
    summary: "Unlock the app lock with this account's passkey (no new session)",
    body: PasskeyAssertionSchema,
    config: { openapi: { errors: challengeErrors } },
    run: (request, body) => unlockWithPasskey(ctx, request.user, body),
  });

  noContentRoute(app, 'POST', '/api/user/unlock/password', {
    tags,
    summary: "Unlock the app lock with the account's password (no new session)",
    body: UnlockWithPasswordSchema,
    onRequest: perNetwork(ctx, 'unlock-ip', limits.loginPerIp, LOGIN_WINDOW_MS),
    config: { openapi: { limited: true, errors: { 400: 'The password is not correct.' } } },
    run: (request, body) => unlockWithPassword(ctx, request.user, body.password, clientNetwork(request)),
  });
}
