import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, signIn, signUpViaApi, test } from './fixtures';
import { seedThreeYears, THREE_YEARS } from './long-view-seed';

/**
 * The long view (decision 265) with three years of daily history: Progress over each range with the
 * real total, then every long-view screen at 320, 375, 390 and 1280 px in both themes — no sideways
 * scrolling, axe clean, screenshots in /tmp/shots.
 */
const DIR = '/tmp/shots';

async function threeYearUser(page: Page, request: Parameters<typeof signUpViaApi>[0], path: string) {
  const user = await signUpViaApi(request, { timeZone: 'Europe/London' });
  seedThreeYears(user.user.id);
  await signIn(page, user.sessionId, path);
  return user;
}

async function noSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

test('progress: each range gives its count and its chart, and the total is the real one', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await threeYearUser(page, request, '/progress');
  const overall = page.getByRole('region', { name: 'Overall Progress' });
  await expect(overall).toContainText(`Total entries${THREE_YEARS}`);

  const range = page.getByRole('group', { name: 'Range' });
  const count = page.getByText(/days? with an entry/);
  const chart = page.getByRole('img', { name: /Overall score and Sleep over time/ });
  const lines = chart.locator('path');
  for (const [label, text, weekly] of [
    ['30 days', '30 days with an entry in the last 30 days', false],
    ['90 days', '90 days with an entry in the last 90 days', false],
    ['1 year', '365 days with an entry in the last year', false],
    ['All', `${THREE_YEARS} days with an entry since`, true],
  ] as const) {
    await range.getByRole('radio', { name: label }).check();
    await expect(count).toContainText(text);
    await expect(chart).not.toHaveAttribute('aria-busy', 'true');
    // Two lines (overall and the chosen area), unbroken: a day every day.
    await expect(lines).toHaveCount(2);
    await expect(count).toContainText(weekly ? 'weekly means' : text);
    if (!weekly) await expect(count).not.toContainText('weekly');
  }
  // "All": weekly means; the axis is labelled by year.
  await expect(
    chart
      .locator('text')
      .filter({ hasText: /^20\d\d$/ })
      .first(),
  ).toBeVisible();
  await page.getByLabel('Compare with').selectOption({ label: 'Core Feeling' });
  await expect(page.getByRole('img', { name: /Overall score and Core Feeling over time/ })).toBeVisible();
  await page.getByText('Show as table').click();
  const table = page.getByRole('table', { name: 'Overall score and Core Feeling per week' });
  // 1095 days are 157 weeks, or 158 when they do not start on a Monday.
  await expect.poll(() => table.getByRole('row').count()).toBeGreaterThanOrEqual(158);
  await expectNoA11yViolations(page);

  // Keyboard: the range is one radio group.
  await range.getByRole('radio', { name: 'All' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(range.getByRole('radio', { name: '1 year' })).toBeChecked();
  await expect(count).toContainText('365 days with an entry in the last year');
});

test('reports: back to this week and this month after paging away, and a period ahead says so', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await threeYearUser(page, request, '/reports');
  const weekly = page.getByRole('region', { name: 'Weekly Check-in' });
  const monthly = page.getByRole('region', { name: 'Monthly Overview' });
  await expect(weekly.getByRole('button', { name: 'This week' })).toHaveCount(0);
  for (let i = 0; i < 3; i++) await weekly.getByRole('button', { name: 'Previous week' }).click();
  // Thirty months back by the address, as a reload or a shared link would.
  const today = await page.evaluate(() => new Date().toISOString().slice(0, 7));
  const [y, m] = today.split('-').map(Number) as [number, number];
  const back30 = new Date(Date.UTC(y, m - 1 - 30, 1)).toISOString().slice(0, 7);
  await page.goto(
    `/reports?month=${back30}&week=${(await page.evaluate(() => location.search)).match(/week=([\d-]+)/)?.[1]}`,
  );
  await expect(monthly.getByRole('table', { name: /^Monthly Areas/ })).toBeVisible();

  await weekly.getByRole('button', { name: 'This week' }).click();
  await expect(
    weekly.getByRole('group', { name: 'Choose week' }).getByText('This week', { exact: true }),
  ).toBeVisible();
  await expect(weekly.getByRole('heading', { name: 'Weekly Check-in' })).toBeFocused();
  await expect(weekly.getByRole('button', { name: 'This week' })).toHaveCount(0);

  await monthly.getByRole('button', { name: 'This month' }).click();
  await expect(page).toHaveURL(new RegExp(`month=${today}`));
  await expect(
    monthly.getByRole('group', { name: 'Choose month' }).getByText('This month', { exact: true }),
  ).toBeVisible();
  await expect(monthly.getByRole('heading', { name: 'Monthly Overview' })).toBeFocused();

  // Ahead: next month has no report yet, and says why.
  await monthly.getByRole('button', { name: 'Next month' }).click();
  await expect(
    monthly.getByText(/is still ahead\. Its report fills in as you check in through the month\./),
  ).toBeVisible();
  await expect(monthly.getByText(/No check-ins yet/)).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('year in pixels: a tap shows that day where the finger is, and Escape gives the focus back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await threeYearUser(page, request, '/calendar?view=year');
  await expect(page.getByText('Loading your days')).toHaveCount(0);
  const day = page.locator('[role="gridcell"][data-day$="-03-10"]');
  const iso = await day.getAttribute('data-day');
  await day.click();
  const popover = page.getByRole('dialog');
  await expect(popover).toBeVisible();
  await expect(popover).toContainText(
    /Overall \d+\.\d, (Thriving|Doing Well|Room to Flourish|Needs Nurturing)/,
  );
  const open = popover.getByRole('link', { name: 'Open this day' });
  await expect(open).toBeFocused();
  // Where the finger is: the popover touches the tapped square's column.
  const [cellBox, popBox] = [await day.boundingBox(), await popover.boundingBox()];
  expect(cellBox && popBox).toBeTruthy();
  if (cellBox && popBox) {
    expect(popBox.x).toBeLessThanOrEqual(cellBox.x + cellBox.width);
    expect(popBox.x + popBox.width).toBeGreaterThanOrEqual(cellBox.x);
    expect(Math.abs(popBox.y - (cellBox.y + cellBox.height))).toBeLessThan(20);
  }
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  await expect(day).toBeFocused();

  await day.click();
  await page.getByRole('dialog').getByRole('link', { name: 'Open this day' }).click();
  await expect(page).toHaveURL(new RegExp(`/calendar/${iso}$`));
});

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [320, 375, 390, 1280]) {
    test(`the long view fits ${width} px in ${scheme} mode`, async ({ page, request }) => {
      test.setTimeout(240_000);
      mkdirSync(DIR, { recursive: true });
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 844 });
      await threeYearUser(page, request, '/progress');
      const shot = async (name: string) => {
        await page.waitForTimeout(300);
        await noSidewaysScroll(page, `${name} at ${width}px`);
        await expectNoA11yViolations(page);
        await page.screenshot({ path: `${DIR}/i32-${name}-${width}-${scheme}.png`, fullPage: true });
      };
      await page.goto('/progress');
      await expect(page.getByText(`Total entries${THREE_YEARS}`)).toBeVisible();
      await page.getByRole('radio', { name: 'All' }).check();
      await expect(page.getByText(/weekly means/)).toBeVisible();
      await shot('progress-all');
      await page.getByTestId('trend').screenshot({ path: `${DIR}/i32-trend-${width}-${scheme}.png` });

      await page.goto('/reports');
      await expect(page.getByRole('table', { name: /^Your 8 Areas/ })).toBeVisible();
      for (const table of await page.getByRole('table').all()) {
        const fits = await table.evaluate((t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0));
        expect(fits, `a report table at ${width}px is wider than its card`).toBe(true);
      }
      await shot('reports');

      await page.goto('/calendar?view=year');
      await expect(page.getByRole('grid')).toBeVisible();
      await expect(page.getByText('Loading your days')).toHaveCount(0);
      const cell = page.locator('[role="gridcell"][data-day]').first();
      const box = await cell.boundingBox();
      expect(box && Math.abs(box.width - box.height), `year pixels at ${width}px are square`).toBeLessThan(1);
      await shot('calendar-year');
      await page.goto('/calendar');
      await expect(page.getByRole('table')).toBeVisible();
      await shot('calendar-month');

      await page.goto('/what-moves');
      await expect(page.getByRole('region', { name: 'Sleep' })).toContainText('strong link');
      await shot('what-moves');
    });
  }
}
