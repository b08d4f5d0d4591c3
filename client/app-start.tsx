import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { initialLocale } from './lib/locale-choice';

/**
 * Every page but `/`: the app (router and every screen), or a share link's report on its own. main.tsx
 * imports this only off the landing page, so what it takes to start them — and the list of their
 * chunks Vite's preload helper holds — is not in the entry the landing page loads (decision 451).
 * `app.html` announces this chunk, so it arrives with the entry rather than after it.
 */
export function startApp(root: Root, sharedToken: string | undefined): void {
  // Only the active language's messages load, a chunk of their own, alongside the page's (decision
  // 360). On app.html boot.ts has already loaded the i18n module and started them.
  // A share link's report draws on the insights group's messages too (decision 385), fetched alongside.
  const messagesReady = import('./lib/i18n').then(({ activateLocale, loadCatalogueGroup }) =>
    Promise.all([
      activateLocale(initialLocale()),
      sharedToken === undefined ? undefined : loadCatalogueGroup('insights'),
    ]),
  );
  if (sharedToken !== undefined) {
    void Promise.all([
      import('./features/reports/shared-report-page'),
      import('@lingui/react'),
      import('./lib/i18n'),
      messagesReady,
    ]).then(([{ default: SharedReportPage }, { I18nProvider }, { i18n }]) =>
      root.render(
        <StrictMode>
          <I18nProvider i18n={i18n}>
            <SharedReportPage token={sharedToken} />
          </I18nProvider>
        </StrictMode>,
      ),
    );
  } else {
    void Promise.all([import('./app-entry'), messagesReady]).then(([{ mountApp }]) => mountApp(root));
  }
}
