import type { Config } from './lib/config';
import type { Db } from './db/database';
import { isEntry, withDatabase } from './lib/command';
import { insertInvitation } from './modules/auth/auth.repository';
import { hashToken, newToken } from './lib/tokens';

const DAY_MS = 86_400_000;

/**
 * Makes one invitation link for a server with SIGNUPS=invite: single-use, valid for `days` days. Only
 * the token's hash is stored; the link is printed once and cannot be shown again.
 */
export async function createInvitation(
  database: Db,
  config: Pick<Config, 'appUrl'>,
  opts: { days: number; note?: string | null; now?: Date },
): Promise<{ link: string; expiresAt: string }> {
  const token = newToken();
  const now = opts.now ?? new Date();
  const expiresAt = new Date(now.getTime() + opts.days * DAY_MS).toISOString();
  await insertInvitation(database.db, {
    tokenHash: hashToken(token),
    note: opts.note ?? null,
    createdAt: now.toISOString(),
    expiresAt,
  });
  return { link: `${config.appUrl}/signup?invite=${encodeURIComponent(token)}`, expiresAt };
}

/** `npm run invite [-- --days 7] [-- --note "for Sam"]`: prints a new invitation link. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const value = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const days = Number(value('--days') ?? '7');
  if (!Number.isInteger(days) || days < 1 || days > 365) {
    console.error('Invitation failed: --days must be a whole number from 1 to 365.');
    process.exit(1);
  }
  await withDatabase('Invitation failed', async (config, database) => {
    const { link, expiresAt } = await createInvitation(database, config, {
      days,
      note: value('--note') ?? null,
    });
    if (config.signups !== 'invite') {
      console.warn(
        `Note: SIGNUPS is "${config.signups}"; invitation links are only asked for with SIGNUPS=invite.`,
      );
    }
    console.log(`Invitation link (single use, valid until ${expiresAt}):\n${link}`);
  });
}

if (isEntry(import.meta.url)) void main();
