/**
 * Wall-clock times in an IANA zone ("09:30 in Europe/Paris on 2027-03-28") as UTC instants. DST is
 * handled through Intl: a time that does not exist on a spring-forward day (02:30 when clocks jump from
 * 02:00 to 03:00) falls on the first instant after the gap (03:00); a time that exists twice on a
 * fall-back day is the first of the two.
 */
import { addDays, localDay, type Day } from './dates';

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    partsFormatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock at an instant, read back as if it were UTC (milliseconds, whole minutes). */
function wallMs(instantMs: number, timeZone: string): number {
  const parts = partsFormatter(timeZone).formatToParts(new Date(instantMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
}

/** Offset of the zone at an instant, in ms (local − UTC), to the minute. */
export function offsetMs(instantMs: number, timeZone: string): number {
  return wallMs(instantMs, timeZone) - Math.floor(instantMs / 60_000) * 60_000;
}

export const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The instant at which `day` reaches `time` ("HH:MM") in `timeZone`, DST rules as above. */
export function zonedInstant(day: Day, time: string, timeZone: string): Date {
  const t = TIME_OF_DAY.exec(time);
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!t || !d) throw new Error(`Not a day and time: ${day} ${time}`);
  const wanted = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  // Every instant that could show this wall time uses the zone's offset from a few hours around it:
  // the earliest candidate that does is the answer (the first of a repeated hour).
  const first = wanted - offsetMs(wanted, timeZone);
  const candidates = [
    ...new Set(
      [first, first - 6 * 3_600_000, first + 6 * 3_600_000].map((at) => wanted - offsetMs(at, timeZone)),
    ),
  ].sort((a, b) => a - b);
  for (const c of candidates) if (wallMs(c, timeZone) === wanted) return new Date(c);
  // The wall time does not exist (a spring-forward gap): the first instant after the gap. It lies
  // between the candidates; find the minute where the offset changes.
  let lo = candidates[0] as number; // before the gap
  let hi = candidates[candidates.length - 1] as number; // after the gap
  const before = offsetMs(lo, timeZone);
  while (hi - lo > 60_000) {
    const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
    if (offsetMs(mid, timeZone) === before) lo = mid;
    else hi = mid;
  }
  return new Date(hi);
}

/** The first occurrence of `time` in `timeZone` strictly after `after`, and the local day it is for. */
export function nextOccurrence(after: Date, time: string, timeZone: string): { day: Day; at: Date } {
  let day = localDay(after, timeZone);
  for (let i = 0; i < 3; i++) {
    const at = zonedInstant(day, time, timeZone);
    if (at.getTime() > after.getTime()) return { day, at };
    day = addDays(day, 1);
  }
  // Unreachable for real zones (no day is longer than 26 hours); kept so the loop is bounded.
  return { day, at: zonedInstant(day, time, timeZone) };
}

/** `zonedInstant` for numeric hours and minutes, as ISO 8601 UTC (the importer's local times). */
export function zonedInstantIso(day: Day, hour: number, minute: number, timeZone: string): string {
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return zonedInstant(day, time, timeZone).toISOString();
}
