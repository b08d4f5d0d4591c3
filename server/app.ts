import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifySchema,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { PublicConfigSchema } from '../core/schemas/auth';
import { ApiErrorSchema } from '../core/schemas/common';
import type { Config } from './lib/config';
import type { AppContext } from './lib/context';
import { createDatabase, isStorageFull, migrateToLatest, type Db } from './db/database';
import { lazyChildLoggerFactory } from './lib/lazy-logger';
import { badRequest } from './lib/app-error';
import { createBackground } from './lib/background';
import { systemClock, type Clock } from './lib/clock';
import { memoryStore, redisStore } from './lib/limiter';
import { addRouteHooks, WRITE_METHODS } from './lib/route-hooks';
import { COMPRESS_THRESHOLD, skipCompressForSmallBodies } from './lib/small-bodies';
import { stopAccepting } from './lib/stop-accepting';
import { scheduleHousekeeping } from './modules/auth/housekeeping';
import { createMailer } from './lib/mailer';
import { systemResolver, type HostResolver } from './lib/public-address';
import { responseSerializerCompiler } from './lib/response-serializer';
import { inlineScriptHashes, readBuiltPage, routePages } from './lib/route-pages';
import { accountRoutes } from './modules/auth/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { passkeyAuthRoutes, passkeyRoutes } from './modules/passkeys/passkeys.routes';
import { exportRoutes } from './modules/export/export.routes';
import { closeExportWorkers } from './modules/export/export.stream';
import { importRoutes } from './modules/import/import.routes';
import { progressRoutes } from './modules/progress/progress.routes';
import { rangeReportRoutes } from './modules/reports/range-report.routes';
import { sharedRoutes, shareRoutes } from './modules/shares/shares.routes';
import { reportRoutes } from './modules/reports/reports.routes';
import { userRoutes } from './modules/user/user.routes';
import { wellbeingRoutes } from './modules/wellbeing/wellbeing.routes';
import { reflectionRoutes } from './modules/reflections/reflections.routes';
import { journalRoutes } from './modules/journal/journal.routes';
import { checkinRoutes } from './modules/checkins/checkins.routes';
import { insightRoutes } from './modules/insights/insights.routes';
import { searchRoutes } from './modules/search/search.routes';
import { tagRoutes } from './modules/tags/tags.routes';
import { areaRoutes } from './modules/areas/areas.routes';
import { targetRoutes } from './modules/targets/targets.routes';
import { who5Routes } from './modules/who5/who5.routes';
import { dayRoutes } from './modules/days/days.routes';
import { registerIdempotency } from './modules/idempotency/idempotency.plugin';
import { registerMetrics } from './plugins/metrics';
import { reminderRoutes, unsubscribeRoutes } from './modules/reminders/reminders.routes';
import { requireSession } from './modules/auth/auth.plugin';
import { registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { API_HEADERS, containsNul, hstsHeader, securityHeaderSetter } from './plugins/security';
import { registerWriteLimit } from './plugins/write-limit';
import { useCatalogueErrorMap, validatorCompiler } from './lib/validator';

/** Route groups that need a signed-in user; each receives the context and registers its routes. */
const AUTHENTICATED_MODULES: ((app: FastifyInstance, ctx: AppContext) => Promise<void>)[] = [
  userRoutes,
  reportRoutes,
  progressRoutes,
  exportRoutes,
  wellbeingRoutes,
  reflectionRoutes,
  journalRoutes,
  checkinRoutes,
  importRoutes,
  targetRoutes,
  tagRoutes,
  insightRoutes,
  searchRoutes,
  accountRoutes,
  dayRoutes,
  reminderRoutes,
  passkeyRoutes,
  who5Routes,
  rangeReportRoutes,
  shareRoutes,
  areaRoutes,
];

/** The page the client build serves for every path but `/` (decision 185), or null without a build. */
function readClientPage(staticDir: string): string | null {
  for (const name of ['app.html', 'index.html']) {
    const path = resolve(staticDir, name);
    if (existsSync(path)) return readFileSync(path, 'utf8');
  }
  return null;
}

/** Shutdown: connections idle 1 s after the listener closed are closed; all are closed after 6 s. */
const STOP_ACCEPTING = { idleAfterMs: 1000, maxMs: 6000 };

export interface BuildOptions {
  config: Config;
  clock?: Clock;
  /** An already opened database (tests); otherwise one is opened from config and closed with the app. */
  database?: Db;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them to prove what is never logged). */
  logStream?: { write(line: string): void };
  /** Answers DNS questions for push endpoints instead of the system resolver (tests). */
  resolveHost?: HostResolver;
}

export interface RouteEntry {
  method: string;
  url: string;
  /** The route's zod schemas (params, querystring, body, response by status). */
  schema?: FastifySchema | undefined;
}

/** `routeList` holds every route the app serves, so tests can cover each one, including later ones. */
export type TendApp = FastifyInstance & {
  ctx: AppContext;
  routeList: readonly RouteEntry[];
  /** Shutdown, step 1: /readyz answers 503 (a load balancer stops sending new connections). */
  startDraining(): void;
  /** Shutdown, step 2: stop listening and let every connection end after its answer (decision 096). */
  stopAccepting(): Promise<void>;
};

export async function buildApp(opts: BuildOptions): Promise<TendApp> {
  const { config } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers["x-session-id"]', 'req.headers.authorization', 'req.headers.cookie'],
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    // Per-request access logs are off: they would record who did what when. Errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    // Each request's logger (with its id) is made only when the request logs something (decision 401).
    childLoggerFactory: lazyChildLoggerFactory,
    bodyLimit: 1024 * 1024,
    // A hop count trusts that many proxies nearest to Tend; a list trusts those addresses only. The
    // client is then the first address (from the right) of X-Forwarded-For that is not trusted.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // A client trickling its headers or body, or holding an idle connection, is cut off (decision 095).
    connectionTimeout: config.timeouts.connectionMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    requestTimeout: config.timeouts.requestMs,
    http: {
      headersTimeout: Math.min(config.timeouts.headersMs, config.timeouts.requestMs),
      // Node checks the two limits above only this often (30 s by default).
      connectionsCheckingInterval: Math.min(1000, config.timeouts.headersMs),
    },
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Errors Fastify answers before routing (a malformed %-escape, an over-long path param) get the
    // same JSON error shape as everything else instead of Fastify's own body.
    frameworkErrors: (err, _request, reply) => {
      const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void (reply as FastifyReply)
        .status(tooLong ? 414 : 400)
        .headers(API_HEADERS)
        .send({ message: tooLong ? 'The request URL is too long.' : 'The request URL is not valid.' });
    },
  });
  // Every route declares its params, query, body and response as zod schemas: requests are parsed by
  // them (a failure is the usual 400, plugins/errors.ts) and answers are encoded by them, so a field
  // not in the response schema never leaves the server (decision 160).
  // zod's own messages come from the catalogue, said in the request's language (decision 475).
  useCatalogueErrorMap();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  const routeList: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routeList.push({ method, url: route.url, schema: route.schema });
  });
  app.decorate('routeList', routeList);

  // Background work (a reset mail) finishes before the database closes.
  const background = createBackground();
  app.addHook('onClose', () => background.idle());
  const database = opts.database ?? createDatabase(config.database);
  if (!opts.database) {
    app.addHook('onClose', async () => {
      await background.idle();
      // Every export worker's connection is closed, and its thread gone, before the last close
      // (which checkpoints SQLite's WAL away; decision 251).
      await closeExportWorkers(ctx);
      await database.close();
    });
  }
  await migrateToLatest(database.db);

  let redis: Redis | undefined;
  // Not ready until the shared rate-limit store has answered once (decision 096): an instance started
  // before Redis accepts would otherwise be put behind the proxy and answer writes 503. A later outage
  // does not take it out again (its reads still work; rate-limited routes answer 503 meanwhile).
  let rateLimitStoreSeen = !config.redisUrl;
  if (config.redisUrl) {
    // Loaded only when configured: most single-instance installs never need it.
    const { Redis: RedisClient } = await import('ioredis');
    redis = new RedisClient(config.redisUrl, {
      connectTimeout: 1000,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
    });
    redis.on('error', (err) => app.log.warn({ error: { message: err.message } }, 'redis error'));
    redis.once('ready', () => {
      rateLimitStoreSeen = true;
    });
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  }
  const clock = opts.clock ?? systemClock;

  const ctx: AppContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    clock,
    limits: redis
      ? redisStore(redis, `${config.redisKeyPrefix}rate-limit:`)
      : memoryStore(() => clock().getTime()),
    background,
    accountCaches: [],
    resolveHost: opts.resolveHost ?? systemResolver,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: config.outboxDir,
      log: app.log,
    }),
  };
  app.decorate('ctx', ctx);
  scheduleHousekeeping(app, ctx);

  registerErrorHandling(app);
  // The security headers (and HSTS), computed once and set in one call (decision 460).
  // Every page but the landing page: the same page plus a modulepreload of the signed-in screens'
  // code (`signedInHtml` in vite.config.ts, decision 185). A build without it serves index.html throughout.
  const staticRoot = resolve(config.staticDir);
  const appPage = existsSync(resolve(staticRoot, 'app.html')) ? 'app.html' : 'index.html';
  // Read once: its inline scripts admitted by their hashes (decision 545), its screens' pages (456).
  const builtAppPage = readBuiltPage(staticRoot, appPage);
  const setSecurityHeaders = securityHeaderSetter(hstsHeader(config), inlineScriptHashes(builtAppPage));
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.url, reply);
    done();
  });
  // Reads carry no body, so they skip @fastify/compress's request decompression hook (registered by
  // its own onRoute hook, which runs after this one).
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.every((m) => !WRITE_METHODS.has(m)) && route.decompress === undefined) {
      route.decompress = false;
    }
    if (route.schema?.body && methods.some((m) => m === 'GET' || m === 'HEAD'))
      throw new Error(`${route.url}: a GET or HEAD route has no body to declare`);
  });
  // gzip for dynamic answers: brotli at its default quality halved the throughput of a year of journal
  // entries for a few percent fewer bytes (bench/RESULTS.md). A buffered answer up to 512 KB (a page of
  // 20 long journal entries) is compressed in one synchronous call: the plugin's default on two cores
  // streams one over 8 KB through a transform in chunks, which took longer to the last byte for every
  // paged list (decision 200). Bigger ones (up to 200 entries of 20 KB, 4 MB) still stream on zlib's
  // thread pool: gzip holds the event loop ~5 ms a MB here, and no request may hold it that long.
  const seenBeforeCompress = skipCompressForSmallBodies(app, COMPRESS_THRESHOLD);
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['gzip', 'deflate'],
    syncThreshold: 512 * 1024,
  });
  seenBeforeCompress();

  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, skipOnError: false, nameSpace: `${config.redisKeyPrefix}rate-limit:` } : {}),
  });

  // A callback hook, not an async one: it runs on every request, and a promise per request costs.
  app.addHook('preValidation', (request, _reply, done) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      done(badRequest('The request contains a NUL character, which Tend cannot store.'));
      return;
    }
    // No body (or JSON null) is read as `{}`, so a body schema reports the missing fields by name.
    // Fastify reads no body for GET or HEAD (and no such route declares one, see the onRoute hook
    // below): those skip `routeOptions`, which builds and freezes a new object at each read (decision 455).
    if (
      request.body == null &&
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      request.routeOptions.schema?.body
    )
      request.body = {};
    done();
  });

  // A full disk makes every write fail: report not ready (a load balancer sends writers elsewhere,
  // monitoring alerts) until a write succeeds again.
  let storageFull = false;
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.decorate('stopAccepting', () => stopAccepting(app.server, STOP_ACCEPTING));
  app.addHook('onError', async (_request, _reply, err) => {
    if (isStorageFull(err)) storageFull = true;
  });
  addRouteHooks(app, WRITE_METHODS, {
    onResponse: (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      if (storageFull && reply.statusCode < 400) storageFull = false;
      done();
    },
  });

  await registerOpenApi(app);
  await registerMetrics(app, config.metricsToken);

  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/healthz',
    { schema: { summary: 'Liveness', response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
  typed.get(
    '/readyz',
    {
      schema: {
        summary:
          'Readiness: 503 while shutting down, when the disk is full or the database unreachable, and until Redis (when configured) has answered once',
        response: { 200: z.object({ status: z.literal('ready') }), 503: ApiErrorSchema },
      },
    },
    async (_request, reply) => {
      if (draining) return reply.status(503).send({ message: 'Tend is shutting down.' });
      if (storageFull) return reply.status(503).send({ message: 'The database has no space left to write.' });
      if (!rateLimitStoreSeen)
        return reply.status(503).send({ message: 'The rate-limit store (Redis) is not reachable yet.' });
      try {
        await database.ping();
        return { status: 'ready' as const };
      } catch {
        return reply.status(503).send({ message: 'The database is not reachable.' });
      }
    },
  );
  typed.get(
    '/api/config',
    { schema: { summary: 'What the sign-in screens need to know', response: { 200: PublicConfigSchema } } },
    async () => ({
      signups: config.signups,
      emailDelivery: ctx.mailer.delivery,
      supportEmail: config.supportEmail,
      feedbackUrl: config.feedbackUrl,
    }),
  );

  await authRoutes(app, ctx);
  await passkeyAuthRoutes(app, ctx);
  await unsubscribeRoutes(app, ctx);
  await sharedRoutes(app, ctx, readClientPage(config.staticDir));
  await app.register(async (scoped) => {
    // Documented as needing a session (plugins/openapi.ts).
    scoped.addHook('onRoute', (route) => {
      route.config = { ...route.config, signedIn: true };
    });
    registerWriteLimit(scoped, ctx);
    registerIdempotency(scoped, ctx);
    // The session check is each route's first hook, made for the route: whether it reads the
    // milestones is known here, not looked up in `routeOptions` on every request (decision 455).
    // Added after the write limit's and idempotency's onRoute hooks, which put theirs first too, so
    // it runs ahead of them, as a scope-wide hook did.
    const sessionHooks = [requireSession(ctx, false), requireSession(ctx, true)] as const;
    scoped.addHook('onRoute', (route) => {
      const own = [route.onRequest ?? []].flat();
      if (own.some((hook) => sessionHooks.includes(hook as never))) return;
      route.onRequest = [sessionHooks[route.config?.celebratedMilestones === true ? 1 : 0], ...own];
    });
    for (const register of AUTHENTICATED_MODULES) await register(scoped, ctx);
  });

  const hasClient = existsSync(resolve(staticRoot, 'index.html'));
  // A signed-in screen's page also announces that screen's own chunks (decision 456).
  const pageWithPreloads = hasClient ? routePages(staticRoot, builtAppPage) : undefined;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: staticRoot,
      wildcard: false,
      index: false,
      // The build writes each file's brotli and gzip beside it (decision 541): sent as they are, to a
      // browser that accepts them; others get the file, compressed per request as before.
      preCompressed: true,
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
      const page = path === '/' ? undefined : pageWithPreloads?.(path);
      if (page !== undefined)
        return reply.header('Cache-Control', 'no-cache').type('text/html; charset=UTF-8').send(page);
      return reply.header('Cache-Control', 'no-cache').sendFile(path === '/' ? 'index.html' : appPage);
    }
    return reply.status(404).send({ message: 'Not found' });
  });

  return app as unknown as TendApp;
}
