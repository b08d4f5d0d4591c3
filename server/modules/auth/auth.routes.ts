import type { FastifyInstance } from 'fastify';
import {
  ForgotPasswordSchema,
  LoginSchema,
  ResetPasswordSchema,
  SignupSchema,
} from '../../../core/schemas/auth';
import type { AppContext } from '../../context';
import { AppError, validate } from '../../lib/app-error';
import { requireSession } from '../../plugins/auth';
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

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const limits = ctx.config.rateLimits;
  const perIp = (name: string, max: number, windowMs: number) => perNetwork(ctx, name, max, windowMs);

  app.post(
    '/api/auth/signup',
    { onRequest: perIp('signup-ip', limits.signupPerIp, HOUR) },
    async (request, reply) => {
      const result = await signup(ctx, validate(SignupSchema, request.body), request.headers['user-agent']);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/auth/login',
    { onRequest: perIp('login-ip', limits.loginPerIp, LOGIN_WINDOW_MS) },
    async (request) => {
      const input = validate(LoginSchema, request.body);
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

  app.post('/api/auth/logout', { onRequest: requireSession(ctx) }, async (request, reply) => {
    await logout(ctx, request.sessionHash);
    return reply.status(204).send();
  });

  app.post(
    '/api/auth/forgot-password',
    { onRequest: perIp('forgot-ip', limits.forgotPerIp, HOUR) },
    async (request) => {
      const { email } = validate(ForgotPasswordSchema, request.body);
      // The answer is sent before anything about the account is looked up, so it takes the same time
      // whether or not the account exists, and reveals nothing even when mail delivery fails.
      ctx.background.run(
        () => forgotPassword(ctx, email),
        (err) => request.log.error({ error: loggableError(err) }, 'password reset mail failed'),
      );
      return { message: FORGOT_MESSAGE };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { onRequest: perIp('reset-ip', limits.forgotPerIp * 2, HOUR) },
    async (request, reply) => {
      const email = await resetPassword(ctx, validate(ResetPasswordSchema, request.body));
      await accountRecovered(ctx, email);
      return reply.status(204).send();
    },
  );
}
