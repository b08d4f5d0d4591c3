import { DIMENSIONS } from '../core/dimensions';
import { authHeaders, expect, expectNoA11yViolations, newUser, signUpViaApi, signIn, test } from './fixtures';

const REFLECTIONS = 25;

/** An entry for today and REFLECTIONS sleep reflections on it, oldest first ("Sleep note 1" … "25"). */
async function seedReflections(request: Parameters<typeof signUpViaApi>[0], sessionId: string) {
  const headers = authHeaders(sessionId);
  const entry = await request.post('/api/wellbeing-entries', {
    headers,
    data: {
      sleep: '6.0',
      exercise: '6.0',
      diet: '6.0',
      social: '6.0',
      achievements: '6.0',
      relationships: '6.0',
      creativity: '6.0',
      finance: '6.0',
    },
  });
  expect(entry.status()).toBe(201);
  const { id } = (await entry.json()) as { id: string };
  for (let i = 1; i <= REFLECTIONS; i++) {
    const res = await request.post('/api/dimension-reflections', {
      headers,
      data: { dimension: 'sleep', score: '6.0', notes: `Sleep note ${i}`, wellbeingEntryId: id },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

test('the reflections screen shows one page and "Load more reflections" brings the older ones', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The button alone (no scroll loading), as for a browser without IntersectionObserver.
  await page.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  const user = await signUpViaApi(request);
  await seedReflections(request, user.sessionId);
  const listRequests: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && r.url().includes('/api/dimension-reflections/sleep'))
      listRequests.push(r.url());
  });
  await signIn(page, user.sessionId, '/reflections?dimension=sleep');

  const cards = page.getByRole('list', { name: 'Sleep reflections' }).getByRole('article');
  await expect(cards).toHaveCount(20);
  await expect(cards.first()).toContainText(`Sleep note ${REFLECTIONS}`);
  expect(listRequests).toHaveLength(1);
  expect(listRequests[0]).toContain('limit=20');
  await expectNoA11yViolations(page);

  const more = page.getByRole('button', { name: 'Load more reflections' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(REFLECTIONS);
  // Focus moves to the first reflection that came in, so reading goes on from there.
  await expect(cards.nth(20)).toBeFocused();
  await expect(cards.nth(20)).toContainText('Sleep note 5');
  await expect(cards.last()).toContainText('Sleep note 1');
  await expect(more).toBeHidden();
  await expect(page.getByText(`That's every reflection (${REFLECTIONS}).`)).toBeVisible();
  expect(listRequests).toHaveLength(2);
  expect(listRequests[1]).toContain('before=');

  // A reflection on an older page can still be put into practice.
  const oldest = cards.last();
  const toggle = oldest.getByRole('switch', { name: 'Put Into Practice' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expectNoA11yViolations(page);
});

test('scrolling to the end of the reflections loads the older page by itself', async ({ page, request }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const user = await newUser(page, request, '/privacy-policy');
  await seedReflections(request, user.sessionId);
  await page.goto('/reflections?dimension=sleep');
  const cards = page.getByRole('list', { name: 'Sleep reflections' }).getByRole('article');
  await expect(cards).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more reflections' }).scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(REFLECTIONS);
  await expect(page.getByText(`That's every reflection (${REFLECTIONS}).`)).toBeVisible();
});

test('a search result older than the loaded page opens above the list, focused, and closes', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const user = await signUpViaApi(request);
  const headers = authHeaders(user.sessionId);
  await seedReflections(request, user.sessionId);
  // The oldest of 25 (not on the first page of 20) gets a word of its own.
  const all = (await (
    await request.get('/api/dimension-reflections/sleep?limit=200', { headers })
  ).json()) as { id: string; notes: string }[];
  const oldest = all.find((r) => r.notes === 'Sleep note 1');
  expect(oldest).toBeDefined();
  const edit = await request.patch(`/api/dimension-reflections/${oldest?.id}`, {
    headers,
    data: { notes: 'Sleep note 1: lavender on the pillow' },
  });
  expect(edit.status()).toBe(200);
  await signIn(page, user.sessionId, '/reflections?dimension=diet');

  await page.getByRole('searchbox', { name: 'Search all reflections' }).fill('lavender');
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(results).toHaveCount(1);
  await results.getByRole('button').click();

  await expect(page).toHaveURL(/dimension=sleep/);
  const found = page.getByRole('region', { name: 'From your search' });
  await expect(found).toBeFocused();
  await expect(found.getByRole('article')).toContainText('lavender on the pillow');
  // It is not one of the loaded cards: the list still holds the newest page only.
  const cards = page.getByRole('list', { name: 'Sleep reflections' }).getByRole('article');
  await expect(cards).toHaveCount(20);
  await expect(cards.filter({ hasText: 'lavender' })).toHaveCount(0);
  const toggle = found.getByRole('switch', { name: 'Put Into Practice' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expectNoA11yViolations(page);

  await found.getByRole('button', { name: 'Close' }).click();
  await expect(found).toBeHidden();
});

test('the open area’s chip is in view on a phone, and every area shows on a wide screen', async ({
  page,
  request,
}) => {
  await newUser(page, request, '/reflections?dimension=finance');
  const areas = page.getByRole('navigation', { name: 'Areas' });
  const chip = (name: string) => areas.getByRole('link', { name, exact: true });
  const inView = async (name: string, width: number) => {
    const box = await chip(name).boundingBox();
    return box !== null && box.x >= 0 && box.x + box.width <= width;
  };
  for (const width of [320, 360, 390]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/reflections?dimension=finance');
    await expect(chip('Finance')).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => inView('Finance', width)).toBe(true);
    // The page itself did not move sideways or down to get there.
    expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);
    await chip('Sleep').scrollIntoViewIfNeeded();
    await chip('Sleep').click();
    await expect(chip('Sleep')).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => inView('Sleep', width)).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/reflections?dimension=sleep');
  for (const { label: name } of DIMENSIONS) {
    await expect.poll(() => inView(name, 1280), name).toBe(true);
  }
});
