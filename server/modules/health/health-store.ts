import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';

/** The cheapest query the database must answer: it proves a connection and a server that responds. */
export const pingDatabase = (db: Db) => db.execute(sql`select 1`);
