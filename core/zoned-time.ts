/**
 * A local wall-clock time in an IANA zone → the UTC instant. Used by the importer, whose sources
 * (Daylio, Tend's CSV) write local days and times without an offset.
 */
import type { Day } from './dates';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(ms: number, timeZone: string): number {
  const parts = formatter(timeZone).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const d = new Date(0);
  d.setUTCFullYear(get('year'), get('month') - 1, get('day'));
  d.setUTCHours(get('hour'), get('minute'), get('second'), 0);
  return d.getTime() - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * The instant (ISO 8601 UTC) at which the clocks of `timeZone` show `day` at `hour:minute`. A time
 * skipped by a DST change resolves to the instant just after the gap; a repeated one to the first.
 */
export function zonedInstant(day: Day, hour: number, minute: number, timeZone: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = new Date(0);
  wall.setUTCFullYear(y, m - 1, d);
  wall.setUTCHours(hour, minute, 0, 0);
  const guess = wall.getTime();
  let ms = guess - offsetAt(guess, timeZone);
  const second = guess - offsetAt(ms, timeZone);
  if (second !== ms) ms = Math.max(ms, second);
  // Prefer the earlier of two instants that show the same wall time (the repeated hour).
  const earlier = ms - 3_600_000;
  if (earlier + offsetAt(earlier, timeZone) === guess) ms = earlier;
  return new Date(ms).toISOString();
}
