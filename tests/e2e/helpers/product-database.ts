import pg from 'pg';
import { runningEmbeddedUrl } from '../../../server/ops/running-database.js';
import { product } from './product.js';

/**
 * Runs one statement on the database of this worker's product (its embedded PostgreSQL), for set-up
 * that no screen or API call makes quickly; answers its rows.
 */
export async function queryProduct<Row extends object>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const url = await runningEmbeddedUrl(product().dataDir);
  if (!url) throw new Error(`No PostgreSQL runs on ${product().dataDir}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
