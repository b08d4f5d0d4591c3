import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { moduleListOf } from '../core/route-pages';

/** The chunks a screen's page preloads: what it loads before it can paint (decision 456). */
async function preloaded(request: APIRequestContext, path: string) {
  const page = await request.get(path);
  expect(page.ok()).toBe(true);
  const chunks = moduleListOf(await page.text())!.preload;
  // The screen's own chunk is among them: the list is the screen's, not an empty one.
  expect(chunks.some((href) => href.includes(`${path.slice(1)}-page`))).toBe(true);
  return chunks;
}

test('/journal preloads its list of tags, not the tag picker (decision 527)', async ({ request }) => {
  const chunks = await preloaded(request, '/journal');
  expect(chunks.some((href) => href.includes('/tag-list-'))).toBe(true);
  expect(chunks.filter((href) => href.includes('/tag-picker-'))).toEqual([]);
});

test('/account-security preloads no dialog: the passkey removal loads on intent (decision 523)', async ({
  request,
}) => {
  const chunks = await preloaded(request, '/account-security');
  for (const href of chunks) {
    const chunk = await request.get(href);
    expect(chunk.ok()).toBe(true);
    // The Radix dialog's chunk names its parts.
    expect(await chunk.text(), href).not.toContain('DialogContent');
  }
});
