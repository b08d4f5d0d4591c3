import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { authHeaders, expect, expectNoA11yViolations, signUpViaApi, test } from './fixtures';
import { expectNoHorizontalOverflow } from './no-overflow';

/**
 * The import preview and the journal's search in German and Arabic (decision 440): the screen's words,
 * the server's problems (lines included) and the search's answers in the account's language, `lang`
 * and `dir` set, nothing past the edge at 320 and 390 px, axe clean. Screenshots go to
 * /tmp/shots/languages-import (the pseudo-locale too).
 */
const SHOTS = '/tmp/shots/languages-import';

/** A Polish Daylio export written for this test: a mood of the person's own and a row of 9 fields. */
const DAYLIO_PL = [
  'full_date,date,weekday,time,mood,activities,note_title,note',
  '2024-03-03,3 marca,niedziela,21:10,super,praca | rodzina | sen | spacer nad rzeką,Niedziela,"Długi spacer nad Wisłą z rodziną, potem kolacja."',
  '2024-03-02,2 marca,sobota,20:15,zmęczony,praca,,Spokojny dzień',
  '2024-03-01,1 marca,piątek,08:00,dobrze,sen,,,o jedno pole za dużo',
].join('\n');

/** A real export, when the shared fixtures are there (never committed): the screenshots use it too. */
const REAL = join(process.cwd(), '..', 'shared', 'fixtures', 'real-exports', 'daylio-pl-year-column.csv');

interface Words {
  locale: 'de' | 'ar';
  preview: string;
  /** The warning's place and the first words of its message, as the server says them. */
  line: string;
  warning: string;
  moods: string;
  left: string;
  search: string;
  oneMatch: string;
  noMatch: string;
}

const LANGUAGES: Words[] = [
  {
    locale: 'de',
    preview: 'Vorschau',
    line: 'Zeile 4',
    warning: 'Diese Zeile hat 9 Felder, die Kopfzeile aber 8',
    moods: 'Deine Daylio-Stimmungen',
    left: 'Wähle für jede Stimmung ein Grundgefühl, um fortzufahren (noch 1).',
    search: 'Spaziergang',
    oneMatch: '1 Treffer',
    noMatch: 'Keine Treffer für „Xylofon“',
  },
  {
    locale: 'ar',
    preview: 'معاينة',
    line: 'السطر 4',
    warning: 'في هذا الصف 9 حقول بينما في الترويسة 8',
    moods: 'حالاتك المزاجية في Daylio',
    left: 'اختر شعورًا عامًا لكل حالة مزاجية للمتابعة (المتبقي: 1).',
    search: 'Spaziergang',
    oneMatch: 'نتيجة واحدة',
    noMatch: 'لا نتائج لـ «Xylofon»',
  },
];

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** An account in `locale` (chosen as in Profile: kept on the account), signed in on `path`. */
async function userIn(page: Page, request: APIRequestContext, locale: string, path: string) {
  const user = await signUpViaApi(request, { timeZone: 'Europe/Warsaw' });
  const patched = await request.patch('/api/user', {
    headers: authHeaders(user.sessionId),
    data: { locale },
  });
  expect(patched.status()).toBe(200);
  await page.goto('/privacy-policy');
  await page.evaluate(
    ({ id, lang }) => {
      localStorage.setItem('sessionId', id);
      localStorage.setItem('tend.locale', lang);
    },
    { id: user.sessionId, lang: locale as string },
  );
  await page.goto(path);
  return user;
}

async function expectLanguage(page: Page, locale: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
}

for (const words of LANGUAGES) {
  for (const width of [320, 390]) {
    test(`the import preview in ${words.locale} at ${width} px: the server's problems in the language too`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await userIn(page, request, words.locale, '/import');
      await expectLanguage(page, words.locale);
      await page.locator('input[type="file"]').setInputFiles({
        name: 'daylio_export.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(DAYLIO_PL),
      });
      await expect(page.getByRole('heading', { level: 2, name: words.preview })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: words.moods })).toBeVisible();
      // The warning from the server: its line and its sentence in the account's language.
      const warning = page.getByRole('listitem').filter({ hasText: words.line });
      await expect(warning).toContainText(words.warning);
      await expect(page.getByText(words.left)).toBeVisible();
      await expect(page.getByText('zmęczony', { exact: true })).toBeVisible();
      // A mood's own name is isolated from the count beside it, so a right-to-left line keeps its brackets.
      await expect(page.locator('label bdi').filter({ hasText: /^zmęczony$/ })).toBeVisible();
      await expectNoHorizontalOverflow(page, `${words.locale} import preview at ${width} px`);
      await expectNoA11yViolations(page);
      await shot(page, `${words.locale}-import-preview-${width}`);
    });

    test(`the journal's search in ${words.locale} at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 844 });
      const user = await signUpViaApi(request, { timeZone: 'Europe/Warsaw' });
      for (const content of ['Ein langer Spaziergang am Fluss.', 'Kaffee mit Sam.']) {
        const r = await request.post('/api/journal-entries', {
          headers: authHeaders(user.sessionId),
          data: { content, mood: 6 },
        });
        expect(r.status()).toBe(201);
      }
      const patched = await request.patch('/api/user', {
        headers: authHeaders(user.sessionId),
        data: { locale: words.locale },
      });
      expect(patched.status()).toBe(200);
      await page.goto('/privacy-policy');
      await page.evaluate(
        ({ id, lang }) => {
          localStorage.setItem('sessionId', id);
          localStorage.setItem('tend.locale', lang);
        },
        { id: user.sessionId, lang: words.locale as string },
      );
      await page.goto('/journal');
      await expectLanguage(page, words.locale);
      const box = page.getByRole('searchbox');
      await box.fill(words.search);
      await expect(page.getByRole('status').filter({ hasText: words.oneMatch })).toBeVisible();
      await expect(page.getByRole('button', { name: /Spaziergang/ })).toBeVisible();
      await expectNoHorizontalOverflow(page, `${words.locale} search at ${width} px`);
      await expectNoA11yViolations(page);
      await shot(page, `${words.locale}-search-${width}`);
      await box.fill('Xylofon');
      await expect(page.getByText(words.noMatch)).toBeVisible();
      await expectNoHorizontalOverflow(page, `${words.locale} search without a match at ${width} px`);
    });
  }
}

test('the pseudo-locale and a real Polish Daylio export: the import preview and search stay inside 320 px', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 320, height: 844 });
  const locales = ['en-XA', 'de', 'ar'] as const;
  const file = existsSync(REAL) ? readFileSync(REAL) : Buffer.from(DAYLIO_PL);
  for (const locale of locales) {
    const user = await userIn(page, request, locale, '/import');
    const entry = await request.post('/api/journal-entries', {
      headers: authHeaders(user.sessionId),
      data: { content: 'Długi spacer nad Wisłą.', mood: 6 },
    });
    expect(entry.status()).toBe(201);
    await expectLanguage(page, locale);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'daylio_export.csv',
      mimeType: 'text/csv',
      buffer: file,
    });
    await expect(page.locator('select').first()).toBeVisible();
    await expectNoHorizontalOverflow(page, `${locale} import preview of a real export at 320 px`);
    await shot(page, `${locale}-import-real-320`);
    await page.goto('/journal');
    await page.getByRole('searchbox').fill('xylophone');
    await expect(page.getByRole('status')).not.toBeEmpty();
    await expectNoHorizontalOverflow(page, `${locale} search at 320 px`);
    await shot(page, `${locale}-search-320`);
  }
});
