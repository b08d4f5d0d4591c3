import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { authHeaders, expect, signIn, signUpViaApi, test, type TestUser } from './fixtures';
import { addDays, londonToday, scores, seedEntries, seedQuickCheckins } from './progress-seed';
import { wheelSegment } from './wheel-helpers';

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

/** The page does not scroll sideways, and nothing on it reaches past the viewport's right edge. */
async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide: string[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').slice(0, 50)} "${(el.textContent ?? '').slice(0, 30)}"`;
    // Inside a box that scrolls or clips sideways on purpose (the area tabs), being past the edge is fine.
    const inScroller = (el: Element | null): boolean => {
      for (let a = el?.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (el.closest('.sr-only') || inScroller(el)) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(el);
      // An element past the edge, or text spilling out of a box that does not scroll or clip.
      const past = rect.right > width + 1 || rect.left < -1;
      // (Boxes holding icons or screen-reader text are left to the checks of position and text below:
      // icon buttons sit on negative margins on purpose.)
      const spills =
        style.overflowX === 'visible' &&
        el.scrollWidth > el.clientWidth + 1 &&
        el.clientWidth > 0 &&
        !el.querySelector('.sr-only, svg');
      if (past || spills) wide.push(`${past ? 'past edge' : 'spills'}: ${describe(el)}`);
    }
    // Text past the right edge, even where its box stays inside.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest('.sr-only')) continue;
      if (
        inScroller(node.parentElement ?? null) ||
        getComputedStyle(node.parentElement!).overflowX !== 'visible'
      )
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (rect.width > 0 && rect.right > width + 1)
        wide.push(`text past edge: "${node.textContent.slice(0, 30)}"`);
    }
    return { scroll: document.documentElement.scrollWidth, width, wide: wide.slice(-6) };
  });
  expect(
    overflow.scroll,
    `${where}: page is wider than the phone (${overflow.wide.join('; ')})`,
  ).toBeLessThanOrEqual(overflow.width);
  expect(overflow.wide, `${where}: elements past the edge`).toEqual([]);
}

const SCREENS: { path: string; heading: RegExp }[] = [
  { path: '/app', heading: /Hubert/ },
  { path: '/areas', heading: /Areas/ },
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

    await page.goto('/journal');
    await page.getByRole('button', { name: 'New Entry' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill(`${SURNAME}${SURNAME}`);
    await dialog.getByLabel("What's on your mind?").fill(LONG_LINK);
    await expectNoHorizontalOverflow(page, `journal dialog at ${width}`);
    await page.screenshot({ path: `${SHOTS}/w${width}-journal-dialog.png` });
  });
}
