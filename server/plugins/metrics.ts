import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifySchema } from 'fastify';

export const METRICS_PATH = '/metrics';

/**
 * `GET /metrics` in Prometheus's text format, for the instance owner's monitoring (decision 277). Off
 * unless METRICS_TOKEN is set (the route does not exist then), and answered only to
 * `Authorization: Bearer <METRICS_TOKEN>`. Requests are counted by method, route *template*
 * (`/api/journal-entries/:id`, never an id) and status, so nothing about any account is in it; the
 * process's own figures (memory, event loop delay, CPU) come from prom-client's defaults. prom-client
 * is loaded only when the metrics are on: a server without them does not carry it (decision 205).
 */
export async function registerMetrics(app: FastifyInstance, token: string | undefined): Promise<void> {
  if (!token) return;
  const { Counter, Histogram, Registry, collectDefaultMetrics } = await import('prom-client');
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'tend_' });
  const requests = new Counter({
    name: 'tend_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'tend_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route template',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // A request that matched no route is counted under one label, whatever its URL was.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });

  const expected = createHash('sha256').update(token).digest();
  app.get(METRICS_PATH, { schema: { hide: true } as FastifySchema }, async (request, reply) => {
    const given = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    // Compared as hashes of equal length, in constant time.
    if (!timingSafeEqual(createHash('sha256').update(given).digest(), expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'The metrics need the METRICS_TOKEN as a Bearer token.' });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
