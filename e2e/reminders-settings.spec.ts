import { authHeaders, expect, expectNoA11yViolations, newUser, test } from './fixtures';

test('Profile → Reminders: daily time and channels, weekly summary, saved and kept', async ({
  page,
  request,
}) => {
  const user = await newUser(page, request, '/profile');
  await page.getByRole('link', { name: 'Reminders' }).click();
  await expect(page).toHaveURL(/\/reminders$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reminders');

  const daily = page.getByRole('switch', { name: 'Daily check-in reminder' });
  const weekly = page.getByRole('switch', { name: 'Weekly summary email' });
  await expect(daily).toHaveAttribute('aria-checked', 'false');
  await expect(weekly).toHaveAttribute('aria-checked', 'false');
  // Off: the details cannot be changed.
  await expect(page.getByLabel('Time')).toBeDisabled();
  await expectNoA11yViolations(page);

  await daily.click();
  await expect(daily).toHaveAttribute('aria-checked', 'true');
  await page.getByLabel('Time').fill('07:30');
  const email = page.getByRole('checkbox', { name: 'Email' });
  await expect(email).toBeChecked();
  await expect(page.getByText(user.email)).toBeVisible();

  // No channel: told why, and nothing can be saved.
  await email.uncheck();
  await expect(page.getByRole('alert')).toHaveText('Choose email, push or both to get the daily reminder.');
  await expect(page.getByRole('button', { name: 'Save Reminders' })).toBeDisabled();
  await email.check();

  await weekly.click();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Save Reminders' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reminders saved' })).toBeVisible();

  const stored = await (await request.get('/api/reminders', { headers: authHeaders(user.sessionId) })).json();
  expect(stored).toMatchObject({
    daily: { enabled: true, time: '07:30', email: true, push: false },
    weeklySummary: { enabled: true },
  });

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Daily check-in reminder' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByLabel('Time')).toHaveValue('07:30');
  await expect(page.getByRole('switch', { name: 'Weekly summary email' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // Keyboard: the switches toggle with Space.
  await page.getByRole('switch', { name: 'Weekly summary email' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('switch', { name: 'Weekly summary email' })).toHaveAttribute(
    'aria-checked',
    'false',
  );

  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoA11yViolations(page);
});

test('the unsubscribe page changes nothing until asked, and says when a link is not valid', async ({
  page,
}) => {
  await page.goto('/unsubscribe?token=u1.not-a-real.daily.token');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe');
  await expect(page.getByText('You do not need to sign in.', { exact: false })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is not valid.');

  await page.goto('/unsubscribe');
  await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not complete.');
  await expectNoA11yViolations(page);
});
