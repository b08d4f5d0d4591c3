import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// Decision 102's check, used by the phone-width sweep and the language sweep (decision 364).
/** The page does not scroll sideways, and nothing on it reaches past the viewport's right edge. */
export async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
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
