/**
 * An area of one's own where only the eight were before (decisions 374–378), at 390 px: rated with a
 * reflection from the wheel, in its reflections (chips follow the wheel), found by search under its
 * label, given a target; axe clean, no sideways scrolling at 320 and 1280 px.
 */
import { authHeaders, expect, expectNoA11yViolations, newUser, test } from './fixtures';
import { expectNoHorizontalOverflow } from './no-overflow';
import { setSlider } from './wheel-helpers';

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/own-areas-everywhere';

test('an own area: rated with a reflection, in its reflections, found by search, given a target', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const user = await newUser(page, request, '/privacy-policy');
  const headers = authHeaders(user.sessionId);
  const added = await request.post('/api/areas', {
    headers: { ...headers, 'Idempotency-Key': `add-${crypto.randomUUID()}` },
    data: { label: 'Choir', icon: 'Music', color: '#2563EB', description: 'Singing with the Tuesday group.' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const key = ((await added.json()) as { key: string }).key;
  // Diet hidden: its chip leaves the reflections screen with it.
  const hidden = await request.put('/api/areas/diet', { headers, data: { hidden: true } });
  expect(hidden.status(), await hidden.text()).toBe(200);

  // Rated from the wheel with notes and a place to start; the sheet shows the person's own words.
  await page.goto('/app');
  await page.getByRole('button', { name: /^Choir, 5\.0 out of 10/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choir' });
  await expect(dialog.getByText('Singing with the Tuesday group.')).toBeVisible();
  await setSlider(page, 'How satisfied are you with Choir lately?', 5, 4);
  await dialog.getByLabel('Notes').fill('Missed two rehearsals, the harmonies slipped.');
  await dialog.getByLabel('Where to start').fill('Hum the alto line on the way to work');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Choir score updated successfully' }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Choir, 4\.0 out of 10/ })).toBeVisible();

  // Its reflections, from the sheet's link: the chips are the shown areas in wheel order.
  await page.getByRole('button', { name: /^Choir, 4\.0 out of 10/ }).click();
  await dialog.getByRole('link', { name: 'See past Choir reflections' }).click();
  await expect(page).toHaveURL(new RegExp(`/reflections\\?dimension=${key}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choir Reflections');
  const chips = page.getByRole('navigation', { name: 'Areas' }).getByRole('link');
  await expect(chips).toHaveText([
    'Sleep',
    'Movement',
    'Social',
    'Achievements',
    'Relationships',
    'Creativity',
    'Finance',
    'Choir',
  ]);
  await expect(chips.filter({ hasText: 'Choir' })).toHaveAttribute('aria-current', 'page');
  const card = page.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Missed two rehearsals, the harmonies slipped.');
  await expect(card).toContainText('Hum the alto line on the way to work');
  await expect(card).toContainText('4.0 / 10');

  // Found by search under its label, from another area's reflections.
  await chips.filter({ hasText: 'Sleep' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sleep Reflections');
  await page.getByLabel('Search all reflections').fill('harmonies');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('button')).toHaveCount(1);
  await expect(results.getByRole('button')).toContainText('Choir');
  await expectNoA11yViolations(page);
  await results.getByRole('button').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choir Reflections');
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page, `reflections of an own area at ${width} px`);
    await page.screenshot({ path: `${SHOTS}/reflections-${width}.png`, fullPage: true });
  }

  // A target for it on the targets screen, which lists the shown areas.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/targets');
  await expect(page.getByLabel('Diet')).toHaveCount(0);
  await page.getByLabel('Choir').selectOption('8.0');
  await page.getByRole('button', { name: 'Save targets' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Targets saved' })).toBeVisible();
  await expectNoA11yViolations(page);
  const targets = (await (await request.get('/api/targets', { headers })).json()) as Record<string, unknown>;
  expect(targets[key]).toBe('8.0');
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page, `targets with an own area at ${width} px`);
    await page.screenshot({ path: `${SHOTS}/targets-${width}.png`, fullPage: true });
  }
  // The rating sheet shows the gap to the new target.
  await page.goto('/app');
  await page.getByRole('button', { name: /^Choir, 4\.0 out of 10/ }).click();
  await expect(dialog.getByTestId('target-gap')).toContainText('Target 8.0');
});
