import { mkdirSync } from 'node:fs';
import { authHeaders, expect, expectNoA11yViolations, signIn, signUpViaApi, test } from './fixtures';
import { addDays, londonToday, scores, seedEntries } from './progress-seed';
import { seedTaggedCheckins } from './what-moves-seed';

/**
 * The issue-19 screens in light and dark, at 320, 390 and 1280 px, with long unbroken tag names and
 * lots of data: axe-clean in both schemes, no sideways scrolling, screenshots in /tmp/shots.
 */
const DIR = '/tmp/shots';
const LONG = 'supercalifragilisticexpialidociousness';

for (const scheme of ['light', 'dark'] as const) {
  test(`targets, tags, what moves and search in ${scheme} mode`, async ({ page, request }) => {
    test.setTimeout(240_000);
    mkdirSync(DIR, { recursive: true });
    await page.emulateMedia({ colorScheme: scheme });
    const user = await signUpViaApi(request, { timeZone: 'Europe/London' });
    const headers = authHeaders(user.sessionId);
    const today = londonToday();
    const days = Array.from({ length: 60 }, (_, i) => addDays(today, -(i + 1)));
    seedEntries(
      user.user.id,
      days.map((day, i) => ({
        day,
        scores: scores(5 + (i % 4), {
          sleep: i % 3 === 0 ? 8 : 5,
          diet: i % 3 === 0 ? 7.5 : 4,
          finance: 3 + (i % 5),
        }),
      })),
    );
    seedTaggedCheckins(
      user.user.id,
      days.map((day, i) => ({
        day,
        coreFeeling: i % 3 === 0 ? 8 : 5,
        tags: [
          i % 3 === 0 ? 'exercise' : 'screens',
          ...(i % 4 === 0 ? [LONG] : []),
          ...(i % 5 === 0 ? ['alcohol'] : []),
        ],
      })),
    );
    await request.post('/api/wellbeing-entries', { headers, data: scores(6) });
    await request.put('/api/targets', { headers, data: { sleep: '8.5', diet: '7.0', finance: '6.0' } });
    for (let i = 0; i < 6; i++) {
      await request.post('/api/journal-entries', {
        headers,
        data: {
          title: i === 0 ? `A very long title with ${LONG}${LONG}` : `Garden day ${i}`,
          content: `${'We worked in the garden all morning and planted tomatoes. '.repeat(i + 1)}${LONG}${LONG}`,
          mood: 5 + i,
          tags: ['outdoors', LONG],
        },
      });
    }

    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      const shot = async (name: string) => {
        await page.waitForTimeout(300);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
        await expectNoA11yViolations(page);
        await page.screenshot({ path: `${DIR}/i19-${name}-${width}-${scheme}.png`, fullPage: true });
      };
      await signIn(page, user.sessionId, '/app');
      await expect(page.locator('[data-dimension="sleep"] [data-target]')).toHaveCount(1);
      await shot('home');
      await page.locator('[data-dimension="sleep"]').click();
      await expect(page.getByTestId('target-gap')).toBeVisible();
      await shot('sheet');
      await page.goto('/targets');
      await shot('targets');
      await page.goto('/what-moves');
      await expect(page.getByRole('region', { name: 'Sleep' })).toContainText('goes with');
      await shot('what-moves');
      await page.goto('/tags');
      await shot('tags');
      await page.goto('/quick-checkin');
      await page.getByRole('button', { name: 'exercise' }).click();
      await shot('checkin');
      await page.goto('/journal');
      await page.getByRole('searchbox', { name: 'Search your journal' }).fill('garden tomat');
      await expect(
        page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first(),
      ).toBeVisible();
      await shot('journal-search');
      await page.goto('/reports');
      await expect(page.getByRole('heading', { name: 'Toward your targets' }).first()).toBeVisible();
      await shot('reports');
    }
  });
}
