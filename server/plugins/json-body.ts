import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * JSON bodies, where an empty one means no body (docs/API.md#conventions): older clients send body-less
 * PATCH and POST calls with `content-type: application/json`. Anything else parses as Fastify's own.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
    if (body === '') return done(null, undefined);
    parseJson(request, body, done);
  });
});
