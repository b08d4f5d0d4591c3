import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  authHeaders,
  DEFAULT_PASSWORD,
  expect,
  expectNoA11yViolations,
  signIn,
  signUpViaApi,
  test,
  uniqueEmail,
} from './fixtures';
import { expectNoHorizontalOverflow } from './no-overflow';
import { scores, seedEntries } from './progress-seed';

/**
 * Issue 34's flow in each language (decisions 364, 390): a person whose browser speaks the language
 * signs up, rates an area, writes in the journal and reads the weekly report, at 390 px, and in Arabic
 * at 320 px too (`lang` and `dir` set, no overflow, axe clean). Controls are found by their role or
 * type where another screen group's words may still change; the words checked are the report's own
 * (the insights catalogue) and the journal's. Also a Sunday-first account's calendar and weekly report.
 * Screenshots go to /tmp/h34-weekstart/.
 */
const SHOTS = '/tmp/h34-weekstart';

interface Words {
  locale: string;
  /** The browser's language: the app follows it before any choice (decision 362). */
  browser: string;
  firstEntry: string;
  newEntry: string;
  entryCreated: string;
  weekly: string;
  thisWeek: string;
  lastWeek: string;
  oneCheckin: string;
  /** The headline of a first week at 5.4 with nothing before it: "You held steady this week." */
  steady: string;
  /** The Targets screen's heading (the insights group). */
  targets: string;
  tags: string;
  /** The decimal point of the language (a comma in German, Spanish, French and Polish). */
  point: string;
}

const LANGUAGES: Words[] = [
  {
    locale: 'de',
    tags: 'Deine Tags',
    targets: 'Ziele',
    browser: 'de-DE',
    firstEntry: 'Schreib deinen ersten Eintrag',
    newEntry: 'Neuer Tagebucheintrag',
    entryCreated: 'Tagebucheintrag erstellt',
    weekly: 'Wochen-Check-in',
    thisWeek: 'Diese Woche',
    lastWeek: 'Letzte Woche',
    oneCheckin: '1 Check-in',
    steady: 'Du bist diese Woche stabil geblieben.',
    point: ',',
  },
  {
    locale: 'es',
    tags: 'Tus etiquetas',
    targets: 'Objetivos',
    browser: 'es-ES',
    firstEntry: 'Escribe tu primera entrada',
    newEntry: 'Nueva entrada del diario',
    entryCreated: 'Entrada del diario creada',
    weekly: 'Registro semanal',
    thisWeek: 'Esta semana',
    lastWeek: 'Semana pasada',
    oneCheckin: '1 registro',
    steady: 'Esta semana te mantuviste estable.',
    point: ',',
  },
  {
    locale: 'fr',
    tags: 'Vos étiquettes',
    targets: 'Objectifs',
    browser: 'fr-FR',
    firstEntry: 'Écrivez votre première entrée',
    newEntry: 'Nouvelle entrée de journal',
    entryCreated: 'Entrée du journal créée',
    weekly: 'Point de la semaine',
    thisWeek: 'Cette semaine',
    lastWeek: 'Semaine dernière',
    oneCheckin: '1 point',
    steady: 'Vous êtes resté stable cette semaine.',
    point: ',',
  },
  {
    locale: 'pl',
    tags: 'Twoje tagi',
    targets: 'Cele',
    browser: 'pl-PL',
    firstEntry: 'Napisz pierwszy wpis',
    newEntry: 'Nowy wpis w dzienniku',
    entryCreated: 'Wpis w dzienniku został utworzony',
    weekly: 'Tygodniowy check-in',
    thisWeek: 'Ten tydzień',
    lastWeek: 'Zeszły tydzień',
    oneCheckin: '1 check-in',
    steady: 'W tym tygodniu utrzymałeś stabilny poziom.',
    point: ',',
  },
  {
    locale: 'ar',
    tags: 'وسومك',
    targets: 'الأهداف',
    browser: 'ar',
    firstEntry: 'اكتب إدخالك الأول',
    newEntry: 'إدخال جديد في اليوميات',
    entryCreated: 'تم إنشاء إدخال اليوميات بنجاح',
    weekly: 'التسجيل الأسبوعي',
    thisWeek: 'هذا الأسبوع',
    lastWeek: 'الأسبوع الماضي',
    oneCheckin: 'تسجيل واحد',
    steady: 'حافظت على ثباتك هذا الأسبوع.',
    // Arabic's digits and separator are the browser's Intl's for "ar"; read from the page below.
    point: '',
  },
];

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  // The top of the page in parts of 800 px, readable at full size.
  const width = page.viewportSize()?.width ?? 390;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (const [i, y] of [0, 800, 1600].filter((top) => top + 800 <= height).entries()) {
    await page.screenshot({
      path: `${SHOTS}/${name}-${i + 1}.png`,
      fullPage: true,
      clip: { x: 0, y, width, height: 800 },
    });
  }
}

async function expectLanguage(page: Page, words: Words): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', words.locale);
  await expect(page.locator('html')).toHaveAttribute('dir', words.locale === 'ar' ? 'rtl' : 'ltr');
}

async function flow(page: Page, words: Words, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 844 });
  const email = uniqueEmail(`flow-${words.locale}`);

  // Sign-up, in the browser's language before any choice.
  await page.goto('/signup');
  await expectLanguage(page, words);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(DEFAULT_PASSWORD);
  await page.locator('input[type="checkbox"]').check();
  await expectNoHorizontalOverflow(page, `sign-up in ${words.locale} at ${width} px`);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/app$/);
  await expectLanguage(page, words);
  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  expect(sessionId).toBeTruthy();
  const headers = authHeaders(sessionId as string);

  // Rating: Sleep from the starting 5.0 to 8.0 in the rating sheet.
  await page.locator('[data-dimension="sleep"]').click();
  const sheet = page.getByRole('dialog');
  const slider = sheet.getByRole('slider').first();
  await slider.focus();
  // Up, not Right: in Arabic the slider runs right to left, and Right lowers it.
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('ArrowUp');
  await expect(slider).toHaveAttribute('aria-valuenow', '8');
  await sheet.locator('button[type="submit"]').click();
  await expect(sheet).toBeHidden();
  const today = await page.request.get('/api/wellbeing-entries/today', { headers });
  const entry = (await today.json()) as { sleep: string; overallScore: string };
  expect(entry.sleep).toBe('8.0');

  // Journal: the first entry.
  await page.goto('/journal');
  await expectLanguage(page, words);
  await page.getByRole('button', { name: words.firstEntry }).click();
  const dialog = page.getByRole('dialog', { name: words.newEntry });
  await dialog.locator('textarea').fill('A walk by the river.');
  await dialog.locator('button[type="submit"]').click();
  await expect(page.getByRole('status').filter({ hasText: words.entryCreated })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The weekly report, in the language, its figures written the language's way.
  await page.goto('/reports');
  await expectLanguage(page, words);
  const weekly = page.locator('section[aria-labelledby="week-report-heading"]');
  await expect(weekly.getByRole('heading', { level: 2, name: words.weekly })).toBeVisible();
  await expect(weekly.getByRole('columnheader', { name: words.thisWeek }).first()).toBeVisible();
  await expect(weekly.getByRole('columnheader', { name: words.lastWeek }).first()).toBeVisible();
  await expect(weekly.getByText(words.oneCheckin, { exact: false }).first()).toBeVisible();
  // The report's own sentences too (decision 390): the headline in the language, not the server's English.
  await expect(weekly.getByText(words.steady, { exact: false })).toBeVisible();
  await expect(weekly.getByText('You held steady this week.', { exact: false })).toHaveCount(0);
  // And the overall rule under the score (it was core's English sentence).
  await expect(weekly.getByText('Overall is the mean of the areas', { exact: false })).toHaveCount(0);
  const point =
    words.point ||
    (await page.evaluate(() => new Intl.NumberFormat(navigator.language).format(1.5).charAt(1)));
  const overall = entry.overallScore.replace('.', point);
  await expect(weekly.getByText(overall, { exact: true }).first()).toBeVisible();
  if (point !== '.') await expect(weekly.getByText(entry.overallScore, { exact: true })).toHaveCount(0);
  await expectNoHorizontalOverflow(page, `reports in ${words.locale} at ${width} px`);
  await expectNoA11yViolations(page);
  await shot(page, `flow-${words.locale}-${width}-reports`);
  if (words.locale === 'de') {
    // The same report on a wide screen.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoHorizontalOverflow(page, 'reports in de at 1280 px');
    await shot(page, 'flow-de-1280-reports');
    await page.setViewportSize({ width, height: 844 });
  }

  // Targets, the other screen of the group translated here, scores written the language's way.
  await page.goto('/targets');
  await expect(page.getByRole('heading', { level: 1, name: words.targets })).toBeVisible();
  await expectLanguage(page, words);
  await expect(page.locator('select').first().locator('option').nth(16)).toHaveText(`7${point}5`);
  await expectNoHorizontalOverflow(page, `targets in ${words.locale} at ${width} px`);
  await expectNoA11yViolations(page);
  await shot(page, `flow-${words.locale}-${width}-targets`);

  // Tags: none yet, said in the language.
  await page.goto('/tags');
  await expect(page.getByRole('heading', { level: 1, name: words.tags })).toBeVisible();
  await expectNoHorizontalOverflow(page, `tags in ${words.locale} at ${width} px`);
  await expectNoA11yViolations(page);
}

for (const words of LANGUAGES) {
  test.describe(`in ${words.locale}`, () => {
    test.use({ locale: words.browser });

    test(`sign-up → rating → journal → weekly report in ${words.locale} at 390 px`, async ({ page }) => {
      await flow(page, words, 390);
    });

    if (words.locale === 'ar') {
      test('sign-up → rating → journal → weekly report in Arabic at 320 px, right to left', async ({
        page,
      }) => {
        await flow(page, words, 320);
      });
    }
  });
}

test('a Sunday-first account: the calendar begins its rows on Sunday and the weekly report runs Sunday to Saturday (decision 390)', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  const headers = authHeaders(user.sessionId);
  const patched = await request.patch('/api/user', { headers, data: { weekStart: 'sunday' } });
  expect(patched.status()).toBe(200);
  // February 2026 begins on a Sunday: four whole rows in Sunday-first weeks (five Monday-first).
  seedEntries(user.user.id, [
    { day: '2026-02-01', scores: scores(4) }, // Sunday
    { day: '2026-02-07', scores: scores(6) }, // Saturday
    { day: '2026-02-08', scores: scores(9) }, // the next Sunday
  ]);
  await signIn(page, user.sessionId, '/calendar?view=month&month=2026-02');
  const grid = page.getByRole('table');
  const headings = grid.getByRole('columnheader');
  await expect(headings.first()).toHaveText('Sun');
  await expect(headings.last()).toHaveText('Sat');
  const rows = grid.locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(rows.first().locator('td').first()).toContainText('1');
  await expect(rows.first().locator('td').last()).toContainText('7');
  await expect(rows.first().locator('td a').first()).toHaveAttribute('href', '/calendar/2026-02-01');
  await expectNoHorizontalOverflow(page, 'a Sunday-first calendar');
  await expectNoA11yViolations(page);
  await shot(page, 'sunday-calendar-390');

  // Any day of the week opens its Sunday-to-Saturday week: Sunday 1 and Saturday 7 February.
  await page.goto('/reports?week=2026-02-04');
  await expect(page).toHaveURL(/week=2026-02-04/);
  const weekly = page.locator('section[aria-labelledby="week-report-heading"]');
  await expect(weekly.getByText(/^1\s*–\s*7 Feb 2026$/)).toBeVisible();
  await expect(weekly.getByText('2 check-ins', { exact: false }).first()).toBeVisible();
  await expect(weekly.getByText('5.0', { exact: true }).first()).toBeVisible(); // (4 + 6) / 2
  await expect(weekly.getByRole('columnheader', { name: 'w/c 25 Jan' }).first()).toBeVisible();
  await expect(weekly.getByRole('columnheader', { name: 'w/c 1 Feb' }).first()).toBeVisible();
  await shot(page, 'sunday-report-390');

  await weekly.getByRole('button', { name: 'Next week' }).click();
  await expect(page).toHaveURL(/week=2026-02-08/);
  await expect(weekly.getByText(/^8\s*–\s*14 Feb 2026$/)).toBeVisible();
  await expect(weekly.getByText('1 check-in', { exact: false }).first()).toBeVisible();
  await expect(weekly.getByText('9.0', { exact: true }).first()).toBeVisible();
  await expectNoHorizontalOverflow(page, 'a Sunday-first weekly report');
  await expectNoA11yViolations(page);

  // Back to Monday-first: the same address now shows Monday 2 to Sunday 8 February.
  expect((await request.patch('/api/user', { headers, data: { weekStart: 'monday' } })).status()).toBe(200);
  await page.goto('/reports?week=2026-02-04');
  await expect(weekly.getByText(/^2\s*–\s*8 Feb 2026$/)).toBeVisible();
  await expect(weekly.getByText('2 check-ins', { exact: false }).first()).toBeVisible();
  await page.goto('/calendar?view=month&month=2026-02');
  await expect(page.getByRole('table').getByRole('columnheader').first()).toHaveText('Mon');
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(5);
});
