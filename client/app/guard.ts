/** What the guarded layout does with the current state of the user read (docs/product.md §2, §4). */
export type GuardDecision = 'wait' | 'render' | 'redirect' | 'offline';

export function guardDecision(input: {
  hasSession: boolean;
  status: 'pending' | 'error' | 'success';
  user: unknown;
  /** The read got no answer (no network, server unreachable) rather than a refusal. */
  noAnswer?: boolean;
  /** The read is waiting for the network to come back (TanStack Query's paused fetch). */
  paused?: boolean;
}): GuardDecision {
  // No stored session: not authenticated, no need to ask the server.
  if (!input.hasSession) return 'redirect';
  if (input.status === 'pending') return input.paused ? 'offline' : 'wait';
  // Without a network the user kept on this device is still the user (decision 150); with nothing
  // kept there is nothing to show yet, which is not a reason to sign them out.
  if (input.status === 'error' && input.noAnswer) return input.user ? 'render' : 'offline';
  // A read that fails or returns nothing sends the visitor to /login.
  if (input.status === 'error' || !input.user) return 'redirect';
  return 'render';
}

/** docs/product.md §2: paths on which the bottom navigation is hidden. */
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
  '/who5',
];

export function showsBottomNav(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !PATHS_WITHOUT_BOTTOM_NAV.includes(path);
}
