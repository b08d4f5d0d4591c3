import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { authHeaders, expect, expectNoA11yViolations, signUpViaApi, test } from './fixtures';
import { expectNoHorizontalOverflow } from './no-overflow';

/**
 * The shell's last English in the reader's language (decision 445): Edit Profile with its length error
 * and counter, a screen that could not load and its empty state once it did, the lock screen, and a
 * legal page (its frame translated, its text English, decision 446) — in German, Arabic and the
 * pseudo-locale, at 320 and 390 px. Each screen: `lang` and `dir`, no horizontal overflow, axe clean,
 * and the back chevron pointing the way back (mirrored in Arabic). Screenshots in /tmp/shots/languages-shell.
 */
const SHOTS = '/tmp/shots/languages-shell';

interface Words {
  locale: 'de' | 'ar' | 'en-XA';
  /** The words each screen must show; null where the pseudo-locale's are only checked to differ. */
  editProfile: string | null;
  backToProfile: string | null;
  nameTooLong: string | null;
  counter: string | null;
  journalFailed: string | null;
  checkConnection: string | null;
  noEntries: string | null;
  locked: string | null;
  privacy: string | null;
}

const WORDS: Words[] = [
  {
    locale: 'de',
    editProfile: 'Profil bearbeiten',
    backToProfile: 'Zurück zum Profil',
    nameTooLong: 'Der Name darf höchstens 100 Zeichen lang sein',
    counter: '101 / 100 Zeichen, 1 zu viel',
    journalFailed: 'Wir konnten dein Tagebuch nicht laden.',
    checkConnection: 'Prüfe deine Verbindung und versuche es erneut.',
    noEntries: 'Noch keine Tagebucheinträge',
    locked: 'Tend ist gesperrt',
    privacy: 'Datenschutzerklärung',
  },
  {
    locale: 'ar',
    editProfile: 'تعديل الملف الشخصي',
    backToProfile: 'العودة إلى الملف الشخصي',
    nameTooLong: 'يجب ألا يزيد الاسم على 100 حرف',
    counter: 'الأحرف: 101 / 100، الزائد: 1',
    journalFailed: 'تعذّر علينا تحميل يومياتك.',
    checkConnection: 'تحقّق من اتصالك وحاول مرة أخرى.',
    noEntries: 'لا توجد إدخالات في اليوميات بعد',
    locked: 'Tend مقفل',
    privacy: 'سياسة الخصوصية',
  },
  {
    locale: 'en-XA',
    editProfile: null,
    backToProfile: null,
    nameTooLong: null,
    counter: null,
    journalFailed: null,
    checkConnection: null,
    noEntries: null,
    locked: null,
    privacy: null,
  },
];

async function checkScreen(page: Page, locale: string, width: number, name: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  await expectNoHorizontalOverflow(page, `${locale} ${name} at ${width} px`);
  await expectNoA11yViolations(page);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${locale}-${width}-${name}.png`, fullPage: true });
}

/** The first h1: its text is the given words, or (pseudo-locale) accented words other than the English. */
async function expectHeading(page: Page, words: string | null, english: string): Promise<void> {
  const h1 = page.getByRole('heading', { level: 1 }).first();
  if (words) await expect(h1).toHaveText(words);
  else {
    await expect(h1).not.toHaveText(english);
    await expect(h1).toHaveText(/[^\u0020-\u007e]/);
  }
}

/**
 * The back link's chevron points back: to the start of the line, left in German, right in Arabic —
 * the link sits at the line's start and its arrow (lucide's ChevronLeft, drawn pointing left) is
 * mirrored right to left.
 */
async function expectBackChevronPointsBack(page: Page, rtl: boolean): Promise<void> {
  const back = page.locator('header a[href="/profile"]').first();
  const title = page.getByRole('heading', { level: 1 }).first();
  const [link, heading] = [await back.boundingBox(), await title.boundingBox()];
  expect(link && heading).toBeTruthy();
  if (rtl) expect(link!.x).toBeGreaterThan(heading!.x);
  else expect(link!.x).toBeLessThan(heading!.x);
  // Where the chevron's tip is drawn on screen: lucide's path "m15 18-6-6 6-6" has its tip at x = 9 of 24.
  const tipOnLeft = await back.locator('svg').evaluate((svg) => {
    const path = svg.querySelector('path');
    if (!path) return null;
    const box = svg.getBoundingClientRect();
    const tip = new DOMPoint(9, 12).matrixTransform(path.getScreenCTM() ?? undefined);
    return tip.x < box.left + box.width / 2;
  });
  expect(tipOnLeft).toBe(!rtl);
}

for (const words of WORDS) {
  for (const width of words.locale === 'de' ? [390] : [320, 390]) {
    test(`the shell's last screens in ${words.locale} at ${width} px`, async ({ page, request }) => {
      // Four screens, each checked with axe and photographed: more than the default minute on a busy machine.
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height: 760 });
      const user = await signUpViaApi(request);
      await request.patch('/api/user', {
        headers: authHeaders(user.sessionId),
        data: { locale: words.locale },
      });
      await page.goto('/privacy-policy');
      await page.evaluate((id) => localStorage.setItem('sessionId', id), user.sessionId);

      // Edit Profile: the header's back link, the field's length error and counter in the language.
      await page.goto('/edit-profile');
      await expectHeading(page, words.editProfile, 'Edit Profile');
      if (words.backToProfile)
        await expect(page.getByRole('link', { name: words.backToProfile })).toBeVisible();
      await expectBackChevronPointsBack(page, words.locale === 'ar');
      await page.locator('#profile-name').fill('N'.repeat(101));
      const counter = page.getByTestId('length-counter');
      if (words.counter) await expect(counter).toHaveText(words.counter);
      else await expect(counter).not.toHaveText('101 / 100 characters, 1 too many');
      if (words.nameTooLong) await expect(page.getByText(words.nameTooLong)).toBeVisible();
      else await expect(page.getByText('Name must be at most 100 characters')).toHaveCount(0);
      await checkScreen(page, words.locale, width, 'edit-profile');

      // A screen that could not load, then its empty state once it has.
      await page.route('**/api/journal-entries**', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
      );
      await page.goto('/journal');
      const failed = page.getByTestId('load-failed');
      await expect(failed).toBeVisible();
      if (words.journalFailed) await expect(failed).toContainText(words.journalFailed);
      if (words.checkConnection) await expect(failed).toContainText(words.checkConnection);
      await expect(failed).not.toContainText('Check your connection and try again.');
      await expect(failed.getByRole('button')).not.toHaveText('Try again');
      await checkScreen(page, words.locale, width, 'journal-failed');
      await page.unroute('**/api/journal-entries**');
      await failed.getByRole('button').click();
      const empty = page.getByRole('heading', { level: 2 }).first();
      if (words.noEntries) await expect(empty).toHaveText(words.noEntries);
      else await expect(empty).not.toHaveText('No journal entries yet');
      await checkScreen(page, words.locale, width, 'journal-empty');

      // The lock screen.
      await page.evaluate(() => {
        localStorage.setItem('appLockMinutes', '1');
        localStorage.setItem('appLocked', '1');
      });
      await page.goto('/app');
      await expectHeading(page, words.locked, 'Tend is locked');
      await checkScreen(page, words.locale, width, 'lock-screen');
      await page.evaluate(() => {
        localStorage.removeItem('appLocked');
        localStorage.removeItem('appLockMinutes');
      });

      // A legal page: the frame in the language, the text in English, marked so (decision 446).
      await page.goto('/privacy-policy');
      await expectHeading(page, words.privacy, 'Privacy Policy');
      await expect(page.getByTestId('english-text-note')).toBeVisible();
      await expect(page.locator('article div[lang="en"][dir="ltr"]')).toContainText('What we collect');
      await checkScreen(page, words.locale, width, 'privacy-policy');
    });
  }
}

test('English keeps the spec’s words on these screens', async ({ page, request }) => {
  const user = await signUpViaApi(request);
  await page.goto('/privacy-policy');
  await expect(page.getByText('Last updated: July 29, 2025')).toBeVisible();
  await expect(page.getByTestId('english-text-note')).toHaveCount(0);
  await page.evaluate((id) => localStorage.setItem('sessionId', id), user.sessionId);
  await page.goto('/edit-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await expectBackChevronPointsBack(page, false);
  await page.locator('#profile-name').fill('N'.repeat(101));
  await expect(page.getByTestId('length-counter')).toHaveText('101 / 100 characters, 1 too many');
  await expect(page.getByText('Name must be at most 100 characters')).toBeVisible();
});

test('Polish: the search’s and a tag’s length errors are said from the catalogue (decision 422)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 760 });
  const user = await signUpViaApi(request);
  const headers = authHeaders(user.sessionId);
  await request.patch('/api/user', { headers, data: { locale: 'pl' } });
  const entry = await request.post('/api/journal-entries', {
    headers,
    data: { content: 'Spacer po ogrodzie', mood: 6, tags: ['ogród'] },
  });
  expect(entry.status()).toBe(201);
  await page.goto('/privacy-policy');
  await page.evaluate((id) => localStorage.setItem('sessionId', id), user.sessionId);

  // The journal's search box: over its 200 characters, refused at the field in Polish.
  await page.goto('/journal');
  const search = page.getByRole('searchbox');
  await search.fill('s'.repeat(201));
  await expect(page.getByText('Wyszukiwana fraza może mieć najwyżej 200 znaków')).toBeVisible();
  await expect(search).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('A search must be at most 200 characters')).toHaveCount(0);
  await checkScreen(page, 'pl', 390, 'journal-search-too-long');

  // Renaming a tag on Tags: over its 40 characters.
  await page.goto('/tags');
  await page.getByRole('button', { name: 'Zmień nazwę: ogród' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('t'.repeat(41));
  await expect(dialog.getByText('Tag może mieć najwyżej 40 znaków')).toBeVisible();
  await expect(dialog.getByText('A tag must be at most 40 characters')).toHaveCount(0);
  await checkScreen(page, 'pl', 390, 'tag-rename-too-long');

  // A new tag in the entry dialog's tag picker: the same message.
  await page.goto('/journal');
  await page
    .getByRole('button', { name: /^Edytuj wpis z/ })
    .first()
    .click();
  const editor = page.getByRole('dialog');
  await editor.getByLabel('Dodaj własny tag').fill('t'.repeat(41));
  await expect(editor.getByText('Tag może mieć najwyżej 40 znaków')).toBeVisible();
});
