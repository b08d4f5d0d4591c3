import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Messages } from '@lingui/core';
import { LOCALES } from '../../../core/i18n/locales';
import { messages as english } from '../../../core/i18n/landing/en';
import { loadLandingMessages, tr } from './landing-messages';

const catalogues = import.meta.glob<{ messages: Messages }>('../../../core/i18n/landing/*.ts', {
  eager: true,
});

afterEach(() => vi.unstubAllGlobals());

function stubDocument() {
  const documentElement = { lang: '', dir: '' };
  vi.stubGlobal('document', { documentElement });
  return documentElement;
}

describe('the landing page messages (decision 365)', () => {
  it('every catalogue holds only text and plain placeholders, all tr() knows', () => {
    expect(Object.keys(catalogues)).toHaveLength(LOCALES.length);
    for (const [file, { messages }] of Object.entries(catalogues)) {
      for (const [id, message] of Object.entries(messages)) {
        const tokens = typeof message === 'string' ? [message] : message;
        for (const token of tokens) {
          const plain = typeof token === 'string' || (Array.isArray(token) && token.length === 1);
          expect(plain, `${file} ${id}: ${JSON.stringify(token)}`).toBe(true);
        }
      }
      expect(Object.keys(messages).sort(), file).toEqual(Object.keys(english).sort());
    }
  });

  it('renders English without loading anything, placeholders filled', () => {
    expect(tr({ id: 'JRRlau', values: { 0: 3 } })).toBe('Step 3:');
    expect(tr({ id: 'no-such-id' })).toBe('no-such-id');
  });

  it('loads another language and sets lang and dir on <html>', async () => {
    const html = stubDocument();
    await loadLandingMessages('ar');
    expect(html).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(tr({ id: 'JRRlau', values: { 0: 2 } })).toBe('الخطوة 2:');
    await loadLandingMessages('de');
    expect(tr({ id: 'JRRlau', values: { 0: 1 } })).toBe('Schritt 1:');
    await loadLandingMessages('en');
    expect(html).toEqual({ lang: 'en', dir: 'ltr' });
    expect(tr({ id: 'JRRlau', values: { 0: 1 } })).toBe('Step 1:');
  });
});
