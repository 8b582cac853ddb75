import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { simpleParser } from 'mailparser';
import { inject } from 'vitest';

/** The newest link to `route` mailed to `email` by the server under test (waits up to 10 s). */
export async function readOutboxLink(email: string, route: string): Promise<string> {
  const dir = path.join(inject('dataDir'), 'outbox');
  for (let waited = 0; waited < 10_000; waited += 200) {
    const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort().reverse();
    for (const name of names) {
      const mail = await simpleParser(await fs.readFile(path.join(dir, name)));
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      if (to?.value[0]?.address?.toLowerCase() !== email.toLowerCase()) continue;
      const match = mail.text?.match(new RegExp(`https?://[^\\s]+${route}\\?token=[\\w-]+`));
      if (match) return match[0];
    }
    await sleep(200);
  }
  throw new Error(`no ${route} link mailed to ${email}`);
}
