import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { expect, it } from 'vitest';
import { CLOSE_DEADLINE_MS } from '../../server/plugins/prompt-close.js';
import { startTestServer } from './helpers/test-server.js';

/**
 * Closing the app (a deploy's SIGTERM, the end of every API test file) must not wait on a keep-alive
 * connection whose request was being answered as the close began: Node leaves it open for the
 * keep-alive timeout (Fastify's 72 s), which held a test file's close past its 60 s hook limit; nor
 * on a request that never finishes arriving, cut CLOSE_DEADLINE_MS into the close; nor on a connection
 * that has sent nothing yet (a client's spare), which Node counts as arriving.
 */
it('closes at once after answering a request that was arriving as the close began', async () => {
  const server = await startTestServer();
  const agent = new http.Agent({ keepAlive: true });
  try {
    const request = http.request(`${server.url}/api/auth/signin`, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    });
    const answered = once(request, 'response').then(([response]) => {
      (response as http.IncomingMessage).resume();
      return (response as http.IncomingMessage).statusCode;
    });
    const arrived = once(server.http, 'request');
    request.write('{"email":"nobody@example.com",');
    await arrived;

    const closed = server.close();
    request.end('"password":"wrong-password-1"}');
    expect(await answered).toBe(401);
    await closed;
  } finally {
    agent.destroy();
  }
}, 20_000);

it('cuts a connection that has sent nothing at once, and a request that never finishes arriving at the deadline', async () => {
  const server = await startTestServer();
  const request = http.request(`${server.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
  });
  const cut = once(request, 'error');
  const arriving = once(server.http, 'connection');
  const arrived = once(server.http, 'request');
  request.write('{"email":"nobody@example.com",');
  const [arrivingAtServer] = (await arriving) as [net.Socket];
  await arrived;
  const spareAccepted = once(server.http, 'connection');
  const spare = net.connect(Number(new URL(server.url).port), '127.0.0.1');
  spare.on('error', () => undefined);
  const [spareAtServer] = (await spareAccepted) as [net.Socket];

  const started = Date.now();
  const closed = server.close();
  await once(spareAtServer, 'close');
  // The deadline cuts every connection in one go: had it cut the spare, it would have cut this one too.
  expect(arrivingAtServer.destroyed).toBe(false);
  await closed;
  expect(Date.now() - started).toBeGreaterThanOrEqual(CLOSE_DEADLINE_MS - 100);
  expect(((await cut)[0] as NodeJS.ErrnoException).code).toMatch(/ECONNRESET|socket hang up/);
}, 30_000);
