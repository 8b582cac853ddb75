import { sql } from 'drizzle-orm';
import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Columns and index parts most domains' tables share. */

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** How many times the fields a staff form shows were written (a trigger counts): the record's ETag. */
export const version = () => integer('version').notNull().default(1);
export const trigram = (column: string) => sql.raw(`${column} gin_trgm_ops`);
