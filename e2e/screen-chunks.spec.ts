import { expect, test } from './fixtures';
import { moduleListOf } from '../core/route-pages';

/**
 * What a screen loads before it can paint is its page's preloaded chunks (decision 456). The import
 * and targets screens check their answers and their form with core's zod schemas only once a file is
 * sent or the targets saved (decisions 531, 532), and /profile and /tags paint without zod too
 * (decisions 500, 501): none of their preloaded chunks is zod (whose chunks name `ZodError`).
 */
for (const path of ['/import', '/targets', '/profile', '/tags']) {
  test(`${path} preloads no zod`, async ({ request }) => {
    const page = await request.get(path);
    expect(page.ok()).toBe(true);
    const html = await page.text();
    const chunks = moduleListOf(html)!.preload;
    // The screen's own chunk is among them: the list is the screen's, not an empty one.
    expect(chunks.some((href) => href.includes(`${path.slice(1)}-page`))).toBe(true);
    for (const href of chunks) {
      const chunk = await request.get(href);
      expect(chunk.ok()).toBe(true);
      expect(await chunk.text(), href).not.toContain('ZodError');
    }
  });
}

/**
 * /profile's selects are `FieldFrame`s, not `Field`s (decision 517): the screen paints without the
 * length counter's and the field error's chunks, which none of its controls shows (decision 530).
 */
test('/profile preloads neither the length counter nor the field error', async ({ request }) => {
  const page = await request.get('/profile');
  expect(page.ok()).toBe(true);
  const html = await page.text();
  const chunks = moduleListOf(html)!.preload;
  expect(chunks.some((href) => href.includes('field-frame'))).toBe(true);
  for (const href of chunks) expect(href).not.toMatch(/length-counter|field-error|\/field-[\w-]{8}\.js$/);
});

/**
 * The calendar, a day, the journal, the reflections, /account-security and Progress check their first
 * reads' answers with core's zod/mini schemas (decision 534): their preloads hold those checks, so they
 * come with the page, and none of full zod (its own `ZodError`; zod/mini's core names `$ZodError`).
 */
for (const [path, checks] of [
  ['/calendar', /\/records-/],
  ['/calendar/2026-11-27', /\/records-/],
  ['/journal', /\/records-/],
  ['/reflections', /\/records-/],
  ['/account-security', /\/devices-/],
  ['/progress', /\/trends-/],
  ['/quick-checkin', /\/records-/],
] as const) {
  test(`${path} preloads its answer checks and no full zod`, async ({ request }) => {
    const page = await request.get(path);
    expect(page.ok()).toBe(true);
    const html = await page.text();
    const chunks = moduleListOf(html)!.preload;
    expect(chunks.some((href) => checks.test(href))).toBe(true);
    expect(chunks.some((href) => /\/wire-/.test(href))).toBe(true);
    for (const href of chunks) {
      const chunk = await request.get(href);
      expect(chunk.ok()).toBe(true);
      expect(await chunk.text(), href).not.toMatch(/[`"']ZodError[`"']/);
    }
  });
}
