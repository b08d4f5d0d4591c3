import type { Kysely } from 'kysely';
import type { Config } from './lib/config';
import { isEntry, withDatabase } from './lib/command';
import type { Database } from './db/schema';
import {
  AdminError,
  deleteUserAccount,
  disableUser,
  enableUser,
  listUsers,
  resetLink,
} from './modules/admin/admin.service';

/**
 * `npm run admin -- users list|disable|enable|delete|reset-link`: the instance owner's account tools,
 * with the server's own settings (in the container image: `node dist/server/admin.mjs …`). They show
 * and change accounts, never what is in them (decision 276).
 */
export const USAGE = `Usage: npm run admin -- users <command>
  users list                           every account: id, email, created, last active day, sessions, state
  users disable <email or id>          end its sessions and refuse its sign-ins (nothing is deleted)
  users enable <email or id>           let it sign in again
  users delete <email or id> --yes     delete the account and everything in it, for good
  users reset-link <email or id>       print a password-reset link (valid 1 hour) to hand to its owner`;

export interface AdminIo {
  out(line: string): void;
  err(line: string): void;
}

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_c, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) =>
    r
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  );
}

/** Runs one command; returns the process exit code. */
export async function runAdmin(
  args: readonly string[],
  db: Kysely<Database>,
  config: Pick<Config, 'appUrl'>,
  io: AdminIo,
  now: () => Date = () => new Date(),
): Promise<number> {
  const [group, command, target, ...rest] = args;
  if (group !== 'users' || !command) {
    io.err(USAGE);
    return 2;
  }
  try {
    if (command === 'list' && target === undefined) {
      const users = await listUsers(db, now());
      const rows = users.map((u) => [
        u.id,
        u.email,
        u.createdAt.slice(0, 10),
        u.lastActiveDay ?? '–',
        String(u.activeSessions),
        u.disabledAt ? `disabled ${u.disabledAt.slice(0, 10)}` : 'active',
      ]);
      for (const line of table([['id', 'email', 'created', 'last active', 'sessions', 'state'], ...rows])) {
        io.out(line);
      }
      io.out(`${users.length} account${users.length === 1 ? '' : 's'}`);
      return 0;
    }
    if (!target || !['disable', 'enable', 'delete', 'reset-link'].includes(command)) {
      io.err(USAGE);
      return 2;
    }
    if (command === 'disable') io.out(await disableUser(db, target, now()));
    else if (command === 'enable') io.out(await enableUser(db, target));
    else if (command === 'delete') {
      if (!rest.includes('--yes')) {
        io.err(`Deleting ${target} removes the account and everything in it for good; add --yes to do it.`);
        return 2;
      }
      io.out(await deleteUserAccount(db, target));
    } else {
      const { email, link, expiresAt } = await resetLink(db, config.appUrl, target, now());
      io.out(`Password-reset link for ${email} (single use, valid until ${expiresAt}):\n${link}`);
    }
    return 0;
  } catch (err) {
    if (!(err instanceof AdminError)) throw err;
    io.err(`admin: ${err.message}`);
    return 1;
  }
}

if (isEntry(import.meta.url)) {
  void withDatabase('admin failed', async (config, database) => {
    process.exitCode = await runAdmin(process.argv.slice(2), database.db, config, {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  });
}
