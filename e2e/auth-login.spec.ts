import { expect, expectNoA11yViolations, newUser, signUpViaApi, test } from './fixtures';

test('a wrong password shows the spec toast and keeps the visitor signed out', async ({ page, request }) => {
  const user = await signUpViaApi(request);
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Login failed');
  await expect(alert).toContainText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('sessionId'))).toBeNull();
});

test('empty fields show "Missing information"', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Missing information');
  await expect(page.getByRole('alert')).toContainText('Please enter both email and password.');
});

test('sign in lands on /app with "Welcome back!"; sign out ends the session', async ({ page, request }) => {
  const user = await signUpViaApi(request, { name: 'Sam' });
  await page.goto('/login');
  await page.getByLabel('Email').fill(`  ${user.email.toUpperCase()} `);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('status').filter({ hasText: 'Welcome back!' })).toBeVisible();

  const browserSession = await page.evaluate(() => localStorage.getItem('sessionId'));
  expect(browserSession).toBeTruthy();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Signed out successfully' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('sessionId'))).toBeNull();

  // The guarded routes now send the visitor to /login, and the old session no longer works.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  const revoked = await request.get('/api/user', { headers: { 'x-session-id': browserSession ?? '' } });
  expect(revoked.status()).toBe(401);
});

test('signing out forgets cached data: the next user sees their own profile', async ({ page, request }) => {
  await newUser(page, request, '/profile', { name: 'First Person' });
  await expect(page.getByText('First Person')).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const second = await signUpViaApi(request, { name: 'Second Person' });
  await page.getByLabel('Email').fill(second.email);
  await page.getByLabel('Password', { exact: true }).fill(second.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByText('Second Person')).toBeVisible();
  await expect(page.getByText('First Person')).toHaveCount(0);
});

test('the login screen links to password reset and sign-up and is accessible', async ({ page }) => {
  await page.goto('/login');
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Forgotten Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});
