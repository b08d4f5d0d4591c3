import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra header lines, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** 'smtp' delivers real mail; 'outbox' writes .eml files (the spec's "Demo Mode"). */
  readonly delivery: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

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
  if (opts.smtpUrl) {
    let transport: ReturnType<typeof smtpTransport> | undefined;
    const smtpTransport = (url: string) => loadNodemailer().then((n) => n.createTransport(url));
    return {
      delivery: 'smtp',
      async send(m) {
        transport ??= smtpTransport(opts.smtpUrl as string);
        await (
          await transport
        ).sendMail({
          from: opts.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          ...(m.headers ? { headers: m.headers } : {}),
        });
        opts.log.info('mail handed to SMTP');
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
      const info = await (
        await builder
      ).sendMail({
        from: opts.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        ...(m.headers ? { headers: m.headers } : {}),
      });
      await mkdir(opts.outboxDir, { recursive: true });
      const file = join(
        opts.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${Math.random().toString(36).slice(2, 8)}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // Never log the token or the recipient: only that a message was written.
      opts.log.info({ outbox: opts.outboxDir }, 'no SMTP_URL set: e-mail written to the outbox');
    },
  };
}
