import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { PublicConfig } from '../core/schemas/auth';
import type { Config } from './config';
import type { AppContext } from './context';
import { createDatabase, migrateToLatest, type Db } from './db/database';
import { systemClock, type Clock } from './lib/clock';
import { createMailer } from './lib/mailer';
import { warmPasswordRules } from './lib/passwords';
import { authRoutes } from './modules/auth/auth.routes';
import { userRoutes } from './modules/user/user.routes';
import { requireSession } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { securityHeaders } from './plugins/security';

/** Route groups that need a signed-in user; each receives the context and registers its routes. */
const AUTHENTICATED_MODULES: ((app: FastifyInstance, ctx: AppContext) => Promise<void>)[] = [userRoutes];

export interface BuildOptions {
  config: Config;
  clock?: Clock;
  /** An already opened database (tests); otherwise one is opened from config and closed with the app. */
  database?: Db;
  logger?: boolean;
}

export type TendApp = FastifyInstance & { ctx: AppContext };

export async function buildApp(opts: BuildOptions): Promise<TendApp> {
  const { config } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers["x-session-id"]', 'req.headers.authorization', 'req.headers.cookie'],
          },
    // Per-request access logs are off: they would record who did what when. Errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });

  const database = opts.database ?? createDatabase(config.database);
  if (!opts.database) app.addHook('onClose', () => database.close());
  await migrateToLatest(database.db);
  warmPasswordRules();

  const ctx: AppContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    clock: opts.clock ?? systemClock,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: config.outboxDir,
      log: app.log,
    }),
  };
  app.decorate('ctx', ctx);

  registerErrorHandling(app);
  await app.register(helmet, securityHeaders);
  await app.register(compress, { threshold: 1024 });

  let redis: Redis | undefined;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false });
    redis.on('error', (err) => app.log.warn({ err: { message: err.message } }, 'redis error'));
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, skipOnError: false } : {}),
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ message: 'The database is not reachable.' });
    }
  });
  app.get('/api/config', async (): Promise<PublicConfig> => ({
    emailDelivery: ctx.mailer.delivery,
    supportEmail: config.supportEmail,
    feedbackUrl: config.feedbackUrl,
  }));

  await authRoutes(app, ctx);
  await app.register(async (scoped) => {
    scoped.addHook('onRequest', requireSession(ctx));
    for (const register of AUTHENTICATED_MODULES) await register(scoped, ctx);
  });

  const staticRoot = resolve(config.staticDir);
  const hasClient = existsSync(resolve(staticRoot, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: staticRoot,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        reply.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/');
    if (wantsPage && hasClient && !/\.[a-z0-9]+$/i.test(path)) {
      // The client router decides what a path shows, including its own 404 page.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Not found' });
  });

  return app as unknown as TendApp;
}
