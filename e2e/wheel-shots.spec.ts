import { mkdirSync } from 'node:fs';
import { authHeaders, expect, expectNoA11yViolations, signIn, signUpViaApi, test } from './fixtures';
import { addDays, londonToday, scores, seedEntries } from './progress-seed';
import { rateArea, seedStreak, wheelSegment } from './wheel-helpers';

/**
 * Every screen of the wheel and check-ins in light and dark: axe-clean in both schemes, with a
 * screenshot of each (390×844) in /tmp/shots for a visual review.
 */
const DIR = '/tmp/shots';

for (const scheme of ['light', 'dark'] as const) {
  test(`wheel screens in ${scheme} mode`, async ({ page, request }) => {
    test.setTimeout(120_000);
    mkdirSync(DIR, { recursive: true });
    await page.emulateMedia({ colorScheme: scheme });
    const shot = async (name: string, fullPage = false) => {
      await page.waitForTimeout(300); // let entry animations settle for the picture
      await page.screenshot({ path: `${DIR}/wheel-${name}-${scheme}.png`, fullPage });
    };
    const check = async (name: string, fullPage = false) => {
      await expectNoA11yViolations(page);
      await shot(name, fullPage);
    };

    const fresh = await signUpViaApi(request, { name: 'Sam Rivers' });
    await signIn(page, fresh.sessionId, '/app');
    await expect(wheelSegment(page, 'Sleep')).toBeVisible();
    await check('home-new', true);
    await page.goto('/spotlight-areas');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    await check('spotlight-none');

    const user = await signUpViaApi(request, { name: 'Robin Gardner' });
    seedEntries(user.user.id, [
      { day: addDays(londonToday(), -2), scores: scores(6, { sleep: 4, finance: 7 }) },
      {
        day: addDays(londonToday(), -1),
        scores: {
          sleep: 5,
          exercise: 7.5,
          diet: 6,
          social: 8.5,
          achievements: 5,
          relationships: 9,
          creativity: 3.5,
          finance: 6.5,
        },
      },
    ]);
    await seedStreak(request, user.sessionId, 2);
    await signIn(page, user.sessionId, '/app');
    await expect(wheelSegment(page, 'Sleep')).toBeVisible();
    await check('home-before', true);

    await rateArea(page, 'Sleep', 5, 7.5, {
      notes: 'Two early nights this week and I noticed the difference.',
      whereToStart: 'Phone on charge in the kitchen from 10 pm',
    });
    // The streak of 2 becomes 3 with this save: the celebration, shown once for the account.
    await expect(page.getByLabel('3-day streak', { exact: true })).toBeVisible();
    const celebration = page.getByRole('dialog', { name: '3-Day Streak!' });
    await expect(celebration).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${DIR}/wheel-celebration-${scheme}.png` });
    await expectNoA11yViolations(page, { exclude: ['[data-testid=confetti]'] });
    await celebration.getByRole('button', { name: 'Keep Going!' }).click();
    await expect(celebration).toBeHidden();
    await check('home', true);
    await shot('home-top');

    await wheelSegment(page, 'Creativity').click();
    await expect(page.getByRole('dialog', { name: 'Creativity' })).toBeVisible();
    await check('sheet');
    await page.getByRole('dialog').getByText('Things To Consider').scrollIntoViewIfNeeded();
    await shot('sheet-scrolled');
    await page.keyboard.press('Escape');

    await page.request.post('/api/dimension-reflections', {
      headers: authHeaders(user.sessionId),
      data: {
        dimension: 'sleep',
        score: '5.0',
        notes: 'Restless, kept waking at 4.',
        reflection: null,
        wellbeingEntryId: (
          (await (
            await request.get('/api/wellbeing-entries/today', { headers: authHeaders(user.sessionId) })
          ).json()) as { id: string }
        ).id,
      },
    });
    await page.goto('/reflections?dimension=sleep');
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.getByRole('switch').first().click();
    await check('reflections', true);
    await page.goto('/reflections?dimension=finance');
    await expect(page.getByRole('button', { name: 'Go to the Wheel' })).toBeVisible();
    await check('reflections-empty');

    await page.goto('/areas');
    await check('areas', true);
    await page.goto('/quick-checkin');
    await expect(page.getByRole('slider')).toBeVisible();
    await check('quick-checkin');
    await page.goto('/spotlight-areas');
    await expect(page.getByRole('slider')).toHaveCount(2);
    await check('spotlight', true);
  });
}
