import { describe, expect, it } from 'vitest';
import { messages as clientDe } from '../../core/i18n/client/de';
import { messages as wheelDe } from '../../core/i18n/wheel/de';
import { messages as wheelFr } from '../../core/i18n/wheel/fr';
import { messages as insightsFr } from '../../core/i18n/insights/fr';
import { LOCALES } from '../../core/i18n/locales';
import { activateLocale, CATALOGUE_GROUPS, i18n, loadCatalogueGroup, withCatalogueGroup } from './i18n';

// One message of the app's catalogue and one of the wheel group's that only the group holds.
const clientId = Object.keys(clientDe)[0]!;
const wheelId = Object.keys(wheelDe).find((id) => !(id in clientDe))!;

describe('catalogue groups (decision 385)', () => {
  it('merge into the active language without dropping the app’s messages', async () => {
    await activateLocale('de');
    expect(i18n.messages[wheelId]).toBeUndefined();
    await loadCatalogueGroup('wheel');
    expect(i18n.messages[wheelId]).toEqual(wheelDe[wheelId]);
    expect(i18n.messages[clientId]).toEqual(clientDe[clientId]);
  });

  it('come again in the new language when the language changes, before it is active', async () => {
    const switching = activateLocale('fr');
    // Still German while French loads: no screen shows a message missing from its new catalogue.
    expect(i18n.locale).toBe('de');
    await switching;
    expect(i18n.locale).toBe('fr');
    expect(i18n.messages[wheelId]).toEqual(wheelFr[wheelId]);
  });

  it('load with a screen’s chunk, settling with the chunk', async () => {
    const chunk = { default: 'screen' };
    await expect(withCatalogueGroup('insights', () => Promise.resolve(chunk))).resolves.toBe(chunk);
    const insightsId = Object.keys(insightsFr)[0]!;
    expect(i18n.messages[insightsId]).toEqual(insightsFr[insightsId]);
  });

  it('are there for every language, the app’s and each group’s', async () => {
    for (const locale of LOCALES) {
      await activateLocale(locale);
      expect(i18n.locale).toBe(locale);
      for (const group of CATALOGUE_GROUPS) await loadCatalogueGroup(group);
    }
  });
});
