import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { TEST_VAPID } from './reminders.test-helpers';

describe('reminder settings of the server', () => {
  it('turns push on only with both VAPID keys, and defaults the subject to the support address', () => {
    expect(loadConfig({}).vapid).toBeNull();
    expect(loadConfig({}).reminderIntervalSeconds).toBe(15);
    const c = loadConfig({
      VAPID_PUBLIC_KEY: TEST_VAPID.VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: TEST_VAPID.VAPID_PRIVATE_KEY,
      SUPPORT_EMAIL: 'help@example.org',
    });
    expect(c.vapid).toEqual({
      publicKey: TEST_VAPID.VAPID_PUBLIC_KEY,
      privateKey: TEST_VAPID.VAPID_PRIVATE_KEY,
      subject: 'mailto:help@example.org',
    });
  });

  it('refuses half a key pair, malformed keys, a bad subject and a bad tick', () => {
    const bad: Record<string, string>[] = [
      { VAPID_PUBLIC_KEY: TEST_VAPID.VAPID_PUBLIC_KEY },
      { VAPID_PRIVATE_KEY: TEST_VAPID.VAPID_PRIVATE_KEY },
      { ...TEST_VAPID, VAPID_PUBLIC_KEY: 'not a key' },
      { ...TEST_VAPID, VAPID_SUBJECT: 'support@example.org' },
      { REMINDER_TICK_SECONDS: '-1' },
      { REMINDER_TICK_SECONDS: 'often' },
    ];
    for (const env of bad) expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
  });
});
