import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, directionOf, formattingLocale, matchLocale } from './locales';

describe('locales', () => {
  it('matches a browser or Accept-Language preference to a shipped language, English otherwise', () => {
    expect(matchLocale(['de-AT', 'en'])).toBe('de');
    expect(matchLocale(['pt-BR', 'fr-CA'])).toBe('fr');
    expect(matchLocale(['ja'])).toBe('en');
    expect(matchLocale([])).toBe('en');
    expect(matchLocale(['en-XA'])).toBe('en-XA');
    expect(matchLocale(['ar-EG'])).toBe('ar');
  });

  it('reads Accept-Language by weight', () => {
    expect(acceptLanguageTags('en;q=0.5, pl-PL, de;q=0.8, *;q=0.1')).toEqual(['pl-PL', 'de', 'en']);
    expect(acceptLanguageTags('fr;q=0')).toEqual([]);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });

  it('writes right to left only in Arabic', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('de')).toBe('ltr');
  });

  it('formats in the reader’s regional English, or in the app’s language', () => {
    expect(formattingLocale('en', 'en-GB')).toBe('en-GB');
    expect(formattingLocale('de', 'en-GB')).toBe('de');
    expect(formattingLocale('de', 'de-CH')).toBe('de-CH');
    expect(formattingLocale('en-XA', 'fr')).toBe('en');
    expect(new Intl.NumberFormat(formattingLocale('de', undefined)).format(6.5)).toBe('6,5');
  });
});
