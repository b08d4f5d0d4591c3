/**
 * Each person's wheel in the browser (decisions 350–353): a 5-area and a 12-area wheel at 320, 390 and
 * 1280 px in both themes (no sideways scrolling, labels visible, 44 px targets, rating an own area),
 * and the Your wheel screen's rename, hide, reorder, add and delete, all axe clean.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { authHeaders, expect, expectNoA11yViolations, newUser, test } from './fixtures';
import { expectNoHorizontalOverflow } from './no-overflow';
import { setSlider } from './wheel-helpers';

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/your-wheel';

async function addArea(
  request: APIRequestContext,
  sessionId: string,
  area: { label: string; icon: string; color: string; description?: string },
): Promise<string> {
  const response = await request.post('/api/areas', {
    headers: { ...authHeaders(sessionId), 'Idempotency-Key': `add-${crypto.randomUUID()}` },
    data: area,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { key: string }).key;
}

async function hide(request: APIRequestContext, sessionId: string, key: string): Promise<void> {
  const response = await request.put(`/api/areas/${key}`, {
    headers: authHeaders(sessionId),
    data: { hidden: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Shown: sleep, social, finance and two of one's own = 5. */
async function fiveAreaWheel(request: APIRequestContext, sessionId: string): Promise<string[]> {
  for (const key of ['exercise', 'diet', 'achievements', 'relationships', 'creativity'])
    await hide(request, sessionId, key);
  await addArea(request, sessionId, { label: 'Faith', icon: 'HandHeart', color: '#DB2777' });
  await addArea(request, sessionId, { label: 'Pets', icon: 'PawPrint', color: '#65A30D' });
  return ['Sleep', 'Social', 'Finance', 'Faith', 'Pets'];
}

/** All eight built-in and four of one's own, with long labels: 12. */
async function twelveAreaWheel(request: APIRequestContext, sessionId: string): Promise<string[]> {
  const own = [
    { label: 'Volunteering and community', icon: 'HandHeart', color: '#DB2777' },
    { label: 'Learning languages', icon: 'GraduationCap', color: '#2563EB' },
    { label: 'Spirituality', icon: 'Sun', color: '#C026D3' },
    { label: 'Pets', icon: 'PawPrint', color: '#65A30D' },
  ];
  for (const area of own) await addArea(request, sessionId, area);
  return [
    'Sleep',
    'Movement',
    'Diet',
    'Social',
    'Achievements',
    'Relationships',
    'Creativity',
    'Finance',
    ...own.map((a) => a.label),
  ];
}

/** Chooses a radio of the icon or colour set with the keyboard (Space on the focused option). */
async function choose(page: Page, radio: Locator) {
  await radio.focus();
  await page.keyboard.press('Space');
}

const segments = (page: Page) => page.locator('svg [data-dimension][role="button"]');

for (const [name, build] of [
  ['5-area', fiveAreaWheel],
  ['12-area', twelveAreaWheel],
] as const) {
  test(`a ${name} wheel at 320, 390 and 1280 px in both themes; an own area is rated from it`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const user = await newUser(page, request, '/privacy-policy');
    const labels = await build(request, user.sessionId);
    for (const width of [320, 390, 1280]) {
      for (const scheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: width === 1280 ? 900 : 800 });
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        await page.goto('/app');
        await expect(segments(page)).toHaveCount(labels.length);
        // The segments follow the wheel's order and names.
        for (const [i, label] of labels.entries())
          await expect(segments(page).nth(i)).toHaveAccessibleName(new RegExp(`^${label}, 5\\.0 out of 10`));
        // Every label is there to read in the legend, and each legend tile and segment is ≥ 44 px.
        const legend = page.locator('[data-legend]');
        await expect(legend).toHaveCount(labels.length);
        for (const [i, label] of labels.entries()) {
          const tile = legend.nth(i);
          await expect(tile).toContainText(label);
          const box = await tile.boundingBox();
          expect(box?.height ?? 0, `${label} tile height`).toBeGreaterThanOrEqual(44);
          const seg = await segments(page).nth(i).boundingBox();
          expect(Math.min(seg?.width ?? 0, seg?.height ?? 0), `${label} segment size`).toBeGreaterThanOrEqual(
            44,
          );
        }
        await expectNoHorizontalOverflow(page, `${name} wheel at ${width} px, ${scheme}`);
        await page.screenshot({ path: `${SHOTS}/${name}-${width}-${scheme}.png`, fullPage: true });
        if (width === 320)
          await page
            .locator('svg[role="group"]')
            .screenshot({ path: `${SHOTS}/${name}-wheel-320-${scheme}.png` });
        if (width === 390) await expectNoA11yViolations(page);
      }
    }

    // Rating an area of one's own from the wheel: the sheet, the save, the segment's new score.
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/app');
    const own = name === '5-area' ? 'Faith' : 'Learning languages';
    await page.getByRole('button', { name: new RegExp(`^${own}, 5\\.0 out of 10`) }).click();
    const dialog = page.getByRole('dialog', { name: own });
    await expect(dialog.getByRole('heading', { name: own })).toBeVisible();
    await setSlider(page, `How satisfied are you with ${own} lately?`, 5, 7.5);
    await page.screenshot({ path: `${SHOTS}/${name}-sheet-320.png` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${own} score updated successfully` }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^${own}, 7\\.5 out of 10`) })).toBeVisible();
    // The server holds it as that area's rating.
    const latest = await request.get('/api/wellbeing-entries/latest', {
      headers: authHeaders(user.sessionId),
    });
    const entry = (await latest.json()) as { areaScores?: Record<string, string> };
    expect(Object.values(entry.areaScores ?? {})).toEqual(['7.5']);
  });
}

test('Your wheel: rename, hide, reorder, add and delete through the screen, errors at their field', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await newUser(page, request, '/areas');
  await page.getByRole('link', { name: 'Change your wheel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your wheel' })).toBeVisible();
  const rows = page.locator('li[data-area]');
  await expect(rows).toHaveCount(8);
  await expectNoA11yViolations(page);

  // Rename: a duplicate and an empty label are refused at the field, then a good one is saved.
  await page.getByRole('button', { name: 'Edit Sleep' }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit “Sleep”' });
  const name = dialog.getByLabel('Name');
  await expect(name).toBeFocused();
  await name.fill(' diet ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('You already have an area with this label')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill('   ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Label is required')).toBeVisible();
  await name.fill('x'.repeat(41));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Label must be at most 40 characters')).toBeVisible();
  await name.fill('Rest');
  // Icon and colour by keyboard: radio groups.
  await choose(page, dialog.getByRole('radio', { name: 'Sun' }));
  await choose(page, dialog.getByRole('radio', { name: 'Teal' }));
  await expect(dialog.getByRole('radio', { name: 'Sun' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Teal' })).toBeChecked();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows.first()).toContainText('Rest');
  await expect(page.getByRole('button', { name: 'Edit Rest' })).toBeFocused();

  // Reorder with the keyboard: Movement up to the top; focus stays on the row's button.
  const up = page.getByRole('button', { name: 'Move Movement up' });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(rows.first()).toContainText('Movement');
  await expect(page.getByRole('button', { name: 'Move Movement down' })).toBeFocused();
  await expect(page.getByText('Movement moved to place 1 of 8')).toBeAttached();

  // Hide five; the sixth is refused next to its button (at least 3 stay shown). Each hide is awaited
  // as the person is told it is done ("… hidden from your wheel") before the next click: the screen
  // takes one change at a time, and its Show button appears before the scores behind it are refreshed,
  // so under load a click made on that cue went by unheard, a hide went missing and the sixth passed.
  for (const label of ['Finance', 'Creativity', 'Relationships', 'Achievements', 'Social']) {
    await page.getByRole('button', { name: `Hide ${label}` }).click();
    await expect(page.getByRole('button', { name: `Show ${label}` })).toBeVisible();
    await expect(page.getByText(`${label} hidden from your wheel`)).toBeAttached();
  }
  await page.getByRole('button', { name: 'Hide Diet' }).click();
  await expect(page.locator('li[data-area="diet"]')).toContainText('At least 3 areas must stay shown');
  await page.getByRole('button', { name: 'Show Finance' }).click();
  await expect(page.getByRole('button', { name: 'Hide Finance' })).toBeVisible();
  await expect(page.getByText('Finance shown on your wheel')).toBeAttached();

  // Add an area of one's own, with a label taken refused first.
  await page.getByRole('button', { name: 'Add an area of your own' }).click();
  dialog = page.getByRole('dialog', { name: 'Add an area' });
  await dialog.getByLabel('Name').fill('REST');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('You already have an area with this label')).toBeVisible();
  await dialog.getByLabel('Name').fill('Faith');
  await choose(page, dialog.getByRole('radio', { name: 'Helping hand' }));
  await dialog
    .getByLabel('What this area means to you (optional)')
    .fill('Quiet time, prayer and the people at church.');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(9);
  await expect(rows.last()).toContainText('Faith');
  await page.screenshot({ path: `${SHOTS}/your-wheel-390.png`, fullPage: true });

  // The wheel on Home follows: Movement first, Rest second, 4 shown (Movement, Rest, Diet, Finance, Faith).
  await page.goto('/app');
  await expect(segments(page)).toHaveCount(5);
  await expect(segments(page).first()).toHaveAccessibleName(/^Movement, /);
  await expect(segments(page).nth(1)).toHaveAccessibleName(/^Rest, /);
  // Rate Faith once, so deleting it says one rating goes with it.
  await page.getByRole('button', { name: /^Faith, 5\.0 out of 10/ }).click();
  await page.getByRole('dialog', { name: 'Faith' }).getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Faith score updated successfully' }),
  ).toBeVisible();

  // 8 Areas shows the person's own description for their area.
  await page.goto('/areas');
  await expect(page.locator('li[data-area^="own-"]')).toContainText(
    'Quiet time, prayer and the people at church.',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Rest' })).toBeVisible();

  // Delete: the question says how many ratings go; focus moves in, and back on Cancel.
  await page.goto('/your-wheel');
  const remove = page.getByRole('button', { name: 'Delete Faith' });
  await remove.click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Delete “Faith”?' }));
  await expect(confirm).toContainText('Its 1 rating goes with it.');
  expect(await confirm.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectNoA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  await remove.click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(rows).toHaveCount(8);
  await expect(page.getByRole('button', { name: 'Add an area of your own' })).toBeFocused();
  const areas = (await (
    await request.get('/api/areas', { headers: authHeaders(user.sessionId) })
  ).json()) as {
    key: string;
  }[];
  expect(areas.map((a) => a.key)).not.toContain(expect.stringMatching(/^own-/));
});
