import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers under this many bytes are sent as they are (gzip would save little and cost more). */
export const COMPRESS_THRESHOLD = 1024;

type OnSend = (request: FastifyRequest, reply: FastifyReply, payload: unknown, next: () => void) => void;

/**
 * @fastify/compress adds its onSend hook to every route, and for an answer under its threshold that
 * hook only finds out, after three header reads, a content-type test, parsing Accept-Encoding and
 * measuring the body, that there is nothing to do. Most answers are small (`GET /api/user`, a day, an
 * entry), so its hooks are wrapped to pass a string body under the threshold straight on: exactly what
 * the plugin would have done with it (decision 200).
 *
 * Call before registering the plugin; call the function it returns right after. The hooks the plugin's
 * own onRoute hook added in between are the ones wrapped, whatever they are named.
 */
export function skipCompressForSmallBodies(app: FastifyInstance, threshold: number): () => void {
  const before = new WeakMap<object, Set<unknown>>();
  app.addHook('onRoute', (route) => {
    before.set(route, new Set([route.onSend ?? []].flat()));
  });
  return () => {
    app.addHook('onRoute', (route) => {
      const seen = before.get(route);
      if (!seen || route.onSend === undefined) return;
      const wrap = (hook: unknown): unknown => {
        if (seen.has(hook)) return hook;
        const compressHook = hook as OnSend;
        const skipSmall: OnSend = (request, reply, payload, next) => {
          if (typeof payload === 'string' && Buffer.byteLength(payload) < threshold) {
            next();
            return;
          }
          compressHook(request, reply, payload, next);
        };
        return skipSmall;
      };
      const hooks = [route.onSend].flat().map(wrap);
      (route as { onSend: unknown }).onSend = hooks;
    });
  };
}
