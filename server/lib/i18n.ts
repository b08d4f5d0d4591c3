import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import {
  acceptLanguageTags,
  isLocale,
  LOCALES,
  matchLocale,
  SOURCE_LOCALE,
  type Locale,
} from '../../core/i18n/locales';
import { messages as ar } from '../../core/i18n/server/ar';
import { messages as de } from '../../core/i18n/server/de';
import { messages as en } from '../../core/i18n/server/en';
import { messages as enXA } from '../../core/i18n/server/en-XA';
import { messages as es } from '../../core/i18n/server/es';
import { messages as fr } from '../../core/i18n/server/fr';
import { messages as pl } from '../../core/i18n/server/pl';

/**
 * The server's text in the reader's language (decisions 360, 363): emails, push notifications and the
 * field errors of the API come from the server catalogues (core/i18n/server/*.po), written in the code as
 * `/*i18n*\/ { id, message }` descriptors and extracted by `npm run i18n:extract` like the app's.
 */

const CATALOGUES: Record<Locale, Messages> = { en, de, es, fr, pl, ar, 'en-XA': enXA };

const instances = new Map<Locale, I18n>(
  LOCALES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: CATALOGUES[locale] } })]),
);

/** The I18n of one language (each language its own instance: requests never share an active locale). */
export function i18nFor(locale: Locale): I18n {
  return instances.get(locale) ?? instances.get(SOURCE_LOCALE)!;
}

/** A message in a language; a message a catalogue lacks falls back to English. */
export function translate(
  locale: Locale,
  descriptor: MessageDescriptor,
  values?: Record<string, unknown>,
): string {
  const i18n = i18nFor(locale);
  if (descriptor.id && i18n.messages[descriptor.id] === undefined && locale !== SOURCE_LOCALE)
    return i18nFor(SOURCE_LOCALE)._(descriptor.id, values);
  return i18n._(descriptor.id ?? '', values);
}

/** The language the server writes to an account in: the one it chose, English when none was chosen. */
export function accountLocale(locale: string | null | undefined): Locale {
  return isLocale(locale) ? locale : SOURCE_LOCALE;
}

/**
 * The language of an API answer's messages (decision 363): the request's `Accept-Language` (the app
 * sends its own language there) when it names a shipped language, else the signed-in account's, else
 * English.
 */
export function requestLocale(acceptLanguage: string | undefined, account?: string | null): Locale {
  const tags = acceptLanguageTags(acceptLanguage);
  const matched = matchLocale(tags);
  if (matched !== SOURCE_LOCALE || tags.some((t) => t.toLowerCase().startsWith('en'))) return matched;
  return accountLocale(account);
}
