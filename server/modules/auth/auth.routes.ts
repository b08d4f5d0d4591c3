import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuthResponseSchema,
  ForgotPasswordSchema,
  LoginSchema,
  ResetPasswordSchema,
  SignupSchema,
} from '../../../core/schemas/auth';
import { MessageSchema, NoContentSchema } from '../../../core/schemas/common';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/app-error';
import { requireSession } from './auth.plugin';
import { requestLocale } from '../../lib/i18n';
import type { Locale } from '../../../core/i18n/locales';
import { loggableError } from '../../plugins/errors';
import {
  LOGIN_WINDOW_MS,
  accountRecovered,
  checkLoginAttempt,
  clientNetwork,
  loginFailed,
  loginSucceeded,
  perNetwork,
} from './auth.limits';
import { FORGOT_MESSAGE, forgotPassword, login, logout, resetPassword, signup } from './auth.service';

const HOUR = 60 * 60 * 1000;
const tags = ['Auth'];

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = ctx.config.rateLimits;
  const perIp = (name: string, max: number, windowMs: number) => perNetwork(ctx, name, max, windowMs);

  r.post(
    '/api/auth/signup',
    {
      onRequest: perIp('signup-ip', limits.signupPerIp, HOUR),
      schema: {
        tags,
        summary: 'Create an account and sign in',
        body: SignupSchema,
        response: { 201: AuthResponseSchema },
      },
      config: {
        openapi: {
          limited: true,
          errors: {
            403: 'Sign-ups are closed, or need a (valid) invitation.',
            409: 'An account with this email already exists.',
          },
        },
      },
    },
    async (request, reply) => {
      const result = await signup(ctx, request.body, request.headers['user-agent']);
      return reply.status(201).send(result);
    },
  );

  r.post(
    '/api/auth/login',
    {
      onRequest: perIp('login-ip', limits.loginPerIp, LOGIN_WINDOW_MS),
      schema: { tags, summary: 'Sign in', body: LoginSchema, response: { 200: AuthResponseSchema } },
      config: {
        openapi: {
          limited: true,
          errors: {
            401: 'The email or the password is wrong.',
            403: 'The password is right but the instance owner disabled the account.',
          },
        },
      },
    },
    async (request) => {
      const input = request.body;
      const network = clientNetwork(request);
      await checkLoginAttempt(ctx, input.email, network);
      try {
        const result = await login(ctx, input, request.headers['user-agent']);
        await loginSucceeded(ctx, input.email, network);
        return result;
      } catch (err) {
        if (err instanceof AppError && err.status === 401) await loginFailed(ctx, input.email);
        throw err;
      }
    },
  );

  r.post(
    '/api/auth/logout',
    {
      onRequest: requireSession(ctx),
      schema: {
        tags,
        summary: 'End this session',
        security: [{ session: [] }, { bearer: [] }],
        response: { 204: NoContentSchema },
      },
      config: { openapi: { errors: { 401: 'No valid session.' } } },
    },
    async (request, reply) => {
      await logout(ctx, request.sessionHash);
      return reply.status(204).send();
    },
  );

  // The email of each forgot-password request and the language it was asked in, read once its answer has
  // been sent.
  const resetFor = new WeakMap<object, { email: string; locale: Locale }>();
  r.post(
    '/api/auth/forgot-password',
    {
      onRequest: perIp('forgot-ip', limits.forgotPerIp, HOUR),
      // Only once the answer has gone does the reset work start, and then on a later turn of the event
      // loop (decision 253): before, it started in the handler's own turn and, on SQLite, ran its
      // lookup, transaction and mail ahead of the answer's last steps for an existing account only.
      onResponse: (request, _reply, done) => {
        const asked = resetFor.get(request);
        if (asked !== undefined) {
          ctx.background.run(
            async () => {
              await new Promise((next) => setImmediate(next));
              await forgotPassword(ctx, asked.email, asked.locale);
            },
            (err) => request.log.error({ error: loggableError(err) }, 'password reset mail failed'),
          );
        }
        done();
      },
      schema: {
        tags,
        summary: 'Mail a reset link (the same answer whether or not the account exists)',
        body: ForgotPasswordSchema,
        response: { 200: MessageSchema },
      },
      config: { openapi: { limited: true } },
    },
    async (request) => {
      // The answer is sent before anything about the account is looked up, so it takes the same time
      // whether or not the account exists, and reveals nothing even when mail delivery fails.
      resetFor.set(request, {
        email: request.body.email,
        locale: requestLocale(request.headers['accept-language']),
      });
      return { message: FORGOT_MESSAGE };
    },
  );

  r.post(
    '/api/auth/reset-password',
    {
      onRequest: perIp('reset-ip', limits.forgotPerIp * 2, HOUR),
      schema: {
        tags,
        summary: 'Set a new password with a reset link; every session ends',
        body: ResetPasswordSchema,
        response: { 204: NoContentSchema },
      },
      config: { openapi: { limited: true } },
    },
    async (request, reply) => {
      const email = await resetPassword(ctx, request.body);
      await accountRecovered(ctx, email);
      return reply.status(204).send();
    },
  );
}
