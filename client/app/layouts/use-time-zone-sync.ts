import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ApiUser } from '../../../core/schemas/auth';
import { setCurrentUser, updateUser } from '../../api/user';
import { browserTimeZone, timeZoneToSync } from '../../lib/time-zone';
import { activateLocale, activeLocale } from '../../lib/i18n';

/**
 * Keeps the stored time zone equal to the browser's (docs/product.md §10): when the loaded user's zone differs,
 * sends `PATCH /api/user {timeZone}` once per page load. Runs in the guarded layout, so it covers both
 * "on sign-in" (which lands on /app) and "on every app load".
 */
export function useTimeZoneSync(user: ApiUser | null | undefined): void {
  const queryClient = useQueryClient();
  const tried = useRef<string | null>(null);
  useEffect(() => {
    if (!user) return;
    // In a task of its own, after the screen's commit: where the device's zone has no Area/Location name
    // (UTC), asking Intl for it makes the page's first date formatter, ~40 ms at 4× CPU, which made the
    // first render's long task longer still (decision 547).
    const check = setTimeout(() => {
      const zone = timeZoneToSync(user.timeZone, browserTimeZone());
      if (!zone || tried.current === `${user.id}:${zone}`) return;
      tried.current = `${user.id}:${zone}`;
      updateUser({ timeZone: zone })
        .then((updated) => setCurrentUser(queryClient, updated))
        // A zone the server does not know, or a network hiccup: days stay in the stored zone; retried next load.
        .catch(() => undefined);
    }, 0);
    return () => clearTimeout(check);
  }, [user, queryClient]);
}

/**
 * The account's language wins over the browser's once one was chosen (decision 362): a user read that
 * names another language switches the app to it and remembers it on this device.
 */
export function useLocaleSync(user: ApiUser | null | undefined): void {
  const locale = user?.locale;
  useEffect(() => {
    if (locale && locale !== activeLocale()) void activateLocale(locale, true);
  }, [locale]);
}
