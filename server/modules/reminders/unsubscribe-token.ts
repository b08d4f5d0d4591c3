import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../lib/context';
import { insertSecretIfAbsent, readSecret, type ReminderKind } from './reminders.repository';

/**
 * Signed one-click unsubscribe links (RFC 8058). A token names one account and one kind of email and
 * carries an HMAC-SHA256 over both, keyed by a server secret: it needs no sign-in, cannot be made up,
 * and changing the account id in it breaks the signature, so one account's link never works for another.
 *
 * The key is created on first use and kept in the database (server_secrets), so every instance of a
 * deployment shares it with nothing to configure.
 */
const SECRET_NAME = 'unsubscribe-hmac-key';
const VERSION = 'u1';
const KINDS: readonly ReminderKind[] = ['daily', 'weekly'];

const keys = new WeakMap<object, Promise<Buffer>>();

function keyFor(ctx: AppContext): Promise<Buffer> {
  let key = keys.get(ctx.db);
  if (!key) {
    key = (async () => {
      let value = await readSecret(ctx.db, SECRET_NAME);
      if (!value) {
        await insertSecretIfAbsent(
          ctx.db,
          SECRET_NAME,
          randomBytes(32).toString('base64url'),
          ctx.clock().toISOString(),
        );
        value = await readSecret(ctx.db, SECRET_NAME);
      }
      if (!value) throw new Error('unsubscribe key missing');
      return Buffer.from(value, 'base64url');
    })();
    key.catch(() => keys.delete(ctx.db));
    keys.set(ctx.db, key);
  }
  return key;
}

function mac(key: Buffer, userId: string, kind: ReminderKind): Buffer {
  return createHmac('sha256', key).update(`${VERSION}\n${userId}\n${kind}`).digest();
}

export async function signUnsubscribe(ctx: AppContext, userId: string, kind: ReminderKind): Promise<string> {
  return `${VERSION}.${userId}.${kind}.${mac(await keyFor(ctx), userId, kind).toString('base64url')}`;
}

/** The account and kind a token is for, or null for anything not signed by this server. */
export async function verifyUnsubscribe(
  ctx: AppContext,
  token: string,
): Promise<{ userId: string; kind: ReminderKind } | null> {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  const [, userId, kind, signature] = parts as [string, string, string, string];
  if (!/^[0-9a-f-]{36}$/.test(userId) || !KINDS.includes(kind as ReminderKind)) return null;
  if (!/^[A-Za-z0-9_-]{43}$/.test(signature)) return null;
  const expected = mac(await keyFor(ctx), userId, kind as ReminderKind);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind: kind as ReminderKind };
}
