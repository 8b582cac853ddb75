import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '../db/pg-errors.js';
import { HttpError } from '../errors.js';

/** Every non-2xx answer is JSON with a human `message` (docs/API.md#errors), never a stack trace. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ ...error.body, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field =
        first.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
        String((first.params?.issue && (first.params.issue as { path?: unknown[] }).path?.join('.')) || '');
      // A missing or non-object body has no field path: name the part of the request instead.
      const where = `${field || error.validationContext || 'request'}: `;
      return reply.code(400).send({ message: `${where}${first.message}`, field: field || undefined });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send({ message: 'The service is briefly unavailable. Please try again in a few seconds.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    // Fastify's own 4xx (bad JSON, too large, rate limit …) keep their status, message and headers
    // (a media range past the end keeps its `content-range: bytes */<size>`).
    const headers = (error as { headers?: Record<string, string> }).headers;
    return reply
      .code(status)
      .headers(headers ?? {})
      .send({ message: error.message });
  });
});

/**
 * Errors Fastify meets before routing (a path with a malformed escape such as `/media/%`, a path
 * parameter too long): JSON with a message like every other answer; under /media/ no file has such a
 * name, so it is not found.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (/^\/media\//.test(request.url)) void reply.code(404).send({ message: 'Not found' });
  else void reply.code(error.statusCode ?? 400).send({ message: `url: ${error.message}`, field: 'url' });
}
