import os from 'node:os';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';
import { requestForLog } from './log-options.js';
import type { LogDestination } from './turn-batched-log.js';

/** What every completed line starts with, up to its time, and from its time to its request id: pino's
 * level, then its base bindings (pid, hostname). */
const HEAD = '{"level":30,"time":';
const BINDINGS = `,"pid":${process.pid},"hostname":${JSON.stringify(os.hostname())},"reqId":`;

/**
 * One access line per request, written when it is answered, with the request in it: Fastify's default
 * writes two (incoming, completed). A completed request's line is the one pino would write through the
 * request's logger (tests/unit/access-log.test.ts holds them equal), put together here and written
 * straight to the log's destination: through pino, its serializers and the redaction of every path were
 * a sixth of a cached member answer's time, and the whole line is known to hold only what
 * `requestForLog` lets out. Errors still go through pino, which redacts whatever they carry.
 */
export class AccessLog extends LogController {
  private readonly destination: LogDestination | undefined;

  /** `destination`: the app logger's own (none when the app logs nothing), written to when `level` logs `info`. */
  constructor(level: string, destination: LogDestination | undefined) {
    super();
    const { values } = pino.levels;
    if (values[level] !== undefined && values[level] <= values.info) this.destination = destination;
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error)
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else if (this.destination) this.destination.write(completedLine(request, reply, Date.now()));
  }
}

/**
 * The line pino writes for `reply.log.info({ req, res, responseTime }, 'request completed')` at `time`,
 * written out. The method is one Node's parser knows (no character to escape); the id, the URL and the
 * client's address (a forwarded one is the client's text) are escaped, and an unknown address left
 * out, as JSON.stringify does.
 */
export function completedLine(request: FastifyRequest, reply: FastifyReply, time: number): string {
  const { method, url, remoteAddress } = requestForLog(request);
  const address = remoteAddress === undefined ? '' : `,"remoteAddress":${JSON.stringify(remoteAddress)}`;
  return (
    `${HEAD}${time}${BINDINGS}${JSON.stringify(request.id)},"req":{"method":"${method}","url":${JSON.stringify(url)}` +
    `${address}},"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime},"msg":"request completed"}\n`
  );
}
