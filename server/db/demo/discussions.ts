import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { discussionPosts } from '../../modules/discussions/schema.js';
import { lectures } from '../../modules/lectures/schema.js';
import { users } from '../../modules/users/schema.js';
import { hashPassword } from '../../services/passwords.js';
import type { Db } from '../database.js';

/** The demo's asker: an account nobody can sign in to (unverified, random password), so it grants nothing. */
const DEMO_ASKER = { name: 'Maya (demo member)', email: 'demo.member@poker.example' };

const DEMO_THREADS = [
  {
    question: 'At 0:05, why is A5s an open from the hijack but AJo only from the cutoff?',
    momentSeconds: 5,
    answer:
      'A5s makes the nut flush and wheels, and blocks the aces that 3-bet you. AJo flops top pair that is often dominated.\nFold it from early seats and open it from the cutoff on.',
  },
  {
    question: 'Does this change at a nine-handed table?',
    momentSeconds: null,
    answer: 'Yes: with more players behind, tighten every early seat by a few hands. The button barely changes.',
  },
];

/** SEED_DEMO=1: two questions with a coach's answer under the first demo lecture, once. */
export async function seedDemoDiscussion(db: Db, coachId: number): Promise<void> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(discussionPosts);
  const [lecture] = await db.select({ id: lectures.id }).from(lectures).orderBy(asc(lectures.id)).limit(1);
  if (n > 0 || !lecture) return;
  const [asker] = await db
    .insert(users)
    .values({ ...DEMO_ASKER, passwordHash: await hashPassword(randomBytes(24).toString('base64url')) })
    .onConflictDoUpdate({ target: users.email, set: { name: DEMO_ASKER.name } })
    .returning({ id: users.id });
  for (const thread of DEMO_THREADS) {
    const [question] = await db
      .insert(discussionPosts)
      .values({ lectureId: lecture.id, userId: asker.id, body: thread.question, momentSeconds: thread.momentSeconds })
      .returning({ id: discussionPosts.id });
    const [answer] = await db
      .insert(discussionPosts)
      .values({ lectureId: lecture.id, threadId: question.id, userId: coachId, byStaff: true, body: thread.answer })
      .returning({ id: discussionPosts.id });
    await db.update(discussionPosts).set({ answerId: answer.id }).where(eq(discussionPosts.id, question.id));
  }
}
