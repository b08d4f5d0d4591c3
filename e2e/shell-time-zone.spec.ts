import { authHeaders, expect, newUser, test } from './fixtures';

// A phone in Nepal whose account still says London (docs/product.md §10: the stored zone follows the device's).
test.use({ timezoneId: 'Asia/Kathmandu' });

test("a signed-in screen sends the device's zone, named as Intl names it, and the account keeps it", async ({
  page,
  request,
}) => {
  const patched = page.waitForResponse(
    (res) => res.request().method() === 'PATCH' && new URL(res.url()).pathname === '/api/user',
  );
  // A screen that formats no date: the zone is read through Temporal where the browser has it (decision 511).
  const user = await newUser(page, request, '/edit-profile', { timeZone: 'Europe/London' });
  const response = await patched;
  expect(response.status()).toBe(200);
  const intlZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(intlZone).toMatch(/^Asia\/Kat(h)?mandu$/);
  expect(response.request().postDataJSON()).toEqual({ timeZone: intlZone });
  const stored = await request.get('/api/user', { headers: authHeaders(user.sessionId) });
  expect(((await stored.json()) as { timeZone: string }).timeZone).toBe(intlZone);
});
