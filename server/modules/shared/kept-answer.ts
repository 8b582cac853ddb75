import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../access/types.js';
import { sendJsonText } from '../../plugins/response-serializer.js';
import { setTotalCount } from './lists.js';

/** What the answer caches keep of an answer: its JSON and the total its list header gave. */
export interface KeptAnswerText {
  body: string | Buffer;
  total: string | undefined;
}

/**
 * The key of a caller's kept answer: per member, session (an answer's media grants are its session's)
 * and role, and the address asked, query included.
 */
export const answerKey = (user: AuthUser, request: FastifyRequest) =>
  `${user.id} ${user.sessionId} ${user.role} ${request.url}`;

/**
 * What a handler returns once it has sent: nothing when the answer went out at once, so no promise
 * is made; else a promise settled when it has gone (a compressed answer is written later, and
 * Fastify takes an async handler that resolved with nothing before then to have sent nothing).
 */
const afterSend = (reply: FastifyReply): void | Promise<void> =>
  reply.sent ? undefined : Promise.resolve(reply).then(() => undefined);

/** Sends a kept answer as it was first sent: its list total, if any, and its JSON. */
export function sendKeptAnswer(reply: FastifyReply, answer: KeptAnswerText): void | Promise<void> {
  setTotalCount(reply, answer.total);
  sendJsonText(reply, answer.body);
  return afterSend(reply);
}
