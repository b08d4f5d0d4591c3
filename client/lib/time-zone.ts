/** What this module uses of `Temporal`, where the browser has it (Chromium 144+, Firefox 139+). */
interface TemporalNow {
  Now: { timeZoneId(): string };
}

/**
 * The browser's IANA time zone, or null when the browser does not say.
 *
 * Read through `Temporal.Now.timeZoneId()` where there is one (decision 511): the same name as Intl's,
 * but `Intl.DateTimeFormat()` is the page's first date formatter on every screen that shows no date,
 * and the first of a page loads the locale's date data — 75–400 ms at 4× CPU in the task after the
 * first render, for a name; Temporal answers in under a millisecond. Only an `Area/Location` name is
 * taken from it: a device set to UTC, GMT or an offset is asked through Intl, which spells those its
 * own way ("GMT" is "+00:00" to Intl and "UTC" to Temporal), so every device sends what it sent before.
 */
export function browserTimeZone(): string | null {
  try {
    const zone = temporalTimeZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && zone.length <= 64 ? zone : null;
  } catch {
    return null;
  }
}

/** Temporal's name of the device's zone when it is an `Area/Location` one; undefined otherwise. */
function temporalTimeZone(): string | undefined {
  const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
  if (typeof temporal?.Now?.timeZoneId !== 'function') return undefined;
  const zone = temporal.Now.timeZoneId();
  return typeof zone === 'string' && zone.includes('/') ? zone : undefined;
}

/** The zone to send with `PATCH /api/user`, or null when the stored one is already right (or unknown). */
export function timeZoneToSync(
  storedTimeZone: string | undefined,
  browserZone: string | null,
): string | null {
  if (!browserZone || !storedTimeZone) return null;
  return storedTimeZone === browserZone ? null : browserZone;
}
