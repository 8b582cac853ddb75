import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/database.js';
import { hashPassword } from '../../server/services/passwords.js';

export const BENCH_PASSWORD = 'bench-password-1';

const FIRST = [
  'Alice',
  'Bob',
  'Carmen',
  'Dmitri',
  'Erin',
  'Farah',
  'Gus',
  'Hana',
  'Ivan',
  'Jules',
  'Kofi',
  'Lena',
  'Mateo',
  'Nora',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sven',
  'Tara',
];
const LAST = [
  'Hellmuth',
  'Negreanu',
  'Ivey',
  'Dwan',
  'Selbst',
  'Holz',
  'Schulman',
  'Bonomo',
  'Kenney',
  'Adelstein',
  'Galfond',
  'Polk',
  'Kurganov',
  'Gus',
  'Mercier',
];
const TOPICS = [
  'river bluffs',
  'turn probes',
  '3-bet pots',
  'blind defence',
  'ICM spots',
  'c-betting',
  'overbets',
  'check-raising',
  'tilt control',
  'range building',
];

const textArray = (values: string[]) =>
  sql.raw(`(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}])`);

/**
 * Fills the database in a few set-based statements: one argon2 hash shared by every user
 * (100 000 argon2 runs would take an hour and measure nothing about lists).
 */
export async function bulkFill(
  db: Db,
  counts: { users: number; lectures: number; progressRows?: number },
): Promise<void> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await db.execute(sql`
    insert into users (name, email, phone, password_hash, is_verified, subscribed_user, created_at, updated_at)
    select ${textArray(FIRST)}[1 + g % ${FIRST.length}] || ' ' || ${textArray(LAST)}[1 + (g / ${FIRST.length}) % ${LAST.length}] || ' ' || g,
           'bench' || g || '@example.com', '+1 555 ' || lpad(g::text, 6, '0'), ${passwordHash}, true, g % 3 = 0,
           now() - g * interval '1 minute', now()
    from generate_series(1, ${counts.users}) g`);
  await db.execute(sql`insert into tags (title) select 'Bench tag ' || g from generate_series(1, 10) g`);
  await db.execute(sql`
    insert into lectures (name, description, course_id, category_id, video_key, poster_key, length_seconds, "order", created_at, updated_at)
    select 'Lecture ' || g || ': ' || ${textArray(TOPICS)}[1 + g % ${TOPICS.length}], 'Bench lecture ' || g, 1 + g % 2, 1 + g % 5,
           'videos/bench-' || g || '.mp4', 'posters/bench-' || g || '.jpg', 300 + g % 900, g % 40, now() - g * interval '1 minute', now()
    from generate_series(1, ${counts.lectures}) g`);
  await db.execute(sql`
    insert into lecture_tags (lecture_id, tag_id)
    select l.id, t.id from lectures l join tags t on t.title in ('Bench tag ' || (1 + l.id % 10), 'Bench tag ' || (1 + (l.id / 10) % 10))
    on conflict do nothing`);
  if (counts.progressRows) {
    // Each bench user has watched up to 10 lectures: distinct (user, lecture) pairs.
    await db.execute(sql`
      insert into progress (user_id, lecture_id, watched_seconds, last_position)
      select u.id, l.id, l.length_seconds * ((u.id + l.id) % 10) / 10.0, l.length_seconds * ((u.id + l.id) % 7) / 10.0
      from (select id, row_number() over (order by id) - 1 as n from users where email like 'bench%' order by id limit ${Math.ceil(counts.progressRows / 10)}) u
      cross join generate_series(0, 9) k
      join lectures l on l.id = (select min(id) from lectures) + (u.n * 10 + k) % ${counts.lectures}
      limit ${counts.progressRows}
      on conflict do nothing`);
  }
  // As autovacuum would after a bulk load: statistics, and the visibility map index-only counts need.
  await db.execute(sql`vacuum analyze`);
}
