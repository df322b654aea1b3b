import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { RenderedEmail } from './render.ts';

export interface OutgoingMail extends RenderedEmail {
  to: string;
  replyTo?: string;
  /** Extra header fields, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** A Message-ID of our own (`<…@…>`): the same one for a message sent again lets mailboxes drop the copy. */
  messageId?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise one .eml file a message under DATA_DIR/outbox. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: FastifyBaseLogger): Mailer {
  const outboxDir = path.join(config.dataDir, 'outbox');
  const transport: Transporter = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const kind = config.smtpUrl ? 'smtp' : 'outbox';

  return {
    kind,
    async send(mail) {
      const info = await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(mail.messageId ? { messageId: mail.messageId } : {}),
      });
      if (kind === 'outbox') {
        await fs.mkdir(outboxDir, { recursive: true });
        const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
        await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
      }
      // Subjects and addresses only: bodies may carry codes and links.
      log.info({ mail: { kind, subject: mail.subject, messageId: info.messageId } }, 'mail sent');
    },
    close() {
      transport.close();
    },
  };
}
