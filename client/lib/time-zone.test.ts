import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('browserTimeZone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('takes an Area/Location name from Temporal without building an Intl formatter', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Kathmandu' } });
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    expect(browserTimeZone()).toBe('Asia/Kathmandu');
    expect(formatter).not.toHaveBeenCalled();
  });

  it('asks Intl when Temporal names no Area/Location zone (UTC, GMT, an offset)', () => {
    const intlZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const temporalZone of ['UTC', '+00:00', '-05:00']) {
      vi.stubGlobal('Temporal', { Now: { timeZoneId: () => temporalZone } });
      expect(browserTimeZone()).toBe(intlZone);
    }
  });

  it('asks Intl where there is no Temporal', () => {
    vi.stubGlobal('Temporal', undefined);
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('says nothing when the name is too long to be a zone', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => `Area/${'x'.repeat(70)}` } });
    expect(browserTimeZone()).toBeNull();
  });
});
