import { mkdirSync } from 'node:fs';
import { AREA_LABEL_MAX } from '../core/areas';
import { authHeaders, expect, signIn, signUpViaApi, test, type TestUser } from './fixtures';
import { addDays, londonToday, scores, seedEntries, seedQuickCheckins } from './progress-seed';
import { expectNoHorizontalOverflow } from './no-overflow';
import { sheetEntryGone, wheelSegment } from './wheel-helpers';

/**
 * Decision 102: long unbroken words (a surname, a 200-character link) must wrap wherever user text is
 * shown, so no screen is ever wider than the phone. Every screen at 320, 360 and 390 px, with such
 * text in every field a person can fill, asserting the page never scrolls sideways. Screenshots go to
 * /tmp/shots for a visual review.
 */
const SURNAME = 'Wolfeschlegelsteinhausenbergerdorff';
const LONG_NAME = `Hubert ${SURNAME}ssenschaftsbeziehungen`.slice(0, 100);
const LONG_LINK = `https://example.com/${'a-very-long-path-segment-without-spaces-'.repeat(5)}end`.slice(
  0,
  200,
);
const LONG_WORD = 'Donaudampfschifffahrtsgesellschaftskapitänswitwenrentenversicherungsanstalt';
const SHOTS = '/tmp/shots';

async function seedLongText(request: Parameters<typeof signUpViaApi>[0], user: TestUser): Promise<void> {
  const today = londonToday();
  seedEntries(user.user.id, [
    { day: addDays(today, -9), scores: scores(6, { creativity: 3 }) },
    { day: addDays(today, -8), scores: scores(7, { finance: 4.5 }), notes: `${LONG_WORD} ${LONG_LINK}` },
    { day: addDays(today, -1), scores: scores(6.5, { achievements: 10, relationships: 5.5 }) },
  ]);
  seedQuickCheckins(user.user.id, [
    { day: addDays(today, -8), coreFeeling: 6 },
    { day: addDays(today, -1), coreFeeling: 9 },
  ]);
  const headers = authHeaders(user.sessionId);
  const latest = await request.get('/api/wellbeing-entries/latest', { headers });
  const entry = (await latest.json()) as { id: string };
  const reflection = await request.post('/api/dimension-reflections', {
    headers,
    data: {
      dimension: 'sleep',
      score: 6.5,
      notes: `${LONG_WORD} ${SURNAME}`,
      reflection: LONG_LINK,
      wellbeingEntryId: entry.id,
    },
  });
  expect(reflection.status(), await reflection.text()).toBe(201);
  // An area of one's own named with one unbroken word of the longest label allowed, rated yesterday,
  // so every screen that lists areas shows it.
  const area = await request.post('/api/areas', {
    headers,
    data: {
      label: LONG_WORD.slice(0, AREA_LABEL_MAX),
      icon: 'Leaf',
      color: '#059669',
      description: LONG_LINK,
    },
  });
  expect(area.status(), await area.text()).toBe(201);
  const { key } = (await area.json()) as { key: string };
  const rated = await request.put(`/api/days/${addDays(today, -1)}/ratings/${key}`, {
    headers,
    data: { score: '4.5' },
  });
  expect(rated.status(), await rated.text()).toBe(200);
  for (const content of [
    `${LONG_WORD} ${LONG_LINK}`,
    `Long day. ${'A whole paragraph of thoughts. '.repeat(700)}`,
  ]) {
    const created = await request.post('/api/journal-entries', {
      headers,
      data: { title: `${SURNAME}${SURNAME}`, content: content.slice(0, 20_000), mood: 7 },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
}

const SCREENS: { path: string; heading: RegExp }[] = [
  { path: '/app', heading: /Hubert/ },
  { path: '/areas', heading: /Areas/ },
  { path: '/your-wheel', heading: /Your wheel/ },
  { path: '/reports', heading: /Reports/ },
  { path: '/journal', heading: /Journal/ },
  { path: '/progress', heading: /Progress/ },
  { path: '/profile', heading: /Profile/ },
  { path: '/edit-profile', heading: /Edit Profile/ },
  { path: '/reflections?dimension=sleep', heading: /Reflections/ },
  { path: '/quick-checkin', heading: /Quick Check-in/ },
  { path: '/spotlight-areas', heading: /Spotlight/ },
  { path: '/targets', heading: /Targets/ },
  { path: '/tags', heading: /Your tags/ },
  { path: '/calendar', heading: /Calendar/ },
  { path: '/what-moves', heading: /What moves each area/ },
  { path: '/reminders', heading: /Reminders/ },
  { path: '/account-security', heading: /Password & Devices/ },
  { path: '/import', heading: /Import data/ },
];

for (const width of [320, 360, 390] as const) {
  test(`no screen is wider than a ${width} px phone, even with long unbroken words`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width, height: 740 });
    const user = await signUpViaApi(request, { name: LONG_NAME });
    await seedLongText(request, user);

    for (const path of [
      '/',
      '/privacy-policy',
      '/terms-of-use',
      '/contact',
      '/login',
      '/signup',
      '/nowhere',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoHorizontalOverflow(page, `${path} signed out at ${width}`);
    }

    await signIn(page, user.sessionId, '/app');
    for (const { path, heading } of SCREENS) {
      if (page.url().endsWith(path) === false) await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS}/w${width}-${path.replace(/\W+/g, '_')}.png`, fullPage: true });
      await expectNoHorizontalOverflow(page, `${path} at ${width}`);
    }

    // The rating sheet and the journal dialog with long text typed in.
    await page.goto('/app');
    await wheelSegment(page, 'Sleep').click();
    const sheet = page.getByRole('dialog');
    await sheet.getByLabel('Notes').fill(`${LONG_WORD}${LONG_WORD}`);
    await sheet.getByLabel('Where to start').fill(LONG_LINK);
    await expectNoHorizontalOverflow(page, `rating sheet at ${width}`);
    await page.screenshot({ path: `${SHOTS}/w${width}-sheet.png` });
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await sheetEntryGone(page);

    await page.goto('/journal');
    await page.getByRole('button', { name: 'New Entry' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill(`${SURNAME}${SURNAME}`);
    await dialog.getByLabel("What's on your mind?").fill(LONG_LINK);
    await expectNoHorizontalOverflow(page, `journal dialog at ${width}`);
    await page.screenshot({ path: `${SHOTS}/w${width}-journal-dialog.png` });
  });
}
