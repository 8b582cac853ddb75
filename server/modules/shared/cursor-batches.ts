import type pg from 'pg';
import Cursor from 'pg-cursor';

/** Rows per round trip: big enough to be quick, small enough that memory does not notice. */
export const EXPORT_BATCH = 1000;

interface ToSql {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * A Drizzle select read through a server-side cursor on its own connection, `size` rows at a time,
 * each row keyed by the select's field names. Stopping early (the reader left) closes the cursor.
 * Values are pg's own: timestamps are Dates, counts (bigint) are strings.
 */
export async function* cursorBatches<R>(
  pool: pg.Pool,
  fields: Record<string, unknown>,
  query: ToSql,
  size = EXPORT_BATCH,
): AsyncGenerator<R[]> {
  const keys = Object.keys(fields);
  const { sql, params } = query.toSQL();
  const client = await pool.connect();
  const cursor = client.query(new Cursor<unknown[]>(sql, params, { rowMode: 'array' }));
  let broken: Error | undefined;
  try {
    for (;;) {
      const rows = await cursor.read(size);
      if (rows.length === 0) return;
      yield rows.map((values) => Object.fromEntries(keys.map((key, i) => [key, values[i]])) as R);
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    await cursor.close().catch(() => undefined);
    client.release(broken);
  }
}
