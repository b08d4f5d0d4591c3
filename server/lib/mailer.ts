import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Names the outbox file, so the message can be removed once its link is used (`discard`). */
  tag?: string;
  /** Extra header lines, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** 'smtp' delivers real mail; 'outbox' writes .eml files (the spec's "Demo Mode"). */
  readonly delivery: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** Demo mode: removes the outbox files of messages sent with this tag (a reset link was used). */
  discard(tag: string): Promise<void>;
  /** Demo mode: removes outbox files older than `maxAgeMs` (their links have expired). */
  discardOlderThan(maxAgeMs: number, now: number): Promise<number>;
}

const TAG = /^[a-z0-9-]{1,64}$/;

/** Loaded on first use: most servers send a mail rarely, and the library costs memory from start-up. */
function loadNodemailer() {
  return import('nodemailer').then((m) => m.default);
}

export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  // One message, the same for SMTP and the outbox.
  const message = (m: MailMessage) => ({
    from: opts.from,
    to: m.to,
    subject: m.subject,
    text: m.text,
    ...(m.headers ? { headers: m.headers } : {}),
  });
  if (opts.smtpUrl) {
    let transport: ReturnType<typeof smtpTransport> | undefined;
    const smtpTransport = (url: string) => loadNodemailer().then((n) => n.createTransport(url));
    return {
      delivery: 'smtp',
      async send(m) {
        transport ??= smtpTransport(opts.smtpUrl as string);
        await (await transport).sendMail(message(m));
        opts.log.info('mail handed to SMTP');
      },
      async discard() {},
      async discardOlderThan() {
        return 0;
      },
    };
  }
  let builder: ReturnType<typeof messageBuilder> | undefined;
  const messageBuilder = () =>
    loadNodemailer().then((n) => n.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    delivery: 'outbox',
    async send(m) {
      builder ??= messageBuilder();
      const info = await (await builder).sendMail(message(m));
      await mkdir(opts.outboxDir, { recursive: true });
      const tag = m.tag && TAG.test(m.tag) ? `--${m.tag}` : '';
      const file = join(
        opts.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${Math.random().toString(36).slice(2, 8)}${tag}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // Never log the token or the recipient: only that a message was written.
      opts.log.info({ outbox: opts.outboxDir }, 'no SMTP_URL set: e-mail written to the outbox');
    },
    async discard(tag) {
      if (!TAG.test(tag)) return;
      for (const name of await outboxFiles()) {
        if (name.endsWith(`--${tag}.eml`)) await unlink(join(opts.outboxDir, name)).catch(() => {});
      }
    },
    async discardOlderThan(maxAgeMs, now) {
      let removed = 0;
      for (const name of await outboxFiles()) {
        const path = join(opts.outboxDir, name);
        const info = await stat(path).catch(() => undefined);
        if (info && now - info.mtimeMs > maxAgeMs) {
          await unlink(path).catch(() => {});
          removed++;
        }
      }
      return removed;
    },
  };
  async function outboxFiles(): Promise<string[]> {
    const names = await readdir(opts.outboxDir).catch(() => [] as string[]);
    return names.filter((n) => n.endsWith('.eml'));
  }
}
