import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_S } from '../../db/pg-errors.js';
import type { Api } from '../module.js';
import { pingDatabase } from './health-store.js';
import { HEALTH_TEXTS } from './texts.js';

const ok = z.object({ status: z.literal('ok') });
const notReady = z.object({ status: z.literal('error'), message: z.string() });
const tags = ['health'];
// A database that accepts connections but does not answer counts as away after this long.
const DATABASE_CHECK_MS = 2_000;

/**
 * `/health` (the database answers), and for orchestrators `/health/live` (the process answers: restart
 * it when it does not) and `/health/ready` (send it traffic: not while closing or without a database).
 */
export async function healthRoutes(api: Api): Promise<void> {
  const databaseAnswers = () => answersWithin(pingDatabase(api.deps.db), DATABASE_CHECK_MS);

  const answer = (reply: FastifyReply, message: string | undefined) =>
    message === undefined
      ? { status: 'ok' as const }
      : reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_S))
          .send({ status: 'error' as const, message });

  api.get('/health', { schema: { tags, response: { 200: ok, 503: notReady } } }, async (_request, reply) =>
    answer(reply, (await databaseAnswers()) ? undefined : HEALTH_TEXTS.databaseAway),
  );

  api.get('/health/live', { schema: { tags, response: { 200: ok } } }, async () => ({ status: 'ok' as const }));

  api.get('/health/ready', { schema: { tags, response: { 200: ok, 503: notReady } } }, async (_request, reply) => {
    const message = api.deps.lifecycle.closing
      ? HEALTH_TEXTS.closing
      : !(await databaseAnswers())
        ? HEALTH_TEXTS.databaseAway
        : undefined;
    return answer(reply, message);
  });
}

async function answersWithin(query: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const answered = query.then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
