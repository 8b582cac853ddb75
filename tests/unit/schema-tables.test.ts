// @vitest-environment node
import fs from 'node:fs/promises';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { MIGRATIONS, readJournal, snapshotFile } from '../../server/db/kit/drizzle-kit';
import * as tables from '../../server/db/tables';

const ROOT = path.resolve(__dirname, '../..');

/**
 * Drizzle gets the tables server/db/tables.ts lists; drizzle-kit reads the schema files drizzle.config.ts's
 * glob finds, and db:check holds those to the migrations. This holds the list to them too, so a domain's
 * new schema file cannot be left out of it.
 */
it('lists in server/db/tables.ts every table the migrations build', async () => {
  const migrations = path.join(ROOT, MIGRATIONS);
  const latest = (await readJournal(migrations)).entries.at(-1)!;
  const snapshot = JSON.parse(await fs.readFile(snapshotFile(migrations, latest.tag), 'utf8')) as {
    tables: Record<string, { name: string }>;
  };
  const listed = Object.values(tables).filter((value) => is(value, PgTable));
  expect(listed.map((table) => getTableName(table)).sort()).toEqual(
    Object.values(snapshot.tables)
      .map((table) => table.name)
      .sort(),
  );
});
