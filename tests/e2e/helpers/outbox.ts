import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { simpleParser } from 'mailparser';
import { product } from './product.js';

/** The newest text in a mail to `email` that matches `pattern` (waits up to 10 s). */
async function readOutbox(email: string, pattern: RegExp, what: string): Promise<RegExpMatchArray> {
  const dir = path.join(product().dataDir, 'outbox');
  for (let waited = 0; waited < 10_000; waited += 200) {
    const names = (await fs.readdir(dir).catch(() => [] as string[]))
      .filter((n) => n.endsWith('.eml'))
      .sort()
      .reverse();
    for (const name of names) {
      const mail = await simpleParser(await fs.readFile(path.join(dir, name)));
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      if (to?.value[0]?.address?.toLowerCase() !== email.toLowerCase()) continue;
      const match = mail.text?.match(pattern);
      if (match) return match;
    }
    await sleep(200);
  }
  throw new Error(`no ${what} mailed to ${email}`);
}

/** The newest text matching `pattern` in a mail to `email` (waits up to 10 s). */
export async function readOutboxText(email: string, pattern: RegExp): Promise<string> {
  return (await readOutbox(email, pattern, String(pattern)))[0];
}

/** The newest link to `route` mailed to `email` by the server under test (waits up to 10 s). */
export async function readOutboxLink(email: string, route: string): Promise<string> {
  return (await readOutbox(email, new RegExp(`https?://[^\\s]+${route}\\?token=[\\w-]+`), `${route} link`))[0];
}

/** The newest 4-digit code from "Your verification code is 1234." mailed to `email`. */
export async function readOutboxCode(email: string): Promise<string> {
  return (await readOutbox(email, /Your verification code is (\d{4})\./, 'verification code'))[1];
}

/** How many mails `email` has received so far. */
export async function countMailsTo(email: string): Promise<number> {
  const dir = path.join(product().dataDir, 'outbox');
  let count = 0;
  for (const name of (await fs.readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'))) {
    const mail = await simpleParser(await fs.readFile(path.join(dir, name)));
    const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
    if (to?.value[0]?.address?.toLowerCase() === email.toLowerCase()) count += 1;
  }
  return count;
}
