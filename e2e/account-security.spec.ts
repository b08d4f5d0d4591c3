import { authHeaders, expect, expectNoA11yViolations, newUser, test } from './fixtures';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

test('Password & Devices: list devices, sign one out, sign out all others, change the password', async ({
  page,
  request,
}) => {
  const user = await newUser(page, request, '/profile');
  // Two more sessions of the same account, one from a recognisable browser.
  const other = async (userAgent?: string) => {
    const res = await request.post('/api/auth/login', {
      data: { email: user.email, password: user.password },
      headers: userAgent ? { 'user-agent': userAgent } : {},
    });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { sessionId: string }).sessionId;
  };
  const laptop = await other(FIREFOX);
  const spare = await other();

  await page.getByRole('link', { name: 'Password & Devices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password & Devices' })).toBeVisible();
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(3);
  await expect(devices.getByText('This device')).toHaveCount(1);
  await expectNoA11yViolations(page);

  // Sign out the Firefox laptop only.
  await devices.getByRole('button', { name: /^Sign out Firefox on Linux/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Device signed out' })).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  expect((await request.get('/api/user', { headers: authHeaders(laptop) })).status()).toBe(401);
  expect((await request.get('/api/user', { headers: authHeaders(spare) })).status()).toBe(200);

  // Sign out all others.
  await page.getByRole('button', { name: 'Sign out all other devices' }).click();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  expect((await request.get('/api/user', { headers: authHeaders(spare) })).status()).toBe(401);

  // Change the password: a weak one is refused before sending, the wrong current one by the server.
  const spare2 = await other();
  await page.getByLabel('Current password').fill('Not-My-Password-9');
  await page.getByLabel('New password').fill('Password1');
  await expect(page.getByText('Password strength: Very Weak')).toBeVisible();
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert')).toContainText('Password too weak');
  await page.getByLabel('New password').fill('Kestrel-Moon-7');
  await expect(page.getByText('Password strength: Strong')).toBeVisible();
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert')).toContainText('The password is not correct.');
  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible();
  expect((await request.get('/api/user', { headers: authHeaders(spare2) })).status()).toBe(401);
  expect((await request.get('/api/user', { headers: authHeaders(user.sessionId) })).status()).toBe(200);
  const relogin = await request.post('/api/auth/login', {
    data: { email: user.email, password: 'Kestrel-Moon-7' },
  });
  expect(relogin.status()).toBe(200);
});
