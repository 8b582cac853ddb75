import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyLoggerOptions, FastifyServerOptions } from 'fastify';
import pg from 'pg';

/**
 * What the log may hold of a request or an error: never a body, a query value, a header with a
 * credential, a token or a query's parameters (a failed sign-up's carried the email, phone, date of
 * birth and password hash).
 */
export function logOptions(level: string, stream: FastifyLoggerOptions['stream']): FastifyServerOptions['logger'] {
  return {
    level,
    stream,
    // Whatever else logs a request or an error object whole: its secrets are censored.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.body',
        'req.query',
        'err.params',
        'err.query',
        'err.detail',
      ],
      censor: '[redacted]',
    },
    serializers: { req: requestForLog, err: errorForLog },
  };
}

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
}

/** Method, path and client; every query value (tokens, signatures, searches) and mailed path token hidden. */
export function requestForLog(req: LoggedRequest) {
  return { method: req.method, url: req.url && urlForLog(req.url), remoteAddress: req.ip };
}

const VERIFICATION_PATH = '/auth/verification/';

export function urlForLog(url: string): string {
  const query = url.indexOf('?');
  // After the first `?`, each `=` starts a value that runs to the next `&`: one pattern with no group to
  // copy back, where a key-then-value one took a search's answer 1.5 µs.
  const shown = query === -1 ? url : url.slice(0, query) + url.slice(query).replace(/=[^&]*/g, '=[redacted]');
  return shown.includes(VERIFICATION_PATH) ? shown.replace(/(\/auth\/verification\/)[^/?]+/, '$1[redacted]') : shown;
}

// PostgreSQL's own fields that name the failing place, never a value.
const DATABASE_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;
const MAX_CAUSES = 5;

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  statusCode?: unknown;
  cause?: LoggedError;
  [field: string]: unknown;
}

/**
 * An error as the log keeps it: its type, a message, its call stack and codes, its causes alike.
 * pino's default copies every field, and a database error's message and fields carry the values it
 * was given: Drizzle's names the query and its params, PostgreSQL's quotes the value it refused.
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]', stack: '' };
  const type = error.constructor?.name ?? error.name;
  const message = safeMessage(error);
  const logged: LoggedError = { type, message, stack: withMessage(error.stack, `${error.name}: ${message}`) };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (code !== undefined) logged.code = code;
  if (statusCode !== undefined) logged.statusCode = statusCode;
  if (error instanceof pg.DatabaseError) for (const field of DATABASE_FIELDS) logged[field] = error[field];
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = errorForLog(error.cause, depth + 1);
  return logged;
}

/** The part of a message that holds no value: the query and params of Drizzle's, a quoted value of PostgreSQL's. */
export function safeMessage(error: Error): string {
  if (error instanceof DrizzleQueryError) return 'Failed query (its text and parameters are not logged)';
  if (error instanceof pg.DatabaseError) return error.message.replace(/:\s*".*$/s, '');
  return error.message;
}

function withMessage(stack: string | undefined, firstLine: string): string {
  const frames = (stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [firstLine, ...frames].join('\n');
}
