import { mkdirSync } from 'node:fs';
import type { Locator, Page, Route } from '@playwright/test';
import { authHeaders, expect, expectNoA11yViolations, newUser, test } from './fixtures';
import { wheelSegment } from './wheel-helpers';

/**
 * Toasts keep the spec's words and stay off what the person needs next (decisions 258, 259); and
 * writing in the journal never waits for a kept list (decision 150).
 */

const GENERIC_500 = {
  status: 500,
  contentType: 'application/json',
  body: '{"message":"Something went wrong on our side. Please try again."}',
};

/** Fails every request of `method` to `path` with the server's generic 500. */
async function failWrites(page: Page, path: string, method: string): Promise<void> {
  await page.route(`**${path}`, (route) =>
    route.request().method() === method ? route.fulfill(GENERIC_500) : route.fallback(),
  );
}

type Box = { x: number; y: number; width: number; height: number };

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Each control is on screen, not under the toast, and is what a tap at its centre reaches (nothing lies
 * over it).
 */
async function expectUncovered(page: Page, toast: Locator, controls: Locator[]): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  for (const control of controls) {
    await expect
      .poll(
        async () => {
          const [t, c] = [await toast.boundingBox(), await control.boundingBox()];
          if (!t || !c) return 'not shown';
          if (overlap(t, c)) return 'under the toast';
          if (c.y < 0 || c.y + c.height > viewport.height) return 'off screen';
          const reached = await control.evaluate((el) => {
            const r = el.getBoundingClientRect();
            const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
            return hit !== null && (el === hit || el.contains(hit));
          });
          return reached ? 'clear' : 'covered';
        },
        { message: `${String(control)} stays clear of the toast` },
      )
      .toBe('clear');
  }
}

async function lowEntry(page: Page, sessionId: string): Promise<void> {
  const response = await page.request.post('/api/wellbeing-entries', {
    headers: authHeaders(sessionId),
    data: {
      sleep: '3.0',
      exercise: '4.0',
      diet: '5.0',
      social: '7.0',
      achievements: '7.0',
      relationships: '7.0',
      creativity: '7.0',
      finance: '7.0',
    },
  });
  expect(response.status()).toBe(201);
}

test('delete account failure keeps the spec’s words; a server detail follows, never replaces them', async ({
  page,
  request,
}) => {
  await newUser(page, request, '/profile');
  page.on('dialog', (dialog) => void dialog.accept());
  await failWrites(page, '/api/user', 'DELETE');
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete My Account' });
  await dialog.getByLabel('Password', { exact: true }).fill('Whatever-it-is-1');
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Delete account failed' });
  await expect(alert).toHaveText(
    'Delete account failedThere was an error deleting your account. Please try again.',
  );

  // A refusal the server explains: its words after the spec's.
  await page.unroute('**/api/user');
  await dialog.getByLabel('Password', { exact: true }).fill('Not-My-Password-9');
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The password is not correct.' })).toHaveText(
    'Delete account failedThere was an error deleting your account. Please try again.The password is not correct.',
  );
});

test('a failed quick check-in’s toast leaves Save and Cancel free, and Save retries at once', async ({
  page,
  request,
}) => {
  await newUser(page, request, '/quick-checkin');
  const save = page.getByRole('button', { name: 'Save' });
  const cancel = page.getByRole('link', { name: 'Cancel' });
  await expect(save).toBeVisible();
  await failWrites(page, '/api/quick-checkins', 'POST');
  // The person is at the end of the form, where Save is.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await save.click();
  const toast = page.getByRole('alert').filter({ hasText: 'Failed to save quick check-in' });
  await expect(toast).toBeVisible();
  await expectUncovered(page, toast, [save, cancel]);

  await page.unroute('**/api/quick-checkins');
  await save.click();
  await expect(page).toHaveURL(/\/app$/);
});

test('a failed spotlight save’s toast leaves Save Ratings and Cancel free', async ({ page, request }) => {
  const user = await newUser(page, request, '/app');
  await lowEntry(page, user.sessionId);
  await page.goto('/spotlight-areas');
  const save = page.getByRole('button', { name: 'Save Ratings' });
  const cancel = page.getByRole('link', { name: 'Cancel' });
  await expect(save).toBeVisible();
  await failWrites(page, '/api/spotlight-ratings', 'POST');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await save.click();
  const toast = page.getByRole('alert').filter({ hasText: 'Failed to save your ratings. Please try again.' });
  await expect(toast).toBeVisible();
  await expectUncovered(page, toast, [save, cancel]);
});

test('a toast raised in a dialog shows inside it, clear of its title, close button and buttons', async ({
  page,
  request,
}) => {
  await newUser(page, request, '/journal');
  await failWrites(page, '/api/journal-entries', 'POST');
  await page.getByRole('button', { name: 'Write Your First Entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Journal Entry' });
  await dialog.getByLabel("What's on your mind?").fill('Please keep me');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Failed to create journal entry' });
  await expect(toast).toBeVisible();
  await expectUncovered(page, toast, [
    dialog.getByRole('heading', { name: 'New Journal Entry' }),
    dialog.getByRole('button', { name: 'Close' }),
    dialog.getByRole('button', { name: 'Save' }),
    dialog.getByRole('button', { name: 'Cancel' }),
  ]);
  await expect(dialog.getByRole('alert')).toContainText('Failed to create journal entry');
  // Inside the dialog, the toast's own Dismiss is reachable from the keyboard too.
  await toast.getByRole('button', { name: 'Dismiss notification' }).focus();
  await expect(toast.getByRole('button', { name: 'Dismiss notification' })).toBeFocused();
});

test('offline right after opening, Journal still offers New Entry and keeps what is written', async ({
  page,
  request,
}) => {
  // The journal's list never arrives, as when the device goes offline before the idle prefetch has
  // kept it (decision 152).
  const held: Route[] = [];
  await page.route(
    (url) => url.pathname === '/api/journal-entries' && url.searchParams.has('limit'),
    (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      held.push(route);
      return undefined;
    },
  );
  const user = await newUser(page, request, '/app');
  await expect(wheelSegment(page, 'Sleep')).toBeVisible();
  // The installed app: its service worker holds every screen's code (decision 150).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(wheelSegment(page, 'Sleep')).toBeVisible();

  await page.context().setOffline(true);
  await page.getByRole('link', { name: 'Journal' }).click();
  await page.getByRole('button', { name: 'New Entry' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'aren’t on this device yet' })).toBeVisible();
  await expect(page.getByText('Not available offline yet')).toHaveCount(0);
  const dialog = page.getByRole('dialog', { name: 'New Journal Entry' });
  await dialog.getByLabel("What's on your mind?").fill('Written on the bus');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved on this device/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting to sync (1)' })).toBeVisible();

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.context().setOffline(false);
  await expect
    .poll(async () => {
      const response = await request.get('/api/journal-entries', { headers: authHeaders(user.sessionId) });
      return ((await response.json()) as { content: string }[]).map((e) => e.content);
    })
    .toEqual(['Written on the bus']);
  await expect(page.getByRole('article', { name: /^Entry of / })).toContainText('Written on the bus');
});

const SHOTS = '/tmp/shots';

for (const scheme of ['light', 'dark'] as const) {
  test(`toast placement at 320, 390 and 1280 px in ${scheme} mode`, async ({ page, request }) => {
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    await page.emulateMedia({ colorScheme: scheme });
    await newUser(page, request, '/quick-checkin');
    await failWrites(page, '/api/quick-checkins', 'POST');
    await failWrites(page, '/api/journal-entries', 'POST');
    for (const [width, height] of [
      [320, 568],
      [390, 844],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/quick-checkin');
      const save = page.getByRole('button', { name: 'Save' });
      await expect(save).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await save.click();
      const toast = page.getByRole('alert').filter({ hasText: 'Failed to save quick check-in' });
      await expect(toast).toBeVisible();
      await expectUncovered(page, toast, [save, page.getByRole('link', { name: 'Cancel' })]);
      await expectNoA11yViolations(page);
      await page.screenshot({ path: `${SHOTS}/toast-checkin-${width}-${scheme}.png` });

      await page.goto('/journal');
      await page.getByRole('button', { name: 'Write Your First Entry' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Journal Entry' });
      await dialog.getByLabel("What's on your mind?").fill('Please keep me');
      await dialog.getByRole('button', { name: 'Save' }).click();
      const inDialog = dialog.getByRole('alert').filter({ hasText: 'Failed to create journal entry' });
      await expect(inDialog).toBeVisible();
      await expectUncovered(page, inDialog, [
        dialog.getByRole('heading', { name: 'New Journal Entry' }),
        dialog.getByRole('button', { name: 'Close' }),
        dialog.getByRole('button', { name: 'Save' }),
      ]);
      await expectNoA11yViolations(page);
      await page.screenshot({ path: `${SHOTS}/toast-dialog-${width}-${scheme}.png` });
    }
  });
}

test('the toaster is not part of the first screen: it loads on the first sign of intent', async ({
  page,
  request,
}) => {
  await newUser(page, request, '/app');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const toasterRequested = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/assets\/toaster-[\w-]+\.js$/.test(entry.name)),
    );
  // Decision 535: the first screen did not ask for the toaster's chunk…
  expect(await toasterRequested()).toBe(false);
  await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(0);
  // …the first sign of intent does, and the toaster is in place for what follows.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: 'Notifications' })).toBeAttached();
  expect(await toasterRequested()).toBe(true);
});
