import type { z } from 'zod';
import { badRequest } from '../../errors.js';

/** Fields the route schema cannot see (multipart ones), checked by a schema: a 400 naming the first bad field. */
export function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue.path.join('.');
  throw badRequest(`${field || 'request'}: ${issue.message}`, { field: field || undefined });
}
