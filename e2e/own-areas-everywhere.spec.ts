/**
 * An area of one's own where only the eight were before (decisions 374–378), at 390 px: rated with a
 * reflection from the wheel, in its reflections (chips follow the wheel), found by search under its
 * label, given a target, and on the What moves screen with its tags and pairs (decision 379); axe clean,
 * no sideways scrolling at 320 and 1280 px.
 */
import { authHeaders, expect, expectNoA11yViolations, newUser, signIn, signUpViaApi, test } from './fixtures';
import { expectNoHorizontalOverflow } from './no-overflow';
import { addDays, londonToday, scores, seedEntries } from './progress-seed';
import { seedTaggedCheckins } from './what-moves-seed';
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

test('an own area on What moves: its tags and the areas it moves with, under its label; hidden ones out', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await signUpViaApi(request, { timeZone: 'Europe/London' });
  const headers = authHeaders(user.sessionId);
  const today = londonToday();
  const days = Array.from({ length: 8 }, (_, i) => addDays(today, -(i + 1)));
  // Sleep 8 on the four "exercise" days, 5 on the four "work" days.
  seedEntries(
    user.user.id,
    days.map((day, i) => ({ day, scores: scores(6, { sleep: i < 4 ? 8 : 5, diet: i < 4 ? 7 : 4 }) })),
  );
  seedTaggedCheckins(
    user.user.id,
    days.map((day, i) => ({ day, coreFeeling: i < 4 ? 7 : 5, tags: i < 4 ? ['exercise'] : ['work'] })),
  );
  const added = await request.post('/api/areas', {
    headers: { ...headers, 'Idempotency-Key': `add-${crypto.randomUUID()}` },
    data: { label: 'Choir', icon: 'Music', color: '#2563EB' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const key = ((await added.json()) as { key: string }).key;
  // Choir 9 on the "exercise" days, 4 on the others: it rises and falls with Sleep.
  for (const [i, day] of days.entries()) {
    const rated = await request.put(`/api/days/${day}/ratings/${key}`, {
      headers,
      data: { score: i < 4 ? 9 : 4 },
    });
    expect(rated.status(), await rated.text()).toBe(200);
  }
  const hidden = await request.put('/api/areas/diet', { headers, data: { hidden: true } });
  expect(hidden.status(), await hidden.text()).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, user.sessionId, '/what-moves');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What moves each area');
  const choir = page.getByRole('region', { name: 'Choir' });
  await expect(choir).toContainText(
    'On days tagged “exercise”, your Choir averaged 9.0, against 4.0 on other days (4 days with, 4 days without). “exercise” goes with higher Choir.',
  );
  await expect(choir).toContainText(
    'Choir and Sleep tend to rise and fall together (correlation 1.00 over 8 days rated together).',
  );
  await expect(page.getByRole('region', { name: 'Sleep' })).toContainText(
    'Sleep and Choir tend to rise and fall together',
  );
  // Drawn in its own colour; Diet is hidden, so neither its card nor a pair with it is shown.
  await expect(choir.locator('xpath=..')).toHaveCSS('border-left-color', 'rgb(37, 99, 235)');
  await expect(page.getByRole('region', { name: 'Diet' })).toHaveCount(0);
  await expect(page.getByText(/\bDiet\b/)).toHaveCount(0);
  await expectNoA11yViolations(page);
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page, `What moves with an own area at ${width} px`);
    await page.screenshot({ path: `${SHOTS}/what-moves-${width}.png`, fullPage: true });
  }
});
