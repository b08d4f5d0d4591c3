import { describe, expect, it } from 'vitest';
import { browserTimeZone, timeZoneToSync } from './time-zone';

describe('timeZoneToSync', () => {
  it('returns the browser zone only when it differs from the stored one', () => {
    expect(timeZoneToSync('UTC', 'Europe/London')).toBe('Europe/London');
    expect(timeZoneToSync('Europe/London', 'Europe/London')).toBeNull();
  });

  it('does nothing when either zone is unknown', () => {
    expect(timeZoneToSync('UTC', null)).toBeNull();
    expect(timeZoneToSync(undefined, 'Europe/London')).toBeNull();
  });

  it('reads an IANA zone from the runtime', () => {
    expect(browserTimeZone()).toMatch(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/);
  });
});
