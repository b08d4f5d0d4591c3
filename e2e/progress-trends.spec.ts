import { readFile } from 'node:fs/promises';
import { expect, expectNoA11yViolations, newUser, test } from './fixtures';
import { longDay, shortDay } from './dates';
import { addDays, londonToday, scores, seedEntries } from './progress-seed';

const EXPORT_KEYS = [
  'date',
  'overallScore',
  'sleep',
  'exercise',
  'diet',
  'social',
  'achievements',
  'relationships',
  'creativity',
  'finance',
  'notes',
];

function seedThreeDays(userId: string) {
  const today = londonToday();
  const days = [addDays(today, -2), addDays(today, -1), today];
  seedEntries(userId, [
    { day: days[0] as string, scores: scores(5, { sleep: 3 }), notes: 'First try' },
    { day: days[1] as string, scores: scores(6, { sleep: 4, exercise: 7, social: 6 }) },
    {
      // Against the day before: sleep +1.0, Movement -1.0, diet +0.5 and social -0.5 are Stable
      // (the threshold is 0.5, exclusive), the rest unchanged.
      day: days[2] as string,
      scores: scores(6, { sleep: 5, exercise: 6, diet: 6.5, social: 5.5 }),
      notes: 'Slept better.\nMore to do.',
    },
  ]);
  return { today, days };
}

test('progress shows the overall score, trends, recent entries and exports them', async ({
  page,
  request,
}) => {
  const user = await newUser(page, request, '/progress');
  await expect(page.getByRole('heading', { name: 'No progress data yet' })).toBeVisible();
  await expect(page.getByText('Start tracking your wellbeing to see progress')).toBeVisible();
  await expectNoA11yViolations(page);

  const { today, days } = seedThreeDays(user.user.id);
  await page.reload();

  // Overall Progress: newest overall (5+6+6.5+5.5+6*4)/8 = 47/8 = 5.875 → 5.9.
  const overall = page.getByRole('region', { name: 'Overall Progress' });
  await expect(overall).toContainText('5.9/10');
  await expect(overall).toContainText(`Last updated${shortDay(today)}`);
  await expect(overall).toContainText('Total entries3');

  const breakdown = page.getByRole('region', { name: 'Dimension Breakdown' });
  const expected: [string, string, string][] = [
    ['Sleep', '5.0/10', 'Improving'],
    ['Movement', '6.0/10', 'Declining'],
    ['Diet', '6.5/10', 'Stable'],
    ['Social', '5.5/10', 'Stable'],
    ['Achievements', '6.0/10', 'Stable'],
    ['Relationships', '6.0/10', 'Stable'],
    ['Creativity', '6.0/10', 'Stable'],
    ['Finance', '6.0/10', 'Stable'],
  ];
  const rows = breakdown.getByRole('listitem');
  await expect(rows).toHaveCount(8);
  for (const [i, [label, score, trend]] of expected.entries()) {
    await expect(rows.nth(i)).toHaveText(`${label}${score}${trend}`);
  }

  const recent = page.getByRole('region', { name: 'Recent Entries' }).getByRole('listitem');
  await expect(recent).toHaveCount(3);
  await expect(recent.nth(0)).toContainText('Latest');
  await expect(recent.nth(1)).not.toContainText('Latest');
  await expect(recent.nth(0)).toContainText(longDay(today));
  await expect(recent.nth(0)).toContainText('“Slept better.\nMore to do.”');
  await expect(recent.nth(0)).toContainText('59%');
  await expect(recent.nth(2)).toContainText('“First try”');
  await expect(recent.nth(2)).toContainText('4.8/10'); // (3 + 5 × 7) / 8 = 4.75, rounded half up
  await expect(recent.nth(2)).toContainText('48%');

  // Trend chart: an image with a text alternative, and the same numbers as a table.
  const chart = page.getByRole('img', { name: /Overall score and Sleep over time/ });
  await expect(chart).toBeVisible();
  await page.getByLabel('Compare with').selectOption({ label: 'Movement' });
  await expect(page.getByRole('img', { name: /Overall score and Movement over time/ })).toBeVisible();
  // On a wide screen the chart is drawn at its width, one unit a pixel: its labels stay 11 px and it
  // does not grow taller than a phone's screen is wide.
  const drawn = () =>
    page.getByRole('img', { name: /over time/ }).evaluate((svg) => ({
      width: svg.getBoundingClientRect().width,
      height: svg.getBoundingClientRect().height,
      units: (svg as SVGSVGElement).viewBox.baseVal.width,
    }));
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(async () => Math.abs((await drawn()).units - (await drawn()).width)).toBeLessThan(1);
  expect((await drawn()).height).toBeLessThanOrEqual(240);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await drawn()).units).toBe(340);
  await page.getByText('Show as table').click();
  const table = page.getByRole('table', { name: 'Overall score and Movement per day' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(1)).toHaveText(`${shortDay(today)}5.96.0`);
  await expectNoA11yViolations(page);

  // Export: the spec's file name and fields, newest first.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Progress Data' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`wellbeing-data-${today}.json`);
  const rowsOut = JSON.parse(await readFile((await download.path()) as string, 'utf8')) as Record<
    string,
    unknown
  >[];
  expect(rowsOut).toHaveLength(3);
  for (const row of rowsOut) expect(Object.keys(row)).toEqual(EXPORT_KEYS);
  expect(rowsOut.map((r) => r.date)).toEqual([days[2], days[1], days[0]]);
  expect(rowsOut[0]).toEqual({
    date: today,
    overallScore: '5.9',
    sleep: '5.0',
    exercise: '6.0',
    diet: '6.5',
    social: '5.5',
    achievements: '6.0',
    relationships: '6.0',
    creativity: '6.0',
    finance: '6.0',
    notes: 'Slept better.\nMore to do.',
  });
  expect(rowsOut[1]?.notes).toBeNull();
  await expect(page.getByRole('status').filter({ hasText: 'Data exported successfully' })).toBeVisible();
});

test('progress screenshots', async ({ page, request }) => {
  const user = await newUser(page, request, '/progress');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.getByRole('heading', { name: 'No progress data yet' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/progress-empty-light.png' });
  const today = londonToday();
  const rows = Array.from({ length: 14 }, (_, i) => {
    const wave = Math.sin(i / 2);
    return {
      day: addDays(today, -(13 - i) * 2 + (i % 4 === 0 && i > 0 ? 1 : 0)),
      scores: scores(Math.round((5.5 + i * 0.15) * 2) / 2, {
        sleep: Math.round((5 + wave * 2.5) * 2) / 2,
        exercise: Math.round((4 + i * 0.3) * 2) / 2,
      }),
      notes:
        i === 13 ? 'A calmer week. Walked every morning.' : i === 11 ? 'Tired, but kind to myself.' : null,
    };
  });
  seedEntries(user.user.id, rows);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.goto('/progress');
    await expect(page.getByRole('heading', { name: 'Overall Progress' })).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/progress-${scheme}.png` });
    await page.screenshot({ path: `/tmp/shots/progress-full-${scheme}.png`, fullPage: true });
    await expectNoA11yViolations(page);
  }
});
