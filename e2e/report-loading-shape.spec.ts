import { weekStartOf } from '../core/dates';
import { expect, newUser, test } from './fixtures';
import { addDays, londonToday, scores, seedEntries, seedQuickCheckins } from './progress-seed';
import type { Page } from '@playwright/test';

/**
 * A report's loading shape (decisions 315, 507, 508): while the weekly and monthly reports load, each
 * section holds its place with the report's cards drawn as grey shapes, its tables' rows as the lines
 * that size them. The tables' cards are exactly the height of the figures that replace them, at a
 * phone's widths and a desktop's, nothing on screen moves when the reports arrive, and the shape stays
 * a fraction of the report's elements.
 */

/** The height of each card of the weekly section's body (the loading shape's, or the report's). */
function cardHeights(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const section = document.querySelector('section[aria-labelledby="week-report-heading"]');
    const body = section?.lastElementChild;
    const cards = body?.firstElementChild?.hasAttribute('aria-hidden')
      ? body.firstElementChild.children
      : body?.children;
    return [...(cards ?? [])].map((c) => Math.round(c.getBoundingClientRect().height * 10) / 10);
  });
}

function elementsIn(page: Page, kind: 'week' | 'month'): Promise<number> {
  return page.evaluate(
    (k) =>
      document.querySelector(`section[aria-labelledby="${k}-report-heading"]`)!.querySelectorAll('*').length,
    kind,
  );
}

for (const width of [320, 390, 1280]) {
  test(`the reports' loading shape holds their place at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const user = await newUser(page, request, '/app');
    const thisWeek = weekStartOf(londonToday());
    const lastWeek = addDays(thisWeek, -7);
    seedEntries(user.user.id, [
      { day: lastWeek, scores: scores(5, { sleep: 4, exercise: 6 }) },
      { day: thisWeek, scores: scores(6, { sleep: 7, exercise: 5.5 }) },
    ]);
    seedQuickCheckins(user.user.id, [
      { day: lastWeek, coreFeeling: 4 },
      { day: thisWeek, coreFeeling: 6.5 },
    ]);

    // The reports wait until the shape has been looked at.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/reports\/(weekly|monthly)/, async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          w.shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/reports');
    await expect(page.getByText('Loading the weekly report')).toBeAttached();
    await expect(page.getByText('Loading the monthly report')).toBeAttached();
    const shape = await cardHeights(page);
    const shapeElements = { week: await elementsIn(page, 'week'), month: await elementsIn(page, 'month') };
    const shiftsBefore = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);

    release();
    await expect(page.getByText('Loading the weekly report')).toHaveCount(0);
    await expect(page.getByText('Loading the monthly report')).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Weekly Check-in' }).getByText('vs last week: 5.0'),
    ).toBeVisible();
    const drawn = await cardHeights(page);
    const drawnElements = { week: await elementsIn(page, 'week'), month: await elementsIn(page, 'month') };

    // The core feeling's and the areas' tables: the same height, row for row.
    expect(shape[1]).toBe(drawn[1]);
    expect(shape[2]).toBe(drawn[2]);
    // Nothing in sight moved as the reports arrived.
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    expect(shifts - shiftsBefore).toBeLessThan(0.005);
    // The shape is about half the report's elements (it was as many: the report itself, drawn grey).
    expect(shapeElements.week).toBeLessThan(drawnElements.week * 0.6);
    expect(shapeElements.month).toBeLessThan(drawnElements.month * 0.6);
  });
}
