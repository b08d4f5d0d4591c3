import type { APIRequestContext, Page } from '@playwright/test';
import { authHeaders, expect, expectNoA11yViolations, newUser, test } from './fixtures';
import { daysBetween } from '../core/dates';
import { addDays, londonToday, scores, seedHistory } from './progress-seed';

/** The past month's length: from the day after today's date a month ago, to today. */
function pastMonthDays(): number {
  const today = londonToday();
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1, 0)).getUTCDate();
  const monthAgo = `${m === 1 ? y - 1 : y}-${String(m === 1 ? 12 : m - 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
  return daysBetween(monthAgo, today);
}

const REFLECTION = 'Walks after dinner helped me sleep sooner';
const JOURNAL = 'A quiet Sunday with the windows open';

/**
 * A month of history: the 20 days up to today rate Sleep 7 (everything else 5), the ten days before
 * them Sleep 4; one reflection and one journal entry today. The past month's report then reads Sleep
 * 7.0 against 4.0 (+3.0) over 20 days with an entry.
 */
function seedMonth(userId: string) {
  const today = londonToday();
  seedHistory(userId, (h) => {
    for (let i = 29; i >= 20; i--) h.entry({ day: addDays(today, -i - 11) }, scores(5, { sleep: 4 }));
    for (let i = 19; i >= 0; i--) h.entry({ day: addDays(today, -i) }, scores(5, { sleep: 7 }));
    h.checkin({ day: today, time: '08:00' }, 6);
    h.reflection({ day: today, time: '09:00' }, { dimension: 'sleep', notes: REFLECTION });
    h.journal({ day: today, time: '10:00' }, { title: 'Sunday', content: JOURNAL, mood: 7 });
  });
}

/** A WHO-5 result five days ago: every answer "More than half of the time" (raw 15, 60%). */
async function seedWho5(request: APIRequestContext, sessionId: string) {
  const res = await request.post('/api/who5', {
    headers: authHeaders(sessionId),
    data: { answers: [3, 3, 3, 3, 3], day: addDays(londonToday(), -5) },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** Elements wider than the page, or whose text is cut inside their box, under the current media. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('#main *')) {
      const box = el.getBoundingClientRect();
      // Hidden, or visually hidden for screen readers (sr-only: 1 px, clipped).
      if (box.width <= 1 || box.height <= 1 || el.closest('.sr-only')) continue;
      const style = getComputedStyle(el);
      const clipped =
        style.overflowX !== 'visible' && style.overflowX !== 'auto' && el.scrollWidth > el.clientWidth + 1;
      if (box.right > width + 1 || box.left < -1 || clipped)
        found.push(
          `${el.tagName.toLowerCase()}.${el.className} ${Math.round(box.left)}–${Math.round(box.right)}`,
        );
    }
    return { width, found: found.slice(0, 10) };
  });
}

test('the printable report: numbers, chosen reflections, the journal only when ticked, print media and a PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const user = await newUser(page, request, '/reports');
  seedMonth(user.user.id);
  await seedWho5(request, user.sessionId);
  await page.getByRole('link', { name: 'Printable report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Printable report' })).toBeVisible();

  const view = page.getByTestId('report-view');
  await expect(view.getByTestId('report-overview')).toContainText(`20 of ${pastMonthDays()}`);
  const sleep = view.getByTestId('report-areas').getByRole('row', { name: /Sleep/ });
  await expect(sleep).toContainText('4.0');
  await expect(sleep).toContainText('7.0');
  await expect(sleep).toContainText('+3.0');
  await expect(view.getByTestId('report-who5')).toContainText('60');
  // The journal and the reflections stay out until chosen.
  await expect(view).not.toContainText(JOURNAL);
  await expect(view).not.toContainText(REFLECTION);
  await page.getByRole('checkbox', { name: /Sleep · 7\.0/ }).check();
  await expect(view.getByTestId('report-reflections')).toContainText(REFLECTION);
  await page.getByRole('checkbox', { name: /Journal entries/ }).check();
  await expect(view.getByTestId('report-journal')).toContainText(JOURNAL);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoA11yViolations(page);

  // "Save as PDF" is the browser's print.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Save as PDF' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, media: 'screen' });
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await view
        .getByTestId('report-areas')
        .screenshot({ path: test.info().outputPath(`areas-${width}-${scheme}.png`) });
      await view
        .getByTestId('report-trends')
        .screenshot({ path: test.info().outputPath(`trends-${width}-${scheme}.png`) });
      expect((await overflowing(page)).found, `${width} px ${scheme}`).toEqual([]);
      await shoot(page, `print-page-${width}-${scheme}`);
    }
  }

  // Print media at the A4 column (210 mm less 2 × 13 mm margins, 695 px): only the report, nothing wider.
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await page.setViewportSize({ width: 695, height: 1000 });
  await expect(page.locator('nav')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Save as PDF' })).toBeHidden();
  await expect(page.getByText('Wellbeing report', { exact: true })).toBeVisible();
  expect((await overflowing(page)).found).toEqual([]);
  const printed = await view.innerText();
  await view.getByTestId('report-who5').screenshot({ path: test.info().outputPath('who5-print.png') });
  for (const text of [`20 of ${pastMonthDays()}`, '7.0', '4.0', '+3.0', REFLECTION, JOURNAL])
    expect(printed).toContain(text);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(255, 255, 255)');
  await shoot(page, 'print-media-a4');

  // Chosen days: a last day before the first is said at the fields; a good range is reported.
  await page.emulateMedia({ media: 'screen', colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 900 });
  await page.getByRole('radio', { name: 'Choose dates' }).check();
  const today = londonToday();
  await page.getByLabel('First day').fill(addDays(today, -2));
  await page.getByLabel('Last day').fill(addDays(today, -5));
  await expect(page.getByText('The last day must not be before the first.')).toBeVisible();
  await expect(page.getByLabel('Last day')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Last day').fill(today);
  await expect(page.getByText('The last day must not be before the first.')).toBeHidden();
  await expect(view.getByTestId('report-overview')).toContainText('3 of 3');
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 695, height: 1000 });

  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await page.pdf({ format, printBackground: true, preferCSSPageSize: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? [];
    expect(pages.length, `${format} pages`).toBeGreaterThan(0);
    await test.info().attach(`report-${format}.pdf`, { body: pdf, contentType: 'application/pdf' });
  }
});

for (const width of [390, 1280]) {
  test(`a share link at ${width} px: made, opened without a session, turned off, then 404`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const user = await newUser(page, request, '/reports');
    seedMonth(user.user.id);
    await seedWho5(request, user.sessionId);
    await page.getByRole('link', { name: 'Share with someone you trust' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Share with someone you trust' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Reports/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^WHO-5 results/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Journal/ })).not.toBeChecked();
    await expectNoA11yViolations(page);
    await shoot(page, `share-form-${width}`);
    if (width === 390) {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width: 320, height: 900 });
        expect((await overflowing(page)).found, `320 px ${scheme}`).toEqual([]);
        await shoot(page, `share-form-320-${scheme}`);
      }
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize({ width, height: 900 });
    }
    await page.getByRole('radio', { name: 'Past month' }).check();
    await page.getByRole('button', { name: 'Make link' }).click();

    const ready = page.getByRole('heading', { name: 'Your link is ready' });
    await expect(ready).toBeFocused();
    await expect(page.getByTestId('created-link')).toContainText('shown only once');
    const url = await page.getByLabel('Link', { exact: true }).inputValue();
    expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
    await shoot(page, `share-created-${width}`);

    // Someone else, on another browser: no session, no cookie, nothing of the app around the report.
    const other = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-GB' });
    const reader = await other.newPage();
    const sent: (Record<string, string> & { url: string })[] = [];
    reader.on('request', (r) => {
      if (r.url().includes('/api/'))
        sent.push({
          ...r.headers(),
          url: `${r.url()} from ${r.frame().url()} sw=${String(r.serviceWorker() !== null)}`,
        });
    });
    // Even with a session of its own in this browser, the shared page sends none.
    await reader.goto('/privacy-policy');
    await reader.evaluate((id) => localStorage.setItem('sessionId', id), user.sessionId);
    const opened = await reader.goto(url);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['x-robots-tag']).toContain('noindex');
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    expect(opened?.headers()['cache-control']).toBe('no-store');
    await expect(reader.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(
      reader.getByRole('heading', { level: 1, name: 'Robin Test’s wellbeing report' }),
    ).toBeVisible();
    const shared = reader.getByTestId('report-view');
    await expect(shared.getByTestId('report-areas').getByRole('row', { name: /Sleep/ })).toContainText(
      '+3.0',
    );
    await expect(shared.getByTestId('report-who5')).toContainText('60');
    await expect(shared).not.toContainText(JOURNAL);
    await expect(shared).not.toContainText(REFLECTION);
    await expect(reader.locator('nav')).toHaveCount(0);
    await expect(reader.getByRole('link')).toHaveCount(0);
    expect(sent.length).toBeGreaterThan(0);
    for (const headers of sent) {
      expect(headers['x-session-id'], headers.url).toBeUndefined();
      expect(headers.authorization).toBeUndefined();
      expect(headers.cookie).toBeUndefined();
    }
    expect(await other.cookies()).toEqual([]);
    await expectNoA11yViolations(reader);
    await shoot(reader, `shared-${width}-light`);
    await reader.emulateMedia({ colorScheme: 'dark' });
    await shoot(reader, `shared-${width}-dark`);
    expect((await overflowing(reader)).found).toEqual([]);
    if (width === 390) {
      await reader.setViewportSize({ width: 320, height: 900 });
      expect((await overflowing(reader)).found, '320 px').toEqual([]);
      await shoot(reader, 'shared-320-dark');
      await expectNoA11yViolations(reader);
      await reader.setViewportSize({ width, height: 900 });
    }

    // The owner sees when it was opened, and turns it off.
    await page.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    const row = page.getByTestId('share-links').getByRole('listitem').first();
    await expect(row).toContainText('Last opened');
    await expect(row).toContainText('Working');
    const turnOff = row.getByRole('button', { name: /Turn off/ });
    await turnOff.click();
    const dialog = page.getByRole('dialog', { name: 'Turn off this link?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await shoot(page, `share-revoke-${width}`);
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Turned off');
    await expect(page.getByRole('heading', { name: 'Your links' })).toBeFocused();
    await expectNoA11yViolations(page);

    const gone = await reader.reload();
    expect(gone?.status()).toBe(404);
    await expect(reader.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await expectNoA11yViolations(reader);
    await shoot(reader, `shared-gone-${width}`);
    const api = await request.get(`/api/shared/${url.split('/s/')[1]}`);
    expect(api.status()).toBe(404);
    const list = await request.get('/api/shares', { headers: authHeaders(user.sessionId) });
    expect(await list.text()).not.toContain(url.split('/s/')[1]);
    await other.close();
  });
}
