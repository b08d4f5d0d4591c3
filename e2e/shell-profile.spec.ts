import { readFile } from 'node:fs/promises';
import { authHeaders, expect, expectNoA11yViolations, newUser, test } from './fixtures';

const DELETE_TEXT =
  'Are you sure you want to delete your account? This action cannot be undone and will permanently delete all your data.';

test('the profile shows name, email, member since and every button of the spec', async ({
  page,
  request,
}) => {
  const user = await newUser(page, request, '/profile', { name: 'Robin Gardner' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
  await expect(page.getByText('Robin Gardner')).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  const since = new Date(user.user.createdAt).toLocaleDateString('en-GB', { month: 'long', year: 'numeric' });
  await expect(page.getByText(`Member since ${since}`)).toBeVisible();
  for (const name of ['Edit Profile', 'Privacy Policy', 'Contact', 'Terms of Use']) {
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const name of ['Export as Excel/CSV', 'Export as JSON', 'Sign Out', 'Delete My Account']) {
    await expect(page.getByRole('button', { name })).toBeVisible();
  }
  await expect(page.getByText(/8-dimensional approach/)).toBeVisible();
  await expect(page.getByText(/stored locally and securely/)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoA11yViolations(page);
});

test('edit profile: name required, save, cancel, read-only email', async ({ page, request }) => {
  const user = await newUser(page, request, '/profile', { name: 'Old Name' });
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/edit-profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Profile');
  const email = page.getByLabel('Email');
  await expect(email).toHaveValue(user.email);
  await expect(email).not.toBeEditable();
  await expect(page.getByText('Email cannot be changed')).toBeVisible();
  await expectNoA11yViolations(page);

  const name = page.getByLabel('Name');
  await name.fill('   ');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toContainText('Name required');
  await expect(page.getByRole('alert')).toContainText('Please enter your name.');

  await name.fill('Unsaved Name');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Old Name')).toBeVisible();

  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await page.getByLabel('Name').fill('  New Name ');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();
  await expect(page.getByText('New Name')).toBeVisible();
  const stored = (await (
    await request.get('/api/user', { headers: authHeaders(user.sessionId) })
  ).json()) as {
    name: string;
  };
  expect(stored.name).toBe('New Name');
});

test('both exports download files with the expected names and content', async ({ page, request }) => {
  const user = await newUser(page, request, '/profile', { name: 'Export Person' });
  const journal = await request.post('/api/journal-entries', {
    headers: authHeaders(user.sessionId),
    data: { title: 'First, with a comma', content: 'A calm day.\nSecond line.', mood: 7 },
  });
  expect(journal.status(), await journal.text()).toBe(201);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export as Excel/CSV' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toBe(`tend-export-${today}.csv`);
  const csv = await readFile((await csvDownload.path()) as string, 'utf8');
  expect(csv).toContain(user.email);
  expect(csv).toContain('Export Person');
  expect(csv).toContain(
    'Date,Sleep,Movement,Diet,Social,Achievements,Relationships,Creativity,Finance,Overall Score',
  );
  expect(csv).toContain('Date,Title,Content,Mood');
  expect(csv).toContain('"First, with a comma"');
  await expect(page.getByRole('status').filter({ hasText: 'Data exported successfully' })).toBeVisible();

  const [jsonDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export as JSON' }).click(),
  ]);
  expect(jsonDownload.suggestedFilename()).toBe(`tend-export-${today}.json`);
  const data = JSON.parse(await readFile((await jsonDownload.path()) as string, 'utf8')) as {
    user: { name: string; email: string };
    journalEntries: { title: string; content: string; mood: number }[];
    wellbeingEntries: unknown[];
    exportDate: string;
    exportFormat: string;
  };
  expect(data.user).toMatchObject({ name: 'Export Person', email: user.email });
  expect(data.journalEntries).toEqual([
    expect.objectContaining({ title: 'First, with a comma', content: 'A calm day.\nSecond line.', mood: 7 }),
  ]);
  expect(data.wellbeingEntries).toEqual([]);
  expect(data.exportFormat).toBeTruthy();
  expect(Date.parse(data.exportDate)).not.toBeNaN();
});

test('an export the server refuses shows the spec failure toast', async ({ page, request }) => {
  await newUser(page, request, '/profile');
  await page.route('**/api/export?format=json', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await page.getByRole('button', { name: 'Export as JSON' }).click();
  await expect(page.getByRole('alert')).toContainText('Export failed');
  await expect(page.getByRole('alert')).toContainText(
    'There was an error exporting your data. Please try again.',
  );
});

test('delete account asks first, then removes everything and goes to /login', async ({ page, request }) => {
  const user = await newUser(page, request, '/profile');
  const messages: string[] = [];
  let accept = false;
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void (accept ? dialog.accept() : dialog.dismiss());
  });

  await page.getByRole('button', { name: 'Delete My Account' }).click();
  expect(messages).toEqual([DELETE_TEXT]);
  await expect(page).toHaveURL(/\/profile$/);
  expect((await request.get('/api/user', { headers: authHeaders(user.sessionId) })).status()).toBe(200);

  accept = true;
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  // The password is asked again (docs/security.md, "Sessions and passwords"); a wrong one deletes nothing.
  const dialog = page.getByRole('dialog', { name: 'Delete My Account' });
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await dialog.getByLabel('Password', { exact: true }).fill('Not-My-Password-9');
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page.getByRole('alert')).toContainText('The password is not correct.');
  expect((await request.get('/api/user', { headers: authHeaders(user.sessionId) })).status()).toBe(200);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Account deleted successfully' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('sessionId'))).toBeNull();
  expect((await request.get('/api/user', { headers: authHeaders(user.sessionId) })).status()).toBe(401);
  const login = await request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
  });
  expect(login.status()).toBe(401);
  await page.goto('/app');
  await expect(page).toHaveURL(/\/login$/);
});

test('a failed sign-out keeps the session and says so', async ({ page, request }) => {
  await newUser(page, request, '/profile');
  await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 503, body: '' }));
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('alert')).toContainText('Sign out failed');
  await expect(page.getByRole('alert')).toContainText('There was an error signing out. Please try again.');
  await expect(page).toHaveURL(/\/profile$/);
});

test('every guarded screen this shell provides passes axe at 390×844', async ({ page, request }) => {
  await newUser(page, request, '/app');
  for (const path of ['/app', '/profile', '/edit-profile', '/account-security']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);
  }
});
