/**
 * A calendar day as an en-GB browser writes it (playwright.config.ts runs every spec with `locale:
 * 'en-GB'`; the app formats dates in the browser's locale, client/lib/format-date.ts). Plain Intl here,
 * not the app's module, so a spec checks the screen against the locale rather than against itself.
 */
export function enGbDay(day: string, options: Intl.DateTimeFormatOptions): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** "23 Nov 2026". */
export const shortDay = (day: string) => enGbDay(day, { day: 'numeric', month: 'short', year: 'numeric' });
/** "Monday, 23 November 2026". */
export const longDay = (day: string) =>
  enGbDay(day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
