import { i18n, type Messages } from '@lingui/core';
import { directionOf, formattingLocale, isLocale, SOURCE_LOCALE, type Locale } from '../../core/i18n/locales';
import { initialLocale, rememberLocale } from './locale-choice';

/**
 * The app's language (decision 360). Each language's precompiled messages are a chunk of their own,
 * loaded before the first render: only the active language is ever downloaded. The language is the
 * account's (`locale`, applied when the user is read), remembered on this device so the next visit opens
 * in it at once; before any choice, the browser's.
 */

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../core/i18n/client/en'),
  de: () => import('../../core/i18n/client/de'),
  es: () => import('../../core/i18n/client/es'),
  fr: () => import('../../core/i18n/client/fr'),
  pl: () => import('../../core/i18n/client/pl'),
  ar: () => import('../../core/i18n/client/ar'),
  'en-XA': () => import('../../core/i18n/client/en-XA'),
};

let loading: Promise<void> | undefined;
let loadingLocale: Locale | undefined;

/** Loads a language's messages, activates it and sets `lang` and `dir` on <html>. */
export function activateLocale(locale: Locale, remember = false): Promise<void> {
  if (remember) rememberLocale(locale);
  if (i18n.locale === locale) return Promise.resolve();
  if (loading && loadingLocale === locale) return loading;
  loadingLocale = locale;
  loading = loaders[locale]().then(({ messages }) => {
    if (loadingLocale !== locale) return;
    i18n.loadAndActivate({ locale, messages });
    if (typeof document !== 'undefined') {
      document.documentElement.lang = locale;
      document.documentElement.dir = directionOf(locale);
    }
  });
  return loading;
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

export { i18n, initialLocale };
