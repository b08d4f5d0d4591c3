import { Agent, type RequestOptions } from 'node:https';
import type { Duplex } from 'node:stream';
import webpush from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../lib/config';
import type { PushSubscriptionRow } from '../../db/schema';
import type { HostResolver } from '../../lib/public-address';
import { resolvePushEndpoint, type PushTarget } from './push-endpoint';
import { pushKeyProblems } from './push-keys';

export interface PushPayload {
  title: string;
  body: string;
  /** Where a tap on the notification leads (same origin), e.g. /quick-checkin?day=2027-03-14. */
  url: string;
  /** The local day the reminder is for. */
  day: string;
  tag: string;
}

/** How long one account's push messages may take (decision 241). */
export interface PushTiming {
  /** One message, from the DNS question to the push service's answer. */
  sendTimeoutMs: number;
  /** All of one account's messages together; what has not started by then is not sent. */
  accountBudgetMs: number;
  /** Messages of one account in flight at once. */
  parallel: number;
}

export const PUSH_TIMING: PushTiming = { sendTimeoutMs: 5_000, accountBudgetMs: 15_000, parallel: 4 };

export interface PushSender {
  readonly enabled: boolean;
  /**
   * Sends `payload` to one account's subscriptions, a few at a time and within the account's time
   * budget. Answers how many were sent and which subscriptions are gone for good (404/410 from the
   * push service, keys nothing can be encrypted for, or an endpoint this server refuses to reach):
   * the caller deletes those.
   */
  sendAll(
    subscriptions: PushSubscriptionRow[],
    payload: PushPayload,
  ): Promise<{ sent: number; gone: string[] }>;
}

/**
 * An agent for one message that connects only to the address that was checked (never asking DNS
 * again, so a rebinding answer cannot redirect it), asks the certificate for the endpoint's name, and
 * destroys the socket at `deadline` whatever the server does (web-push's own timeout is an idle timeout).
 */
class PinnedAgent extends Agent {
  constructor(
    private readonly target: PushTarget,
    private readonly deadline: number,
    ca: Buffer | string | undefined,
  ) {
    super({ keepAlive: false, maxSockets: 1, ...(ca ? { ca } : {}) });
  }

  override createConnection(
    options: RequestOptions,
    callback?: (err: Error | null, stream: Duplex) => void,
  ): Duplex | null | undefined {
    const { address, port, family, hostname } = this.target;
    const socket = super.createConnection(
      // An IP endpoint sends no SNI (RFC 6066) and its certificate is checked against the IP.
      { ...options, host: address, port, family, servername: hostname === address ? '' : hostname },
      callback,
    );
    if (socket) {
      const timer = setTimeout(
        () => socket.destroy(new Error('push send timed out')),
        Math.max(0, this.deadline - Date.now()),
      );
      timer.unref();
      socket.once('close', () => clearTimeout(timer));
    }
    return socket;
  }
}

/**
 * Web Push through `web-push`: the payload is encrypted for the subscription (RFC 8291, aes128gcm) and
 * the request signed with the server's VAPID key (RFC 8292). Every endpoint is checked again and its
 * host resolved once before the message goes (decision 240). `ca` lets a test trust its local push
 * service's certificate. Never logs the endpoint (it identifies a browser) or the payload.
 */
export function createPushSender(opts: {
  config: Config;
  log: FastifyBaseLogger;
  resolveHost: HostResolver;
  ca?: Buffer | string;
  timing?: PushTiming;
}): PushSender {
  const vapid = opts.config.vapid;
  const timing = opts.timing ?? PUSH_TIMING;
  const { log } = opts;
  if (!vapid) {
    return {
      enabled: false,
      async sendAll() {
        return { sent: 0, gone: [] };
      },
    };
  }
  const vapidDetails = vapid;

  async function sendOne(
    sub: PushSubscriptionRow,
    payload: PushPayload,
    accountDeadline: number,
  ): Promise<'sent' | 'gone' | 'failed'> {
    const keys = { p256dh: sub.p256dh, auth: sub.auth };
    if (pushKeyProblems(keys).length > 0) {
      log.info('push subscription with unusable keys: removed');
      return 'gone';
    }
    const deadline = Math.min(accountDeadline, Date.now() + timing.sendTimeoutMs);
    const target = await resolvePushEndpoint(
      sub.endpoint,
      opts.config.push,
      opts.resolveHost,
      deadline - Date.now(),
    );
    if (!target.ok) {
      log.warn({ reason: target.message, permanent: target.permanent }, 'push endpoint refused');
      return target.permanent ? 'gone' : 'failed';
    }
    const agent = new PinnedAgent(target, deadline, opts.ca);
    try {
      await webpush.sendNotification({ endpoint: target.href, keys }, JSON.stringify(payload), {
        vapidDetails,
        TTL: 60 * 60 * 4,
        urgency: 'normal',
        topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
        contentEncoding: 'aes128gcm',
        timeout: Math.max(1, deadline - Date.now()),
        agent,
      });
      return 'sent';
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        log.info({ status }, 'push subscription expired: removed');
        return 'gone';
      }
      log.warn(
        { status: status ?? null, code: (err as { code?: string }).code ?? null },
        'push delivery failed',
      );
      return 'failed';
    } finally {
      agent.destroy();
    }
  }

  return {
    enabled: true,
    async sendAll(subscriptions, payload) {
      const deadline = Date.now() + timing.accountBudgetMs;
      const gone: string[] = [];
      let sent = 0;
      let next = 0;
      const lane = async () => {
        while (next < subscriptions.length && Date.now() < deadline) {
          const sub = subscriptions[next++] as PushSubscriptionRow;
          const outcome = await sendOne(sub, payload, deadline);
          if (outcome === 'gone') gone.push(sub.id);
          else if (outcome === 'sent') sent++;
        }
      };
      await Promise.all(Array.from({ length: Math.min(timing.parallel, subscriptions.length) }, lane));
      if (next < subscriptions.length) {
        log.warn({ notStarted: subscriptions.length - next }, 'push messages left out: time budget spent');
      }
      return { sent, gone };
    },
  };
}
