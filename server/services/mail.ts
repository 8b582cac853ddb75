import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines, e.g. the digest's `List-Unsubscribe`. */
  headers?: Record<string, string>;
  /**
   * Files sent with the mail, e.g. a receipt's PDF, in a shape nodemailer takes. Base64 text, not a
   * Buffer: a mail the transport refused waits in the job queue as JSON, where a Buffer turns into an
   * object nodemailer then refuses on every retry.
   */
  attachments?: { filename: string; content: string; encoding: 'base64'; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Mail really written: RFC 822 files in DATA_DIR/outbox, or SMTP when SMTP_URL is set. */
export function createMailer(config: Config, log: (line: string) => void): Mailer {
  const from = config.MAIL_FROM;
  if (config.mailTransport === 'smtp') {
    const transport: Transporter = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        log(`mail "${message.subject}" sent over SMTP`);
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The file name only: the mail's links carry tokens.
      log(`mail "${message.subject}" written to ${file}`);
    },
    close: () => transport.close(),
  };
}
