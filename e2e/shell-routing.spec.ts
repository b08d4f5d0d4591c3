import { expect, expectNoA11yViolations, newUser, test } from './fixtures';

test.describe('public shell', () => {
  test('the server answers health checks and the landing page has every section in order', async ({
    page,
    request,
  }) => {
    expect((await request.get('/healthz')).ok()).toBe(true);
    await page.goto('/');
    await expect(page).toHaveTitle(/Tend/);
    const headings = page.getByRole('heading', { level: 2 });
    await expect(headings).toHaveText([
      'Why Tend?',
      'Help shape Tend',
      'What Users Say',
      'Start Your Journey Today',
      'How It Works',
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    const getStarted = page.getByRole('link', { name: 'Get Started Free' });
    await expect(getStarted).toHaveCount(2);
    for (const link of await getStarted.all()) await expect(link).toHaveAttribute('href', '/signup');
    // Four benefits and four steps, in the spec's order.
    await expect(page.locator('#how-title + div li h3')).toHaveText([
      'Check In',
      'Reflect',
      'Encouragement',
      'Track Your Growth',
    ]);
    await expect(page.locator('#testimonials-title + div blockquote')).toHaveCount(2);
    await expect(page.getByText('These are examples of the experience')).toBeVisible();
  });

  test('the landing footer links to privacy, mails support and opens feedback in a new tab', async ({
    page,
    request,
  }) => {
    const config = (await (await request.get('/api/config')).json()) as {
      supportEmail: string;
      feedbackUrl: string;
    };
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      `mailto:${config.supportEmail}`,
    );
    const feedback = footer.getByRole('link', { name: /Give Feedback/ });
    await expect(feedback).toHaveAttribute('href', config.feedbackUrl);
    await expect(feedback).toHaveAttribute('target', '_blank');
    await expect(feedback).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(footer).toContainText('© 2025');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('the landing buttons lead to sign-in and sign-up', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started Free' }).last().click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Tend');
    await page.getByRole('link', { name: 'Go to the start page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('static pages show their dates, deletion period and response times', async ({ page, request }) => {
    const config = (await (await request.get('/api/config')).json()) as { supportEmail: string };
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByText('Last updated: July 29, 2025')).toBeVisible();
    await expect(page.getByText(/deleted within 30 days/)).toBeVisible();

    await page.goto('/terms-of-use');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');
    await expect(page.getByText('Effective date: 31.07.25')).toBeVisible();

    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
    await expect(page.getByRole('link', { name: 'Send Feedback' })).toHaveAttribute(
      'href',
      `mailto:${config.supportEmail}?subject=Tend%20feedback`,
    );
    await expect(page.locator('p', { hasText: '24-48 hours' })).toContainText('on business days');
    await expect(page.locator('p', { hasText: '12 hours' })).toContainText('Urgent security issues');
    await page.getByRole('link', { name: 'Back to start page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('guard and navigation', () => {
  test('every guarded route sends a visitor without a session to /login', async ({ page }) => {
    for (const path of [
      '/app',
      '/progress',
      '/journal',
      '/profile',
      '/edit-profile',
      '/reports',
      '/reflections',
      '/areas',
      '/quick-checkin',
      '/spotlight-areas',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
  });

  test('a stored session the server no longer knows is forgotten and sends the visitor to /login', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await page.evaluate(() => localStorage.setItem('sessionId', 'not-a-real-session-token'));
    await page.goto('/journal');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('sessionId'))).toBeNull();
  });

  test('the bottom navigation marks the active entry and hides where the spec says', async ({
    page,
    request,
  }) => {
    await newUser(page, request, '/app');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', '8 Areas', 'Reports', 'Journal', 'Profile']);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    for (const [name, path] of [
      ['8 Areas', '/areas'],
      ['Reports', '/reports'],
      ['Journal', '/journal'],
      ['Profile', '/profile'],
    ] as const) {
      await nav.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }

    for (const path of ['/progress', '/reflections']) {
      await page.goto(path);
      await expect(nav, path).toBeVisible();
    }
    for (const path of [
      '/edit-profile',
      '/quick-checkin',
      '/spotlight-areas',
      '/privacy-policy',
      '/contact',
      '/terms-of-use',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(nav, path).toHaveCount(0);
    }
  });

  test('a signed-in visitor opening / is taken to Home in the same page (decisions 102, 451)', async ({
    page,
    request,
  }) => {
    await newUser(page, request, '/app');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // index.html announces the landing page's chunks, not the app's: the entry fetches those itself.
    await page.goto('/');
    await expect(page).toHaveURL(/\/app$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the app header shows the streak with a lightning symbol', async ({ page, request }) => {
    await newUser(page, request, '/app');
    await expect(page.getByRole('img', { name: '0-day streak' })).toBeVisible();
  });

  test('the time zone is sent when the stored one differs from the browser', async ({ page, request }) => {
    const user = await newUser(page, request, '/app', { timeZone: 'Pacific/Auckland' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(async () => {
        const response = await request.get('/api/user', { headers: { 'x-session-id': user.sessionId } });
        return ((await response.json()) as { timeZone: string }).timeZone;
      })
      .toBe('Europe/London');
  });
});

test.describe('accessibility of public screens', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`public screens have no serious or critical axe violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of [
        '/',
        '/login',
        '/signup',
        '/forgot-password',
        '/reset-password?token=abcdefghijklmnop',
        '/reset-password',
        '/privacy-policy',
        '/terms-of-use',
        '/contact',
        '/not-a-page',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        await expectNoA11yViolations(page);
      }
    });
  }
});
