import { describe, expect, it } from 'vitest';
import { i18nShareOf, isI18nModule } from './i18n-share';

const text = (seed: string, n: number) =>
  Array.from({ length: n }, (_, i) => `const ${seed}${i} = "${seed} message number ${i * 7919}";`).join('\n');

describe('i18n share of a chunk (decision 458)', () => {
  it('counts Lingui, the compiled catalogues and the i18n modules, not other code', () => {
    expect(isI18nModule('/w/node_modules/@lingui/core/dist/index.mjs')).toBe(true);
    expect(isI18nModule('/w/node_modules/@lingui/react/dist/index.mjs')).toBe(true);
    expect(isI18nModule('/w/core/i18n/client/en.ts')).toBe(true);
    expect(isI18nModule('/w/core/i18n/account/en-XA.ts')).toBe(true);
    expect(isI18nModule('/w/client/lib/i18n.ts')).toBe(true);
    expect(isI18nModule('/w/core/i18n/locales.ts')).toBe(true);
    expect(isI18nModule('/w/core/i18n/too-long.ts')).toBe(false);
    expect(isI18nModule('/w/client/app/router.tsx')).toBe(false);
    expect(isI18nModule('/w/node_modules/react/index.js')).toBe(false);
  });

  it('is 0 without i18n, 1 for a catalogue chunk, and what leaving i18n out saves otherwise', () => {
    const app = { id: '/w/client/app/router.tsx', code: text('route', 200) };
    const lingui = { id: '/w/node_modules/@lingui/core/dist/index.mjs', code: text('lingui', 200) };
    expect(i18nShareOf([app])).toBe(0);
    expect(i18nShareOf([{ id: '/w/core/i18n/client/en.ts', code: text('msg', 50) }])).toBe(1);
    const share = i18nShareOf([app, lingui]);
    // Two halves of like code: about half, less what they compress together.
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.6);
    expect(i18nShareOf([app, { ...lingui, code: text('lingui', 20) }])).toBeLessThan(share);
  });
});
