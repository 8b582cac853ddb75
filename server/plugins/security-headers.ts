import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers on every answer. Helmet's middleware is built once here: @fastify/helmet builds
 * it (and parses the CSP) again on every request, which was a few per cent of a lecture list's time.
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
});
