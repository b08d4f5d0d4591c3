import type { Page } from '@playwright/test';
import {
  authHeaders,
  expect,
  expectNoA11yViolations,
  newUser,
  signUpViaApi,
  test,
  uniqueEmail,
} from './fixtures';
import { longDay } from './dates';
import { addDays, londonToday } from './progress-seed';
import { wheelSegment } from './wheel-helpers';

/** The rough edges a new user met (decision 260–264): each test walks one of them on screen. */

/** A field's value length in the page: text is never cut to fit a limit. */
const valueLength = (page: Page, id: string) =>
  page.locator(`[id="${id}"]`).evaluate((el) => (el as HTMLInputElement).value.length);

test('length limits: a counter near the limit and a field error, never a cut', async ({ page, request }) => {
  const user = await newUser(page, request, '/journal');
  await page.getByRole('button', { name: 'Write Your First Entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Journal Entry' });
  const content = dialog.getByLabel("What's on your mind?");
  await content.fill('x'.repeat(20_001));
  // Nothing cut: all 20,001 characters are still in the field, with the counter and the error.
  await expect.poll(async () => (await content.inputValue()).length).toBe(20_001);
  await expect(dialog.getByTestId('length-counter')).toHaveText('20,001 / 20,000 characters, 1 too many');
  await expect(dialog.getByText('Content must be at most 20,000 characters')).toBeVisible();
  await expect(content).toHaveAttribute('aria-invalid', 'true');

  // A 44-character tag stays 44 characters and is refused at the field.
  const tag = dialog.getByLabel('Add your own tag');
  await tag.fill('t'.repeat(44));
  await expect(tag).toHaveValue('t'.repeat(44));
  await expect(dialog.getByText('A tag must be at most 40 characters')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByRole('button', { name: 't'.repeat(44) })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // Within the limit again: the counter still shows near it, the error goes.
  await content.fill('x'.repeat(19_990));
  await expect(dialog.getByTestId('length-counter').first()).toHaveText('19,990 / 20,000 characters');
  await expect(dialog.getByText('Content must be at most 20,000 characters')).toHaveCount(0);

  // The server refuses over-long text with a 400 rather than cutting it.
  const headers = authHeaders(user.sessionId);
  const long = await request.post('/api/journal-entries', {
    headers,
    data: { content: 'x'.repeat(20_001), mood: 5 },
  });
  expect(long.status()).toBe(400);
  const longTag = await request.post('/api/quick-checkins', {
    headers,
    data: { coreFeeling: '5.0', tags: ['t'.repeat(44)] },
  });
  expect(longTag.status()).toBe(400);
  const longName = await request.patch('/api/user', { headers, data: { name: 'n'.repeat(120) } });
  expect(longName.status()).toBe(400);
});

test('length limits: a 120-character name at sign-up and on the profile is refused, not cut', async ({
  page,
  request,
}) => {
  await page.goto('/signup');
  await page.getByLabel('Name (optional)').fill('n'.repeat(120));
  expect(await valueLength(page, 'signup-name')).toBe(120);
  await expect(page.getByText('Name must be at most 100 characters')).toBeVisible();
  await expect(page.getByTestId('length-counter')).toHaveText('120 / 100 characters, 20 too many');

  await newUser(page, request, '/edit-profile');
  await page.getByLabel('Name', { exact: true }).fill('m'.repeat(120));
  expect(await valueLength(page, 'profile-name')).toBe(120);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Name must be at most 100 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/edit-profile$/);
  await expectNoA11yViolations(page);
});

test('password change: a wrong current password is shown at its field', async ({ page, request }) => {
  await newUser(page, request, '/account-security');
  await page.locator('#current-password').fill('Not-The-Password-9');
  await page.locator('#new-password').fill('Quiet-Harbour-Lantern-73');
  await page.getByRole('button', { name: /Change password/i }).click();
  await expect(page.locator('#current-password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#current-password-error')).toHaveText('The password is not correct.');
  await expect(page.locator('#current-password')).toBeFocused();
  await expectNoA11yViolations(page);
});

test('forgot password: the last attempt’s error toast does not stay over "Check your email"', async ({
  page,
}) => {
  await page.goto('/forgot-password');
  const email = page.getByLabel('Email');
  await email.fill('not-an-address');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  const invalid = page.getByRole('alert').filter({ hasText: 'Invalid email' });
  await expect(invalid).toBeVisible();
  // A toast waits while the pointer is over it: it stays until something closes it. From here on
  // only the keyboard is used, so the pointer stays.
  await invalid.hover();
  await email.fill(uniqueEmail());
  await email.press('Enter');
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText('Invalid email')).toHaveCount(0);
});

test('journal search without a match shows only "No matches"', async ({ page, request }) => {
  const user = await signUpViaApi(request);
  for (const content of ['A walk by the river.', 'Coffee with Sam.']) {
    const r = await request.post('/api/journal-entries', {
      headers: authHeaders(user.sessionId),
      data: { content, mood: 6 },
    });
    expect(r.status()).toBe(201);
  }
  await page.goto('/privacy-policy');
  await page.evaluate((id) => localStorage.setItem('sessionId', id), user.sessionId);
  await page.goto('/journal');
  const list = page.getByRole('list', { name: 'Journal entries' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Search your journal').fill('xylophone');
  await expect(page.getByText('No matches for “xylophone”')).toBeVisible();
  await expect(list).toBeHidden();
  await expect(page.getByText('A walk by the river.')).toBeHidden();
  await page.getByLabel('Search your journal').fill('');
  await expect(list.getByRole('listitem')).toHaveCount(2);
});

const tendFile = (entries: { id: string; mood: number }[]) =>
  JSON.stringify({
    exportFormat: 'json',
    wellbeingEntries: [],
    journalEntries: entries.map(({ id, mood }) => ({
      id,
      day: '2026-06-01',
      // As Tend writes them (with milliseconds): the server compares these as text.
      date: '2026-06-01T10:00:00.000Z',
      updatedAt: '2026-06-01T10:00:00.000Z',
      title: null,
      content: `entry ${id}`,
      mood,
    })),
  });

test('import: a file with nothing new offers no Import', async ({ page, request }) => {
  await newUser(page, request, '/import');
  const file = {
    name: 'tend.json',
    mimeType: 'application/json',
    buffer: Buffer.from(tendFile([{ id: 'a', mood: 5 }])),
  };
  await page.getByLabel('File to import').setInputFiles(file);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Import complete' })).toBeVisible();

  await page.goto('/import');
  await page.getByLabel('File to import').setInputFiles(file);
  await expect(
    page.getByText('Nothing new to import: everything in this file is already here.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('import: a bad file’s problem is said once', async ({ page, request }) => {
  await newUser(page, request, '/import');
  const bad = {
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(tendFile([{ id: 'b', mood: 42 }])),
  };
  await page.getByLabel('File to import').setInputFiles(bad);
  const alert = page.getByRole('alert').filter({ hasText: 'This file cannot be imported' });
  await expect(alert).toBeVisible();
  const text = (await alert.textContent()) ?? '';
  expect(text.split('Mood must be a whole number from 1 to 10').length - 1).toBe(1);
});

test('the header’s streak reads "1-day streak", not a bare number', async ({ page, request }) => {
  const user = await signUpViaApi(request);
  const r = await request.put(`/api/days/${londonToday()}/ratings/sleep`, {
    headers: authHeaders(user.sessionId),
    data: { score: '6.0' },
  });
  expect(r.status()).toBe(200);
  await page.goto('/privacy-policy');
  await page.evaluate((id) => localStorage.setItem('sessionId', id), user.sessionId);
  await page.goto('/app');
  await expect(page.getByRole('img', { name: '1-day streak' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('quick check-in says what Save does and how many check-ins the day has', async ({ page, request }) => {
  const user = await signUpViaApi(request);
  const headers = authHeaders(user.sessionId);
  for (const coreFeeling of ['6.0', '7.0']) {
    const r = await request.post('/api/quick-checkins', {
      headers,
      data: { coreFeeling, tags: ['sleep', 'work'] },
    });
    expect(r.status()).toBe(201);
  }
  await page.goto('/privacy-policy');
  await page.evaluate((id) => localStorage.setItem('sessionId', id), user.sessionId);
  await page.goto('/quick-checkin');
  const today = londonToday();
  await expect(page.getByTestId('day-field-status')).toHaveText(
    `Adding a check-in to Today, ${longDay(today)}`,
  );
  const info = page.getByTestId('checkin-day-count');
  await expect(info).toContainText(
    "Save adds a check-in. A day can hold several; the day's core feeling is their mean.",
  );
  await expect(info).toContainText('This day has 2 check-ins so far; their mean is 6.5.');
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(info).toContainText('No check-ins on this day yet.');
  await expectNoA11yViolations(page);
});

test('the day page shows quick check-ins with their tags', async ({ page, request }) => {
  const user = await signUpViaApi(request);
  const headers = authHeaders(user.sessionId);
  for (const coreFeeling of ['6.0', '7.0']) {
    const r = await request.post('/api/quick-checkins', {
      headers,
      data: { coreFeeling, tags: ['sleep', 'work'] },
    });
    expect(r.status()).toBe(201);
  }
  await page.goto('/privacy-policy');
  await page.evaluate((id) => localStorage.setItem('sessionId', id), user.sessionId);
  await page.goto(`/calendar/${londonToday()}`);
  const card = page.getByRole('heading', { name: 'Quick check-ins' }).locator('..');
  const tags = card.getByRole('list', { name: 'Tags' });
  await expect(tags).toHaveCount(2);
  await expect(tags.first().getByRole('listitem')).toHaveText(['sleep', 'work']);
});

test('rating sheet: with a date that is no day, no "Rating for Today" and no Next day', async ({
  page,
  request,
}) => {
  await newUser(page, request, '/app');
  await wheelSegment(page, 'Sleep').click();
  const dialog = page.getByRole('dialog', { name: 'Sleep' });
  const today = londonToday();
  await expect(dialog.getByText(`Rating for Today, ${longDay(today)}`)).toBeVisible();
  await dialog.getByLabel('Day of this rating').fill(addDays(today, 3));
  await expect(dialog.getByTestId('day-field-status')).toHaveText(
    'You can only fill in today or an earlier day.',
  );
  await expect(dialog.getByText(/Rating for Today/)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Next day' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('rating sheet: the toast of a backdated save names the day', async ({ page, request }) => {
  await newUser(page, request, '/app');
  await wheelSegment(page, 'Sleep').click();
  const dialog = page.getByRole('dialog', { name: 'Sleep' });
  const today = londonToday();
  await dialog.getByLabel('Day of this rating').fill(addDays(today, -1));
  await expect(dialog.getByText(`Rating for Yesterday, ${longDay(addDays(today, -1))}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Sleep score updated successfully for Yesterday, ${longDay(addDays(today, -1))}` }),
  ).toBeVisible();
});

test('320 px: sign-up’s Name placeholder fits its field', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto('/signup');
  const fits = await page.locator('#signup-name').evaluate((el) => {
    const input = el as HTMLInputElement;
    const style = getComputedStyle(input);
    const ctx = document.createElement('canvas').getContext('2d');
    if (!ctx) return false;
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return ctx.measureText(input.placeholder).width <= room;
  });
  expect(fits).toBe(true);
});

test('320 px: Home keeps "/ 10" on the score’s line', async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  // The widest score there is: 10.0.
  const user = await signUpViaApi(request);
  const scores = Object.fromEntries(
    ['sleep', 'exercise', 'diet', 'social', 'achievements', 'relationships', 'creativity', 'finance'].map(
      (area) => [area, '10.0'],
    ),
  );
  const created = await request.post('/api/wellbeing-entries', {
    headers: authHeaders(user.sessionId),
    data: scores,
  });
  expect(created.status()).toBe(201);
  await page.goto('/privacy-policy');
  await page.evaluate((id) => localStorage.setItem('sessionId', id), user.sessionId);
  await page.goto('/app');
  await expect(page.getByText('10.0', { exact: true }).first()).toBeVisible();
  const score = page.getByText('/ 10', { exact: true }).locator('..');
  await expect(score).toBeVisible();
  const lines = await score.evaluate((el) => {
    const [number, outOf] = Array.from(el.children) as HTMLElement[];
    if (!number || !outOf) return null;
    // Each line the text of "/ 10" takes is one box of its range: one line, level with the score.
    const range = document.createRange();
    range.selectNodeContents(outOf);
    const rows = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
    const a = number.getBoundingClientRect();
    const b = outOf.getBoundingClientRect();
    return { rows: rows.size, sameLine: b.top < a.bottom && b.bottom > a.top };
  });
  expect(lines).toEqual({ rows: 1, sameLine: true });
});
