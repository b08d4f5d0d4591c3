import { expect, readResetLink, signUpViaApi, test } from './fixtures';

test('forgot password → mail in the outbox → reset → sign in with the new password', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  await page.goto('/forgot-password');
  // Sent trimmed and lower-cased (docs/product.md §5).
  await page.getByLabel('Email').fill(`  ${user.email.toUpperCase()}  `);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  await expect(
    page.getByText("If an account with that email exists, we've sent password reset instructions."),
  ).toBeVisible();
  // This server has no SMTP_URL: mail goes to the outbox, so the confirmation says Demo Mode.
  await expect(page.getByText('Demo Mode')).toBeVisible();

  const link = await readResetLink(user.email);
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  const field = page.getByLabel('New password');
  await field.fill('short');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toContainText('Password too weak');
  await field.fill('Fresh-Meadow-77');
  await expect(page.locator('#reset-password-strength')).toContainText('Strong');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Password updated' })).toBeVisible();

  // All old sessions were revoked; the old password no longer works; the new one does.
  expect((await request.get('/api/user', { headers: { 'x-session-id': user.sessionId } })).status()).toBe(
    401,
  );
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Login failed');
  await page.getByLabel('Password', { exact: true }).fill('Fresh-Meadow-77');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);

  // The link is single-use.
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByLabel('New password').fill('Another-Path-88');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired.');
});

test('forgot password validates the address with the spec toasts', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert')).toContainText('Email required');
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email');
  await expect(page.getByRole('alert')).toContainText('Please enter a valid email address.');
});

test('an unknown address gets the same confirmation', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  await page.getByRole('link', { name: 'Back to Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a reset link without its token explains itself', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is incomplete');
  await page.getByRole('link', { name: 'Request a New Link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
