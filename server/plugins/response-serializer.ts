import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

/**
 * Response bodies written by fast-json-stringify from each response schema's JSON Schema: only the
 * declared fields go out (as with zod's parse, nothing undeclared can leak), at a fraction of the
 * cost of parsing every record with zod first (a tenth of a lecture list's time). A schema JSON
 * Schema cannot express (a transform) keeps zod's serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  let jsonSchema: Parameters<typeof fastJson>[0];
  try {
    jsonSchema = z.toJSONSchema(route.schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    }) as typeof jsonSchema;
  } catch {
    return zodSerializerCompiler(route);
  }
  return fastJson(jsonSchema);
};

/**
 * Sends JSON a handler wrote itself (lecture lists joined from cached fragments, answers kept as
 * bytes): Fastify sends a string or Buffer with a JSON content type as it is, past the serializer.
 * Its shape is the handler's promise (the route's response schema types the object form, hence the cast).
 */
export function sendJsonText<R extends { type(contentType: string): unknown }>(reply: R, json: string | Buffer): R {
  (reply.type('application/json; charset=utf-8') as { send(payload: string | Buffer): unknown }).send(json);
  return reply;
}
