import { isLocale, matchLocale, SOURCE_LOCALE, type Locale } from '../../core/i18n/locales';

/**
 * Which language a page opens in (decision 360), apart from the message runtime: the landing page
 * reads it without loading @lingui/core (decision 365).
 */
const STORAGE_KEY = 'tend.locale';

function stored(): Locale | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the language chosen on this device, so the next visit opens in it at once. */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode: the account still holds the choice.
  }
}

/** The language to open in: the one chosen last on this device, else the browser's. */
export function initialLocale(): Locale {
  const chosen = stored();
  if (chosen) return chosen;
  if (typeof navigator === 'undefined') return SOURCE_LOCALE;
  return matchLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}
