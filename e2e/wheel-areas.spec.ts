import { expect, expectNoA11yViolations, newUser, test } from './fixtures';

test('8 Areas shows one card per area with emoji, title and description', async ({ page, request }) => {
  await newUser(page, request, '/areas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('8 Areas');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Sleep',
    'Movement',
    'Diet',
    'Social',
    'Achievements',
    'Relationships',
    'Creativity',
    'Finance',
  ]);
  await expect(page.getByRole('article')).toHaveCount(8);
  await expect(page.getByText('😴')).toBeVisible();
  await expect(page.getByRole('link', { name: '8 Areas' })).toHaveAttribute('aria-current', 'page');
  await expectNoA11yViolations(page);
});
