import { weekStartOf } from '../core/dates';
import type { ApiPeriodReport } from '../core/schemas/reports';
import { authHeaders, expect, expectNoA11yViolations, newUser, test } from './fixtures';
import { enGbDay } from './dates';
import { addDays, londonToday, scores, seedEntries, seedQuickCheckins } from './progress-seed';
import type { Locator, Page } from '@playwright/test';

const AREAS = [
  'Sleep',
  'Movement',
  'Diet',
  'Social',
  'Achievements',
  'Relationships',
  'Creativity',
  'Finance',
];

/** "15 – 21 Jun 2026", "29 Jun – 5 Jul 2026" and friends, as an en-GB browser names a week. */
function weekLabel(monday: string): RegExp {
  const sunday = addDays(monday, 6);
  const day = (d: string) => enGbDay(d, { day: 'numeric' });
  const dayMonth = (d: string) => enGbDay(d, { day: 'numeric', month: 'short' });
  const start =
    monday.slice(0, 7) === sunday.slice(0, 7)
      ? day(monday)
      : monday.slice(0, 4) === sunday.slice(0, 4)
        ? dayMonth(monday)
        : enGbDay(monday, { day: 'numeric', month: 'short', year: 'numeric' });
  return new RegExp(`^${start} – ${dayMonth(sunday)}`);
}

function seedTwoWeeks(userId: string) {
  const thisWeek = weekStartOf(londonToday());
  const lastWeek = addDays(thisWeek, -7);
  seedEntries(userId, [
    // Last week, two days: sleep 4.5, Movement 6.5, every other area 5.5; overall 44 / 8 = 5.5.
    { day: lastWeek, scores: scores(5, { sleep: 4, exercise: 6 }) },
    { day: addDays(lastWeek, 1), scores: scores(6, { sleep: 5, exercise: 7 }) },
    // This week (its Monday, which is never after today): overall 48 / 8 = 6.0.
    { day: thisWeek, scores: scores(6, { sleep: 7, exercise: 5.5, diet: 5.5 }) },
  ]);
  seedQuickCheckins(userId, [
    { day: lastWeek, coreFeeling: 4 },
    { day: addDays(lastWeek, 2), coreFeeling: 5 },
    { day: thisWeek, coreFeeling: 6.5 },
  ]);
  return { thisWeek, lastWeek };
}

function weekly(page: Page): Locator {
  return page.getByRole('region', { name: 'Weekly Check-in' });
}
function monthly(page: Page): Locator {
  return page.getByRole('region', { name: 'Monthly Overview' });
}

/** Waits until neither report is loading, so checks see final figures. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText('Updating')).toHaveCount(0);
}

/** A table row's cells as shown: [previous, current, change]. */
async function expectRow(table: Locator, label: string, previous: string, current: string, change: string) {
  const row = table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: label, exact: true }) });
  const cells = row.getByRole('cell');
  // On a phone the change is also drawn (hidden from screen readers) under this period's figure.
  const shown = (value: string) => (value === '—' ? /^—\s*No data$/ : value);
  const first = (value: string) =>
    value === '—' ? /^—\s*No data/ : new RegExp(`^${value.replace('.', '\\.')}(\\s|$)`);
  await expect(cells.nth(0)).toHaveText(shown(previous), { useInnerText: true });
  await expect(cells.nth(1)).toHaveText(first(current), { useInnerText: true });
  await expect(cells.nth(2)).toContainText(change);
}

test('the weekly report shows exactly the seeded figures for this week and last week', async ({
  page,
  request,
}) => {
  const user = await newUser(page, request, '/reports');
  const { thisWeek, lastWeek } = seedTwoWeeks(user.user.id);
  await page.reload();

  const week = weekly(page);
  await expect(
    week.getByRole('group', { name: 'Choose week' }).getByText('This week', { exact: true }),
  ).toBeVisible();
  await expect(week.getByText(weekLabel(thisWeek))).toBeVisible();

  await expect(week.getByText('6.0/10')).toBeVisible();
  await expect(week.getByText('vs last week: 5.5')).toBeVisible();
  await expect(
    week.getByText("You're doing well and still growing this week. Take a moment to enjoy that."),
  ).toBeVisible();
  await expect(week.getByText('1 check-in · 1 quick check-in')).toBeVisible();

  const core = week.getByRole('table', { name: /^Core Feeling/ });
  await expect(core.getByRole('columnheader')).toHaveText(['Rating', 'Last week', 'This week', 'Change']);
  await expectRow(core, 'Core Feeling', '4.5', '6.5', '+2.0Up 2.0');

  const areas = week.getByRole('table', { name: /^Your 8 Areas/ });
  await expect(areas.getByRole('rowheader')).toHaveText(AREAS);
  await expectRow(areas, 'Sleep', '4.5', '7.0', '+2.5Up 2.5');
  await expectRow(areas, 'Movement', '6.5', '5.5', '-1.0Down 1.0');
  await expectRow(areas, 'Diet', '5.5', '5.5', '0.0No change');
  for (const label of ['Social', 'Achievements', 'Relationships', 'Creativity', 'Finance']) {
    await expectRow(areas, label, '5.5', '6.0', '+0.5Up 0.5');
  }

  await expect(week.getByRole('heading', { name: 'Your Strength Story' })).toBeVisible();
  await expect(week.getByText(/^Sleep grew the most this week, from 4\.5 to 7\.0\./)).toBeVisible();
  await expect(week.getByRole('heading', { name: 'One Pursuit, Many Wins' })).toBeVisible();
  await expect(week.getByText(/^Movement and Diet could use some extra care this week\./)).toBeVisible();
  await expect(week.getByRole('heading', { name: "This Week's Insight" })).toHaveCount(0);
  await settled(page);
  await expectNoA11yViolations(page);

  // One week back: last week's figures are now "current"; the week before has no data ("—").
  await week.getByRole('button', { name: 'Previous week' }).click();
  await expect(page).toHaveURL(new RegExp(`week=${lastWeek}`));
  await expect(
    week.getByRole('group', { name: 'Choose week' }).getByText('Last week', { exact: true }),
  ).toBeVisible();
  await expect(week.getByText(weekLabel(lastWeek))).toBeVisible();
  await expect(week.getByText('5.5/10')).toBeVisible();
  const back = week.getByRole('table', { name: /^Your 8 Areas/ });
  const twoBack = enGbDay(addDays(lastWeek, -7), { day: 'numeric', month: 'short' });
  const oneBack = enGbDay(lastWeek, { day: 'numeric', month: 'short' });
  await expect(back.getByRole('columnheader')).toHaveText([
    'Area',
    `w/c ${twoBack}`,
    `w/c ${oneBack}`,
    'Change',
  ]);
  await expectRow(back, 'Sleep', '—', '4.5', 'No comparison');
  await expectRow(back, 'Movement', '—', '6.5', 'No comparison');
  await expect(week.getByText('— means no check-ins yet in that period.')).toBeVisible();
  await expectRow(
    week.getByRole('table', { name: /^Core Feeling/ }),
    'Core Feeling',
    '—',
    '4.5',
    'No comparison',
  );
  await expect(week.getByText('2 check-ins · 2 quick check-ins')).toBeVisible();

  // Forward twice (no limit): next week has nothing yet.
  await week.getByRole('button', { name: 'Next week' }).click();
  await expect(
    week.getByRole('group', { name: 'Choose week' }).getByText('This week', { exact: true }),
  ).toBeVisible();
  await week.getByRole('button', { name: 'Next week' }).click();
  await expect(page).toHaveURL(new RegExp(`week=${addDays(thisWeek, 7)}`));
  await expect(
    week.getByRole('group', { name: 'Choose week' }).getByText('Next week', { exact: true }),
  ).toBeVisible();
  // A week that has not begun says so, rather than that nothing was checked in.
  await expect(week.getByText('Next week is still ahead.', { exact: false })).toBeVisible();
  await expect(week.getByText(/No check-ins yet/)).toHaveCount(0);
  await expect(week.getByRole('table')).toHaveCount(0);
  await week.getByRole('button', { name: 'Next week' }).click();
  await expect(page).toHaveURL(new RegExp(`week=${addDays(thisWeek, 14)}`));
  await expect(week.getByText(weekLabel(addDays(thisWeek, 14)))).toBeVisible();
  await settled(page);
  await expectNoA11yViolations(page);
});

test('the monthly report matches the server and moves a month at a time', async ({ page, request }) => {
  const user = await newUser(page, request, '/reports');
  seedTwoWeeks(user.user.id);
  await page.reload();
  const thisMonth = londonToday().slice(0, 7);
  const api = (await (
    await request.get(`/api/reports/monthly?month=${thisMonth}`, { headers: authHeaders(user.sessionId) })
  ).json()) as ApiPeriodReport;

  const month = monthly(page);
  const label = (m: string) => enGbDay(`${m}-15`, { month: 'long', year: 'numeric' });
  await expect(month.getByText(label(thisMonth))).toBeVisible();
  await expect(
    month.getByRole('group', { name: 'Choose month' }).getByText('This month', { exact: true }),
  ).toBeVisible();
  await expect(month.getByText(`${api.overall.current ?? '—'}/10`)).toBeVisible();
  const areas = month.getByRole('table', { name: /^Monthly Areas/ });
  await expect(areas.getByRole('columnheader')).toHaveText(['Area', 'Last month', 'This month', 'Change']);
  for (const area of api.areas) {
    await expectRow(
      areas,
      area.label,
      area.previous ?? '—',
      area.current ?? '—',
      area.change ?? 'No comparison',
    );
  }
  await expectRow(
    month.getByRole('table', { name: /^Monthly Core Feeling/ }),
    'Core Feeling',
    api.coreFeeling.previous ?? '—',
    api.coreFeeling.current ?? '—',
    api.coreFeeling.change ?? 'No comparison',
  );

  const shift = (m: string, n: number) => {
    const [y, mo] = m.split('-').map(Number) as [number, number];
    return new Date(Date.UTC(y, mo - 1 + n, 1)).toISOString().slice(0, 7);
  };
  await month.getByRole('button', { name: 'Previous month' }).click();
  await expect(page).toHaveURL(new RegExp(`month=${shift(thisMonth, -1)}`));
  await expect(month.getByText(label(shift(thisMonth, -1)))).toBeVisible();
  await expect(
    month.getByRole('group', { name: 'Choose month' }).getByText('Last month', { exact: true }),
  ).toBeVisible();
  for (let i = 0; i < 3; i += 1) await month.getByRole('button', { name: 'Previous month' }).click();
  await expect(page).toHaveURL(new RegExp(`month=${shift(thisMonth, -4)}`));
  await expect(month.getByText(label(shift(thisMonth, -4)))).toBeVisible();
  // Nothing was seeded that far back: every figure is a dash, never an invented 5.
  await expect(month.getByText(/^No check-ins yet this month\./)).toBeVisible();
  await expectRow(month.getByRole('table', { name: /^Monthly Areas/ }), 'Sleep', '—', '—', 'No comparison');
  await expect(month.getByText('— means no check-ins yet in that period.')).toBeVisible();
  // The weekly section did not move.
  await expect(
    weekly(page).getByRole('group', { name: 'Choose week' }).getByText('This week', { exact: true }),
  ).toBeVisible();
  await settled(page);
  await expectNoA11yViolations(page);

  for (let i = 0; i < 5; i += 1) await month.getByRole('button', { name: 'Next month' }).click();
  await expect(page).toHaveURL(new RegExp(`month=${shift(thisMonth, 1)}`));
  await expect(
    month.getByRole('group', { name: 'Choose month' }).getByText('Next month', { exact: true }),
  ).toBeVisible();

  // The period survives a reload (it lives in the address).
  await page.reload();
  await expect(monthly(page).getByText(label(shift(thisMonth, 1)), { exact: true })).toBeVisible();
});

test('reports screenshots', async ({ page, request }) => {
  const user = await newUser(page, request, '/reports');
  seedTwoWeeks(user.user.id);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.goto('/reports');
    await expect(weekly(page).getByText('6.0/10')).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `/tmp/shots/reports-${scheme}.png` });
    await page.screenshot({ path: `/tmp/shots/reports-full-${scheme}.png`, fullPage: true });
  }
});
