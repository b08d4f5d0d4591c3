/** The skip link's look, shared by `SkipLink` and the landing page's own (which renders without Lingui's React run time, decision 365). */
export const skipLinkClasses =
  'sr-only focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:z-[200] focus:rounded-xl focus:bg-surface focus:px-4 focus:py-3 focus:shadow-lg';
