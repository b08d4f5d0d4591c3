import type { Page } from '@playwright/test';
import { authHeaders, expect, newUser, persistedCache, signIn, signUpViaApi, test } from './fixtures';
import { QUESTIONS, setSlider, wheelSegment } from './wheel-helpers';

/**
 * docs/product.md §4: a session the server no longer knows ends here too — any 401, from any read or
 * write, clears the session and every cached read and goes to /login (decision 255); reads and writes
 * are never retried (decision 256).
 */

function storedSession(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('sessionId'));
}

async function saveSleepRating(page: Page): Promise<void> {
  await wheelSegment(page, 'Sleep').click();
  const dialog = page.getByRole('dialog', { name: 'Sleep' });
  await expect(dialog.getByRole('heading', { name: 'Sleep' })).toBeVisible();
  await setSlider(page, QUESTIONS.Sleep as string, 5, 7);
  await dialog.getByRole('button', { name: 'Save' }).click();
}

test('a save refused for a session ended elsewhere clears the session and the kept data and goes to /login', async ({
  page,
  request,
}) => {
  const user = await newUser(page, request, '/app', { name: 'Robin Elsewhere' });
  await expect(wheelSegment(page, 'Sleep')).toBeVisible();
  // The idle prefetch for offline use (decision 152) has read Progress's first range, its last read,
  // and the device keeps it: from now on only the save asks the server anything.
  await expect.poll(() => persistedCache(page), { timeout: 45_000 }).toContain('["progress","30d"]');
  await expect.poll(() => persistedCache(page)).toContain('Robin Elsewhere');

  // Signed out on another device: the server forgets the session.
  const logout = await request.post('/api/auth/logout', { headers: authHeaders(user.sessionId) });
  expect(logout.status()).toBe(204);

  await saveSleepRating(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session has ended' })).toHaveText(
    'Your session has ended. Please sign in again.',
  );
  expect(await storedSession(page)).toBeNull();
  await expect.poll(() => persistedCache(page)).toBe('');
  // Nothing of the old session is shown again: /app asks for a sign-in.
  await page.goto('/app');
  await expect(page).toHaveURL(/\/login$/);
});

test('a read answered 401 ends the session the same way', async ({ page, request }) => {
  await newUser(page, request, '/app');
  await expect(wheelSegment(page, 'Sleep')).toBeVisible();
  // The calendar's read (not one of the reads kept for offline use, which run by themselves).
  await page.route('**/api/days?**', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Not signed in"}' }),
  );
  await page.getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toBeNull();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('offline is not a 401: a save without a network keeps the session and waits to sync', async ({
  page,
  request,
}) => {
  const user = await newUser(page, request, '/app');
  await expect(wheelSegment(page, 'Sleep')).toBeVisible();
  // The installed app: its service worker holds every screen's code (decision 150).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(wheelSegment(page, 'Sleep')).toBeVisible();
  await page.context().setOffline(true);
  await saveSleepRating(page);
  await expect(page.getByRole('status').filter({ hasText: 'Waiting to sync (1)' })).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
  expect(await storedSession(page)).toBe(user.sessionId);
  await page.context().setOffline(false);
});

test('a read that fails is sent once, then the error card; only "Try again" asks again', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  let latestReads = 0;
  await page.route('**/api/wellbeing-entries/latest', (route) => {
    latestReads += 1;
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"message":"Something went wrong on our side. Please try again."}',
    });
  });
  // The idle prefetch for offline use (decision 152) reads Progress's first range last: once it has
  // been answered, every read that could have asked again has had its chance.
  let chartRead = false;
  page.on('response', (r) => {
    if (r.url().includes('/api/progress?range=30d')) chartRead = true;
  });
  await signIn(page, user.sessionId, '/app');
  await expect(page.getByText('We could not load your wheel.')).toBeVisible();
  await expect.poll(() => chartRead, { timeout: 30_000 }).toBe(true);
  expect(latestReads).toBe(1);

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => latestReads).toBe(2);
  await expect(page.getByText('We could not load your wheel.')).toBeVisible();
});
