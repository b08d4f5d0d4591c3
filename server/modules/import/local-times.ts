/**
 * An import's local times as UTC instants, in one zone (decision 411). `zonedInstant` asks Intl for
 * the zone's offset five to seven times per time it converts, each answer a list of parts: a 10-year
 * Daylio file spent ~80 MB of short-lived objects on it, a sixth of everything its import allocated.
 * Here the offset is read once per 6 hours of UTC time, remembered across the file's days, and a day
 * whose offset is the same at every such instant from 18 hours before its start to 36 hours after
 * (every instant a time of that day can fall on, whatever the zone's offset) converts by subtraction.
 * A day with a change of offset near it goes through `zonedInstant`, whose rules (a time in a gap
 * falls after it, a repeated time is its first) then apply unchanged. Like `zonedInstant`, this
 * assumes no two changes of offset that cancel out within 6 hours.
 */
import { offsetMs, zonedInstantIso } from '../../../core/zoned-time';

const HOUR = 3_600_000;
const STEP = 6 * HOUR;
/** Offsets kept (16 days of steps: a file goes through its days in order) before the memory starts over. */
const KEPT_STEPS = 64;

export class LocalTimes {
  /** The zone's offset at `step × STEP` ms, by step. */
  private readonly offsets = new Map<number, number>();
  /** The day converted last, and its steady offset (null: a change of offset is near). */
  private lastDay = '';
  private lastOffset: number | null = null;
  private lastStart = 0;

  constructor(private readonly timeZone: string) {}

  /** The instant at which `day` reaches `hour`:`minute` in the zone, as ISO 8601 UTC. */
  instantIso(day: string, hour: number, minute: number): string {
    if (day !== this.lastDay) {
      const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
      // Not a day: `zonedInstantIso` says so as it always did.
      if (!d) return zonedInstantIso(day, hour, minute, this.timeZone);
      this.lastDay = day;
      this.lastStart = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]));
      this.lastOffset = this.steadyOffset(this.lastStart);
    }
    const whole = Number.isInteger(hour) && Number.isInteger(minute);
    if (this.lastOffset === null || !whole || hour < 0 || hour > 23 || minute < 0 || minute > 59)
      return zonedInstantIso(day, hour, minute, this.timeZone);
    return new Date(this.lastStart + hour * HOUR + minute * 60_000 - this.lastOffset).toISOString();
  }

  /**
   * The offset of every instant a wall time of the day starting at `start` (UTC ms) can be (an offset
   * is at most 14 hours ahead of UTC and 12 behind), or null when it is not the same at all of them.
   */
  private steadyOffset(start: number): number | null {
    const first = Math.floor((start - 14 * HOUR) / STEP);
    const last = Math.ceil((start + 36 * HOUR) / STEP);
    let offset: number | null = null;
    for (let step = first; step <= last; step += 1) {
      const o = this.offsetAt(step);
      if (offset === null) offset = o;
      else if (o !== offset) return null;
    }
    return offset;
  }

  private offsetAt(step: number): number {
    let o = this.offsets.get(step);
    if (o === undefined) {
      if (this.offsets.size >= KEPT_STEPS) this.offsets.clear();
      o = offsetMs(step * STEP, this.timeZone);
      this.offsets.set(step, o);
    }
    return o;
  }
}
