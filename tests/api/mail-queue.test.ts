import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../server/services/free-port.js';
import { apiClient, newMember } from './helpers/client.js';
import { type ReadMail, toReadMail } from './helpers/outbox.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
let smtp: SMTPServer | undefined;
let port: number;
const received: ReadMail[] = [];

beforeAll(async () => {
  // Nothing listens there yet: the SMTP server is "down" when the mail is first sent.
  port = await freePort();
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await server.close();
  if (smtp) await new Promise<void>((resolve) => smtp!.close(resolve));
});

function startSmtp(): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream).then((parsed) => {
        received.push(toReadMail(parsed));
        callback();
      }, callback);
    },
  });
  return new Promise<void>((resolve) => smtp!.listen(port, '127.0.0.1', resolve));
}

it('keeps a mail the SMTP server could not take in the job queue, and delivers it once the server is back', async () => {
  const member = newMember();
  // The sign-up succeeds although its mail could not be sent now.
  expect((await apiClient(server.url).post('/auth/signup', member)).status).toBe(201);
  const jobs = await server.db.query(`select data->>'to' as "to" from pgboss.job where name = 'send-mail'`);
  expect(jobs.rows).toEqual([{ to: member.email }]);

  await startSmtp();
  expect((smtp!.server.address() as AddressInfo).port).toBe(port);
  while (!received.some((mail) => mail.to === member.email)) await new Promise((resolve) => setTimeout(resolve, 200));
  const mail = received.find((m) => m.to === member.email)!;
  expect(mail.subject).toBe('Verify your Poker account');
  expect(mail.text).toMatch(/\/thankyou-verification\?token=[\w-]+/);
}, 90_000);
