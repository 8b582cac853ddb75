import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ParsedMail, simpleParser } from 'mailparser';

export interface ReadMail {
  to: string;
  subject: string;
  text: string;
}

/** Reads the .eml files the server wrote, the way a mail client would. */
export class Outbox {
  constructor(private readonly dir: string) {}

  async all(): Promise<ReadMail[]> {
    const names = (await fs.readdir(this.dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
    return Promise.all(
      names.map(async (name) => toReadMail(await simpleParser(await fs.readFile(path.join(this.dir, name))))),
    );
  }

  /**
   * The first mail to `to` that arrives after `action` (waits up to 10 s): for the mails the server
   * sends after it has answered (reset, resend).
   */
  async nextTo(to: string, action: () => Promise<unknown>): Promise<ReadMail> {
    const mailsTo = async () => (await this.all()).filter((m) => m.to.toLowerCase() === to.toLowerCase());
    const before = (await mailsTo()).length;
    await action();
    for (let waited = 0; waited < 10_000; waited += 50) {
      const mails = await mailsTo();
      if (mails.length > before) return mails[before];
      await sleep(50);
    }
    throw new Error(`no new mail to ${to}`);
  }

  /** The newest mail to this address. */
  async latest(to: string): Promise<ReadMail> {
    const mails = (await this.all()).filter((m) => m.to.toLowerCase() === to.toLowerCase());
    const mail = mails.at(-1);
    if (!mail) throw new Error(`no mail to ${to} in the outbox`);
    return mail;
  }
}

export function toReadMail(parsed: ParsedMail): ReadMail {
  const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
  return { to: to?.value[0]?.address ?? '', subject: parsed.subject ?? '', text: parsed.text ?? '' };
}

export function linkToken(mail: ReadMail, route: string): string {
  const match = mail.text.match(new RegExp(`${route}\\?token=([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`no ${route} link in "${mail.subject}"`);
  return match[1];
}

export function resetCode(mail: ReadMail): string {
  const match = mail.text.match(/code is (\d{4})/);
  if (!match) throw new Error(`no code in "${mail.subject}"`);
  return match[1];
}
