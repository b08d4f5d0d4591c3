import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../lib/i18n';
import { FirstPaint, firstPaintHtml } from './first-paint';
import { LoadingShell } from './layouts/guarded-layout';
import { PublicLayout } from './layouts/public-layout';
import { showsBottomNav } from './guard';
import { PageHeader } from '../components/ui/page-header';

beforeAll(() => activateLocale('en'));

/** The app's markup at `path`, with its messages, router and an empty query cache. */
function app(path: string, element: ReactElement): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

/**
 * What the eye sees of some markup: its elements and their look, without words, without what only
 * screen readers and the keyboard meet (names, roles, ids, focus order, words only screen readers
 * hear) and with a link or landmark drawn as the plain box it is.
 */
function shape(markup: string): string {
  return markup
    .replace(/<span class="sr-only">[^<]*<\/span>/g, '')
    .replace(/>[^<]+</g, '><')
    .replace(/\s(aria-[\w-]+|role|id|tabindex|href|data-[\w-]+)="[^"]*"/g, '')
    .replace(
      /<(\/?)(a|main)\b/g,
      (_, slash: string, tag: string) => `<${slash}${tag === 'a' ? 'span' : 'div'}`,
    );
}

describe('the first paint (decision 495)', () => {
  it.each([
    '/app',
    '/journal',
    '/reports',
    '/calendar',
    '/quick-checkin',
    '/account-security',
    '/edit-profile',
    '/reminders',
    '/spotlight-areas',
    '/who5',
  ])('is the guarded layout’s loading screen at %s, without words', (path) => {
    const nav = showsBottomNav(path);
    const loading = app(path, <LoadingShell nav={nav} home={path === '/app'} back={!nav} />);
    expect(shape(firstPaintHtml(path))).toBe(shape(loading));
  });

  it('draws the back link’s chevron, in its box, on the screens without the navigation (decision 515)', () => {
    const chevron =
      /<span class="[^"]*size-11[^"]*-ms-2\.5[^"]*"><svg[^>]*lucide-chevron-left[^>]*rtl:-scale-x-100/;
    for (const path of [
      '/quick-checkin',
      '/account-security',
      '/edit-profile',
      '/reminders',
      '/spotlight-areas',
      '/who5',
    ])
      expect(firstPaintHtml(path)).toMatch(chevron);
    for (const path of [undefined, '/app', '/journal', '/calendar/:day'])
      expect(firstPaintHtml(path)).not.toMatch(/chevron/);
    // The app's own header draws the same chevron in the same box (its link aside).
    const header = app('/who5', <PageHeader title="WHO-5" back={{ to: '/app', label: 'Back to home' }} />);
    const linkClasses = /<a[^>]*class="([^"]*)"/.exec(header)![1]!.split(' ');
    const frameClasses = /<span class="([^"]*size-11[^"]*)"/.exec(firstPaintHtml('/who5'))![1]!.split(' ');
    // What draws the box, not what answers a pointer or the keyboard (the frame has nothing to press).
    const interaction =
      /^(hover|focus-visible|disabled|aria-disabled):|^(transition-colors|select-none|gap-2|font-medium)$/;
    const box = (classes: string[]) => [...new Set(classes.filter((c) => !interaction.test(c)))].sort();
    expect(box(frameClasses)).toEqual(box(linkClasses));
    expect(header).toContain(/<svg[^>]*>.*?<\/svg>/.exec(firstPaintHtml('/who5'))![0]);
  });

  it('draws a day as the app does (the navigation, no entry marked)', () => {
    const day = '/calendar/2026-01-31';
    const loading = app(day, <LoadingShell nav={showsBottomNav(day)} home={false} />);
    expect(shape(firstPaintHtml('/calendar/:day'))).toBe(shape(loading));
  });

  it('is, for every page, the column and its placeholders (the loading screen without navigation)', () => {
    expect(shape(firstPaintHtml())).toBe(shape(app('/login', <LoadingShell nav={false} home={false} />)));
    // A public page's column is the same one (its placeholder arrives through the router's Suspense).
    expect(shape(app('/login', <PublicLayout />))).toContain(firstPaintHtml().match(/class="([^"]+)"/)![0]);
  });

  it('says nothing in a language and offers nothing to focus or to read aloud', () => {
    for (const path of [undefined, '/app', '/journal', '/quick-checkin', '/who5']) {
      const markup = firstPaintHtml(path);
      const words = markup
        .replace(/<[^>]+>/g, ' ')
        .replace(/\u00a0/g, ' ')
        .trim();
      expect(words === '' || words === 'Tend').toBe(true);
      expect(markup).not.toMatch(/<(a|button|input|main)\b|tabindex|role=/);
      // Every element at the top is hidden from screen readers.
      const top = renderToStaticMarkup(<FirstPaint path={path} />).match(/^<(\w+)[^>]*>/)![0];
      expect(top).toContain('aria-hidden="true"');
      expect(markup.match(/<(div|nav) aria-hidden="true" class="(mx-auto|fixed)/g)?.length).toBe(
        path && showsBottomNav(path) ? 2 : 1,
      );
    }
  });

  it('marks the screen’s own entry of the navigation, and none elsewhere', () => {
    expect(firstPaintHtml('/journal').match(/bg-primary-soft/g)).toHaveLength(1);
    expect(firstPaintHtml('/calendar')).not.toContain('bg-primary-soft');
  });
});
