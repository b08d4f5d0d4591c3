import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ForgotPasswordSchema,
  LoginSchema,
  ResetPasswordSchema,
  SignupSchema,
} from '../../../core/schemas/auth';
import type { AppContext } from '../../context';
import { AppError, validate } from '../../lib/app-error';
import { requireSession } from '../../plugins/auth';
import { FORGOT_MESSAGE, forgotPassword, login, logout, resetPassword, signup } from './auth.service';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** The email a login names, normalised, so the per-account limit cannot be dodged by case or spaces. */
function accountKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : '';
  return `login-account:${email}`;
}

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const limits = ctx.config.rateLimits;
  const perIp = (name: string, max: number, timeWindow: number) =>
    app.rateLimit({ max, timeWindow, keyGenerator: (req) => `${name}:${req.ip}` });

  const accountLimit = app.createRateLimit({
    max: limits.loginPerAccount,
    timeWindow: FIFTEEN_MINUTES,
    keyGenerator: accountKey,
  });

  app.post(
    '/api/auth/signup',
    { onRequest: perIp('signup-ip', limits.signupPerIp, HOUR) },
    async (request, reply) => {
      const result = await signup(ctx, validate(SignupSchema, request.body));
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/auth/login',
    {
      onRequest: perIp('login-ip', limits.loginPerIp, FIFTEEN_MINUTES),
      preHandler: async (request) => {
        // A second limiter on one route must be checked by hand: the plugin runs one hook per request.
        const result = await accountLimit(request);
        if (!result.isAllowed && result.isExceeded) {
          throw new AppError(
            429,
            'rate_limited',
            'Too many attempts. Please wait a little and try again.',
            undefined,
            {
              'Retry-After': String(result.ttlInSeconds),
            },
          );
        }
      },
    },
    async (request) => login(ctx, validate(LoginSchema, request.body)),
  );

  app.post('/api/auth/logout', { onRequest: requireSession(ctx) }, async (request, reply) => {
    await logout(ctx, request.sessionHash);
    return reply.status(204).send();
  });

  app.post(
    '/api/auth/forgot-password',
    { onRequest: perIp('forgot-ip', limits.forgotPerIp, HOUR) },
    async (request) => {
      const { email } = validate(ForgotPasswordSchema, request.body);
      try {
        await forgotPassword(ctx, email);
      } catch (err) {
        // The answer must not reveal whether the account exists, even when mail delivery fails.
        request.log.error({ err: { message: (err as Error).message } }, 'password reset mail failed');
      }
      return { message: FORGOT_MESSAGE };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { onRequest: perIp('reset-ip', limits.forgotPerIp * 2, HOUR) },
    async (request, reply) => {
      await resetPassword(ctx, validate(ResetPasswordSchema, request.body));
      return reply.status(204).send();
    },
  );
}
