/** The current instant. Injected everywhere "now" matters so tests can move time. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock for tests: starts at `start`, moves only when told. */
export function testClock(
  start: Date | string,
): Clock & { set(d: Date | string): void; advance(ms: number): void } {
  let now = new Date(start);
  const clock = (() => new Date(now)) as Clock & { set(d: Date | string): void; advance(ms: number): void };
  clock.set = (d) => {
    now = new Date(d);
  };
  clock.advance = (ms) => {
    now = new Date(now.getTime() + ms);
  };
  return clock;
}
