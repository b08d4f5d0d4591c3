import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { authHeaders, expect, expectNoA11yViolations, newUser, signIn, signUpViaApi, test } from './fixtures';
import { addDays, londonToday } from './progress-seed';

/**
 * The two-week wellbeing check (WHO-5, decisions 290 and 291): offered on Home, answered, shown on
 * Progress; "Not now" rests it for 14 days. At 390 and 1280 px, axe-clean; screenshots in /tmp/shots.
 */
const STATEMENTS = [
  /cheerful/,
  /calm and relaxed/,
  /active and vigorous/,
  /fresh and rested/,
  /things that interest me/,
] as const;

async function answer(page: Page, labels: readonly string[]) {
  for (const [i, label] of labels.entries()) {
    await page
      .getByRole('group', { name: STATEMENTS[i] })
      .getByRole('radio', { name: label, exact: true })
      .check();
  }
}

async function seedResults(
  request: Parameters<typeof signUpViaApi>[0],
  sessionId: string,
  results: { day: string; answers: number[] }[],
) {
  for (const data of results) {
    const res = await request.post('/api/who5', { headers: authHeaders(sessionId), data });
    expect(res.status(), await res.text()).toBe(201);
  }
}

for (const width of [390, 1280]) {
  test(`offered on Home, answered, shown on Progress at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const user = await signUpViaApi(request);
    const today = londonToday();
    // 72 % three weeks ago: due again.
    await seedResults(request, user.sessionId, [
      { day: addDays(today, -40), answers: [4, 4, 4, 4, 4] },
      { day: addDays(today, -21), answers: [4, 4, 4, 3, 3] },
    ]);
    await signIn(page, user.sessionId, '/app');

    const offer = page.getByRole('region', { name: 'Two-week wellbeing check' });
    await expect(offer).toBeVisible();
    await expectNoA11yViolations(page);
    await offer.getByRole('link', { name: 'Start the check' }).click();
    await expect(page).toHaveURL(/\/who5$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two-week wellbeing check');
    await expect(page.getByRole('radio')).toHaveCount(30);
    await expectNoA11yViolations(page);

    // Nothing chosen: each statement says so, and focus goes to the first one.
    await page.getByRole('button', { name: 'Save my answers' }).click();
    await expect(page.getByText('Choose the answer closest to how you have felt.')).toHaveCount(5);
    const first = page.getByRole('group', { name: STATEMENTS[0] });
    await expect(first.getByRole('radio', { name: 'All of the time' })).toBeFocused();
    // The keyboard chooses: Space picks the focused answer, the arrows move along the six.
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(first.getByRole('radio', { name: 'Some of the time' })).toBeChecked();
    await answer(page, [
      'Some of the time',
      'Less than half of the time',
      'Less than half of the time',
      'Less than half of the time',
      'Less than half of the time',
    ]);
    await expect(page.getByText('Choose the answer closest to how you have felt.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save my answers' }).click();

    // 1 + 2 + 2 + 2 + 2 = 9, 36 of 100: low, 36 points down from 72.
    const heading = page.getByRole('heading', { name: 'Your wellbeing score' });
    await expect(heading).toBeFocused();
    await expect(page.getByText('Raw score 9 of 25')).toBeVisible();
    await expect(page.getByText('Low wellbeing', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Down 36 points since .*: a meaningful change\.$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Where to find support' })).toBeVisible();
    await expect(page.getByRole('link', { name: /findahelpline\.com/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByText(/not a diagnosis/)).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: 'See your history' }).click();
    await expect(page).toHaveURL(/\/progress#who5$/);
    const history = page.getByRole('region', { name: 'Two-week wellbeing check' });
    await expect(history.getByRole('table')).toBeVisible();
    const rows = history.getByRole('table').getByRole('row');
    // The header and three results, newest first.
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText('36');
    await expect(rows.nth(1)).toContainText('Low');
    await expect(rows.nth(2)).toContainText('72');
    await expect(rows.nth(3)).toContainText('80');
    await expect(history.getByTestId('who5-chart')).toBeVisible();
    await expectNoA11yViolations(page);

    // Answered today: not offered again.
    await page.goto('/app');
    await expect(page.getByRole('heading', { name: 'Health and Wellbeing Wheel' })).toBeVisible();
    await expect(page.getByTestId('who5-offer')).toHaveCount(0);
  });

  test(`“Not now” hides the offer for 14 days, on every device, at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const user = await newUser(page, request, '/app');
    const offer = page.getByRole('region', { name: 'Two-week wellbeing check' });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Not now' }).click();
    const note = offer.getByText('No problem. We will offer it again in two weeks.');
    await expect(note).toBeVisible();
    await expect(note).toBeFocused();
    await expectNoA11yViolations(page);

    // Kept with the account: another device (a fresh page) is not offered it either.
    const other = await page
      .context()
      .browser()!
      .newContext({ viewport: { width, height: 900 } });
    const second = await other.newPage();
    await signIn(second, user.sessionId, '/app');
    await expect(second.getByRole('heading', { name: 'Health and Wellbeing Wheel' })).toBeVisible();
    await expect(second.getByTestId('who5-offer')).toHaveCount(0);
    await other.close();
    const state = (await (
      await request.get('/api/who5/offer', { headers: authHeaders(user.sessionId) })
    ).json()) as { due: boolean; nextOfferDay: string };
    expect(state).toMatchObject({ due: false, nextOfferDay: addDays(londonToday(), 14) });

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Health and Wellbeing Wheel' })).toBeVisible();
    await expect(page.getByTestId('who5-offer')).toHaveCount(0);
    // Progress still lets the person take it whenever they like.
    await page.goto('/progress');
    await expect(page.getByText('You have not taken the two-week wellbeing check yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Take the check now' })).toBeVisible();
  });
}

const DIR = '/tmp/shots';

for (const scheme of ['light', 'dark'] as const) {
  test(`WHO-5 screens in ${scheme} mode at 320, 390 and 1280 px`, async ({ page, request }) => {
    test.setTimeout(240_000);
    mkdirSync(DIR, { recursive: true });
    await page.emulateMedia({ colorScheme: scheme });
    const today = londonToday();
    for (const width of [320, 390, 1280]) {
      // A person of their own per width: the check answered at one width is not offered at the next.
      const user = await signUpViaApi(request);
      await seedResults(
        request,
        user.sessionId,
        Array.from({ length: 12 }, (_, i) => ({
          day: addDays(today, -(12 - i) * 14 - 1),
          answers: [(i + 2) % 6, (i + 3) % 6, 3, i % 6, 4],
        })),
      );
      await page.setViewportSize({ width, height: 844 });
      const shot = async (name: string) => {
        await page.waitForTimeout(300);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
        await expectNoA11yViolations(page);
        await page.screenshot({ path: `${DIR}/who5-${name}-${width}-${scheme}.png`, fullPage: true });
      };
      await signIn(page, user.sessionId, '/app');
      await expect(page.getByTestId('who5-offer')).toBeVisible();
      await shot('home');
      await page.goto('/who5');
      await answer(page, ['All of the time', 'Most of the time', 'More than half of the time']);
      await page.getByRole('button', { name: 'Save my answers' }).click();
      await expect(page.getByText('Choose the answer closest to how you have felt.')).toHaveCount(2);
      await shot('form');
      await answer(page, ['At no time', 'At no time', 'At no time', 'Some of the time', 'At no time']);
      await page.getByRole('button', { name: 'Save my answers' }).click();
      await expect(page.getByText('Very low wellbeing', { exact: true })).toBeVisible();
      await shot('result');
      await page.goto('/progress#who5');
      await expect(page.getByTestId('who5-chart')).toBeVisible();
      const history = page.getByRole('region', { name: 'Two-week wellbeing check' });
      await history.scrollIntoViewIfNeeded();
      const fits = await history
        .getByRole('table')
        .evaluate(
          (t) =>
            t.getBoundingClientRect().right <= (t.parentElement?.getBoundingClientRect().right ?? 0) + 0.5,
        );
      expect(fits, `the WHO-5 table at ${width}px is wider than its card`).toBe(true);
      await shot('progress');
    }
  });
}
