import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Message catalogues (decision 360). English is the source language: its messages are the spec's strings,
 * written in the code with Lingui's macros (client) or as `i18n._({ id, message })` descriptors (server).
 * `npm run i18n:extract` collects them into the `.po` files, translators fill in the other languages, and
 * `npm run i18n:compile` turns every catalogue into a small TypeScript module of precompiled messages
 * (no message parser at run time). `en-XA` is the pseudo-locale: English with accents and longer words,
 * generated at compile time, for the phone-width sweeps.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'es', 'fr', 'pl', 'ar', 'en-XA'],
  pseudoLocale: 'en-XA',
  fallbackLocales: { default: 'en' },
  // The landing page's messages are a catalogue of their own: the page most people load first
  // downloads only its own (decision 360).
  catalogs: [
    {
      path: '<rootDir>/core/i18n/landing/{locale}',
      include: ['<rootDir>/client/features/landing'],
    },
    {
      path: '<rootDir>/core/i18n/client/{locale}',
      include: ['<rootDir>/client'],
      exclude: ['**/*.test.*', '<rootDir>/client/features/landing/**'],
    },
    { path: '<rootDir>/core/i18n/server/{locale}', include: ['<rootDir>/server'], exclude: ['**/*.test.*'] },
  ],
  compileNamespace: 'ts',
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
