import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_PUSH_HOSTS, loadConfig } from '../../lib/config';
import { TEST_VAPID } from '../../test/push';

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

  it('sends push only to the browsers’ push services unless PUSH_HOSTS says otherwise', () => {
    expect(loadConfig({}).push).toEqual({ hosts: DEFAULT_PUSH_HOSTS, privateHosts: [] });
    expect(loadConfig({ PUSH_HOSTS: '*' }).push.hosts).toBe('*');
    expect(loadConfig({ PUSH_HOSTS: ' Push.Example.org., *.push.example.net ' }).push.hosts).toEqual([
      'push.example.org',
      '*.push.example.net',
    ]);
    // Private hosts are canonical, as the URL parser writes them: 127.1 is 127.0.0.1.
    expect(
      loadConfig({ PUSH_PRIVATE_HOSTS: 'autopush.lan, 127.1, ::1, 10.0.0.7' }).push.privateHosts,
    ).toEqual(['autopush.lan', '127.0.0.1', '::1', '10.0.0.7']);
  });

  it('refuses push host lists it cannot read exactly', () => {
    const bad: Record<string, string>[] = [
      { PUSH_HOSTS: 'https://fcm.googleapis.com' },
      { PUSH_HOSTS: 'fcm.googleapis.com,' },
      { PUSH_HOSTS: '*.com.*' },
      { PUSH_HOSTS: 'localhost' },
      { PUSH_PRIVATE_HOSTS: '*' },
      { PUSH_PRIVATE_HOSTS: '*.lan' },
      { PUSH_PRIVATE_HOSTS: '10.0.0.0/8' },
      { PUSH_PRIVATE_HOSTS: 'push.lan:8443' },
      { PUSH_PRIVATE_HOSTS: 'user@push.lan' },
      { PUSH_PRIVATE_HOSTS: 'push.lan,' },
    ];
    for (const env of bad) expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
  });
});
