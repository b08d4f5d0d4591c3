import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { PushSubscriptionRow } from '../../db/schema';

export interface PushPayload {
  title: string;
  body: string;
  /** Where a tap on the notification leads (same origin), e.g. /quick-checkin?day=2027-03-14. */
  url: string;
  /** The local day the reminder is for. */
  day: string;
  tag: string;
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  readonly enabled: boolean;
  send(subscription: PushSubscriptionRow, payload: PushPayload): Promise<PushOutcome>;
}

/**
 * Web Push through `web-push`: the payload is encrypted for the subscription (RFC 8291, aes128gcm) and
 * the request signed with the server's VAPID key (RFC 8292). `agent` lets a test trust its local push
 * endpoint's certificate. Never logs the endpoint (it identifies a browser) or the payload.
 */
export function createPushSender(opts: {
  config: Config;
  log: FastifyBaseLogger;
  agent?: Agent;
}): PushSender {
  const vapid = opts.config.vapid;
  if (!vapid) {
    return {
      enabled: false,
      async send() {
        return 'failed';
      },
    };
  }
  return {
    enabled: true,
    async send(subscription, payload) {
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: vapid,
            TTL: 60 * 60 * 4,
            urgency: 'normal',
            topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
            contentEncoding: 'aes128gcm',
            timeout: 10_000,
            ...(opts.agent ? { agent: opts.agent } : {}),
          },
        );
        return 'sent';
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          opts.log.info({ status }, 'push subscription expired: removed');
          return 'gone';
        }
        opts.log.warn(
          { status: status ?? null, code: (err as { code?: string }).code ?? null },
          'push delivery failed',
        );
        return 'failed';
      }
    },
  };
}
