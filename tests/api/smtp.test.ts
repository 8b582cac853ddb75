import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiClient, newMember } from './helpers/client.js';
import { type ReadMail, toReadMail } from './helpers/outbox.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let smtp: SMTPServer;
let server: TestServer;
const received: ReadMail[] = [];

beforeAll(async () => {
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
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

it('delivers the verification mail over SMTP when SMTP_URL is set', async () => {
  const member = newMember();
  expect((await apiClient(server.url).post('/auth/signup', member)).status).toBe(201);
  const mail = received.find((m) => m.to === member.email);
  expect(mail?.subject).toBe('Verify your Poker account');
  expect(mail?.text).toMatch(/\/thankyou-verification\?token=[\w-]+/);
  expect(await server.outbox.all()).toEqual([]);
});
