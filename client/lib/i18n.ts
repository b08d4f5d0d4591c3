import { i18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { directionOf, formattingLocale, isLocale, SOURCE_LOCALE, type Locale } from '../../core/i18n/locales';
import { loadCatalogueFile, type CatalogueFiles } from './catalogue-files';
import { initialLocale, rememberLocale } from './locale-choice';

/**
 * The app's language (decision 360). Each language's precompiled messages are a chunk of their own,
 * loaded before the first render: only the active language is ever downloaded. The language is the
 * account's (`locale`, applied when the user is read), remembered on this device so the next visit opens
 * in it at once; before any choice, the browser's.
 */

/**
 * The catalogue groups (decisions 385, 450, 478): the messages of a set of screens, a chunk of their own per
 * language, loaded with those screens rather than with the app (`lingui.config.ts` says which paths).
 */
export const CATALOGUE_GROUPS = ['wheel', 'insights', 'account', 'who5', 'journal', 'later'] as const;
export type CatalogueGroup = (typeof CATALOGUE_GROUPS)[number];

/**
 * Every catalogue, `core/i18n/<group>/<locale>.ts` (the app's own group is `client`): Vite makes each
 * file a chunk of its own and this a loader for it, so no language or group is fetched until asked for.
 */
const catalogues: CatalogueFiles = import.meta.glob<{ messages: Messages }>(
  '../../core/i18n/{client,wheel,insights,account,who5,journal,later}/*.ts',
);

function loadCatalogue(group: 'client' | CatalogueGroup, locale: Locale): Promise<Messages> {
  return loadCatalogueFile(catalogues, `../../core/i18n/${group}/${locale}.ts`);
}

let loading: Promise<void> | undefined;
let loadingLocale: Locale | undefined;
/** The groups a screen has asked for: a change of language loads them again, in the new language. */
const groupsInUse = new Set<CatalogueGroup>();
/** Each group's messages per language, loaded once (and again after a failed request). */
const groupLoads = new Map<string, Promise<void>>();

function loadGroup(group: CatalogueGroup, locale: Locale): Promise<void> {
  const key = `${group}/${locale}`;
  let load = groupLoads.get(key);
  if (!load) {
    // `load` merges into the language's messages (those of the app and of other groups stay).
    load = loadCatalogue(group, locale).then((messages) => i18n.load(locale, messages));
    load.catch(() => groupLoads.delete(key));
    groupLoads.set(key, load);
  }
  return load;
}

/** Loads a language's messages, activates it and sets `lang` and `dir` on <html>. */
export function activateLocale(locale: Locale, remember = false): Promise<void> {
  if (remember) rememberLocale(locale);
  if (i18n.locale === locale) return Promise.resolve();
  if (loading && loadingLocale === locale) return loading;
  loadingLocale = locale;
  // The groups in use come in the same language before it is activated: a screen never shows the
  // ids of messages its catalogue has not brought yet.
  const groups = [...groupsInUse].map((group) => loadGroup(group, locale));
  loading = Promise.all([loadCatalogue('client', locale), ...groups]).then(([messages]) => {
    if (loadingLocale !== locale) return;
    i18n.load(locale, messages);
    i18n.activate(locale);
    if (typeof document !== 'undefined') {
      document.documentElement.lang = locale;
      document.documentElement.dir = directionOf(locale);
    }
  });
  return loading;
}

/**
 * Loads a group's messages in the language being activated (or the active one). The screens of the
 * group await it with their chunk, started at the same time, so it adds no round trip (decision 385).
 */
export function loadCatalogueGroup(group: CatalogueGroup): Promise<void> {
  groupsInUse.add(group);
  return loadGroup(group, loadingLocale ?? activeLocale());
}

/** A screen's chunk and its group's messages, fetched together; settles with the chunk. */
export function withCatalogueGroup<T>(group: CatalogueGroup, chunk: () => Promise<T>): Promise<T> {
  return Promise.all([chunk(), loadCatalogueGroup(group)]).then(([module]) => module);
}

/** The active language (English until one is loaded). */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
}

/** The locale `Intl` formats dates and numbers with (decision 360). */
export function intlLocale(): string | undefined {
  const browser = typeof navigator === 'undefined' ? undefined : navigator.language || undefined;
  if (!isLocale(i18n.locale)) return browser;
  return formattingLocale(i18n.locale, browser);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A score or other decimal as the reader writes it: "6.5" in English, "6,5" in German. */
export function formatDecimal(value: number | string, fractionDigits = 1): string {
  const locale = intlLocale() ?? '';
  const key = `${locale}|${fractionDigits}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale || undefined, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    numberFormats.set(key, f);
  }
  return f.format(Number(value));
}

/**
 * A descriptor of core written once for the app and the server (core/i18n/report-sentences.ts,
 * core/i18n/too-long.ts; decisions 421, 422) in the active language; its English where a catalogue
 * lacks it.
 */
export function sayDescriptor(descriptor: MessageDescriptor, values: Record<string, unknown>): string {
  return i18n._(descriptor.id ?? '', values, { message: descriptor.message });
}

export { i18n, initialLocale };
