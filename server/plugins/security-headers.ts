import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets, found once by running its middleware on a stand-in response: with static
 * options (no per-request CSP directive) they never depend on the request. Named in lower case, as
 * Fastify keeps them: helmet's capitals had `reply.header` make a lower-case copy of each name on every
 * request, three times what setting them costs.
 */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return [...headers];
}

/**
 * Helmet's headers on every answer, worked out once (running helmet's dozen middlewares on each
 * request costs ~6 % of a lecture list's time) and set as the reply's own headers: Node's `setHeader`
 * on the raw response for each costs another ~9 % of a small answer's. A route that hijacks its reply
 * passes `reply.getHeaders()` on.
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const headers = Object.fromEntries(helmetHeaders(options));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
