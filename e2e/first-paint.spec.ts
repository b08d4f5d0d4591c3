import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, signUpViaApi, test } from './fixtures';

/**
 * The first paint of a signed-in screen (decision 495): what `app.html` shows before the app's
 * scripts have run is the app's own frame, in place — the column, Home's logo, the back link's chevron
 * of a screen without the navigation (decision 515) and the navigation's entries stand where the app
 * then draws them, at 320 and 390 px and on a wide screen, left to right and in Arabic (where the
 * chevron points right); it says nothing and hides from screen readers; and the app replaces it without a
 * layout shift. The service worker is kept out: the page must come from the server each time.
 */
test.use({ serviceWorkers: 'block' });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Frame {
  column: Box;
  logo: Box | null;
  /** The back link's chevron (screens without the navigation, decision 515) and its drawn direction. */
  back: (Box & { scale: string }) | null;
  /** Each navigation entry's icon pill, and the height of the line(s) of its word. */
  entries: (Box & { wordHeight: number })[];
}

/**
 * The boxes of the frame under `root`: its column, the logo's mark, the back link's chevron and each
 * navigation entry's icon pill.
 */
function frameOf(page: Page, root: string): Promise<Frame> {
  return page.evaluate(
    ({ root }) => {
      const box = (el: Element) => {
        const r = el.getBoundingClientRect();
        return {
          x: Math.round(r.x),
          y: Math.round(r.y),
          width: Math.round(r.width),
          height: Math.round(r.height),
        };
      };
      const column = document.querySelector(`${root} > :is(div, main)`)!;
      const logo = column.querySelector(':scope > div:first-child svg[viewBox="0 0 64 64"]');
      // The first row's chevron: the frame's, or the back link's of the screen's header in the app.
      const back = column.querySelector(':is(header, :scope > div:first-child) svg.lucide-chevron-left');
      return {
        column: box(column),
        logo: logo ? box(logo) : null,
        back: back ? { ...box(back), scale: getComputedStyle(back).scale } : null,
        entries: [...document.querySelectorAll(`${root} > nav li > *`)].map((entry) => ({
          ...box(entry.firstElementChild!),
          wordHeight: Math.round(entry.lastElementChild!.getBoundingClientRect().height),
        })),
      };
    },
    { root },
  );
}

for (const { width, height } of [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  for (const locale of ['en', 'ar'] as const) {
    for (const path of ['/app', '/journal', '/quick-checkin', '/account-security']) {
      test(`${path} at ${width} px (${locale}): the first paint is the app's frame, in place`, async ({
        page,
        request,
      }) => {
        await page.setViewportSize({ width, height });
        const user = await signUpViaApi(request);
        await page.goto('/privacy-policy');
        // The app of this page has started (it runs after the first paint, decision 496, which can be
        // after the load event): it read its language before this one is set.
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.evaluate(
          ({ id, locale }) => {
            localStorage.setItem('sessionId', id);
            localStorage.setItem('tend.locale', locale);
          },
          { id: user.sessionId, locale },
        );

        // The page alone: its module scripts never arrive (its direction is an inline script, decision 545).
        await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
        const shell = await frameOf(page, '#root');
        const noNav = path === '/quick-checkin' || path === '/account-security';
        expect(shell.entries).toHaveLength(noNav ? 0 : 5);
        expect(shell.logo === null).toBe(path !== '/app');
        expect(shell.back === null).toBe(!noNav);
        // It points back: to the left, and to the right in Arabic, as the app's does.
        if (shell.back) expect(shell.back.scale.startsWith('-1')).toBe(locale === 'ar');
        // Nothing to read, to focus or to hear.
        expect((await page.locator('#root').innerText()).replace(/\s/g, '')).toMatch(/^(Tend)?$/);
        expect(await page.locator('#root a, #root button, #root [tabindex], #root main').count()).toBe(0);
        expect(
          await page.evaluate(() =>
            [...document.querySelectorAll('#root > *')].every((el) => el.ariaHidden === 'true'),
          ),
        ).toBe(true);

        // The app: the same boxes once it has replaced the first paint, with no layout shift.
        await page.unrouteAll();
        await page.addInitScript(() => {
          (window as unknown as { shifts: number }).shifts = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
              (window as unknown as { shifts: number }).shifts += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(path);
        await expect(
          page.locator('main#main h1, main#main [data-testid="page-placeholder"]').first(),
        ).toBeVisible();
        const app = await frameOf(page, 'body > #root');
        // Where the app's word takes two lines (Arabic at a phone's width), its cell centres the icon
        // half a line higher than the first paint's one line does: the icon may stand that much higher.
        expect(app.entries.length).toBe(shell.entries.length);
        app.entries.forEach((entry, i) => {
          const first = shell.entries[i]!;
          const wrapped = entry.wordHeight > first.wordHeight;
          expect({ ...entry, wordHeight: 0, y: wrapped ? first.y : entry.y }).toEqual({
            ...first,
            wordHeight: 0,
          });
          if (wrapped)
            expect(first.y - entry.y).toBeLessThanOrEqual(
              Math.ceil((entry.wordHeight - first.wordHeight) / 2),
            );
        });
        expect(app.logo).toEqual(shell.logo);
        expect(app.back).toEqual(shell.back);
        expect({ x: app.column.x, y: app.column.y, width: app.column.width }).toEqual({
          x: shell.column.x,
          y: shell.column.y,
          width: shell.column.width,
        });
        // Home on a wide screen moves one of its own cards as its reads arrive (0.0175, the same without
        // the first paint: the screen's, not the frame's); every other start is still.
        const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
        expect(shifts).toBeLessThanOrEqual(path === '/app' && width > 1024 ? 0.018 : 0);
        if (width === 390 && locale === 'en') await expectNoA11yViolations(page);
      });
    }
  }
}
