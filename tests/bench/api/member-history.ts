import { sql } from 'drizzle-orm';
import type { BenchDatabase } from '../product-server.js';

/**
 * The member has watched and saved a few lectures, has decisions due for review and notifications
 * on the bell, so none of their calls answers an empty list.
 */
export async function giveHistory(database: BenchDatabase, userId: number): Promise<void> {
  const { db } = database.deps;
  await db.execute(sql`
    insert into progress (user_id, lecture_id, watched_seconds, last_position)
    select ${userId}, id, length_seconds * 0.5, length_seconds * 0.4 from lectures where id % 3 = 0 limit 200`);
  await db.execute(
    sql`insert into favourites (user_id, lecture_id) select ${userId}, id from lectures where id % 4 = 0 limit 50`,
  );
  await db.execute(sql`
    insert into review_cards (user_id, decision_id, due, stability, difficulty, scheduled_days, learning_steps, reps, lapses, state)
    select ${userId}, id, now() - interval '1 hour', 2.5, 5, 1, 0, 1, 0, 2 from decisions limit 20`);
  await db.execute(sql`
    insert into notifications (title, description, is_for_all_users)
    select 'Bench notice ' || n, 'A notice every member sees, number ' || n, true from generate_series(1, 10) n`);
}
