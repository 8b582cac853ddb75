import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { benchAdminToken, benchDatabase, startProduct } from './product-server.js';

/**
 * By hand (not in CI, it takes a minute): the users CSV export of 100 000 users, its rows per second
 * and the server's peak memory, to show the export streams. Usage: node --import tsx tests/bench/export-users.ts [N]
 */
const count = Number(process.argv[2] ?? 100_000);
const database = await benchDatabase({ seedDemo: false });
await database.deps.db.execute(sql`
  insert into users (name, email, phone, password_hash, is_verified, created_at)
  select 'Bench User ' || i, 'bench' || i || '@example.com', '+1 555 ' || lpad(i::text, 6, '0'), 'x', true,
         now() - (i || ' seconds')::interval
  from generate_series(1, ${count}) as i`);
const token = await benchAdminToken(database);
const server = await startProduct(database);
const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.process.pid}/status`, 'utf8'))![1]) / 1024;
try {
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  const started = performance.now();
  const response = await fetch(`${server.url}/api/user/export.csv?_sort=name&_order=asc`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
  });
  let bytes = 0;
  let lines = 0;
  const reader = response.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.length;
    for (const byte of read.value) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  console.log(
    JSON.stringify({
      status: response.status,
      contentLength: response.headers.get('content-length'),
      rows: lines - 1,
      megabytes: +(bytes / 1e6).toFixed(1),
      seconds: +seconds.toFixed(2),
      rowsPerSecond: Math.round((lines - 1) / seconds),
      rssBeforeMb: Math.round(before),
      rssPeakMb: Math.round(peak),
    }),
  );
} finally {
  await server.stop();
  await database.close();
}
