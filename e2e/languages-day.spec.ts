import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DIMENSION_KEYS } from '../core/dimensions';
import { seededRandom, type Scores } from '../server/test/factory';
import {
  authHeaders,
  expect,
  expectNoA11yViolations,
  signIn,
  signUpViaApi,
  test,
  uniqueEmail,
} from './fixtures';
import { expectNoHorizontalOverflow } from './no-overflow';
import { addDays, londonToday, seedHistory } from './progress-seed';

/**
 * The day page, reflections and the printable report in German (long words), Arabic (right to left)
 * and the pseudo-locale, at 320 and 390 px, for an account with two years of days (decisions 360, 364,
 * 430, 431): `lang` and `dir` set, the screens' own words translated, decimals in the language's way,
 * no horizontal overflow, axe clean. Screenshots go to /tmp/h34a-shots/.
 */
const SHOTS = '/tmp/h34a-shots';
const DAYS = 730;

interface Words {
  locale: 'de' | 'ar' | 'en-XA';
  dir: 'ltr' | 'rtl';
  /** The day page's cards and the relative name of yesterday. */
  reflections?: string;
  journal?: string;
  checkins?: string;
  yesterday?: string;
  /** The sleep score of yesterday (6.5) as the language writes it, in the area's spoken name. */
  sleepName?: RegExp;
  /** The Sleep reflections page's heading. */
  sleepReflections?: string;
  practice?: string;
  /** The printable report's first card. */
  overview?: string;
}

const LANGUAGES: Words[] = [
  {
    locale: 'de',
    dir: 'ltr',
    reflections: 'Reflexionen',
    journal: 'Tagebuch',
    checkins: 'Schnelle Check-ins',
    yesterday: 'Gestern',
    sleepName: /^Schlaf, 6,5 von 10, [^,]+\. Ändern$/,
    sleepReflections: 'Reflexionen: Schlaf',
    practice: 'In die Praxis umsetzen',
    overview: 'Überblick',
  },
  {
    locale: 'ar',
    dir: 'rtl',
    reflections: 'التأملات',
    journal: 'اليوميات',
    checkins: 'التسجيلات السريعة',
    sleepReflections: 'تأملات النوم',
    practice: 'طبّقه عمليًا',
    overview: 'نظرة عامة',
  },
  // Only the shape is checked: longer, accented words on every screen.
  { locale: 'en-XA', dir: 'ltr' },
];

const half = (x: number) => Math.min(10, Math.max(0, Math.round(x * 2) / 2));

/** Two years of days ending yesterday: entries, check-ins, journal entries and reflections. */
function seedYears(userId: string): string {
  const today = londonToday();
  const yesterday = addDays(today, -1);
  const r = seededRandom(34);
  seedHistory(userId, (h) => {
    for (let i = DAYS; i >= 1; i--) {
      const day = addDays(today, -i);
      const season = Math.sin((i / 365) * 2 * Math.PI);
      const values = Object.fromEntries(
        DIMENSION_KEYS.map((k, j) => [k, half(5.5 + season * (1 + j / 8) + r.normal() * 0.8)]),
      ) as Scores;
      if (day === yesterday) values.sleep = 6.5;
      h.entry({ day }, values);
      if (day === yesterday || r.chance(0.6)) h.checkin({ day }, half(values.sleep * 0.6 + 3), { tags: [] });
      if (day === yesterday || r.chance(0.2)) {
        h.journal(
          { day },
          {
            title: day === yesterday ? 'Unverhältnismäßigkeitsgrundsatz und Donaudampfschifffahrt' : null,
            content: 'A long walk by the river, then an early night.',
            mood: 7,
            tags: [],
          },
        );
      }
      if (day === yesterday || r.chance(0.05)) {
        h.reflection(
          { day },
          {
            dimension: 'sleep',
            notes: 'Went to bed late after a long call.',
            reflection: 'Put the phone away at ten.',
            putIntoPractice: day === yesterday,
          },
        );
      }
    }
  });
  return yesterday;
}

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
  await expect(page.locator('html')).toHaveAttribute('dir', words.dir);
}

for (const words of LANGUAGES) {
  for (const width of [320, 390] as const) {
    test(`the day page, reflections and the printable report in ${words.locale} at ${width} px`, async ({
      page,
      request,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height: 800 });
      const user = await signUpViaApi(request, { email: uniqueEmail(`day-${words.locale}`) });
      const set = await request.patch('/api/user', {
        headers: authHeaders(user.sessionId),
        data: { locale: words.locale },
      });
      expect(set.status()).toBe(200);
      const yesterday = seedYears(user.user.id);
      const name = `${words.locale}-${width}`;

      // The day page: yesterday, with scores, a reflection, a journal entry and a check-in.
      await signIn(page, user.sessionId, `/calendar/${yesterday}`);
      await expectLanguage(page, words);
      const main = page.getByRole('main');
      if (words.locale === 'en-XA') {
        await expect(main.getByRole('heading', { level: 2 }).first()).toContainText(/[Ā-ſ]/);
      } else {
        await expect(main.getByRole('heading', { name: words.reflections!, exact: true })).toBeVisible();
        await expect(main.getByRole('heading', { name: words.journal!, exact: true })).toBeVisible();
        await expect(main.getByRole('heading', { name: words.checkins!, exact: true })).toBeVisible();
      }
      if (words.yesterday) await expect(main.getByText(words.yesterday, { exact: true })).toBeVisible();
      if (words.sleepName) await expect(main.getByRole('button', { name: words.sleepName })).toBeVisible();
      await expectNoHorizontalOverflow(page, `the day page in ${words.locale} at ${width} px`);
      await expectNoA11yViolations(page);
      await shot(page, `${name}-day`);

      // Sleep's reflections: the cards, the switch and the area tabs.
      await page.goto('/reflections?dimension=sleep');
      await expectLanguage(page, words);
      const heading = page.getByRole('heading', { level: 1 });
      if (words.sleepReflections) await expect(heading).toHaveText(words.sleepReflections);
      else await expect(heading).toContainText(/[Ā-ſ]/);
      const practice = page.getByRole('switch').first();
      await expect(practice).toBeVisible();
      if (words.practice) await expect(practice).toHaveAccessibleName(words.practice);
      await expectNoHorizontalOverflow(page, `reflections in ${words.locale} at ${width} px`);
      await expectNoA11yViolations(page);
      await shot(page, `${name}-reflections`);

      // The printable report of the past three months: the range picker and the report itself.
      await page.goto('/reports/print');
      await expectLanguage(page, words);
      await page.getByRole('radio').nth(1).check();
      const report = page.getByTestId('report-view');
      await expect(report).toBeVisible();
      if (words.overview) {
        await expect(report.getByRole('heading', { name: words.overview, exact: true })).toBeVisible();
      }
      await expect(report.getByTestId('report-trends').locator('svg[role="img"]').first()).toBeVisible();
      await expectNoHorizontalOverflow(page, `the printable report in ${words.locale} at ${width} px`);
      await expectNoA11yViolations(page);
      await shot(page, `${name}-report`);
    });
  }
}
