// Forms validate with the server's zod schemas and show the error at the field (WCAG 3.3.1, decision
// 167): aria-invalid on the field, aria-describedby naming the message, focus on the first invalid
// field; the spec's toasts stay.
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, newUser, test } from './fixtures';

/** The field is marked invalid and its description (what a screen reader reads with it) is `message`. */
async function expectFieldError(page: Page, field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.?]/g, '\\$&')));
  const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
  await expect(page.locator(`[id="${ids[0]}"]`)).toBeVisible();
  await expect(page.locator(`[id="${ids[0]}"]`)).toHaveText(message);
}

for (const width of [320, 360, 390, 1280]) {
  test(`sign-in at ${width} px: errors at the fields, focus on the first, the spec toast kept`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 1000 ? 740 : 900 });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    await expectFieldError(page, email, 'Email is required');
    await expectFieldError(page, password, 'Password is required');
    await expect(email).toBeFocused();
    await expect(page.getByRole('alert')).toContainText('Missing information');
    await expectNoA11yViolations(page);

    // Editing a field clears its error; a malformed address gets the schema's message.
    await email.fill('sam');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await password.fill('secret');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectFieldError(page, email, 'Please enter a valid email address.');
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(email).toBeInViewport();
  });
}

test('sign-up: a weak password is flagged at the field and focused; the spec toast kept', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/signup');
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  const password = page.getByLabel('Password', { exact: true });
  await expectFieldError(page, password, 'Please choose a stronger password.');
  await expect(password).toBeFocused();
  await expect(page.getByRole('alert')).toContainText('Password too weak');
  await expectNoA11yViolations(page);
});

test('forgot password: the email field says what is wrong', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectFieldError(page, page.getByLabel('Email'), 'Please enter a valid email address.');
  await expect(page.getByRole('alert')).toContainText('Invalid email');
  await expect(page.getByLabel('Email')).toBeFocused();
});

test('edit profile and change password: errors at the field', async ({ page, request }) => {
  await newUser(page, request, '/edit-profile');
  const name = page.getByLabel('Name');
  await name.fill('   ');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectFieldError(page, name, 'Name required');
  await expect(name).toBeFocused();
  await expect(page.getByRole('alert')).toContainText('Name required');

  await page.goto('/account-security');
  await page.getByLabel('New password', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const current = page.getByLabel('Current password', { exact: true });
  await expectFieldError(page, current, 'Password is required');
  await expectFieldError(
    page,
    page.getByLabel('New password', { exact: true }),
    'Please choose a stronger password.',
  );
  await expect(current).toBeFocused();
  await expectNoA11yViolations(page);
});
