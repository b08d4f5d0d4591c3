/**
 * The languages Tend ships (decision 360). English is the spec's English and the source of every
 * message; `en-XA` is the pseudo-locale (accented, longer English) used to find cut-offs in tests — the
 * API accepts it, Profile does not offer it.
 */
export const LOCALES = ['en', 'de', 'es', 'fr', 'pl', 'ar', 'en-XA'] as const;
export type Locale = (typeof LOCALES)[number];

export const SOURCE_LOCALE: Locale = 'en';
export const PSEUDO_LOCALE: Locale = 'en-XA';

/** The languages offered in Profile, each named in itself (never translated: people look for their own). */
export const OFFERED_LOCALES: readonly { locale: Locale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
  { locale: 'es', name: 'Español' },
  { locale: 'fr', name: 'Français' },
  { locale: 'pl', name: 'Polski' },
  { locale: 'ar', name: 'العربية' },
];

export const WEEK_STARTS = ['monday', 'sunday'] as const;
export type WeekStart = (typeof WEEK_STARTS)[number];
export const DEFAULT_WEEK_START: WeekStart = 'monday';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Arabic is written right to left; every other shipped language left to right. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The shipped language that best meets a list of language preferences (a browser's
 * `navigator.languages`, or an `Accept-Language` header's tags by weight): the first tag whose language
 * Tend ships ("de-AT" → de, "fr-CA" → fr). English when none matches. The pseudo-locale is only ever
 * chosen by its exact tag.
 */
export function matchLocale(preferences: readonly string[]): Locale {
  for (const tag of preferences) {
    const trimmed = tag.trim();
    if (trimmed.toLowerCase() === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
    const language = trimmed.split(/[-_]/)[0]?.toLowerCase();
    const found = LOCALES.find((l) => l !== PSEUDO_LOCALE && l === language);
    if (found) return found;
  }
  return SOURCE_LOCALE;
}

/** The tags of an `Accept-Language` header, most wanted first (q=0 dropped; at most 20 read). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag !== '' && t.tag !== '*' && Number.isFinite(t.q) && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((t) => t.tag);
}

/**
 * The locale `Intl` should format dates and numbers with: the reader's own regional English ("en-GB")
 * while the app speaks English, the app's language otherwise (a German reader sees "6,5"); the
 * pseudo-locale formats as English.
 */
export function formattingLocale(active: Locale, browser: string | undefined): string {
  const base = active === PSEUDO_LOCALE ? SOURCE_LOCALE : active;
  if (browser && browser.split('-')[0]?.toLowerCase() === base) return browser;
  return base;
}
