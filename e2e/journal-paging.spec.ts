import { authHeaders, expect, expectNoA11yViolations, newUser, test } from './fixtures';

const ENTRIES = 45;

test('/journal shows one page and loads older pages as the user scrolls', async ({ page, request }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const user = await newUser(page, request, '/privacy-policy');
  for (let i = 1; i <= ENTRIES; i++) {
    const res = await request.post('/api/journal-entries', {
      headers: authHeaders(user.sessionId),
      data: { title: `Entry number ${i}`, content: `Words of entry ${i}`, mood: 6 },
    });
    expect(res.status()).toBe(201);
  }
  const listRequests: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && r.url().includes('/api/journal-entries')) listRequests.push(r.url());
  });

  await page.goto('/journal');
  const articles = page.getByRole('list', { name: 'Journal entries' }).getByRole('article');
  // One page of 20, newest first; the DOM holds only that page.
  await expect(articles).toHaveCount(20);
  await expect(articles.first()).toHaveAccessibleName(`Entry number ${ENTRIES}`);
  expect(listRequests).toHaveLength(1);
  expect(listRequests[0]).toContain('limit=20');
  await expectNoA11yViolations(page);

  // Scrolling to the end loads the rest by itself, one page at a time.
  const more = page.getByRole('button', { name: 'Load more entries' });
  await more.scrollIntoViewIfNeeded();
  await expect(articles).toHaveCount(40);
  await page.mouse.wheel(0, 100_000);
  await expect(articles).toHaveCount(ENTRIES);
  await expect(articles.last()).toHaveAccessibleName('Entry number 1');
  await expect(page.getByText(`That's every entry (${ENTRIES}).`)).toBeVisible();
  await expect(more).toBeHidden();
  expect(listRequests).toHaveLength(3);
  const names = await articles.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(new Set(names).size).toBe(ENTRIES);
  await expectNoA11yViolations(page);
});

test('/journal draws its first entries, then the rest of the page, without moving anything', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 1600 });
  const user = await newUser(page, request, '/privacy-policy');
  for (let i = 1; i <= 25; i++) {
    const res = await request.post('/api/journal-entries', {
      headers: authHeaders(user.sessionId),
      data: { title: `Entry number ${i}`, content: `Words of entry ${i}`, mood: 6 },
    });
    expect(res.status()).toBe(201);
  }
  // The number of entries the list held when it first appeared, and every layout shift after that.
  await page.addInitScript(() => {
    const w = window as unknown as { firstDrawn?: number; shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        w.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((_, observer) => {
      const drawn = document.querySelectorAll('[data-journal-entry]').length;
      if (drawn === 0) return;
      w.firstDrawn = drawn;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/journal');
  const articles = page.getByRole('list', { name: 'Journal entries' }).getByRole('article');
  await expect(articles).toHaveCount(20);
  await expect(page.getByRole('button', { name: 'Load more entries' })).toBeVisible();
  // The render that shows the list draws a screenful (decision 525); the other 16 come in a transition.
  expect(await page.evaluate(() => (window as unknown as { firstDrawn?: number }).firstDrawn)).toBe(4);
  const names = await articles.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(names).toEqual(Array.from({ length: 20 }, (_, i) => `Entry number ${25 - i}`));
  // "Load more" waits for the whole page, so neither it nor anything else was pushed down.
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
});

test('"Load more entries" works without scroll loading and moves focus to the first new entry', async ({
  page,
  request,
}) => {
  // A browser without IntersectionObserver (or a user who never scrolls) has the button alone.
  await page.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  const user = await newUser(page, request, '/privacy-policy');
  for (let i = 1; i <= 25; i++) {
    const res = await request.post('/api/journal-entries', {
      headers: authHeaders(user.sessionId),
      data: { title: `Entry number ${i}`, content: `Words of entry ${i}`, mood: 6 },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/journal');
  const articles = page.getByRole('list', { name: 'Journal entries' }).getByRole('article');
  await expect(articles).toHaveCount(20);
  const more = page.getByRole('button', { name: 'Load more entries' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(articles).toHaveCount(25);
  await expect(articles.nth(20)).toBeFocused();
  await expect(articles.nth(20)).toHaveAccessibleName('Entry number 5');
  await expect(more).toBeHidden();
  await expect(page.getByText("That's every entry (25).")).toBeVisible();
});

test('a write refused by the per-account limit shows a kind toast and keeps what was typed', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await newUser(page, request, '/journal');
  const message =
    "You're saving faster than Tend can keep up with. Please wait a moment and try again — nothing you wrote is lost.";
  // The server's answer when WRITE_MAX_PER_USER is used up (server/plugins/write-limit.test.ts).
  await page.route('**/api/journal-entries', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 429,
          headers: { 'Retry-After': '30', 'content-type': 'application/json' },
          body: JSON.stringify({ message }),
        })
      : route.fallback(),
  );

  await page.getByRole('button', { name: 'Write Your First Entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Journal Entry' });
  await dialog.getByLabel('Title').fill('Kept safe');
  await dialog.getByLabel("What's on your mind?").fill('Every word of this stays.');
  await dialog.getByRole('button', { name: 'Save' }).click();

  const alert = page.getByRole('alert').filter({ hasText: message });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('One moment, please');
  await expect(page.getByText('Failed to create journal entry')).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue('Kept safe');
  await expect(dialog.getByLabel("What's on your mind?")).toHaveValue('Every word of this stays.');

  // Once the minute has passed, the same Save goes through.
  await page.unroute('**/api/journal-entries');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Journal entry created successfully' }),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: 'Kept safe' })).toBeVisible();
});

test('a search result older than the loaded page opens in the editor', async ({ page, request }) => {
  const user = await newUser(page, request, '/privacy-policy');
  const headers = authHeaders(user.sessionId);
  const oldest = await request.post('/api/journal-entries', {
    headers,
    data: { title: 'The marmalade day', content: 'We made marmalade with the last oranges.', mood: 8 },
  });
  expect(oldest.status()).toBe(201);
  for (let i = 1; i <= 25; i++) {
    const res = await request.post('/api/journal-entries', {
      headers,
      data: { title: `Entry number ${i}`, content: `Words of entry ${i}`, mood: 6 },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/journal');
  const articles = page.getByRole('list', { name: 'Journal entries' }).getByRole('article');
  await expect(articles).toHaveCount(20);
  await expect(articles.filter({ hasText: 'marmalade' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search your journal' }).fill('marmalade');
  const result = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(result).toHaveCount(1);
  await result.getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Edit Entry' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/Title/)).toHaveValue('The marmalade day');
  await expect(dialog.getByLabel("What's on your mind?")).toHaveValue(
    'We made marmalade with the last oranges.',
  );
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
