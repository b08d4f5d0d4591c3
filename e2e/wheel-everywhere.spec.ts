/**
 * The person's wheel beyond Home (issue 33, decisions 380–384): the calendar's "Colour by" and a day's
 * view show the areas shown now under their labels, an area of one's own included; a hidden area's
 * history stays and comes back when it is shown again; Progress's "Compare with" follows the wheel; and
 * offline, the wheel comes from the device on a cold start and a rating of one's own area is queued and
 * sent once the connection returns.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  authHeaders,
  expect,
  expectNoA11yViolations,
  persistedCache,
  signIn,
  signUpViaApi,
  test,
} from './fixtures';
import { expectNoHorizontalOverflow } from './no-overflow';
import { addDays, londonToday } from './progress-seed';
import { setSlider, wheelSegment } from './wheel-helpers';

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/wheel-everywhere';

async function addArea(request: APIRequestContext, sessionId: string, label: string): Promise<string> {
  const response = await request.post('/api/areas', {
    headers: { ...authHeaders(sessionId), 'Idempotency-Key': `add-${crypto.randomUUID()}` },
    data: { label, icon: 'Leaf', color: '#65A30D' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { key: string }).key;
}

async function putArea(
  request: APIRequestContext,
  sessionId: string,
  key: string,
  data: Record<string, unknown>,
): Promise<void> {
  const response = await request.put(`/api/areas/${key}`, { headers: authHeaders(sessionId), data });
  expect(response.status(), await response.text()).toBe(200);
}

async function rate(
  request: APIRequestContext,
  sessionId: string,
  day: string,
  key: string,
  score: number,
): Promise<void> {
  const response = await request.put(`/api/days/${day}/ratings/${key}`, {
    headers: authHeaders(sessionId),
    data: { score },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The long day as the calendar says it ("Thursday, 26 November 2026"). */
function longDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const colourBy = (page: Page) => page.getByLabel('Colour by');
const options = (page: Page) =>
  colourBy(page)
    .locator('option')
    .evaluateAll((els) => els.map((e) => e.textContent));

test('calendar, year in pixels and a day follow the wheel; a hidden area’s history comes back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await signUpViaApi(request);
  const day = addDays(londonToday(), -1);
  const year = day.slice(0, 4);
  const garden = await addArea(request, user.sessionId, 'Garden');
  await putArea(request, user.sessionId, 'sleep', { label: 'Rest' });
  await rate(request, user.sessionId, day, garden, 8.5);
  await rate(request, user.sessionId, day, 'finance', 3);

  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, user.sessionId, `/calendar?view=year&year=${year}`);
    await expect(page.getByRole('grid')).toBeVisible();
    // "Colour by" offers the shown areas in wheel order, under the person's labels.
    await expect.poll(() => options(page)).toContain('Garden');
    expect(await options(page)).toEqual([
      'Overall',
      'Rest',
      'Movement',
      'Diet',
      'Social',
      'Achievements',
      'Relationships',
      'Creativity',
      'Finance',
      'Garden',
      'Core Feeling',
    ]);
    await colourBy(page).selectOption({ label: 'Garden' });
    await expect(page).toHaveURL(new RegExp(`metric=${garden}`));
    const pixel = page.getByRole('grid').locator(`[data-day="${day}"]`);
    await expect(pixel).toHaveAttribute('aria-label', `${longDay(day)}: Garden 8.5, Doing Well`);
    await expect(page.getByRole('heading', { name: 'Colour key (Garden)' })).toBeVisible();
    await expectNoHorizontalOverflow(page, `calendar coloured by an own area at ${width} px`);
    await page.screenshot({ path: `${SHOTS}/calendar-year-own-${width}.png`, fullPage: true });
    if (width === 320) await expectNoA11yViolations(page);
  }

  // The month view names the day's own-area score too.
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`/calendar?view=month&month=${day.slice(0, 7)}&metric=${garden}`);
  await expect(
    page.getByRole('link', { name: new RegExp(`${longDay(day)}: Garden 8\\.5, Doing Well`) }),
  ).toBeVisible();

  // A day's view: the shown areas with their scores, one's own included.
  await page.goto(`/calendar/${day}`);
  const scores = page.getByRole('button', { name: /out of 10, .*\. Change it$/ });
  await expect(
    page.getByRole('button', { name: 'Garden, 8.5 out of 10, Doing Well. Change it' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Rest, 5\.0 out of 10/ })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Finance, 3.0 out of 10, Needs Nurturing. Change it' }),
  ).toBeVisible();
  await expect(scores).toHaveCount(9);
  await expectNoHorizontalOverflow(page, 'a day with an own area at 320 px');
  await page.screenshot({ path: `${SHOTS}/day-own-320.png`, fullPage: true });
  await expectNoA11yViolations(page);

  // Hidden: Finance leaves the day and the calendar's choices; a link coloured by it shows Overall.
  await putArea(request, user.sessionId, 'finance', { hidden: true });
  await page.reload();
  await expect(page.getByRole('button', { name: /^Garden, 8\.5 out of 10/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Finance, / })).toHaveCount(0);
  await expect(scores).toHaveCount(8);
  await page.goto(`/calendar?view=year&year=${year}&metric=finance`);
  await expect.poll(() => options(page)).not.toContain('Finance');
  await expect(colourBy(page)).toHaveValue('overall');
  // Its rating is still on the server…
  const kept = await request.get(`/api/days/${day}`, { headers: authHeaders(user.sessionId) });
  expect(((await kept.json()) as { entry: { finance: string } }).entry.finance).toBe('3.0');

  // …and shown again, its history is back in the day and the calendar.
  await putArea(request, user.sessionId, 'finance', { hidden: false });
  await page.goto(`/calendar?view=year&year=${year}&metric=finance`);
  await expect(colourBy(page)).toHaveValue('finance');
  await expect(page.getByRole('grid').locator(`[data-day="${day}"]`)).toHaveAttribute(
    'aria-label',
    `${longDay(day)}: Finance 3.0, Needs Nurturing`,
  );
  await page.goto(`/calendar/${day}`);
  await expect(
    page.getByRole('button', { name: 'Finance, 3.0 out of 10, Needs Nurturing. Change it' }),
  ).toBeVisible();

  // Progress compares with the shown areas under their labels.
  await page.goto('/progress');
  const compare = page.getByLabel('Compare with');
  await expect(compare).toBeVisible();
  await putArea(request, user.sessionId, 'diet', { hidden: true });
  await page.reload();
  await expect
    .poll(() => compare.locator('option').evaluateAll((els) => els.map((e) => e.textContent)))
    .toEqual([
      'Rest',
      'Movement',
      'Social',
      'Achievements',
      'Relationships',
      'Creativity',
      'Finance',
      'Garden',
      'Core Feeling',
    ]);
});

/** The service worker is active and the device keeps Home's reads, the wheel's among them. */
async function waitForOfflineReady(page: Page, label: string): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => persistedCache(page)).toContain(`"${label}"`);
  await expect.poll(() => persistedCache(page)).toContain('"latest"');
}

test('offline: the wheel comes from the device on a cold start; an own area’s rating is queued and sent', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await signUpViaApi(request);
  const garden = await addArea(request, user.sessionId, 'Garden');
  await putArea(request, user.sessionId, 'sleep', { label: 'Rest' });
  await page.setViewportSize({ width: 320, height: 800 });
  await signIn(page, user.sessionId, '/app');
  await expect(wheelSegment(page, 'Garden')).toBeVisible();
  await waitForOfflineReady(page, 'Garden');

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  // The person's wheel, not the eight: the own area and the renamed one, from the device.
  await expect(wheelSegment(page, 'Garden')).toHaveAccessibleName(/^Garden, 5\.0 out of 10/);
  await expect(wheelSegment(page, 'Rest')).toBeVisible();
  await expect(wheelSegment(page, 'Sleep')).toHaveCount(0);

  await wheelSegment(page, 'Garden').click();
  const dialog = page.getByRole('dialog', { name: 'Garden' });
  await expect(dialog.getByRole('heading', { name: 'Garden' })).toBeVisible();
  await setSlider(page, 'How satisfied are you with Garden lately?', 5, 8);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Saved on this device'),
  ).toBeVisible();
  // Applied to the kept view at once, and waiting to be sent.
  await expect(wheelSegment(page, 'Garden')).toHaveAccessibleName(/^Garden, 8\.0 out of 10/);
  await expect(page.getByText('Waiting to sync (1)')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offline-own-320.png`, fullPage: true });
  const before = await request.get('/api/wellbeing-entries/today', { headers: authHeaders(user.sessionId) });
  expect(await before.json()).toBeNull();

  await page.context().setOffline(false);
  await expect(page.getByText(/Waiting to sync/)).toBeHidden({ timeout: 20_000 });
  const today = await request.get('/api/wellbeing-entries/today', { headers: authHeaders(user.sessionId) });
  const entry = (await today.json()) as { areaScores?: Record<string, string>; overallScore: string };
  expect(entry.areaScores).toEqual({ [garden]: '8.0' });
  // Eight at 5.0 and the garden's 8: (40 + 8) / 9.
  expect(entry.overallScore).toBe('5.3');
  await page.reload();
  await expect(wheelSegment(page, 'Garden')).toHaveAccessibleName(/^Garden, 8\.0 out of 10/);
});
