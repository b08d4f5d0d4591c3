import type { Page, Request, Response } from '@playwright/test';
import { authHeaders, expect, expectNoA11yViolations, signIn, signUpViaApi, test } from './fixtures';
import { addDays, londonToday } from './progress-seed';
import { QUESTIONS, setSlider, wheelSegment } from './wheel-helpers';

/** Every API request the page makes while `action` runs, as "METHOD /path". */
async function apiRequestsDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${request.method()} ${url.pathname}`);
  };
  page.on('request', onRequest);
  try {
    await action();
  } finally {
    page.off('request', onRequest);
  }
  return seen;
}

/**
 * Signs in on /app and waits for the idle prefetch for offline use (decision 152), which reads the
 * main screens a few seconds after the start, so that only what a save sets off is counted later:
 * until its journal read has been answered and then no API request has come or gone for a second
 * (its reads go one after another).
 */
async function signInAfterPrefetch(page: Page, sessionId: string): Promise<void> {
  let prefetched = false;
  let lastSeen = Date.now();
  const onRequest = (r: Request) => {
    if (r.url().includes('/api/')) lastSeen = Date.now();
  };
  const onResponse = (r: Response) => {
    if (!r.url().includes('/api/')) return;
    lastSeen = Date.now();
    if (r.url().includes('/api/journal-entries')) prefetched = true;
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  try {
    await signIn(page, sessionId, '/app');
    await expect.poll(() => prefetched, { timeout: 25_000 }).toBe(true);
    await expect.poll(() => Date.now() - lastSeen, { timeout: 15_000 }).toBeGreaterThan(1000);
  } finally {
    page.off('request', onRequest);
    page.off('response', onResponse);
  }
}

async function rateViaApi(
  request: Parameters<typeof signUpViaApi>[0],
  sessionId: string,
  day: string,
  dimension: string,
  score: string,
) {
  const response = await request.put(`/api/days/${day}/ratings/${dimension}`, {
    headers: authHeaders(sessionId),
    data: { score },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** No horizontal scrolling at the current width. */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

function longDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

test('rating from the wheel is exactly one request per save, with or without a reflection', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  await signInAfterPrefetch(page, user.sessionId);
  await expect(wheelSegment(page, 'Sleep')).toBeVisible();

  for (const [label, texts] of [
    ['Sleep', {}],
    ['Diet', { notes: 'More vegetables this week.' }],
  ] as const) {
    await wheelSegment(page, label).click();
    const dialog = page.getByRole('dialog', { name: label });
    await expect(dialog).toHaveAccessibleDescription(/^Rating for Today, /);
    await setSlider(page, QUESTIONS[label] as string, 5, 8);
    if ('notes' in texts) await dialog.getByLabel('Notes').fill(texts.notes);
    const requests = await apiRequestsDuring(page, async () => {
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: `${label} score updated successfully` }),
      ).toBeVisible();
      await expect(wheelSegment(page, label)).toHaveAccessibleName(new RegExp(`^${label}, 8\\.0 out of 10`));
      // Let anything the save set off (refetches) start before counting.
      await page.waitForTimeout(300);
    });
    // One request: the answer carries the entry, the reflection and the user (streak), and the cache
    // is updated from it — nothing is read again.
    expect(requests).toEqual([`PUT /api/days/${londonToday()}/ratings/${label.toLowerCase()}`]);
  }
  const reflections = (await (
    await request.get('/api/dimension-reflections/diet', { headers: authHeaders(user.sessionId) })
  ).json()) as { notes: string }[];
  expect(reflections.map((r) => r.notes)).toEqual(['More vegetables this week.']);
});

test('back-fill yesterday from the calendar: the streak rises and the celebration shows once, across devices', async ({
  page,
  browser,
  request,
}) => {
  const user = await signUpViaApi(request);
  const today = londonToday();
  const yesterday = addDays(today, -1);
  // Active two days ago and today: two runs of one day, with yesterday missing between them.
  await rateViaApi(request, user.sessionId, addDays(today, -2), 'sleep', '6.0');
  await rateViaApi(request, user.sessionId, today, 'diet', '7.0');

  await signInAfterPrefetch(page, user.sessionId);
  await expect(page.getByRole('img', { name: '1-day streak' })).toBeVisible();
  await page.getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByText(/Current streak\s*1 day/)).toBeVisible();

  // The month shows numbers, not only colours; yesterday has nothing yet.
  await page
    .getByRole('link', { name: new RegExp(`^Yesterday, ${longDay(yesterday)}: no Overall score`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/calendar/${yesterday}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(longDay(yesterday));
  await expect(page.getByRole('heading', { name: 'Rate this day' })).toBeVisible();
  await expectNoA11yViolations(page);

  const rateSleep = page.getByRole('button', { name: 'Rate Sleep for this day' });
  await rateSleep.click();
  const dialog = page.getByRole('dialog', { name: 'Sleep' });
  await expect(dialog).toHaveAccessibleDescription(`Rating for Yesterday, ${longDay(yesterday)}`);
  await expect(dialog.getByTestId('day-field-status')).toHaveText(`Editing Yesterday, ${longDay(yesterday)}`);
  await expect(dialog.getByLabel('Day of this rating')).toHaveValue(yesterday);
  // Focus moved into the sheet.
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await setSlider(page, QUESTIONS.Sleep as string, 5, 8.5);
  const requests = await apiRequestsDuring(page, async () => {
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Sleep score updated successfully' }),
    ).toBeVisible();
  });
  // The save itself is one request; the celebration's mark (POST /api/user/celebrations) may follow.
  expect(requests.filter((r) => r !== 'POST /api/user/celebrations')).toEqual([
    `PUT /api/days/${yesterday}/ratings/sleep`,
  ]);

  // Three days in a row now: the account celebrates, once.
  const celebration = page.getByRole('dialog', { name: '3-Day Streak!' });
  await expect(celebration).toBeVisible();
  await celebration.getByRole('button', { name: 'Keep Going!' }).click();
  await expect(celebration).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Scores' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Sleep, 8.5 out of 10, Doing Well. Change it' }),
  ).toBeVisible();
  // Carried forward from the day before, not 5.0.
  const list = (await (
    await request.get('/api/wellbeing-entries', { headers: authHeaders(user.sessionId) })
  ).json()) as { day: string; sleep: string; diet: string }[];
  expect(list.find((e) => e.day === yesterday)).toMatchObject({ sleep: '8.5', diet: '5.0' });

  const me = (await (await request.get('/api/user', { headers: authHeaders(user.sessionId) })).json()) as {
    currentStreak: number;
    longestStreak: number;
    pendingMilestone: number | null;
  };
  expect(me).toMatchObject({ currentStreak: 3, longestStreak: 3, pendingMilestone: null });

  await page.getByRole('link', { name: 'Back to the calendar' }).click();
  await expect(page.getByText(/Current streak\s*3 days/)).toBeVisible();
  await expect(
    page.getByRole('link', {
      name: new RegExp(`^Yesterday, ${longDay(yesterday)}: Overall 5\\.4, Room to Flourish`),
    }),
  ).toBeVisible();

  // A second device (its own browser storage) does not repeat it.
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await signIn(second, user.sessionId, '/app');
    await expect(second.getByRole('img', { name: '3-day streak' })).toBeVisible();
    await second.waitForTimeout(500);
    await expect(second.getByRole('dialog')).toHaveCount(0);
    expect(await second.evaluate(() => localStorage.getItem('shownStreakCelebrations'))).toBeNull();
  } finally {
    await other.close();
  }
  // Nor does this one, after a reload.
  await page.reload();
  await expect(page.getByText(/Current streak\s*3 days/)).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('calendar: month and year views at 320 px, keyboard in the year in pixels, axe-clean', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  const today = londonToday();
  await rateViaApi(request, user.sessionId, addDays(today, -3), 'sleep', '9.5');
  await rateViaApi(request, user.sessionId, addDays(today, -1), 'finance', '2.0');
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(page, user.sessionId, '/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Month', pressed: true })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('month-320.png'), fullPage: true });
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);

  // Colour by one area: the number is in the cell's name and on screen.
  await page.getByLabel('Colour by').selectOption('sleep');
  await expect(page).toHaveURL(/metric=sleep/);
  const seeded = addDays(today, -3);
  if (seeded.slice(0, 7) === today.slice(0, 7)) {
    await expect(
      page.getByRole('link', { name: new RegExp(`${longDay(seeded)}: Sleep 9\\.5, Thriving`) }),
    ).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Next month' })).toBeDisabled();

  await page.getByRole('button', { name: 'Year' }).click();
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('year-320.png'), fullPage: true });
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);
  await expect(page.getByRole('button', { name: 'Next year' })).toBeDisabled();

  // One tab stop (today), arrows move by day and month, the readout says the number, Enter opens.
  const todayCell = grid.locator(`[data-day="${today}"]`);
  await expect(todayCell).toHaveAttribute('tabindex', '0');
  await todayCell.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(grid.locator(`[data-day="${seeded}"]`)).toBeFocused();
  await expect(page.getByText('Sleep 9.5, Thriving', { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  // Never past today.
  await expect(todayCell).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/calendar/${addDays(today, -1)}$`));
  await expect(
    page.getByRole('button', { name: 'Finance, 2.0 out of 10, Needs Nurturing. Change it' }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('day-320.png'), fullPage: true });
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);

  // A future or malformed day is not a page to edit.
  await page.goto(`/calendar/${addDays(today, 1)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Day not found' })).toBeVisible();
});

test('journal and quick check-in for a past day; focus returns to what opened the dialog', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  const today = londonToday();
  const day = addDays(today, -5);
  await signIn(page, user.sessionId, `/calendar/${day}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(longDay(day));

  const write = page.getByRole('button', { name: 'Write about this day' });
  await write.click();
  const dialog = page.getByRole('dialog', { name: 'New Journal Entry' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expect(dialog.getByTestId('day-field-status')).toHaveText(`Editing ${longDay(day)}`);
  await expectNoA11yViolations(page);
  // A future day cannot be chosen: the next-day button stops at today and a typed one is refused.
  await dialog.getByLabel('Day of this entry').fill(addDays(today, 1));
  await expect(dialog.getByTestId('day-field-status')).toHaveText(
    'You can only fill in today or an earlier day.',
  );
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByLabel('Day of this entry').fill(day);
  await dialog.getByLabel("What's on your mind?").fill('A quiet walk by the river.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Journal entry created successfully' }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(write).toBeFocused();
  await expect(page.getByText('A quiet walk by the river.')).toBeVisible();
  const entries = (await (
    await request.get('/api/journal-entries', { headers: authHeaders(user.sessionId) })
  ).json()) as { day: string }[];
  expect(entries.map((e) => e.day)).toEqual([day]);

  // The toast sits above the bottom navigation (decision 259) and a hovering pointer pauses it: dismiss it.
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  await page.getByRole('link', { name: 'Add a check-in for this day' }).click();
  await expect(page).toHaveURL(new RegExp(`/quick-checkin\\?day=${day}$`));
  const status = page.getByTestId('day-field-status');
  await expect(status).toHaveText(`Adding a check-in to ${longDay(day)}`);
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(status).toHaveText(`Adding a check-in to ${longDay(addDays(day, 1))}`);
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(status).toHaveText(`Adding a check-in to ${longDay(day)}`);
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: "That's it! Quick check-in complete" }),
  ).toBeVisible();
  const checkins = (await (
    await request.get('/api/quick-checkins', { headers: authHeaders(user.sessionId) })
  ).json()) as { day: string }[];
  expect(checkins.map((c) => c.day)).toEqual([day]);
});
