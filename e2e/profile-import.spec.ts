import { strToU8, zipSync } from 'fflate';
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
  await expect(page.getByText('2 activities become tags on the check-in')).toContainText('exercise, work');
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

test('switch from a Daylio backup (.daylio) at 390 px: moods by group, activities become tags What moves reads', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request, { timeZone: 'Europe/London' });
  const today = londonToday();
  // Eight days: "yoga" on the four days of a custom mood in Daylio's best group, "commute" on four of
  // another in the worst. Months are 0-based in the backup.
  const dayEntries = Array.from({ length: 8 }, (_, i) => {
    const [y, m, d] = addDays(today, -(i + 1))
      .split('-')
      .map(Number) as [number, number, number];
    const good = i < 4;
    return {
      id: i + 1,
      year: y,
      month: m - 1,
      day: d,
      hour: 19,
      minute: 30,
      datetime: Date.UTC(y, m - 1, d, 18, 30),
      timeZoneOffset: 3_600_000,
      mood: good ? 6 : 9,
      note: good ? 'Felt <b>light</b>.' : '',
      note_title: '',
      tags: good ? [1] : [2],
    };
  });
  const backup = {
    version: 15,
    customMoods: [
      { id: 6, custom_name: 'buzzing', mood_group_id: 1, predefined_name_id: -1 },
      { id: 9, custom_name: 'drained', mood_group_id: 5, predefined_name_id: -1 },
    ],
    tags: [
      { id: 1, name: 'yoga', id_tag_group: 1 },
      { id: 2, name: 'commute', id_tag_group: 2 },
    ],
    tag_groups: [
      { id: 1, name: 'Body' },
      { id: 2, name: 'Work' },
    ],
    dayEntries,
  };
  const file = zipSync({
    'backup.daylio': strToU8(Buffer.from(JSON.stringify(backup), 'utf8').toString('base64')),
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, user.sessionId, '/import');
  await page.getByLabel('File to import').setInputFiles({
    name: 'backup_2026_06_15.daylio',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(file),
  });
  await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible();
  await expect(page.getByText('Daylio backup.')).toBeVisible();
  await expect(page.getByText('2 activities become tags on the check-in')).toContainText(
    'yoga (Body), commute (Work)',
  );
  await expect(page.getByText('4 notes become journal entries')).toBeVisible();
  // Custom moods come mapped by their Daylio group; the person can still change them.
  await expect(page.getByLabel(/^buzzing/)).toHaveValue('10');
  await expect(page.getByLabel(/^drained/)).toHaveValue('0');
  await expectNoA11yViolations(page);
  await page.screenshot({ path: 'test-results/import-daylio-backup-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Import complete' })).toBeVisible();

  await page.goto('/what-moves');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What moves each area');
  const core = page.getByRole('region', { name: 'Core Feeling' });
  await expect(core).toContainText('“yoga” goes with higher Core Feeling.');
  await expect(core).toContainText('“commute” goes with lower Core Feeling.');
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

// The current 9-column shape: scales ("Sleep Quality: 8/10 points", no-break spaces as Daylio writes).
const DAYLIO_SCALES = [
  'full_date,date,weekday,time,mood,activities,scales,note_title,note',
  '2026-06-12,June 12,Friday,9:15 pm,Supercalifragilisticexpialidociousdaywithoutanybreaks,"family | reading | Averyveryverylongactivitynamewithoutbreaks","Sleep Quality:\u00a08/10\u00a0points | Sleep Time:\u00a08:00",Great day,"A <b>good</b> one"',
  '2026-06-11,June 11,Thursday,23:40,meh,work,"Sleep Quality:\u00a04/10\u00a0points","",""',
].join('\n');

test('the import preview fits 320, 390 and 1280 px with a long file name and a long unbroken word', async ({
  page,
  request,
}) => {
  const user = await newUser(page, request, '/import');
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByLabel('File to import').setInputFiles({
      name: 'daylio_export_with_a_very_long_unbroken_file_name_0123456789abcdefghijklmnop.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(DAYLIO_SCALES, 'utf8'),
    });
    await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Daylio scales' })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${width} px`,
    ).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/import-${width}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: 'test-results/import-1280-dark.png', fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });

  // A scale mapped to an area becomes that area's ratings; a duration cannot be mapped.
  await expect(page.getByLabel('Sleep Time')).toBeDisabled();
  await page.getByLabel('Sleep Quality').selectOption('sleep');
  await expect(page.getByText('Sleep Quality becomes Sleep ratings.')).toBeVisible();
  await page.getByLabel(/^Supercalifragilistic/).selectOption('7.5');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Import complete' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Spotlight ratings/ })).toContainText('2');
  const exported = (await (
    await request.get('/api/export?format=json', { headers: authHeaders(user.sessionId) })
  ).json()) as { spotlightRatings: { dimension: string; score: string }[] };
  expect(exported.spotlightRatings.map((r) => [r.dimension, r.score]).sort()).toEqual([
    ['sleep', '4.0'],
    ['sleep', '8.0'],
  ]);
});
