// @vitest-environment node
import { Writable } from 'node:stream';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLog, completedLine } from '../../server/plugins/access-log.js';
import { logOptions } from '../../server/plugins/log-options.js';

/** A log destination that keeps what it is given. */
function memoryLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream, write: (line: string) => lines.push(line) };
}

/** A small app logging as the product does, with one route answering `status`. */
async function loggedApp(level: string) {
  const log = memoryLog();
  const app = Fastify({ logger: logOptions(level, log.stream), logController: new AccessLog(level, log) });
  app.get('/answer/:status', async (request, reply) => {
    const { status } = request.params as { status: string };
    if (status === '500') throw new Error('the handler broke');
    return reply.code(Number(status)).send({ ok: true });
  });
  await app.ready();
  return { app, lines: log.lines };
}

describe('the access line', () => {
  it.each([
    ['a member', '127.0.0.2'],
    ['a forwarded address with a quote in it', '203.0.113.9"injected'],
    ['a client gone before its address was read', undefined],
  ])('is byte for byte the line pino writes through the request logger, for %s', async (_case, ip) => {
    const log = memoryLog();
    const app = Fastify({ logger: logOptions('info', log.stream) });
    const request = {
      id: 'req-7',
      method: 'GET',
      url: '/api/search?q=someone%40example.com&_start=0',
      ip,
      headers: { authorization: 'Bearer secret' },
    } as unknown as FastifyRequest;
    const reply = { statusCode: 206, elapsedTime: 1.2345 } as unknown as FastifyReply;
    app.log.child({ reqId: request.id }).info({ req: request, res: reply, responseTime: 1.2345 }, 'request completed');
    const [byPino] = log.lines;
    const { time } = JSON.parse(byPino) as { time: number };
    expect(completedLine(request, reply, time)).toBe(byPino);
    expect(byPino).toContain('"url":"/api/search?q=[redacted]&_start=[redacted]"');
    expect(byPino).not.toContain('secret');
  });

  it('is written once per answered request at info, with its status', async () => {
    const { app, lines } = await loggedApp('info');
    await app.inject('/answer/204');
    await app.inject('/answer/404');
    const records = lines.map((line) => JSON.parse(line) as { msg: string; res: { statusCode: number } });
    expect(records.map((record) => [record.msg, record.res.statusCode])).toEqual([
      ['request completed', 204],
      ['request completed', 404],
    ]);
  });

  it('is not written above info; a failed request still logs its error through pino', async () => {
    const { app, lines } = await loggedApp('error');
    await app.inject('/answer/200');
    expect(lines).toEqual([]);
    await app.inject('/answer/500');
    expect(lines.join('')).toContain('the handler broke');
    expect(lines.join('')).not.toContain('request completed');
  });
});
