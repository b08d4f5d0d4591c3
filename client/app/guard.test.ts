import { describe, expect, it } from 'vitest';
import { guardDecision, showsBottomNav } from './guard';

const user = { id: 'u1' };

describe('guardDecision', () => {
  it('redirects without asking the server when no session is stored', () => {
    expect(guardDecision({ hasSession: false, status: 'pending', user: undefined })).toBe('redirect');
    expect(guardDecision({ hasSession: false, status: 'success', user })).toBe('redirect');
  });

  it('waits while the user is being read', () => {
    expect(guardDecision({ hasSession: true, status: 'pending', user: undefined })).toBe('wait');
  });

  it('redirects when the read fails or returns nothing', () => {
    expect(guardDecision({ hasSession: true, status: 'error', user: undefined })).toBe('redirect');
    expect(guardDecision({ hasSession: true, status: 'success', user: null })).toBe('redirect');
  });

  it('renders the screen for a loaded user', () => {
    expect(guardDecision({ hasSession: true, status: 'success', user })).toBe('render');
  });

  it('keeps the user kept on this device when the read gets no answer, and never signs out offline', () => {
    expect(guardDecision({ hasSession: true, status: 'error', user, noAnswer: true })).toBe('render');
    expect(guardDecision({ hasSession: true, status: 'error', user: undefined, noAnswer: true })).toBe(
      'offline',
    );
    expect(guardDecision({ hasSession: true, status: 'pending', user: undefined, paused: true })).toBe(
      'offline',
    );
    // A refusal (401 and the like) still redirects, cached user or not.
    expect(guardDecision({ hasSession: true, status: 'error', user, noAnswer: false })).toBe('redirect');
  });
});

describe('showsBottomNav', () => {
  it.each(['/app', '/areas', '/reports', '/journal', '/profile', '/progress', '/reflections'])(
    'shows it on %s',
    (p) => expect(showsBottomNav(p)).toBe(true),
  );

  it.each([
    '/',
    '/login',
    '/signup',
    '/forgot-password',
    '/edit-profile',
    '/privacy-policy',
    '/contact',
    '/terms-of-use',
    '/quick-checkin',
    '/spotlight-areas',
  ])('hides it on %s (docs/product.md §2)', (p) => expect(showsBottomNav(p)).toBe(false));

  it('ignores a trailing slash', () => {
    expect(showsBottomNav('/quick-checkin/')).toBe(false);
    expect(showsBottomNav('/journal/')).toBe(true);
  });
});
