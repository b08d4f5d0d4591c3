import type { CDPSession, Page } from '@playwright/test';
import { authHeaders, expect, expectNoA11yViolations, newUser, test } from './fixtures';

/**
 * Passkeys and the app lock (decisions 270–273) with Chromium's virtual authenticator: a platform
 * authenticator holding discoverable credentials that verifies its user. The app is served as
 * http://localhost (playwright.config.ts): Chromium refuses an IP address as the relying party.
 */
async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return cdp;
}

async function addPasskey(page: Page) {
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Passkey added' })).toBeVisible();
}

test('add a passkey, sign out, and sign in with it at 390 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await newUser(page, request, '/account-security');
  await virtualAuthenticator(page);
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
  await addPasskey(page);
  const list = page.getByRole('list', { name: 'Passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('not used yet');
  await expectNoA11yViolations(page);

  // Rename it. A name over the limit is kept whole and refused at the field, not cut (decision 477).
  await list.getByRole('button', { name: /^Rename / }).click();
  const name = page.getByLabel('Passkey name');
  await name.fill('p'.repeat(61));
  await expect(name).toHaveValue('p'.repeat(61));
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Passkey name must be at most 60 characters')).toBeVisible();
  await expect(page.getByText('61 / 60 characters, 1 too many')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(name).toBeVisible();
  await name.fill('My phone');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByText('My phone')).toBeVisible();

  // Sign out, then sign in with the passkey alone.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/app$/);
  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  expect(sessionId).toBeTruthy();
  expect(sessionId).not.toBe(user.sessionId);
  const me = await request.get('/api/user', { headers: authHeaders(sessionId as string) });
  expect(((await me.json()) as { email: string }).email).toBe(user.email);
  const passkeys = await request.get('/api/user/passkeys', { headers: authHeaders(sessionId as string) });
  expect(((await passkeys.json()) as { name: string; lastUsedAt: string | null }[])[0]).toMatchObject({
    name: 'My phone',
    lastUsedAt: expect.any(String),
  });

  // Remove it: the dialog asks first; the password stays the way in.
  await page.goto('/account-security');
  await list.getByRole('button', { name: 'Remove My phone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
});

test('the app locks after the idle time and unlocks with the passkey or the password', async ({
  page,
  request,
}) => {
  await page.clock.install();
  const user = await newUser(page, request, '/account-security', { name: 'Juniper Quill' });
  await virtualAuthenticator(page);
  await addPasskey(page);
  await page.getByRole('radio', { name: 'After 1 minute' }).check();
  await page.goto('/profile');
  await expect(page.getByText('Juniper Quill').first()).toBeVisible();

  // A minute without use: the lock screen, and nothing of the account left in the page.
  await page.clock.fastForward('01:10');
  await expect(page.getByRole('heading', { name: 'Tend is locked' })).toBeVisible();
  const html = await page.content();
  expect(html).not.toContain('Juniper Quill');
  expect(html).not.toContain(user.email);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expectNoA11yViolations(page);

  // A reload stays locked.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tend is locked' })).toBeVisible();

  await page.getByRole('button', { name: 'Unlock with a passkey' }).click();
  await expect(page.getByText('Juniper Quill').first()).toBeVisible();

  // Again, and unlock with the password this time: a wrong one is refused at the field.
  await page.clock.fastForward('01:10');
  await expect(page.getByRole('heading', { name: 'Tend is locked' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Not-The-One-1');
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  await expect(page.getByText('The password is not correct.')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  await expect(page.getByText('Juniper Quill').first()).toBeVisible();

  // The session stayed the same one all along.
  expect(await page.evaluate(() => localStorage.getItem('sessionId'))).toBe(user.sessionId);
  const sessions = await request.get('/api/sessions', { headers: authHeaders(user.sessionId) });
  expect(((await sessions.json()) as unknown[]).length).toBe(1);
});

test('screens at 320, 390 and 1280 px', async ({ page, request }) => {
  await newUser(page, request, '/account-security');
  await virtualAuthenticator(page);
  await addPasskey(page);
  await page.getByRole('radio', { name: 'After 5 minutes' }).check();
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/account-security');
    await expect(page.getByRole('list', { name: 'Passkeys' }).getByRole('listitem')).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath(`account-security-${width}.png`), fullPage: true });
  }
  await page.getByRole('button', { name: 'Lock now' }).click();
  await expect(page.getByRole('heading', { name: 'Tend is locked' })).toBeVisible();
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: test.info().outputPath(`lock-${width}.png`), fullPage: true });
  }
  await page.evaluate(() => localStorage.clear());
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`login-${width}.png`), fullPage: true });
  }
  await expectNoA11yViolations(page);
});
