import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_S } from '../../db/pg-errors.js';
import type { Api } from '../module.js';

export async function healthRoutes(api: Api): Promise<void> {
  api.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('error'), message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await api.deps.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_S))
          .send({ status: 'error' as const, message: 'The database does not answer' });
      }
    },
  );
}
