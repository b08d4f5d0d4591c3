import { expect, test } from '@playwright/test';

test('the server answers health checks and serves the app shell', async ({ page, request }) => {
  expect((await request.get('/healthz')).ok()).toBe(true);
  await page.goto('/');
  await expect(page).toHaveTitle(/Tend/);
});
