import type { TestServer } from '../../api/helpers/test-server.js';

/**
 * Notes, as each row is inserted into `table`, what the SQL `seen` (over the row, `new`) reads at that
 * moment. A statement in the trigger sees every transaction committed before it runs, so the probe
 * tells a write made after another write's commit (a question after its lecture's delete) from one
 * made before it, which the answers' order alone cannot.
 */
export async function probeInserts(server: TestServer, probe: { name: string; table: string; seen: string }) {
  const { name, table, seen } = probe;
  await server.db.query(`create table ${name} (row_id bigint, seen text)`);
  await server.db.query(
    `create function ${name}_note() returns trigger language plpgsql as $$
     begin insert into ${name} values (new.id, (${seen})::text); return new; end $$`,
  );
  await server.db.query(`create trigger ${name} after insert on ${table} for each row execute function ${name}_note()`);
  /** What the probe saw for each row inserted since it was set, by row id. */
  return async (): Promise<Map<number, string | null>> => {
    const { rows } = await server.db.query<{ row_id: string; seen: string | null }>(`select * from ${name}`);
    return new Map(rows.map((row) => [Number(row.row_id), row.seen]));
  };
}
