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
  if (!compiled.has(route.schema)) compiled.set(route.schema, compile(route.schema));
  // zod's serializer stays one per route: its errors name the route, and making it costs next to nothing.
  return compiled.get(route.schema) ?? zodSerializerCompiler(route);
};

/**
 * Once per schema in a process (null: one JSON Schema cannot express): the schemas are module
 * constants, and building every route's serializer was a tenth of an app's start, which the API
 * tests pay for each file's server.
 */
const compiled = new WeakMap<ZodType, ((data: unknown) => string) | null>();

function compile(schema: ZodType): ((data: unknown) => string) | null {
  let jsonSchema: Parameters<typeof fastJson>[0];
  try {
    jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    }) as typeof jsonSchema;
  } catch {
    return null;
  }
  return fastJson(nullableObjects(jsonSchema) as typeof jsonSchema);
}

/**
 * zod writes a nullable object as `anyOf: [object, null]`, which fast-json-stringify settles on every call
 * with an ajv validator: compiled on the first call (100 ms of the event loop for a discussion thread), and
 * refusing, with a 500, an object holding a field the schema does not declare, where a plain object field
 * just leaves it out. The same object marked `nullable` is a null check.
 */
function nullableObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableObjects);
  if (node === null || typeof node !== 'object') return node;
  const walked = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, nullableObjects(value)]));
  const { anyOf, ...siblings } = walked as { anyOf?: Record<string, unknown>[] };
  if (anyOf?.length !== 2) return walked;
  const [object, orNull] = anyOf[0].type === 'null' ? [anyOf[1], anyOf[0]] : anyOf;
  if (object.type !== 'object' || orNull.type !== 'null' || Object.keys(orNull).length !== 1) return walked;
  return { ...siblings, ...object, nullable: true };
}

/**
 * Sends JSON a handler wrote itself (lecture lists joined from cached fragments, answers kept as
 * bytes): Fastify sends a string or Buffer with a JSON content type as it is, past the serializer.
 * Its shape is the handler's promise (the route's response schema types the object form, hence the cast).
 */
export function sendJsonText<R extends { type(contentType: string): unknown }>(reply: R, json: string | Buffer): R {
  (reply.type('application/json; charset=utf-8') as { send(payload: string | Buffer): unknown }).send(json);
  return reply;
}
