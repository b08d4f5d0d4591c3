import { authHeaders, expect, expectNoA11yViolations, newUser, test } from './fixtures';
import { longDay } from './dates';
import { londonToday } from './progress-seed';
import { QUESTIONS, rateArea, setSlider, sheet } from './wheel-helpers';

const CONFIRM = 'Are you sure you want to delete this reflection? This action cannot be undone.';

test('a reflection: add it, put it into practice, edit it through the hand-off to the wheel, delete it', async ({
  page,
  request,
}) => {
  const user = await newUser(page, request);
  const headers = authHeaders(user.sessionId);
  await rateArea(page, 'Diet', 5, 6.5, {
    notes: '  More vegetables at lunch.  ',
    whereToStart: 'Pack lunch on Sundays',
  });

  // From the sheet's link to the area's reflections.
  await page.getByRole('button', { name: /^Diet, 6\.5 out of 10/ }).click();
  await sheet(page).getByRole('link', { name: 'See past Diet reflections' }).click();
  await expect(page).toHaveURL(/\/reflections\?dimension=diet$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diet Reflections');
  await expect(page.getByRole('link', { name: 'Diet' })).toHaveAttribute('aria-current', 'page');
  const card = page.getByRole('article');
  await expect(card).toHaveCount(1);
  const day = longDay(londonToday());
  await expect(card).toContainText(day);
  await expect(card).toContainText('6.5 / 10');
  await expect(card).toContainText('Doing Well');
  await expect(card).toContainText('More vegetables at lunch.');
  await expect(card).toContainText('Where to start');
  await expect(card).toContainText('Pack lunch on Sundays');
  await expectNoA11yViolations(page);

  // Put Into Practice toggles immediately through the API.
  const toggle = card.getByRole('switch', { name: 'Put Into Practice' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect
    .poll(async () => {
      const list = (await (await request.get('/api/dimension-reflections/diet', { headers })).json()) as {
        putIntoPractice: boolean;
      }[];
      return list[0]?.putIntoPractice;
    })
    .toBe(true);

  // A failing toggle goes back and says so.
  await page.route('**/api/dimension-reflections/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' })
      : route.continue(),
  );
  await toggle.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to update practice status' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.unrouteAll();

  // Edit: back to the wheel, which opens the sheet with the reflection from the router state.
  await card.getByRole('button', { name: 'Edit reflection' }).click();
  await expect(page).toHaveURL(/\/app$/);
  const dialog = sheet(page);
  await expect(dialog.getByRole('heading', { name: 'Diet' })).toBeVisible();
  await expect(dialog.getByText('Editing a reflection')).toBeVisible();
  await expect(page.getByRole('slider', { name: QUESTIONS.Diet })).toHaveAttribute('aria-valuenow', '6.5');
  await expect(dialog.getByLabel('Notes')).toHaveValue('More vegetables at lunch.');
  await expect(dialog.getByLabel('Where to start')).toHaveValue('Pack lunch on Sundays');
  await setSlider(page, QUESTIONS.Diet as string, 6.5, 7);
  await dialog.getByLabel('Notes').fill('Vegetables at lunch, most days.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Diet reflection updated successfully' }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  // Editing a reflection changes only the reflection, not today's entry.
  await expect(page.getByRole('button', { name: /^Diet, 6\.5 out of 10/ })).toBeVisible();

  await page.goto('/reflections?dimension=diet');
  await expect(card).toContainText('7.0 / 10');
  await expect(card).toContainText('Vegetables at lunch, most days.');
  const list = (await (
    await request.get('/api/dimension-reflections/diet', { headers })
  ).json()) as unknown[];
  expect(list).toHaveLength(1);

  // Delete asks first; dismissing keeps it.
  const messages: string[] = [];
  page.once('dialog', (d) => {
    messages.push(d.message());
    void d.dismiss();
  });
  await card.getByRole('button', { name: 'Delete reflection' }).click();
  await expect(card).toHaveCount(1);
  page.once('dialog', (d) => {
    messages.push(d.message());
    void d.accept();
  });
  await card.getByRole('button', { name: 'Delete reflection' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reflection deleted successfully' })).toBeVisible();
  expect(messages).toEqual([CONFIRM, CONFIRM]);

  // Empty state, with a way back to the wheel that opens the area.
  await expect(page.getByRole('heading', { name: 'No diet reflections yet' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Go to the Wheel' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(sheet(page).getByRole('heading', { name: 'Diet' })).toBeVisible();
  await expect(sheet(page).getByText('Current score')).toBeVisible();
});

test('reflections default to sleep, switch area, and Back reopens the area on the wheel', async ({
  page,
  request,
}) => {
  await newUser(page, request, '/reflections');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sleep Reflections');
  await page.goto('/reflections?dimension=nonsense');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sleep Reflections');
  await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Finance' }).click();
  await expect(page).toHaveURL(/dimension=finance$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finance Reflections');
  await page.getByRole('link', { name: 'Back to the wheel' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(sheet(page).getByRole('heading', { name: 'Finance' })).toBeVisible();

  // The hand-off is router state, read once (decision 166): the wheel's history entry no longer carries
  // it, so a refresh, or Back and Forward again, shows the wheel without the sheet.
  await page.keyboard.press('Escape');
  await expect(sheet(page)).toBeHidden();
  const routerState = () => page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr ?? null);
  await expect.poll(routerState).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(sheet(page)).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/dimension=finance$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finance Reflections');
  await page.goForward();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(sheet(page)).toBeHidden();
  expect(await routerState()).toBeNull();

  // The spec's openDimensionModal window event still opens the sheet (docs/product.md §2).
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('openDimensionModal', { detail: { dimension: 'creativity' } })),
  );
  await expect(sheet(page).getByRole('heading', { name: 'Creativity' })).toBeVisible();
});

test('a failed delete says so and keeps the reflection', async ({ page, request }) => {
  await newUser(page, request);
  await rateArea(page, 'Social', 5, 7, { notes: 'Coffee with Sam' });
  await page.goto('/reflections?dimension=social');
  await page.route('**/api/dimension-reflections/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' })
      : route.continue(),
  );
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Delete reflection' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to delete reflection' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('Coffee with Sam');
});
