import { authHeaders, expect, expectNoA11yViolations, newUser, signIn, signUpViaApi, test } from './fixtures';
import { addDays, londonToday, scores, seedEntries } from './progress-seed';
import { QUESTIONS, rateArea, setSlider, sheet, wheelSegment } from './wheel-helpers';

test('a new user starts at 5.0, labelled as a starting point', async ({ page, request }) => {
  await newUser(page, request, '/app', { name: 'Robin Gardner' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Good (morning|afternoon|evening)|^Hello/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Robin Gardner');
  const monthDay = new Date().toLocaleDateString('en-GB', { month: 'long', day: 'numeric' });
  await expect(page.getByText(monthDay, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Overall Wellbeing' })).toBeVisible();
  await expect(page.getByText('5.0', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: '50%' })).toBeVisible();
  await expect(page.getByText('Starting point', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Health and Wellbeing Wheel' })).toBeVisible();
  await expect(page.getByText('Tap an area to rate your satisfaction, or use Quick Check-in.')).toBeVisible();
  for (const label of Object.keys(QUESTIONS)) {
    await expect(page.getByRole('button', { name: `${label}, 5.0 out of 10, starting point` })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /Quick Check-in/ })).toHaveAttribute('href', '/quick-checkin');
  await expect(page.getByRole('heading', { name: 'Recent Insights' })).toBeHidden();
  await expect(page.getByRole('img', { name: '0-day streak' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('rating three areas changes the wheel, the overall card and the insights', async ({ page, request }) => {
  const user = await signUpViaApi(request);
  // Yesterday's entry: the first rating today must carry these forward (docs/product.md §11.1), not reset to 5.
  seedEntries(user.user.id, [{ day: addDays(londonToday(), -1), scores: scores(6, { sleep: 5 }) }]);
  await signIn(page, user.sessionId, '/app');

  await expect(wheelSegment(page, 'Sleep')).toHaveAccessibleName('Sleep, 5.0 out of 10, Room to Flourish');
  await expect(page.getByRole('img', { name: '59%' })).toBeVisible();
  await expect(page.getByText('Updated yesterday')).toBeVisible();
  await expect(page.getByText('Your sleep score improved!')).toBeHidden();

  await rateArea(page, 'Sleep', 5, 8);
  await expect(wheelSegment(page, 'Sleep')).toHaveAccessibleName('Sleep, 8.0 out of 10, Doing Well');
  // Carried forward from yesterday, not 5.0.
  await expect(wheelSegment(page, 'Movement')).toHaveAccessibleName('Movement, 6.0 out of 10, Doing Well');
  await expect(page.getByRole('heading', { name: 'Recent Insights' })).toBeVisible();
  await expect(page.getByText('Your sleep score improved!')).toBeVisible();
  await expect(page.getByRole('img', { name: '63%' })).toBeVisible();
  await expect(page.getByText('Updated today')).toBeVisible();

  await rateArea(page, 'Diet', 6, 9.5);
  await expect(wheelSegment(page, 'Diet')).toHaveAccessibleName('Diet, 9.5 out of 10, Thriving');
  await rateArea(page, 'Finance', 6, 2);
  await expect(wheelSegment(page, 'Finance')).toHaveAccessibleName('Finance, 2.0 out of 10, Needs Nurturing');

  // (8 + 6 + 9.5 + 6 + 6 + 6 + 6 + 2) / 8 = 6.1875 → 6.2
  await expect(page.getByRole('img', { name: '62%' })).toBeVisible();
  await expect(page.getByText('6.2', { exact: true }).first()).toBeVisible();
  const today = (await (
    await request.get('/api/wellbeing-entries/today', { headers: authHeaders(user.sessionId) })
  ).json()) as Record<string, string>;
  expect(today).toMatchObject({
    sleep: '8.0',
    diet: '9.5',
    finance: '2.0',
    exercise: '6.0',
    overallScore: '6.2',
  });
  const list = (await (
    await request.get('/api/wellbeing-entries', { headers: authHeaders(user.sessionId) })
  ).json()) as unknown[];
  expect(list).toHaveLength(2);
  // Yesterday's seeded entry counts as activity, as it would have through the API: today makes two.
  await expect(page.getByRole('img', { name: '2-day streak' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the sheet: current score, three tips, reflections link; Cancel, Escape and the backdrop save nothing', async ({
  page,
  request,
}) => {
  const user = await newUser(page, request);
  await wheelSegment(page, 'Relationships').click();
  const dialog = sheet(page);
  await expect(dialog.getByRole('heading', { name: 'Relationships' })).toBeVisible();
  await expect(dialog.getByText('Current score')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Things To Consider' })).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(3);
  await expect(dialog.getByRole('link', { name: 'See past Relationships reflections' })).toHaveAttribute(
    'href',
    '/reflections?dimension=relationships',
  );
  const box = await dialog.boundingBox();
  expect(box?.height ?? 0).toBeLessThanOrEqual(844 * 0.85 + 1);
  await expectNoA11yViolations(page);

  await setSlider(page, QUESTIONS.Relationships as string, 5, 9);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Reopening starts fresh, not at the abandoned 9.
  await wheelSegment(page, 'Relationships').click();
  await expect(page.getByRole('slider', { name: QUESTIONS.Relationships })).toHaveAttribute(
    'aria-valuenow',
    '5',
  );
  await setSlider(page, QUESTIONS.Relationships as string, 5, 1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await wheelSegment(page, 'Relationships').click();
  await setSlider(page, QUESTIONS.Relationships as string, 5, 2);
  await page.mouse.click(195, 40); // the backdrop above the sheet
  await expect(dialog).toBeHidden();

  const today = await request.get('/api/wellbeing-entries/today', { headers: authHeaders(user.sessionId) });
  expect(await today.json()).toBeNull();
});

test('keyboard only: rate an area and write a reflection without a mouse', async ({ page, request }) => {
  const user = await newUser(page, request);
  await expect(wheelSegment(page, 'Sleep')).toBeVisible();
  // Tab from the top of the page until the Sleep segment has focus.
  let found = false;
  for (let i = 0; i < 30 && !found; i += 1) {
    await page.keyboard.press('Tab');
    found = await wheelSegment(page, 'Sleep').evaluate((el) => el === document.activeElement);
  }
  expect(found, 'the Sleep segment is reachable with Tab').toBe(true);
  await page.keyboard.press('Tab');
  await expect(wheelSegment(page, 'Movement')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');

  const dialog = sheet(page);
  await expect(dialog.getByRole('heading', { name: 'Sleep' })).toBeVisible();
  const slider = page.getByRole('slider', { name: QUESTIONS.Sleep });
  for (let i = 0; i < 10 && !(await slider.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(slider).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuetext', '9.5 out of 10, Thriving');
  // Past the slider (and the target link, when the area has a gap to show) to the notes.
  const notes = dialog.getByLabel('Notes');
  for (let i = 0; i < 5 && !(await notes.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(notes).toBeFocused();
  await page.keyboard.type('Slept through the night.');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Where to start')).toBeFocused();
  await page.keyboard.type('Keep the phone out of the bedroom.');
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press('Tab');
    if (await dialog.getByRole('button', { name: 'Save' }).evaluate((el) => el === document.activeElement))
      break;
  }
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Sleep score updated successfully' }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Success' })).toBeVisible();
  await expect(wheelSegment(page, 'Sleep')).toHaveAccessibleName('Sleep, 9.5 out of 10, Thriving');
  // Focus goes back to the segment that opened the sheet.
  await expect(wheelSegment(page, 'Sleep')).toBeFocused();

  const reflections = (await (
    await request.get('/api/dimension-reflections/sleep', { headers: authHeaders(user.sessionId) })
  ).json()) as { score: string; notes: string; reflection: string }[];
  expect(reflections).toEqual([
    expect.objectContaining({
      score: '9.5',
      notes: 'Slept through the night.',
      reflection: 'Keep the phone out of the bedroom.',
    }),
  ]);
});

test('a failed save keeps the sheet open and says so', async ({ page, request }) => {
  await newUser(page, request);
  await page.route('**/api/days/*/ratings/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Down"}' })
      : route.continue(),
  );
  await wheelSegment(page, 'Social').click();
  await sheet(page).getByRole('button', { name: 'Save' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to update score.' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Error');
  await expect(sheet(page)).toBeVisible();
});
