import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG } from '../../common/limits.js';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from '../../common/password-rule.js';

/** Request and response schemas shared by the server and the client (types only there). */

/** The largest PostgreSQL integer: ids and every other number stored in an int column stay within it. */
export const MAX_INT = 2_147_483_647;

/** A whole number from `min` to MAX_INT; beyond it PostgreSQL would fail, so it is a 400 naming the field. */
export const int32 = (min = 0) =>
  z.coerce.number().int().min(min, `Must be at least ${min}`).max(MAX_INT, `Must be at most ${MAX_INT}`);

/** Ids are 32-bit (docs/API.md#ids-and-values): 1…2 147 483 647 in a path, query or body. */
export const id = int32(1);

export const idParams = z.object({ id });

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const errorResponse = z.object({ message: z.string() }).loose();

/** Boolean fields also accept the texts "true"/"false", as older clients send them. */
export const looseBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

export const email = z
  .string()
  .trim()
  .max(MAX_EMAIL_LENGTH, `Email must be at most ${MAX_EMAIL_LENGTH} characters`)
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address'));
export const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
  .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG);
export const isoDate = z.iso.date('Please enter a date as YYYY-MM-DD');
export const isoDateTime = z.string();

/** A date (`2026-12-01`) or a date-time with offset, as date pickers send them. */
export const moment = z
  .string()
  .max(40, 'Please enter a date')
  .refine(
    (v) => /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)),
    'Please enter a date',
  )
  .transform((v) => new Date(v));

/**
 * A staff save refused because the record changed since the caller loaded it (412 with a stale
 * If-Match, 409 for a support reply written against an older one): the record as it is now, with its
 * `ETag`, to review and apply the changes again.
 */
export const staleSaveResponse = <T extends z.ZodType>(record: T) => z.object({ message: z.string(), current: record });

type Undefaulted<S> = S extends z.ZodDefault<infer Inner> ? Inner : S;

/**
 * A PATCH body from a create body's fields: each optional and none defaulted (zod's `.partial()` keeps
 * defaults, which would reset every field a PATCH leaves out).
 */
export function patchOf<Shape extends z.ZodRawShape>(fields: z.ZodObject<Shape>) {
  const shape = Object.fromEntries(
    Object.entries(fields.shape).map(([key, schema]) => [
      key,
      (schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : (schema as z.ZodType)).optional(),
    ]),
  );
  return z.object(shape) as unknown as z.ZodObject<{ [K in keyof Shape]: z.ZodOptional<Undefaulted<Shape[K]>> }>;
}
