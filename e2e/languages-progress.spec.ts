import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { authHeaders, expect, expectNoA11yViolations, signIn, signUpViaApi, test } from './fixtures';
import { seedThreeYears, THREE_YEARS } from './long-view-seed';
import { expectNoHorizontalOverflow } from './no-overflow';
import { addDays, londonToday } from './progress-seed';

/**
 * Progress (its summary, trend chart, breakdown and WHO-5 history) and What moves in German and Arabic
 * (decisions 435–437), for a person with three years of data: `lang` and `dir` set, the screens' own
 * words in the language, scores with the language's decimal sign, no horizontal overflow at 390 and
 * 320 px, axe clean. The pseudo-locale runs through the same screens for cut-offs. Screenshots go to
 * /tmp/h34b-shots/.
 */
const SHOTS = '/tmp/h34b-shots';

interface Words {
  locale: 'de' | 'ar' | 'en-XA';
  progress: string;
  trend: string;
  allRange: string;
  /** The count line of "all", drawn as weekly means. */
  weekly: RegExp;
  chart: RegExp;
  breakdown: string;
  who5: string;
  whatMoves: string;
  strongLink: string;
}

const LANGUAGES: Words[] = [
  {
    locale: 'de',
    progress: 'Fortschritt',
    trend: 'Dein Trend',
    allRange: 'Alle',
    weekly: new RegExp(`^${THREE_YEARS} Tage mit Eintrag seit .+, als Wochenmittel gezeichnet$`),
    chart: /^Gesamtwert und Schlaf im Zeitverlauf/,
    breakdown: 'Aufschlüsselung nach Bereichen',
    who5: 'Zwei-Wochen-Check',
    whatMoves: 'Was jeden Bereich bewegt',
    strongLink: 'starker Zusammenhang',
  },
  {
    locale: 'ar',
    progress: 'التقدّم',
    trend: 'اتجاهك',
    allRange: 'الكل',
    weekly: new RegExp(`^${THREE_YEARS} يومًا فيها إدخال منذ .+، مرسومة كمتوسطات أسبوعية$`),
    chart: /^الدرجة الإجمالية والنوم عبر الزمن/,
    breakdown: 'تفصيل المجالات',
    who5: 'فحص',
    whatMoves: 'ما يؤثّر في كل مجال',
    strongLink: 'صلة قوية',
  },
];

/** The whole page, and the page in slices of 900 px (readable at full size). */
async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  for (let y = 0, i = 0; y < height; y += 900, i++) {
    await page.screenshot({
      path: `${SHOTS}/${name}-part${i}.png`,
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(900, height - y) },
    });
  }
}

/** A person with three years of check-ins and tags, two WHO-5 results, reading Tend in `locale`. */
async function personWithYears(request: APIRequestContext, locale: Words['locale'] | 'pl') {
  const user = await signUpViaApi(request, { timeZone: 'Europe/London' });
  const headers = authHeaders(user.sessionId);
  expect((await request.patch('/api/user', { headers, data: { locale } })).status()).toBe(200);
  const today = londonToday();
  for (const [day, answers] of [
    [addDays(today, -30), [3, 3, 2, 3, 3]],
    [addDays(today, -2), [4, 4, 3, 4, 4]],
  ] as const) {
    const res = await request.post('/api/who5', { headers, data: { day, answers } });
    expect(res.status(), await res.text()).toBe(201);
  }
  seedThreeYears(user.user.id);
  return user;
}

async function expectLanguage(page: Page, locale: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
}

for (const words of LANGUAGES) {
  for (const width of [390, 320]) {
    test(`Progress and What moves in ${words.locale} at ${width} px, years of data`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 844 });
      const user = await personWithYears(request, words.locale);
      await signIn(page, user.sessionId, '/progress');
      await expectLanguage(page, words.locale);

      await expect(page.getByRole('heading', { level: 1, name: words.progress })).toBeVisible();
      const trend = page.getByTestId('trend');
      await expect(trend.getByText(words.trend, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: words.breakdown })).toBeVisible();
      await expect(page.getByRole('heading', { name: new RegExp(words.who5) })).toBeVisible();
      // The overall score with the language's decimal sign (a comma in German).
      const point = words.locale === 'de' ? ',' : '.';
      await expect(page.locator('#overall-heading + p span').first()).toHaveText(
        new RegExp(`^\\d+\\${point}\\d$`),
      );
      // All time: three years drawn as weekly means, said in the language.
      await trend.getByText(words.allRange, { exact: true }).click();
      await expect(trend.getByText(words.weekly)).toBeVisible({ timeout: 20_000 });
      await expect(trend.getByRole('img', { name: words.chart })).toBeVisible();
      await trend.locator('details > summary').click();
      await expectNoHorizontalOverflow(page, `progress in ${words.locale} at ${width} px`);
      await expectNoA11yViolations(page);
      await shot(page, `progress-${words.locale}-${width}`);

      await page.goto('/what-moves');
      await expectLanguage(page, words.locale);
      await expect(page.getByRole('heading', { level: 1, name: words.whatMoves })).toBeVisible();
      await expect(page.getByText(words.strongLink).first()).toBeVisible();
      await page.locator('details > summary').first().click();
      await expectNoHorizontalOverflow(page, `what moves in ${words.locale} at ${width} px`);
      await expectNoA11yViolations(page);
      await shot(page, `what-moves-${words.locale}-${width}`);
    });
  }
}

for (const width of [390, 320]) {
  test(`Progress and What moves in the pseudo-locale fit ${width} px`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 844 });
    const user = await personWithYears(request, 'en-XA');
    await signIn(page, user.sessionId, '/progress');
    await expectLanguage(page, 'en-XA');
    await expect(page.locator('h1')).toContainText(/[Ā-ſ]/);
    await page.getByTestId('trend').locator('details > summary').click();
    await expectNoHorizontalOverflow(page, `progress in en-XA at ${width} px`);
    await shot(page, `progress-en-XA-${width}`);
    await page.goto('/what-moves');
    await expect(page.locator('h1')).toContainText(/[Ā-ſ]/);
    await page.locator('details > summary').first().click();
    await expectNoHorizontalOverflow(page, `what moves in en-XA at ${width} px`);
    await shot(page, `what-moves-en-XA-${width}`);
  });
}

/** Whether any two labels of a chart overlap (their boxes, in CSS pixels). */
async function overlappingLabels(page: Page, chart: string): Promise<string[]> {
  return page.locator(chart).evaluate((svg) => {
    const boxes = Array.from(svg.querySelectorAll('text')).map((t) => ({
      text: t.textContent ?? '',
      box: t.getBoundingClientRect(),
    }));
    const hits: string[] = [];
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        const apart =
          a.box.right <= b.box.left ||
          b.box.right <= a.box.left ||
          a.box.bottom <= b.box.top ||
          b.box.bottom <= a.box.top;
        if (!apart) hits.push(`"${a.text}" on "${b.text}"`);
      }),
    );
    return hits;
  });
}

test('Progress in Polish at 320 px: a long one-word area name, "Wszystko" and the chart labels fit', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 320, height: 844 });
  const user = await personWithYears(request, 'pl');
  const renamed = await request.put('/api/areas/sleep', {
    headers: authHeaders(user.sessionId),
    data: { label: 'Schlafqualitätsverbesserungsmaßnahmen' },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  await signIn(page, user.sessionId, '/progress');
  await expectLanguage(page, 'pl');
  const trend = page.getByTestId('trend');
  // The legend names the area; the range's longest word keeps to its segment.
  await expect(trend.getByRole('list', { name: 'Legenda' })).toContainText('Schlafqualitäts');
  const all = trend.getByText('Wszystko', { exact: true });
  const row = await all.locator('xpath=../..').boundingBox();
  const word = await all.boundingBox();
  expect(word!.x + word!.width).toBeLessThanOrEqual(row!.x + row!.width);
  // 30 days and all time: no month label on top of an end date.
  expect(await overlappingLabels(page, '[data-testid="trend"] svg[role="img"]')).toEqual([]);
  await all.click();
  await expect(trend.getByText(/średnie tygodniowe$/)).toBeVisible({ timeout: 20_000 });
  expect(await overlappingLabels(page, '[data-testid="trend"] svg[role="img"]')).toEqual([]);
  await expectNoHorizontalOverflow(page, 'progress in pl at 320 px');
  await shot(page, 'progress-pl-320');
});
