/** PostgreSQL's SQLSTATE of a failed query (Drizzle wraps the driver's error in `cause`). */
export function pgCode(error: unknown): string | undefined {
  const wrapped = error as { code?: string; cause?: { code?: string } };
  return wrapped.cause?.code ?? wrapped.code;
}

/** The constraint a failed query broke, when PostgreSQL names one. */
export function pgConstraint(error: unknown): string | undefined {
  const wrapped = error as { constraint?: string; cause?: { constraint?: string } };
  return wrapped.cause?.constraint ?? wrapped.constraint;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const DEADLOCK_DETECTED = '40P01';

// Server shutting down or starting (57P01–57P03), too many connections (53300), connection exceptions (08xxx).
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect/;

/** The database is away or restarting (not a bad query): worth a retry in a few seconds. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  }
  return false;
}

/** Seconds a client should wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_S = 5;
