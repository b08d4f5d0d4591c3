import type { MessageDescriptor, Messages } from '@lingui/core';
import { messages as english } from '../../../core/i18n/landing/en';
import { directionOf, type Locale } from '../../../core/i18n/locales';
import { loadCatalogueFile, type CatalogueFiles } from '../../lib/catalogue-files';

/**
 * The landing page's messages without Lingui's run time (decision 365). Its strings are written with
 * the `msg` macro, which compiles to a plain `{ id, values }` and imports nothing, so `lingui extract`
 * still collects them into `core/i18n/landing/`; this module looks a message up in the compiled
 * catalogue and fills in its placeholders. That is all the landing page needs (no plurals, selects or
 * formatted numbers: `landing-messages.test.ts` fails if a catalogue ever holds one), and it keeps
 * @lingui/core and @lingui/react out of the page most people load first.
 *
 * English is part of the entry, so English readers render without waiting for another request; every
 * other language is a chunk of its own, loaded before the first render.
 */
const catalogues: CatalogueFiles = import.meta.glob<{ messages: Messages }>([
  '../../../core/i18n/landing/*.ts',
  '!../../../core/i18n/landing/en.ts',
]);

let active: Messages = english;

/** Loads `locale`'s landing messages and sets `lang` and `dir` on <html>. */
export async function loadLandingMessages(locale: Locale): Promise<void> {
  active =
    locale === 'en'
      ? english
      : await loadCatalogueFile(catalogues, `../../../core/i18n/landing/${locale}.ts`);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/** A message in the loaded language, its `{0}`-style placeholders filled from the descriptor's values. */
export function tr({ id, values }: MessageDescriptor): string {
  const message = active[id] ?? english[id] ?? id;
  if (typeof message === 'string') return message;
  return message
    .map((token) => {
      if (typeof token === 'string') return token;
      if (token.length > 1) throw new Error(`landing message ${id}: only plain placeholders are supported`);
      return String(values?.[token[0]] ?? '');
    })
    .join('');
}
