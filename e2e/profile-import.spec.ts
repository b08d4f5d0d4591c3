import { authHeaders, expect, expectNoA11yViolations, newUser, signIn, signUpViaApi, test } from './fixtures';
import { addDays, londonToday } from './progress-seed';

// Renamed moods, a quoted multi-line note, emoji and two entries on one day.
const DAYLIO = [
  'full_date,date,weekday,time,mood,activities,note_title,note',
  '2026-06-12,June 12,Friday,9:15 pm,over the moon 🌙,family | reading,Great day,"Dinner with ""Mum"",',
  'then a walk 🌱"',
  '2026-06-12,June 12,Friday,8:05 am,meh,,,',
  '2026-06-11,June 11,Thursday,23:40,rough,work,,Long day',
].join('\n');

test('import a Daylio file: preview, map moods, confirm, summary; at 320 px with no axe violations', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  const user = await newUser(page, request, '/profile');
  await page.getByRole('link', { name: 'Import data' }).click();
  await expect(page).toHaveURL(/\/import$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Import data');
  await expectNoA11yViolations(page);

  await page.getByLabel('File to import').setInputFiles({
    name: 'daylio_export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(DAYLIO, 'utf8'),
  });
  await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible();
  await expect(page.getByText('Daylio export (CSV).')).toBeVisible();
  const row = (name: string) => page.getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(row('Quick check-ins')).toContainText('3');
  await expect(row('Journal entries')).toContainText('2');

  // Daylio's own "meh" has a default; the renamed moods must be chosen before importing.
  await expect(page.getByLabel(/^meh/)).toHaveValue('5');
  const importButton = page.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeDisabled();
  await expect(page.getByText('Choose a core feeling for every mood to continue (2 left).')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel(/^over the moon 🌙/).selectOption('10');
  await page.getByLabel(/^rough/).selectOption('2.5');
  await importButton.click();

  await expect(page.getByRole('heading', { name: 'Import complete' })).toBeVisible();
  await expect(row('Quick check-ins')).toContainText('3');
  await expectNoA11yViolations(page);
  const horizontal = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(horizontal).toBeLessThanOrEqual(320);

  const checkins = (await (
    await request.get('/api/quick-checkins', { headers: authHeaders(user.sessionId) })
  ).json()) as { coreFeeling: string }[];
  expect(checkins.map((c) => c.coreFeeling).sort()).toEqual(['10.0', '2.5', '5.0']);
  const journal = (await (
    await request.get('/api/journal-entries', { headers: authHeaders(user.sessionId) })
  ).json()) as { title: string | null; content: string }[];
  expect(journal[0]).toMatchObject({
    title: 'Great day',
    content: 'Dinner with "Mum",\nthen a walk 🌱',
  });

  await page.getByRole('link', { name: 'Back to Profile' }).last().click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('switch from Daylio at 390 px: moods come mapped, activities become tags What moves reads', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request, { timeZone: 'Europe/London' });
  const today = londonToday();
  // Eight days: "exercise" on the four rad ones, "work" on the four bad ones; a BOM, no header line.
  const rows = Array.from({ length: 8 }, (_, i) => {
    const day = addDays(today, -(i + 1));
    return i < 4 ? `${day},x,x,7:30 pm,rad,"exercise | Exercise",""` : `${day},x,x,08:10,bad,work,""`;
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, user.sessionId, '/import');
  await page.getByLabel('File to import').setInputFiles({
    name: 'daylio_export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${rows.join('\r\n')}`, 'utf8'),
  });
  await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible();
  await expect(page.getByText('Activities become tags on that check-in')).toBeVisible();
  await expect(page.getByLabel(/^rad/)).toHaveValue('10');
  await expect(page.getByLabel(/^bad/)).toHaveValue('2.5');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Import complete' })).toBeVisible();

  // Straight there: on the home screen eight imported days in a row open the streak celebration.
  await page.goto('/what-moves');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What moves each area');
  const core = page.getByRole('region', { name: 'Core Feeling' });
  await expect(core).toContainText('“exercise” goes with higher Core Feeling.');
  await expect(core).toContainText('“work” goes with lower Core Feeling.');
  await expectNoA11yViolations(page);
});

test('a bad file lists each problem with its line and imports nothing', async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  const user = await newUser(page, request, '/import');
  const broken = JSON.stringify(
    {
      exportFormat: 'json',
      wellbeingEntries: [],
      journalEntries: [
        {
          id: 'a',
          day: '2026-06-01',
          date: '2026-06-01T10:00:00Z',
          updatedAt: '2026-06-01T10:00:00Z',
          title: null,
          content: 'fine',
          mood: 5,
        },
        {
          id: 'b',
          day: '2026-06-02',
          date: '2026-06-02T10:00:00Z',
          updatedAt: '2026-06-02T10:00:00Z',
          title: null,
          content: 'bad',
          mood: 42,
        },
      ],
    },
    null,
    2,
  );
  await page.getByLabel('File to import').setInputFiles({
    name: 'tend-export.json',
    mimeType: 'application/json',
    buffer: Buffer.from(broken, 'utf8'),
  });
  const alert = page.getByRole('alert').filter({ hasText: 'This file cannot be imported' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(/line \d+: journalEntries\[1\]/);
  await expect(alert).toContainText('Mood must be a whole number from 1 to 10');
  await expect(alert).toContainText('Nothing was imported.');
  await expectNoA11yViolations(page);
  const journal = (await (
    await request.get('/api/journal-entries', { headers: authHeaders(user.sessionId) })
  ).json()) as unknown[];
  expect(journal).toEqual([]);
});

test('the import preview fits 320, 390 and 1280 px with a long file name and a long unbroken word', async ({
  page,
  request,
}) => {
  await newUser(page, request, '/import');
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByLabel('File to import').setInputFiles({
      name: 'daylio_export_with_a_very_long_unbroken_file_name_0123456789abcdefghijklmnop.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        DAYLIO.replace('rough', 'Supercalifragilisticexpialidociousdaywithoutanybreaks'),
        'utf8',
      ),
    });
    await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${width} px`,
    ).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/import-${width}.png`, fullPage: true });
  }
});
