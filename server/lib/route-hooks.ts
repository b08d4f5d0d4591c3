import type { FastifyInstance } from 'fastify';

/** HTTP methods that change something: the only ones the write hooks need to see. */
export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type HookName = 'onRequest' | 'preValidation' | 'preHandler' | 'preSerialization' | 'onSend' | 'onResponse';

/**
 * Adds `hooks` to each route registered after this call (in `app`'s scope) that answers one of
 * `methods`, ahead of the route's own hooks, so they run exactly where scope-wide hooks would. A hook
 * added with `addHook` runs on every request, reads included, as a promise and a microtask even when
 * it returns at once; these run only where they matter (docs/decisions/097). The hooks must still
 * check the method when a route answers several.
 */
export function addRouteHooks(
  app: FastifyInstance,
  methods: ReadonlySet<string>,
  hooks: Partial<Record<HookName, unknown>>,
): void {
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some((m) => methods.has(m))) return;
    const options = route as unknown as Record<HookName, unknown>;
    for (const [name, hook] of Object.entries(hooks) as [HookName, unknown][]) {
      const own = options[name];
      options[name] = [hook, ...(own === undefined ? [] : [own].flat())];
    }
  });
}
