/** The browser's IANA time zone, or null when the browser does not say. */
export function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && zone.length <= 64 ? zone : null;
  } catch {
    return null;
  }
}

/** The zone to send with `PATCH /api/user`, or null when the stored one is already right (or unknown). */
export function timeZoneToSync(
  storedTimeZone: string | undefined,
  browserZone: string | null,
): string | null {
  if (!browserZone || !storedTimeZone) return null;
  return storedTimeZone === browserZone ? null : browserZone;
}
