/**
 * Offline cold start (decision 151): how long the app, opened anew with no network, takes to show the data
 * kept on the device. A signed-in visit first installs the service worker and fills the device cache;
 * then, offline, each run opens /app in a new tab (same profile: service worker and IndexedDB kept)
 * and times from navigation to the wheel showing the kept scores.
 */
import type { Browser } from '@playwright/test';
import { percentile } from './stats';
import { signedInStorage } from './lib/fixtures';
import type { SeededUser } from './seed';

export interface OfflineStartFigure {
  runs: number[];
  medianMs: number;
  error?: string;
}

export async function measureOfflineStart(
  browser: Browser,
  baseUrl: string,
  user: SeededUser,
  runs = 5,
): Promise<OfflineStartFigure> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await context.addInitScript(signedInStorage, user.sessionId);
    const first = await context.newPage();
    await first.goto(`${baseUrl}/app`);
    await first.getByRole('button', { name: /^Sleep, \d+\.\d out of 10/ }).waitFor({ timeout: 30_000 });
    await first.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The device cache is written a moment after the answers arrive: wait until it holds the wheel's
    // read (the latest entry), not just the first answer.
    for (let i = 0; i < 50; i++) {
      const kept = await first.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const open = indexedDB.open('tend-cache');
            open.onerror = () => resolve('');
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('queries')) return resolve('');
              const all = db.transaction('queries').objectStore('queries').getAll();
              all.onsuccess = () => resolve(String(all.result));
              all.onerror = () => resolve('');
            };
          }),
      );
      if (kept.includes('"latest"')) break;
      await first.waitForTimeout(200);
    }
    await first.close();
    await context.setOffline(true);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${baseUrl}/app`, { waitUntil: 'commit' });
      await page.getByRole('button', { name: /^Sleep, \d+\.\d out of 10/ }).waitFor({ timeout: 15_000 });
      times.push(performance.now() - started);
      await page.close();
    }
    return {
      runs: times,
      medianMs: percentile(
        [...times].sort((a, b) => a - b),
        50,
      ),
    };
  } finally {
    await context.close();
  }
}
