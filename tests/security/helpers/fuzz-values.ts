import { randomBytes } from 'node:crypto';
import type { ProbeAnswer } from './probe.js';
import type { JsonSchema } from './routes.js';

/** Hostile values for any parameter, whatever its declared type: the server must refuse or handle each. */
export const HOSTILE_VALUES: unknown[] = [
  // Numbers out of every range the columns and schemas know.
  -1,
  0,
  3_000_000_000,
  -3_000_000_000,
  2 ** 53 + 1,
  1e308,
  1.5,
  'NaN',
  'Infinity',
  '1e400',
  '0x7fffffff',
  // Strings: empty, huge, NUL and control characters, lone surrogate, SQL, JSON and path metacharacters.
  '',
  ' ',
  'x'.repeat(10_000),
  '\u0000',
  'a\u0000b',
  '\u0001\u001b\u007f\u0085',
  '\ud800',
  "' OR '1'='1' --",
  '1; DROP TABLE users; --',
  '"}]}{"',
  '{"$ne":null}',
  '../../../etc/passwd',
  '%00',
  // Malformed escapes and URLs: whatever decodes or parses them must refuse them, not throw.
  '%',
  '%E0%A4%A',
  'http://[',
  // Past a btree index row (~2.7 KB) even compressed: random text, shaped as an email.
  `${randomBytes(4500).toString('hex')}@example.com`,
  '<script>alert(1)</script>',
  // Wrong types.
  true,
  null,
  [],
  {},
  [1, 2],
  { $gt: 0 },
];

/**
 * One hostile value of each kind, sent as the second copy of a duplicated query parameter: a server
 * that validates one copy and uses the other is caught by any value its schema refuses, so every
 * kind of refusal (range, size, encoding, injection, type) is tried once rather than every value twice.
 */
export const HOSTILE_SECOND_COPIES: unknown[] = [
  3_000_000_000,
  'NaN',
  'x'.repeat(10_000),
  'a\u0000b',
  '\ud800',
  "' OR '1'='1' --",
  '%E0%A4%A',
  '<script>alert(1)</script>',
  true,
  { $gt: 0 },
];

/**
 * A 400 of the request's validation, which names the part refused before its message (`planId: …`,
 * `querystring: …`, `url: …`); a route's own refusals are worded for people.
 */
function refusedByValidation({ status, text }: ProbeAnswer): boolean {
  if (status !== 400) return false;
  const { message } = JSON.parse(text) as { message?: string };
  return /^[\w.[\]-]+: /.test(message ?? '');
}

/**
 * Hostile values by the schema that declares what they replace. The first time a schema is met, all of
 * them; after that, the ones it let through then (they reach each route's own code, which differs) and
 * one of each kind (the schema is applied on this route too). Refusing is the validator's work, the same
 * for the same schema: the rest would only be refused again, and cost a request each on every route.
 */
export class HostileValuesBySchema {
  private readonly letThrough = new Map<string, unknown[]>();

  /** Sends the values for `schema` through `send`. */
  async send(schema: unknown, send: (value: unknown) => Promise<ProbeAnswer>): Promise<void> {
    const key = JSON.stringify(schema);
    const known = this.letThrough.get(key);
    if (known) {
      for (const value of new Set([...known, ...HOSTILE_SECOND_COPIES])) await send(value);
      return;
    }
    const passed: unknown[] = [];
    for (const value of HOSTILE_VALUES) if (!refusedByValidation(await send(value))) passed.push(value);
    this.letThrough.set(key, passed);
  }
}

/** What a path or query carries for a hostile value: text, or one text per array item. */
export function asQueryValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value !== null && typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}

/**
 * Bodies that are wrong as a whole: JSON content type with no body, not an object, not JSON,
 * prototype pollution, and (per field) duplicates where the second copy is hostile.
 */
export const HOSTILE_BODY_TEXTS = [
  '',
  ' ',
  'null',
  '[]',
  '"text"',
  '12',
  '{',
  '{"a":',
  '{"__proto__":{"role":"admin"}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
];

/** A valid-looking value for a field, so one hostile field at a time gets past the others. */
export function example(name: string, schema: JsonSchema, known: Record<string, unknown>): unknown {
  if (name in known) return known[name];
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return example(name, schema.anyOf[0], known);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return exampleObject(schema, known);
  if (schema.format === 'date') return '1990-04-12';
  return 'Fuzz';
}

export function exampleObject(schema: JsonSchema, known: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [name, example(name, property, known)]),
  );
}

/** Every field of a body schema as a path (`card.number`), nested objects included. */
export function fieldPaths(schema: JsonSchema, prefix: string[] = []): string[][] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
    property.type === 'object' ? [[...prefix, name], ...fieldPaths(property, [...prefix, name])] : [[...prefix, name]],
  );
}

/** The schema of the field at `path`. */
export function fieldSchema(schema: JsonSchema, path: string[]): JsonSchema | undefined {
  return path.reduce<JsonSchema | undefined>((node, name) => node?.properties?.[name], schema);
}

export const REMOVE = Symbol('remove');

/** A copy of `body` with the field at `path` set to `value`, or removed when `value` is `REMOVE`. */
export function withField(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  if (value === REMOVE) delete target[path.at(-1)!];
  else target[path.at(-1)!] = value;
  return copy;
}
