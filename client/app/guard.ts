/** What the guarded layout does with the current state of the user read (spec §2, §4). */
export type GuardDecision = 'wait' | 'render' | 'redirect';

export function guardDecision(input: {
  hasSession: boolean;
  status: 'pending' | 'error' | 'success';
  user: unknown;
}): GuardDecision {
  // No stored session: not authenticated, no need to ask the server.
  if (!input.hasSession) return 'redirect';
  if (input.status === 'pending') return 'wait';
  // A read that fails or returns nothing sends the visitor to /login.
  if (input.status === 'error' || !input.user) return 'redirect';
  return 'render';
}

/** Spec §2: paths on which the bottom navigation is hidden. */
export const PATHS_WITHOUT_BOTTOM_NAV: readonly string[] = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/edit-profile',
  '/account-security',
  '/reminders',
  '/privacy-policy',
  '/contact',
  '/terms-of-use',
  '/quick-checkin',
  '/spotlight-areas',
];

export function showsBottomNav(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !PATHS_WITHOUT_BOTTOM_NAV.includes(path);
}
