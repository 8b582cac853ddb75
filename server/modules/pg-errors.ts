/** PostgreSQL's SQLSTATE of a failed query (Drizzle wraps the driver's error in `cause`). */
export function pgCode(error: unknown): string | undefined {
  const wrapped = error as { code?: string; cause?: { code?: string } };
  return wrapped.cause?.code ?? wrapped.code;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
