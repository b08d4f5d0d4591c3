import type { Page } from '@playwright/test';
import { authHeaders, expect, expectNoA11yViolations, newUser, signUpViaApi, signIn, test } from './fixtures';
import { addDays, londonToday, scores, seedEntries } from './progress-seed';
import { seedTaggedCheckins } from './what-moves-seed';

/** Fails when the page scrolls sideways (320 px layouts). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('targets: set on the targets screen, drawn on the wheel, the gap in the rating sheet', async ({
  page,
  request,
}) => {
  const user = await newUser(page, request, '/app');
  await request.post('/api/wellbeing-entries', {
    headers: authHeaders(user.sessionId),
    data: scores(6),
  });
  await page.goto('/app');
  await page.getByRole('link', { name: 'Set targets' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Targets');
  await page.getByLabel('Sleep').selectOption('8.0');
  await page.getByLabel('Finance').selectOption('7.5');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Save targets' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Targets saved' })).toBeVisible();

  await page.goto('/app');
  const sleep = page.locator('[data-dimension="sleep"]');
  await expect(sleep).toHaveAttribute('aria-label', /target 8\.0$/);
  await expect(sleep.locator('[data-target="8.0"]')).toHaveCount(1);
  await expect(page.locator('[data-dimension="finance"] [data-target="7.5"]')).toHaveCount(1);
  await expect(page.locator('[data-dimension="diet"] [data-target]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Change targets' })).toBeVisible();

  await sleep.click();
  await expect(page.getByTestId('target-gap')).toHaveText('Target 8.0 · 2.0 to go');
  const slider = page.getByRole('slider').first();
  await slider.focus();
  await page.keyboard.press('End');
  await expect(page.getByTestId('target-gap')).toHaveText('Target 8.0 · 2.0 above target');
  await expectNoA11yViolations(page);

  const targets = await (await request.get('/api/targets', { headers: authHeaders(user.sessionId) })).json();
  expect(targets).toMatchObject({ sleep: '8.0', finance: '7.5', diet: null });
});

test('tagging a quick check-in and a journal entry in one tap; renaming a tag', async ({ page, request }) => {
  const user = await newUser(page, request, '/quick-checkin');
  const headers = authHeaders(user.sessionId);
  const outdoors = page.getByRole('button', { name: 'outdoors' });
  await expect(outdoors).toHaveAttribute('aria-pressed', 'false');
  await outdoors.click();
  await expect(outdoors).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('textbox', { name: 'Add your own tag' }).fill('Yoga class');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Yoga class' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/app$/);
  const [checkin] = await (await request.get('/api/quick-checkins', { headers })).json();
  expect(checkin.tags).toEqual(['outdoors', 'Yoga class']);

  await page.goto('/journal');
  await page.getByRole('button', { name: 'Write Your First Entry' }).click();
  await page.getByLabel("What's on your mind?").fill('A long walk by the river.');
  // The user's own tags come first, then the suggestions.
  await page.getByRole('dialog').getByRole('button', { name: 'Yoga class' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'friends' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  const card = page.getByRole('article');
  await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    'friends',
    'Yoga class',
  ]);

  await page.goto('/tags');
  await expect(page.getByRole('list', { name: 'Tags' })).toContainText('Used 2 times');
  await page.getByRole('button', { name: 'Rename Yoga class' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('yoga');
  await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tag renamed' })).toBeVisible();
  await expectNoA11yViolations(page);
  const [entry] = await (await request.get('/api/journal-entries', { headers })).json();
  expect(entry.tags).toEqual(['friends', 'yoga']);
});

test('what moves each area: a plain sentence per finding, readable at 320 px', async ({ page, request }) => {
  const user = await signUpViaApi(request, { timeZone: 'Europe/London' });
  const today = londonToday();
  const days = Array.from({ length: 8 }, (_, i) => addDays(today, -(i + 1)));
  // "exercise" on four days, when sleep was 8; the other four days sleep was 5.
  seedEntries(
    user.user.id,
    days.map((day, i) => ({ day, scores: scores(6, { sleep: i < 4 ? 8 : 5, diet: i < 4 ? 7 : 4 }) })),
  );
  seedTaggedCheckins(
    user.user.id,
    days.map((day, i) => ({ day, coreFeeling: i < 4 ? 7 : 5, tags: i < 4 ? ['exercise'] : ['work'] })),
  );
  await page.setViewportSize({ width: 320, height: 800 });
  await signIn(page, user.sessionId, '/app');
  await page.getByRole('link', { name: 'What moves each area' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What moves each area');
  const sleep = page.getByRole('region', { name: 'Sleep' });
  await expect(sleep).toContainText(
    'On days tagged “exercise”, your Sleep averaged 8.0, against 5.0 on other days (4 days with, 4 days without). “exercise” goes with higher Sleep.',
  );
  await expect(sleep).toContainText('“work” goes with lower Sleep.');
  await expect(sleep).toContainText(
    'Sleep and Diet tend to rise and fall together (correlation 1.00 over 8 days rated together).',
  );
  await expect(page.getByRole('region', { name: 'Core Feeling' })).toContainText(
    '“exercise” goes with higher Core Feeling.',
  );
  // Movement never changed: its tags are folded under "Show all" as weak links (decision 268).
  await expect(page.getByRole('region', { name: 'Movement' })).toContainText('No tag stands out yet.');
  await expect(page.getByText(/caus/i)).toHaveCount(1); // the description: "…not what causes what."
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
});

test('search as you type on the journal and reflections screens, highlighted and safe', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  const headers = authHeaders(user.sessionId);
  const post = (url: string, data: object) => request.post(url, { headers, data });
  await post('/api/journal-entries', {
    title: 'Tomatoes',
    content: 'The garden is full of tomatoes and basil.',
    mood: 8,
  });
  await post('/api/journal-entries', {
    content: '<img src=x onerror="window.hacked=1"> gardening <b>notes</b>',
    mood: 5,
  });
  await post('/api/journal-entries', { content: 'Quiet day inside.', mood: 5 });
  const entry = await (await post('/api/wellbeing-entries', scores(6))).json();
  await post('/api/dimension-reflections', {
    dimension: 'diet',
    score: 6,
    notes: 'More greens from the garden',
    reflection: null,
    wellbeingEntryId: entry.id,
  });

  await page.setViewportSize({ width: 320, height: 800 });
  await signIn(page, user.sessionId, '/journal');
  const box = page.getByRole('searchbox', { name: 'Search your journal' });
  await box.pressSequentially('gard');
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(results).toHaveCount(2);
  await expect(results.first()).toContainText('Tomatoes');
  await expect(results.first().locator('mark')).toHaveText(['garden']);
  // Markup in an entry is shown as text, never run.
  await expect(results.nth(1)).toContainText('<img src=x onerror="window.hacked=1"> gardening <b>notes</b>');
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  await expect(page.getByRole('status').filter({ hasText: '2 matches' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);

  await box.fill('"garden OR quiet');
  await expect(
    page.getByRole('status').filter({ hasText: 'No matches for “"garden OR quiet”' }),
  ).toBeVisible();
  await box.fill('tomatoes');
  await results.first().getByRole('button').click();
  await expect(page.getByRole('dialog', { name: 'Edit Entry' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/reflections?dimension=sleep');
  await page.getByRole('searchbox', { name: 'Search all reflections' }).fill('greens');
  await expect(results).toHaveCount(1);
  await expect(results.first()).toContainText('Diet');
  await results.first().getByRole('button').click();
  await expect(page).toHaveURL(/dimension=diet/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diet Reflections');
  await expectNoA11yViolations(page);
});
