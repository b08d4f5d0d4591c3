import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_HOSTS } from '../../lib/config';
import { checkPushEndpointUrl, resolvePushEndpoint } from './push-endpoint';

const defaults = { hosts: DEFAULT_PUSH_HOSTS, privateHosts: [] };
const publicDns = async () => [{ address: '203.0.114.1', family: 4 }];

describe('push endpoints under the default PUSH_HOSTS', () => {
  it('takes the endpoints of the browsers’ push services', async () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QGuQyavXutnMHX',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD%2b',
      'https://FCM.googleapis.com./fcm/send/x',
    ]) {
      const target = await resolvePushEndpoint(endpoint, defaults, publicDns, 1000);
      expect(target, endpoint).toMatchObject({ ok: true, address: '203.0.114.1', port: 443 });
    }
  });

  it('refuses any other host, look-alikes included, before asking DNS', () => {
    for (const endpoint of [
      'https://push.example.net/send/1',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com/x',
      'https://push.apple.com/x',
      'https://push.apple.com.evil.example/x',
      'https://notify.windows.com.evil.example/x',
      'https://203.0.114.1/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://user@fcm.googleapis.com/fcm/send/x',
      'not a url',
    ]) {
      expect(checkPushEndpointUrl(endpoint, defaults), endpoint).toMatchObject({
        ok: false,
        permanent: true,
      });
    }
  });

  it('refuses a push service whose name resolves to a private address, and one that cannot be found', async () => {
    const rebound = async () => [{ address: '::ffff:169.254.169.254', family: 6 }];
    expect(await resolvePushEndpoint('https://fcm.googleapis.com/x', defaults, rebound, 1000)).toMatchObject({
      ok: false,
      permanent: false,
    });
    const missing = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await resolvePushEndpoint('https://fcm.googleapis.com/x', defaults, missing, 1000)).toMatchObject({
      ok: false,
      permanent: false,
    });
    const slow = () => new Promise<never>(() => {});
    expect(await resolvePushEndpoint('https://fcm.googleapis.com/x', defaults, slow, 10)).toMatchObject({
      ok: false,
      permanent: false,
    });
  });
});
