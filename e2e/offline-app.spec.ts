import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import { authHeaders, expect, newUser, persistedCache, signIn, signUpViaApi, test } from './fixtures';
import { QUESTIONS, setSlider, wheelSegment } from './wheel-helpers';
import { moduleListOf } from '../core/route-pages';

/**
 * Waits until the service worker is active and the persisted cache holds Home's reads (the latest
 * entry, not just the first answer to arrive: the cache is written a moment after each answer).
 */
async function waitForOfflineReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => persistedCache(page), {
      message: 'the persisted query cache holds the latest entry',
    })
    .toContain('"latest"');
}

test('Chromium reports no installability errors and the manifest is complete', async ({
  request,
}, testInfo) => {
  // Installability is never reported for incognito-like contexts: use a real profile directory.
  const { baseURL, launchOptions } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(await mkdtemp(join(tmpdir(), 'tend-pwa-')), {
    ...(launchOptions ?? {}),
    baseURL,
  });
  try {
    const page = await context.newPage();
    const user = await signUpViaApi(request);
    await signIn(page, user.sessionId, '/app');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }

  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ short_name: 'Tend', start_url: '/app', display: 'standalone' });
  const icons = manifest.icons as { sizes: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
  );
  const appleIcon = await request.get('/icons/apple-touch-icon.png');
  expect(appleIcon.headers()['content-type']).toBe('image/png');
});

test('an offline reload shows the app with the data last read', async ({ page, request }) => {
  const user = await newUser(page, request, '/app', { name: 'Offline Robin' });
  const put = await request.post('/api/wellbeing-entries', {
    headers: authHeaders(user.sessionId),
    data: {
      sleep: '8.5',
      exercise: '6.0',
      diet: '6.0',
      social: '6.0',
      achievements: '6.0',
      relationships: '6.0',
      creativity: '6.0',
      finance: '6.0',
    },
  });
  expect(put.status()).toBe(201);
  await page.reload();
  await expect(wheelSegment(page, 'Sleep')).toHaveAccessibleName('Sleep, 8.5 out of 10, Doing Well');
  await waitForOfflineReady(page);

  await page.context().setOffline(true);
  const started = Date.now();
  await page.reload();
  await expect(wheelSegment(page, 'Sleep')).toHaveAccessibleName('Sleep, 8.5 out of 10, Doing Well');
  const shownAfter = Date.now() - started;
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Offline Robin');
  // Other screens open from the precached chunks and show their kept data too.
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByText(user.email)).toBeVisible();
  console.log(`[offline] cold offline reload showed cached data after ${shownAfter} ms`);

  await page.context().setOffline(false);
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByText('Offline', { exact: true })).toBeHidden();
});

test('a repeat visit’s page from the service worker is the screen’s own page, online and offline', async ({
  page,
  request,
}) => {
  await newUser(page, request, '/app');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForOfflineReady(page);
  /** The modules a page preloads, in their order (its module list, decision 545). */
  const modulePreloads = (html: string) => moduleListOf(html)?.preload ?? [];
  const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));

  // Each screen's page as the server sends it (decision 456) and as the worker answers (decision 509):
  // the same preloads and the same first paint, with the server's security headers.
  for (const path of ['/app', '/edit-profile', '/calendar', '/calendar/2026-01-31/']) {
    const fromServer = await (await request.get(path)).text();
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), path).toBe(true);
    const fromWorker = await response!.text();
    expect(modulePreloads(fromWorker), path).toEqual(modulePreloads(fromServer));
    expect(rootOf(fromWorker), path).toBe(rootOf(fromServer));
    expect(response!.headers()['content-security-policy'], path).toContain("script-src 'self'");
  }
  // Edit Profile's own chunks are in the page the worker answered with, so Vite's preload helper
  // finds each of them there and appends none from script (it did with app.html, decision 513).
  const serverPreloads = modulePreloads(await (await request.get('/edit-profile')).text());
  expect(serverPreloads).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/assets\/edit-profile-page-[\w-]+\.js$/)]),
  );
  const edit = await page.goto('/edit-profile');
  const inPage = modulePreloads(await edit!.text());
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const inDocument = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  const appended = inDocument.filter((href) => !inPage.includes(href));
  expect(appended.filter((href) => serverPreloads.includes(href))).toEqual([]);

  // Offline: a screen's page and any other path still open from the precache.
  await page.context().setOffline(true);
  const journal = await page.goto('/journal');
  expect(journal?.fromServiceWorker()).toBe(true);
  expect(modulePreloads(await journal!.text())).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/assets\/journal-page-[\w-]+\.js$/)]),
  );
  await expect(page.getByRole('button', { name: /New Entry|Write Your First Entry/ }).first()).toBeVisible();
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  const other = await page.goto('/no-such-screen');
  expect(other?.fromServiceWorker()).toBe(true);
  expect(modulePreloads(await other!.text()).some((href) => href.includes('-page-'))).toBe(false);
  await page.context().setOffline(false);
});

test('signing out offline clears the device at once and revokes the session when back online', async ({
  page,
  request,
}) => {
  const user = await newUser(page, request, '/app');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForOfflineReady(page);
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('sessionId'))).toBeNull();
  // The device copy of the reads is gone.
  const kept = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('tend-cache');
        open.onsuccess = () => {
          const count = open.result.transaction('queries').objectStore('queries').count();
          count.onsuccess = () => resolve(count.result);
        };
        open.onerror = () => resolve(-1);
      }),
  );
  expect(kept).toBe(0);
  // Still valid on the server while offline…
  expect((await request.get('/api/user', { headers: authHeaders(user.sessionId) })).status()).toBe(200);
  await page.context().setOffline(false);
  // …and revoked once the browser is back online.
  await expect
    .poll(async () => (await request.get('/api/user', { headers: authHeaders(user.sessionId) })).status())
    .toBe(401);
});

test('the landing page asks for no service worker before its first paint', async ({ page }) => {
  let swRequestedAt: number | undefined;
  // The service worker's script is fetched by the browser, not the page: listen on the context.
  page.context().on('request', (req) => {
    if (new URL(req.url()).pathname === '/sw.js') swRequestedAt ??= Date.now();
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Get Started Free/ }).first()).toBeVisible();
  await expect
    .poll(() => swRequestedAt, { message: 'the service worker is registered after load' })
    .toBeDefined();
  const firstPaintAt = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return paint ? performance.timeOrigin + paint.startTime : undefined;
  });
  expect(firstPaintAt).toBeDefined();
  expect(swRequestedAt as number).toBeGreaterThan(firstPaintAt as number);
});

/** Opens an area from the wheel, sets its score and saves, without waiting for a particular toast. */
async function rateWithoutWaiting(page: Page, label: string, from: number, to: number): Promise<void> {
  await wheelSegment(page, label).click();
  const dialog = page.getByRole('dialog', { name: label });
  await expect(dialog.getByRole('heading', { name: label })).toBeVisible();
  await setSlider(page, QUESTIONS[label] as string, from, to);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

async function apiGet<T>(request: APIRequestContext, sessionId: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: authHeaders(sessionId) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

test('ratings and a journal entry made offline sync exactly once when the connection returns', async ({
  page,
  request,
}) => {
  const user = await newUser(page, request, '/app');
  await expect(wheelSegment(page, 'Sleep')).toBeVisible();
  // The journal was opened once online, so its (empty) first page is kept on the device.
  await page.getByRole('link', { name: 'Journal' }).click();
  await expect(page.getByRole('button', { name: 'Write Your First Entry' })).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(wheelSegment(page, 'Sleep')).toBeVisible();
  await waitForOfflineReady(page);
  await page.context().setOffline(true);

  await rateWithoutWaiting(page, 'Sleep', 5, 8);
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Saved on this device'),
  ).toBeVisible();
  // Applied to the cached view at once.
  await expect(wheelSegment(page, 'Sleep')).toHaveAccessibleName(/^Sleep, 8\.0 out of 10/);
  await rateWithoutWaiting(page, 'Diet', 5, 3.5);
  await expect(page.getByText('Waiting to sync (2)')).toBeVisible();

  await page.getByRole('link', { name: 'Journal' }).click();
  await page
    .getByRole('button', { name: /New Entry|Write Your First Entry/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill('On the bus');
  await dialog.getByLabel("What's on your mind?").fill('Written with no signal at all.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Written with no signal at all.')).toBeVisible();
  await expect(page.getByText('Waiting to sync (3)')).toBeVisible();

  // Nothing reached the server yet.
  expect(await apiGet(request, user.sessionId, '/api/wellbeing-entries/today')).toBeNull();

  await page.context().setOffline(false);
  await expect(page.getByText(/Waiting to sync/)).toBeHidden({ timeout: 20_000 });
  const today = await apiGet<Record<string, string>>(request, user.sessionId, '/api/wellbeing-entries/today');
  expect(today).toMatchObject({ sleep: '8.0', diet: '3.5' });
  const journal = await apiGet<{ title: string }[]>(request, user.sessionId, '/api/journal-entries');
  expect(journal.map((j) => j.title)).toEqual(['On the bus']);
  const entries = await apiGet<unknown[]>(request, user.sessionId, '/api/wellbeing-entries');
  expect(entries).toHaveLength(1);
});

test('a save whose answer was lost after the server committed it is stored once', async ({
  page,
  request,
}) => {
  const user = await newUser(page, request, '/app');
  await page.getByRole('link', { name: 'Journal' }).click();
  let dropped = 0;
  await page.route('**/api/journal-entries', async (route) => {
    if (route.request().method() !== 'POST' || dropped > 0) return route.fallback();
    dropped += 1;
    // The server gets the request and commits it; the phone never sees the answer.
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page
    .getByRole('button', { name: /New Entry|Write Your First Entry/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel("What's on your mind?").fill('Lost answer, kept once.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  expect(dropped).toBe(1);
  // The queue sends it again with the same Idempotency-Key; the server answers its first answer.
  await expect(page.getByText(/Waiting to sync/)).toBeHidden({ timeout: 20_000 });
  await expect
    .poll(async () => (await apiGet<unknown[]>(request, user.sessionId, '/api/journal-entries')).length)
    .toBe(1);
  await page.reload();
  await expect(page.getByText('Lost answer, kept once.')).toHaveCount(1);
});

test('a write queued before signing out is never sent', async ({ page, request }) => {
  const user = await newUser(page, request, '/app');
  await expect(wheelSegment(page, 'Sleep')).toBeVisible();
  await waitForOfflineReady(page);
  await page.context().setOffline(true);
  await rateWithoutWaiting(page, 'Sleep', 5, 9);
  await expect(page.getByText('Waiting to sync (1)')).toBeVisible();
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.context().setOffline(false);
  // The old session is revoked as soon as the browser is back online…
  await expect
    .poll(async () => (await request.get('/api/user', { headers: authHeaders(user.sessionId) })).status())
    .toBe(401);
  // …and the queued rating never reached the server, even after a wait longer than a replay pause.
  await page.waitForTimeout(3000);
  const login = await request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
  });
  const { sessionId } = (await login.json()) as { sessionId: string };
  expect(await apiGet(request, sessionId, '/api/wellbeing-entries/today')).toBeNull();
});

test('screens never opened online open offline with their data, or say calmly that they are not kept yet', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request, { name: 'Offline Sam' });
  const headers = authHeaders(user.sessionId);
  const rated = await request.post('/api/wellbeing-entries', {
    headers,
    data: {
      sleep: '8.5',
      exercise: '6.0',
      diet: '6.0',
      social: '6.0',
      achievements: '6.0',
      relationships: '6.0',
      creativity: '6.0',
      finance: '6.0',
    },
  });
  expect(rated.status()).toBe(201);
  const wrote = await request.post('/api/journal-entries', {
    headers,
    data: { title: 'Kept for the bus', content: 'Read before there was no signal.', mood: 7 },
  });
  expect(wrote.status()).toBe(201);

  // Only Home is opened online; the idle prefetch keeps the main screens' reads on the device.
  await signIn(page, user.sessionId, '/app');
  await expect(wheelSegment(page, 'Sleep')).toHaveAccessibleName(/^Sleep, 8\.5 out of 10/);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => persistedCache(page), { message: 'the journal and both reports are kept', timeout: 25_000 })
    .toMatch(/"journal-entries".*"reports","weekly".*"reports","monthly"/s);

  await page.context().setOffline(true);
  // A cold offline start of screens never opened online: their kept data, at once.
  await page.goto('/journal');
  await expect(page.getByText('Read before there was no signal.')).toBeVisible();
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  await page.goto('/reports');
  const weekly = page.getByRole('region', { name: 'Weekly Check-in' });
  await expect(weekly.getByRole('rowheader', { name: 'Sleep', exact: true })).toBeVisible();
  await page.goto('/progress');
  await expect(page.getByRole('region', { name: /Overall/ })).toBeVisible();
  await expect(page.getByText('No progress data yet')).toHaveCount(0);

  // A screen whose reads are not kept: a calm message, never a spinner forever…
  await page.goto('/tags');
  await expect(page.getByText('Not available offline yet')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading your tags' })).toHaveCount(0);
  // …and its data as soon as the network returns, without a reload.
  await page.context().setOffline(false);
  await expect(page.getByText('No tags yet.', { exact: false })).toBeVisible();
  await expect(page.getByText('Not available offline yet')).toHaveCount(0);
});
