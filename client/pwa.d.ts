/// <reference types="vite-plugin-pwa/vanillajs" />

/** `.vite/route-preloads.json` of the same build, for the service worker (`vite.config.ts`). */
declare module 'virtual:route-preloads' {
  /** A `RoutePreloads` (core/route-pages.ts), checked where it is used. */
  const list: unknown;
  export default list;
}
