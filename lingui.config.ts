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
/**
 * The catalogue groups (decision 385): the paths whose messages load with their screens rather than with
 * the app. A screen of a group awaits its catalogue together with its chunk (`client/app/router.tsx`,
 * `client/app/route-preload.ts`, `client/lib/i18n.ts`).
 */
/** Messages of core said by both the app and the server: each file is extracted into both groups (decision 421). */
const REPORT_SENTENCES = '<rootDir>/core/i18n/report-sentences.ts';
/** Text over a length limit, said at every field (`client`) and in the API's 400s (decision 422). */
const TOO_LONG = '<rootDir>/core/i18n/too-long.ts';
/** The wheel's rules, checked in the app before sending and answered by the API (decision 476). */
const AREA_RULES = '<rootDir>/core/i18n/area-rules.ts';
const WHEEL = [
  '<rootDir>/client/features/areas',
  '<rootDir>/client/features/days',
  '<rootDir>/client/features/checkins',
  // The rating sheet: a chunk of its own on Home, loaded with this group (home-page.tsx).
  '<rootDir>/client/shared/wellbeing/dimension-sheet.tsx',
  '<rootDir>/client/shared/wellbeing/things-to-consider.ts',
];
const INSIGHTS = [
  '<rootDir>/client/features/reports',
  '<rootDir>/client/features/progress',
  '<rootDir>/client/features/reflections',
  '<rootDir>/client/features/targets',
  '<rootDir>/client/features/insights',
  '<rootDir>/client/features/tags',
  '<rootDir>/client/features/import',
  '<rootDir>/client/shared/charts',
  // Also the WHO-5 screen's: written once, extracted into both groups.
  '<rootDir>/client/shared/who5/who5-change.ts',
  // Also the weekly summary mail's (`server`): a report's headline sentence, written once (decision 421).
  REPORT_SENTENCES,
];
/**
 * Screens other than Home, the first screen of a signed-in visit (decision 450): signing in and up,
 * one's profile, account security and reminders; the WHO-5 check; the Journal. Each group loads with
 * its screens.
 */
const ACCOUNT = [
  '<rootDir>/client/features/auth',
  '<rootDir>/client/features/account',
  '<rootDir>/client/features/user',
  '<rootDir>/client/features/reminders',
];
const WHO5 = ['<rootDir>/client/features/who5', '<rootDir>/client/shared/who5/who5-change.ts'];
/** The Journal screen (decision 450); the entry dialog it shares with a calendar day stays in `client`. */
const JOURNAL = ['<rootDir>/client/features/journal'];
/**
 * The parts no first screen shows (decision 478): each is a chunk loaded when it is needed, and awaits
 * this group with it — the journal entry dialog (Journal, a calendar day), the streak celebration, the
 * lock screen, the review of refused writes, the 404 page and the legal pages.
 */
const LATER = [
  '<rootDir>/client/shared/journal/journal-entry-dialog.tsx',
  '<rootDir>/client/shared/streak/celebration-dialog.tsx',
  '<rootDir>/client/app/lock-screen.tsx',
  '<rootDir>/client/components/refused-writes-dialog.tsx',
  '<rootDir>/client/app/not-found-page.tsx',
  '<rootDir>/client/features/legal',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'es', 'fr', 'pl', 'ar', 'en-XA'],
  pseudoLocale: 'en-XA',
  fallbackLocales: { default: 'en' },
  // The landing page's messages are a catalogue of their own: the page most people load first
  // downloads only its own (decision 360). The app's are split into groups loaded with their screens
  // (decision 385): `client` for the shell, the components used everywhere and Home; `wheel`,
  // `insights`, `account`, `who5` and `journal` (decision 450) for the screens below, each fetched
  // alongside its screen's chunk; `later` (decision 478) for the dialogs and pages no first screen shows.
  catalogs: [
    {
      path: '<rootDir>/core/i18n/landing/{locale}',
      include: ['<rootDir>/client/features/landing'],
    },
    {
      path: '<rootDir>/core/i18n/client/{locale}',
      include: ['<rootDir>/client', TOO_LONG, AREA_RULES],
      exclude: [
        '**/*.test.*',
        '<rootDir>/client/features/landing/**',
        ...WHEEL,
        ...INSIGHTS,
        ...ACCOUNT,
        ...WHO5,
        ...JOURNAL,
        ...LATER,
      ].map((p) => (p.endsWith('.ts') || p.endsWith('.tsx') || p.includes('*') ? p : `${p}/**`)),
    },
    { path: '<rootDir>/core/i18n/wheel/{locale}', include: WHEEL, exclude: ['**/*.test.*'] },
    { path: '<rootDir>/core/i18n/insights/{locale}', include: INSIGHTS, exclude: ['**/*.test.*'] },
    { path: '<rootDir>/core/i18n/account/{locale}', include: ACCOUNT, exclude: ['**/*.test.*'] },
    { path: '<rootDir>/core/i18n/who5/{locale}', include: WHO5, exclude: ['**/*.test.*'] },
    { path: '<rootDir>/core/i18n/journal/{locale}', include: JOURNAL, exclude: ['**/*.test.*'] },
    { path: '<rootDir>/core/i18n/later/{locale}', include: LATER, exclude: ['**/*.test.*'] },
    {
      path: '<rootDir>/core/i18n/server/{locale}',
      include: ['<rootDir>/server', REPORT_SENTENCES, TOO_LONG, AREA_RULES],
      exclude: ['**/*.test.*'],
    },
  ],
  compileNamespace: 'ts',
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
