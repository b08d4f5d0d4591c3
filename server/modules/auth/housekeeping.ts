import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context';
import { purgeResetTokens, purgeSessions } from './auth.repository';
import { loggableError } from '../../plugins/errors';

const DAY_MS = 86_400_000;
const RESET_LINK_MS = 60 * 60 * 1000;
/** How often expired sessions, used or expired reset tokens and old outbox mails are removed. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

export interface Purged {
  sessions: number;
  resetTokens: number;
  outboxMails: number;
}

/** Deletes what can never be used again: expired sessions, used or expired reset tokens and links. */
export async function purgeExpired(ctx: AppContext): Promise<Purged> {
  const now = ctx.clock();
  const createdBefore = new Date(now.getTime() - ctx.config.sessionMaxAgeDays * DAY_MS).toISOString();
  return {
    sessions: await purgeSessions(ctx.db, now.toISOString(), createdBefore),
    resetTokens: await purgeResetTokens(ctx.db, now.toISOString()),
    outboxMails: await ctx.mailer.discardOlderThan(RESET_LINK_MS, Date.now()),
  };
}

/** Runs purgeExpired once the server is ready and then every hour until it closes. */
export function scheduleHousekeeping(app: FastifyInstance, ctx: AppContext): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    purgeExpired(ctx).then(
      (purged) => app.log.debug({ purged }, 'housekeeping'),
      (err: unknown) => app.log.warn({ error: loggableError(err) }, 'housekeeping failed'),
    );
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, HOUSEKEEPING_INTERVAL_MS);
    timer.unref();
    run();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
