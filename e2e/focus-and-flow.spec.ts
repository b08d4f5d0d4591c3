import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { authHeaders, expect, signIn, signUpViaApi, test } from './fixtures';
import { QUESTIONS, wheelSegment } from './wheel-helpers';

/**
 * Decision 102: focus returns to whatever opened each dialog and sheet, and starts on the first field;
 * the phone's Back button closes the rating sheet; signed-in visitors skip the landing and sign-in
 * pages; the quick check-in keeps its value across Spotlight Areas; long journal entries collapse;
 * the journal dialog's mood slider is in view on a 360×640 phone; wide screens get a layout.
 */
const QUICK_QUESTION = 'Overall, how satisfied do you feel with your life right now?';

async function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()}|${el.getAttribute('aria-label') ?? ''}|${el.getAttribute('role') ?? ''}|${el.textContent?.trim().slice(0, 40) ?? ''}`;
  });
}

test('the rating sheet starts on its slider, returns focus to the segment, and closes on Back', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  await signIn(page, user.sessionId, '/app');
  const segment = wheelSegment(page, 'Sleep');
  await segment.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sleep' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('slider', { name: QUESTIONS.Sleep as string })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(segment).toBeFocused();

  // Cancel returns focus too.
  await segment.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(segment).toBeFocused();

  // The phone's Back button closes the sheet and stays on the page.
  await segment.click();
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(100); // the history entry is added just after opening
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/app$/);
  await expect(segment).toBeFocused();
  // And closing by Escape leaves no extra history entry behind: Back now leaves /app.
  await segment.click();
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(100);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(100);
  await expect(page).toHaveURL(/\/app$/);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/app$/);
});

test('journal dialogs start on the first field and return focus to their button', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  const headers = authHeaders(user.sessionId);
  const long = `${'A line of a long evening entry, written without stopping. '.repeat(300)}The end.`;
  for (const content of ['A short note.', long]) {
    const created = await request.post('/api/journal-entries', { headers, data: { content, mood: 6 } });
    expect(created.status()).toBe(201);
  }
  await signIn(page, user.sessionId, '/journal');

  const newEntry = page.getByRole('button', { name: 'New Entry' });
  await newEntry.click();
  const dialog = page.getByRole('dialog', { name: 'New Journal Entry' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(newEntry).toBeFocused();

  const edit = page.getByRole('button', { name: /^Edit entry of/ }).first();
  await edit.click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Entry' });
  await expect(editDialog.getByLabel('Title')).toBeFocused();
  await editDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(editDialog).toBeHidden();
  await expect(edit).toBeFocused();

  const remove = page.getByRole('button', { name: /^Delete entry of/ }).first();
  await remove.click();
  const confirm = page.getByRole('dialog', { name: 'Delete this entry?' });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();

  // The long entry starts collapsed and opens with "Show more".
  const more = page.getByRole('button', { name: 'Show more' });
  await expect(more).toHaveCount(1);
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  const card = page.getByRole('article').filter({ has: more });
  expect((await card.boundingBox())?.height ?? 0).toBeLessThan(600);
  await more.click();
  await expect(page.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  const opened = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Show less' }) });
  await expect(opened).toContainText('The end.');
  expect(await focusedDescription(page)).toContain('Show less');
});

test('the tag and account dialogs start on their field and return focus to their button', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  const headers = authHeaders(user.sessionId);
  const checkin = await request.post('/api/quick-checkins', {
    headers,
    data: { coreFeeling: 7, tags: ['garden', 'family'] },
  });
  expect(checkin.status()).toBe(201);
  await signIn(page, user.sessionId, '/tags');

  for (const [button, dialogName, field] of [
    ['Rename garden', /garden/, 'Name'],
    ['Merge garden into another tag', /garden/, null],
    ['Delete garden', /garden/, null],
  ] as const) {
    const trigger = page.getByRole('button', { name: button });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: dialogName });
    await expect(dialog).toBeVisible();
    if (field) await expect(dialog.getByLabel(field)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  }

  await page.goto('/profile');
  page.on('dialog', (confirm) => void confirm.accept());
  const deleteAccount = page.getByRole('button', { name: 'Delete My Account' });
  await deleteAccount.click();
  const dialog = page.getByRole('dialog', { name: 'Delete My Account' });
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(deleteAccount).toBeFocused();
});

test('on a 360×640 phone the journal dialog shows the mood slider without scrolling', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const user = await signUpViaApi(request);
  await signIn(page, user.sessionId, '/journal');
  await page.getByRole('button', { name: 'Write Your First Entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Journal Entry' });
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(300);
  const slider = await dialog.getByRole('slider', { name: 'Mood' }).boundingBox();
  const footer = await dialog.getByRole('button', { name: 'Save' }).boundingBox();
  expect(slider, 'the mood slider is rendered').not.toBeNull();
  expect((slider?.y ?? 999) + (slider?.height ?? 0)).toBeLessThanOrEqual(footer?.y ?? 0);
  await page.screenshot({ path: '/tmp/shots/journal-dialog-360x640.png' });
});

test('signed-in visitors go from the landing page, sign-in and sign-up straight to /app', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request, { name: 'Robin Test' });
  await signIn(page, user.sessionId, '/app');
  for (const path of ['/', '/login', '/signup']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { level: 1, name: /Robin/ })).toBeVisible();
  }
  // A stale session still gets the sign-in form.
  await page.evaluate(() => localStorage.setItem('sessionId', 'not-a-session-anymore'));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});

test('the quick check-in keeps its value across Spotlight Areas', async ({ page, request }) => {
  const user = await signUpViaApi(request);
  await signIn(page, user.sessionId, '/quick-checkin');
  const slider = page.getByRole('slider', { name: QUICK_QUESTION });
  await expect(slider).toHaveAttribute('aria-valuenow', '5');
  await slider.focus();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '7');
  await expect(page.getByText('Your 7.0 stays here until you save it.')).toBeVisible();
  await page.getByRole('link', { name: /Spotlight Areas/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spotlight Areas');
  await page.getByRole('link', { name: 'Back to quick check-in' }).click();
  await expect(page.getByRole('slider', { name: QUICK_QUESTION })).toHaveAttribute('aria-valuenow', '7');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/app$/);
  const list = await request.get('/api/quick-checkins', { headers: authHeaders(user.sessionId) });
  expect(((await list.json()) as { coreFeeling: string }[])[0]?.coreFeeling).toBe('7.0');
});

test('a 1280 px screen gets a navigation rail and a two-column home', async ({ page, request }) => {
  mkdirSync('/tmp/shots', { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  const user = await signUpViaApi(request, { name: 'Robin Wide' });
  await signIn(page, user.sessionId, '/app');
  await expect(wheelSegment(page, 'Sleep')).toBeVisible();
  const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  expect(nav?.x).toBe(0);
  expect(nav?.width ?? 0).toBeLessThan(160);
  expect(nav?.height ?? 0).toBeGreaterThan(800);
  const wheel = await page.getByRole('heading', { name: 'Health and Wellbeing Wheel' }).boundingBox();
  const overall = await page.getByText('Overall Wellbeing').boundingBox();
  expect(wheel?.x ?? 0).toBeGreaterThan((overall?.x ?? 0) + 300);
  await page.screenshot({ path: '/tmp/shots/wide-1280-app.png' });
  for (const path of ['/reports', '/journal']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/shots/wide-1280-${path.slice(1)}.png` });
  }
});
