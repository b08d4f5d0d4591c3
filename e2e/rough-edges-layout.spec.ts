import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, newUser, signUpViaApi, test } from './fixtures';

/** The layout rough edges (decisions 261–263): the landing page on a desktop, loading, "More". */

test('landing at 1280 px is a desktop page, not a phone column', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const hero = page.locator('section[aria-labelledby="hero-title"]');
  await expect(hero).toBeVisible();
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  const wheel = await hero.locator('svg').first().boundingBox();
  const main = await page.locator('main').boundingBox();
  expect(heading && wheel && main).toBeTruthy();
  if (!heading || !wheel || !main) return;
  // The wheel stands beside the heading, and the page uses the width of the screen.
  expect(wheel.x).toBeGreaterThanOrEqual(heading.x + heading.width);
  expect(main.width).toBeGreaterThan(1000);
  // The benefits stand in one row.
  const cards = page.locator('#why-title ~ div li');
  await expect(cards).toHaveCount(4);
  const tops = await cards.evaluateAll((items) =>
    items.map((li) => Math.round(li.getBoundingClientRect().top)),
  );
  expect(new Set(tops).size).toBe(1);
  await expectNoA11yViolations(page);
});

test('loading keeps the header and the navigation, with placeholders in the room of the content', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  await page.goto('/privacy-policy');
  await page.evaluate((id) => localStorage.setItem('sessionId', id), user.sessionId);
  // The user read is held until the loading screen has been looked at.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/app');
  await expect(page.getByRole('status').filter({ hasText: 'Loading your space' })).toBeAttached();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const logo = page.getByRole('link', { name: 'Tend home' });
  await expect(logo).toBeVisible();
  const placeholder = page.getByTestId('page-placeholder');
  await expect(placeholder).toBeVisible();
  const before = await logo.boundingBox();
  expect((await placeholder.boundingBox())?.height ?? 0).toBeGreaterThan(300);
  await expectNoA11yViolations(page);

  release();
  await expect(page.getByRole('heading', { name: 'Health and Wellbeing Wheel' })).toBeVisible();
  // The header did not move when the content came.
  expect(await logo.boundingBox()).toEqual(before);
});

test('Calendar, Progress, What moves, Targets and Tags have a visible place on Home', async ({
  page,
  request,
}) => {
  await newUser(page, request, '/app');
  const more = page.getByRole('navigation', { name: 'More' });
  await expect(more.getByRole('link')).toHaveCount(5);
  for (const name of ['Calendar', 'Progress', 'What moves', 'Targets', 'Tags'])
    await expect(more.getByRole('link', { name: new RegExp(`^${name}\\b`) })).toBeVisible();
  // The spec's five navigation entries stay as they are.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Home',
    '8 Areas',
    'Reports',
    'Journal',
    'Profile',
  ]);
  await more.getByRole('link', { name: /^Progress/ }).click();
  await expect(page).toHaveURL(/\/progress$/);
});

async function shoot(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
      await page.screenshot({
        path: `test-results/rough-edges/${name}-${width}-${colorScheme}.png`,
        fullPage: true,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
}

test('screenshots of the mended screens at 320, 390 and 1280 px, light and dark, axe clean', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'landing');
  await expectNoA11yViolations(page);

  await page.goto('/signup');
  await page.getByLabel('Name (optional)').fill('n'.repeat(96));
  await shoot(page, 'signup');
  await expectNoA11yViolations(page);

  await newUser(page, request, '/app');
  await expect(page.getByRole('navigation', { name: 'More' })).toBeVisible();
  await shoot(page, 'home');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoA11yViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });

  await page.goto('/quick-checkin');
  await expect(page.getByTestId('checkin-day-count')).toContainText('No check-ins on this day yet.');
  await shoot(page, 'quick-checkin');
  await expectNoA11yViolations(page);

  await page.goto('/journal');
  await page.getByRole('button', { name: 'Write Your First Entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Journal Entry' });
  await dialog.getByLabel('Title (optional)').fill('t'.repeat(205));
  await dialog.getByLabel('Add your own tag').fill('a'.repeat(38));
  await shoot(page, 'journal-dialog');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoA11yViolations(page);
});
