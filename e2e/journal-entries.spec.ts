import { expect, expectNoA11yViolations, newUser, test } from './fixtures';

const WEEKDAY_DATE =
  /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}$/;

test('write, edit and delete journal entries', async ({ page, request }) => {
  // axe reads colours mid-animation otherwise (a fading dialog has too little contrast).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await newUser(page, request, '/journal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journal');
  await expect(page.getByRole('heading', { name: 'No journal entries yet' })).toBeVisible();
  await expectNoA11yViolations(page);

  // Blank content keeps Save disabled; the mood starts at 5.
  await page.getByRole('button', { name: 'Write Your First Entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Journal Entry' });
  await expect(dialog).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  const mood = dialog.getByRole('slider', { name: 'Mood' });
  await expect(mood).toHaveAttribute('aria-valuenow', '5');
  await expect(mood).toHaveAttribute('aria-valuemin', '1');
  await expect(mood).toHaveAttribute('aria-valuemax', '10');
  await dialog.getByLabel('Title').fill('Only a title');
  await dialog.getByLabel("What's on your mind?").fill('   \n  ');
  await expect(save).toBeDisabled();
  await expectNoA11yViolations(page);

  // Multi-line content, mood 8 (Good).
  await dialog.getByLabel('Title').fill('  Garden morning  ');
  await dialog.getByLabel("What's on your mind?").fill('Line one\nLine two\n\nLine four');
  await mood.focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(mood).toHaveAttribute('aria-valuenow', '8');
  await expect(dialog.getByText('Good · 8/10')).toBeVisible();
  await save.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Journal entry created successfully' }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  const first = page.getByRole('article', { name: 'Garden morning' });
  await expect(first.getByRole('heading', { name: 'Garden morning' })).toBeVisible();
  await expect(first.getByText('Good · 8/10')).toBeVisible();
  await expect(first.locator('time')).toHaveText(WEEKDAY_DATE);
  // innerText keeps line breaks only when they are rendered (white-space: pre-wrap).
  const content = first.getByText('Line one');
  expect(await content.innerText()).toBe('Line one\nLine two\n\nLine four');
  const box = await content.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(60);

  // A second entry, without a title, is listed first (newest first).
  await page.getByRole('button', { name: 'New Entry' }).click();
  const second = page.getByRole('dialog', { name: 'New Journal Entry' });
  await expect(second.getByLabel('Title')).toHaveValue('');
  await expect(second.getByLabel("What's on your mind?")).toHaveValue('');
  await second.getByLabel("What's on your mind?").fill('A quick note');
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Journal entry created successfully' }),
  ).toBeVisible();
  const articles = page.getByRole('article');
  await expect(articles).toHaveCount(2);
  await expect(articles.nth(0)).toContainText('A quick note');
  await expect(articles.nth(0)).toContainText('Neutral · 5/10');
  await expect(articles.nth(1)).toContainText('Garden morning');
  await expectNoA11yViolations(page);

  // Edit: fields are prefilled; removing the title removes it; mood 3 is Low.
  await first.getByRole('button', { name: 'Edit Garden morning' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Entry' });
  await expect(edit.getByLabel('Title')).toHaveValue('Garden morning');
  await expect(edit.getByLabel("What's on your mind?")).toHaveValue('Line one\nLine two\n\nLine four');
  await expect(edit.getByRole('slider', { name: 'Mood' })).toHaveAttribute('aria-valuenow', '8');
  await edit.getByLabel('Title').fill('');
  await edit.getByLabel("What's on your mind?").fill('Rewritten\nwith care');
  await edit.getByRole('slider', { name: 'Mood' }).focus();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowLeft');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Journal entry updated successfully' }),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: 'Garden morning' })).toHaveCount(0);
  const edited = articles.nth(1);
  await expect(edited).toContainText('Low · 3/10');
  expect(await edited.getByText('Rewritten').innerText()).toBe('Rewritten\nwith care');

  // Cancel leaves everything as it was.
  await edited.getByRole('button', { name: /^Edit entry of / }).click();
  await page.getByRole('dialog', { name: 'Edit Entry' }).getByLabel("What's on your mind?").fill('Not saved');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('Not saved')).toHaveCount(0);

  // Delete asks first; cancelling keeps the entry.
  await articles
    .nth(0)
    .getByRole('button', { name: /^Delete / })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete this entry?' });
  await expect(confirm).toContainText('This action cannot be undone.');
  await expectNoA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(articles).toHaveCount(2);
  await articles
    .nth(0)
    .getByRole('button', { name: /^Delete / })
    .click();
  await page
    .getByRole('dialog', { name: 'Delete this entry?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Journal entry deleted successfully' }),
  ).toBeVisible();
  await expect(articles).toHaveCount(1);
  await expect(articles.nth(0)).toContainText('Rewritten');

  // What the server holds matches what the screen shows.
  await page.reload();
  await expect(articles).toHaveCount(1);
  await expect(articles.nth(0)).toContainText('Low · 3/10');
});

test('a failed save keeps the dialog and what was written, with the spec error', async ({
  page,
  request,
}) => {
  await newUser(page, request, '/journal');
  await page.route('**/api/journal-entries', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"message":"Something went wrong on our side. Please try again."}',
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Write Your First Entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Journal Entry' });
  await dialog.getByLabel("What's on your mind?").fill('Please keep me');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to create journal entry' });
  await expect(alert).toContainText('Error');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("What's on your mind?")).toHaveValue('Please keep me');

  await page.unroute('**/api/journal-entries');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Journal entry created successfully' }),
  ).toBeVisible();

  await page.route('**/api/journal-entries/*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
  );
  await page.getByRole('button', { name: /^Edit / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to update journal entry' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to delete journal entry' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('journal screenshots', async ({ page, request }) => {
  await newUser(page, request, '/journal');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.goto('/journal');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (scheme === 'light') {
      await expect(page.getByRole('heading', { name: 'No journal entries yet' })).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/journal-empty-${scheme}.png` });
      const entries: [string, string, number][] = [
        ['', 'Slept badly, but a long walk by the river helped more than I expected.', 4],
        ['A good Sunday', 'Cooked with Sam.\nCalled Mum.\n\nFelt like myself again.', 8],
        ['Hard day', 'Too many meetings. Remember to breathe.', 2],
      ];
      for (const [title, content, mood] of entries) {
        await page.getByRole('button', { name: /Write Your First Entry|New Entry/ }).click();
        const dialog = page.getByRole('dialog');
        if (title) await dialog.getByLabel('Title').fill(title);
        await dialog.getByLabel("What's on your mind?").fill(content);
        await dialog.getByRole('slider', { name: 'Mood' }).focus();
        const key = mood > 5 ? 'ArrowRight' : 'ArrowLeft';
        for (let i = 0; i < Math.abs(mood - 5); i += 1) await page.keyboard.press(key);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog).toBeHidden();
      }
      await page.getByRole('button', { name: 'Dismiss notification' }).click();
    }
    await expect(page.getByRole('article')).toHaveCount(3);
    await page.screenshot({ path: `/tmp/shots/journal-${scheme}.png` });
    await page.getByRole('button', { name: 'Edit A good Sunday' }).click();
    await page.screenshot({ path: `/tmp/shots/journal-dialog-${scheme}.png` });
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
  }
});
