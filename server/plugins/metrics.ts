import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { carriesMetricsToken, METRICS_TEXTS } from '../services/metrics-access.js';

export const METRICS_PATH = '/metrics';

/**
 * With METRICS_TOKEN: `GET /metrics` answers Prometheus with that bearer token, and every request is
 * timed by its route pattern. Without it the path is not found here (METRICS_PORT serves the figures
 * on a listener of their own).
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const { config, metrics } = app.deps;
  const token = config.METRICS_TOKEN;
  if (token || config.METRICS_PORT) {
    app.addHook('onResponse', async (request, reply) => {
      metrics.requestDuration.observe(
        { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });
  }
  app.get(
    METRICS_PATH,
    {
      schema: {
        tags: ['operations'],
        summary: "This process's figures in Prometheus's text format: only with METRICS_TOKEN as bearer token",
        response: { 200: z.string(), 401: z.object({ message: z.string() }), 404: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      if (!token) return reply.code(404).send({ message: `Not found: GET ${METRICS_PATH}` });
      if (!carriesMetricsToken(request.headers.authorization, token))
        return reply.code(401).header('www-authenticate', 'Bearer').send({ message: METRICS_TEXTS.needsToken });
      const text = await metrics.text();
      return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
    },
  );
});
