import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The outbox writes long lines quoted-printable and folds headers; tests read mail as a client shows it. */
export function decodeQuotedPrintable(mail: string): string {
  return mail
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
}

/**
 * The mails in an outbox addressed to `email`, decoded, oldest first. Picked by recipient, never "the
 * newest file": mails are written in the background, so another account's may land last (decision
 * 220). Ordered by the files' write times (nanoseconds), not their names, whose time is to the
 * millisecond and then sorts by a random suffix.
 */
export function mailsTo(outbox: string, email: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outbox);
  } catch {
    return [];
  }
  const to = new RegExp(`^To: (?:.*<)?${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}>?\\r?$`, 'm');
  return files
    .map((file) => ({ file, written: statSync(join(outbox, file), { bigint: true }).mtimeNs }))
    .sort((a, b) => (a.written < b.written ? -1 : a.written > b.written ? 1 : a.file.localeCompare(b.file)))
    .map(({ file }) => decodeQuotedPrintable(readFileSync(join(outbox, file), 'utf8')))
    .filter((mail) => to.test(mail));
}

/** The token of the password-reset link in a decoded mail. */
export function resetTokenIn(mail: string): string {
  const m = /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail);
  if (!m?.[1]) throw new Error('no reset link in the mail');
  return decodeURIComponent(m[1]);
}

/** The token of the newest password-reset link mailed to `email`. */
export function resetTokenFor(outbox: string, email: string): string {
  const mails = mailsTo(outbox, email);
  if (mails.length === 0) throw new Error(`no mail to ${email} in the outbox`);
  return resetTokenIn(mails[mails.length - 1] as string);
}
