import { expect, newUser, signIn, signUpViaApi, test } from './fixtures';
import { rateArea, seedStreak } from './wheel-helpers';

test('a 3-day streak is celebrated once, with confetti, and never again', async ({ page, request }) => {
  const user = await signUpViaApi(request);
  await seedStreak(request, user.sessionId, 2);
  await signIn(page, user.sessionId, '/app');
  await expect(page.getByLabel('2-day streak', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  await rateArea(page, 'Sleep', 5, 7);
  await expect(page.getByLabel('3-day streak', { exact: true })).toBeVisible();
  const celebration = page.getByRole('dialog', { name: '3-Day Streak!' });
  await expect(celebration).toBeVisible();
  await expect(celebration).toContainText('3 days in a row');
  await expect(page.getByTestId('confetti').locator('span')).toHaveCount(50);
  expect(await page.evaluate(() => localStorage.getItem('shownStreakCelebrations'))).toBe('[3]');
  await celebration.getByRole('button', { name: 'Keep Going!' }).click();
  await expect(celebration).toBeHidden();

  // Another rating the same day, and a reload: the streak is still 3, the celebration stays shown-once.
  await rateArea(page, 'Diet', 5, 6);
  await page.reload();
  await expect(page.getByLabel('3-day streak', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Sleep, 7\.0/ })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('with reduced motion the celebration comes without confetti', async ({ page, request }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const user = await newUser(page, request);
  await seedStreak(request, user.sessionId, 6);
  // Six days in a row reached the 3-day milestone already; mark it celebrated as another device would.
  const marked = await request.post('/api/user/celebrations', {
    headers: { 'x-session-id': user.sessionId },
    data: { days: 3 },
  });
  expect(marked.status()).toBe(200);
  await page.reload();
  await rateArea(page, 'Finance', 5, 8);
  await expect(page.getByRole('dialog', { name: '1 Week Streak!' })).toBeVisible();
  await expect(page.getByTestId('confetti')).toHaveCount(0);
});

// The celebration's messages are the `later` group's, loaded with its chunk (decision 478): on a cold
// start of Home in German and Arabic it shows in the language from its first frame, never English or ids.
for (const words of [
  { locale: 'de', title: '3-Tage-Serie!', button: 'Weiter so!' },
  { locale: 'ar', title: 'سلسلة 3 أيام!', button: 'واصل!' },
]) {
  test(`the celebration comes in ${words.locale} from its first frame`, async ({ page, request }) => {
    const user = await signUpViaApi(request);
    const headers = { 'x-session-id': user.sessionId };
    expect((await request.patch('/api/user', { headers, data: { locale: words.locale } })).status()).toBe(
      200,
    );
    await seedStreak(request, user.sessionId, 2);
    const today = await request.post('/api/journal-entries', {
      headers,
      data: { content: 'A third day in a row.', mood: 7 },
    });
    expect(today.status(), await today.text()).toBe(201);
    // Every text a dialog has shown, from the moment it is added to the page.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { dialogTexts: string[] }).dialogTexts = seen;
      new MutationObserver(() => {
        for (const dialog of document.querySelectorAll('[role="dialog"]')) {
          const text = dialog.textContent ?? '';
          if (text && seen.at(-1) !== text) seen.push(text);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await signIn(page, user.sessionId, '/app');
    const celebration = page.getByRole('dialog', { name: words.title });
    await expect(celebration).toBeVisible();
    await expect(celebration.getByRole('button', { name: words.button })).toBeVisible();
    const texts = await page.evaluate(() => (window as unknown as { dialogTexts: string[] }).dialogTexts);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      expect(text).toContain(words.title);
      expect(text).not.toMatch(/Streak|Keep Going/);
    }
  });
}
