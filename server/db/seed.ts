import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_COURSE_ID, INDEPENDENT_CATEGORY } from '../../common/catalogue.js';
import type { Config } from '../config.js';
import { categories, courses, tags } from '../modules/catalogue/schema.js';
import { users } from '../modules/users/schema.js';
import type { MediaStore } from '../services/media-store.js';
import { hashPassword } from '../services/passwords.js';
import type { Db } from './database.js';
import { seedDemoDiscussion } from './demo/discussions.js';
import { seedDemo } from './seed-demo.js';

/** Always present, with these ids (docs/API.md#reference-data). */
export const REFERENCE_COURSES = [
  {
    id: DEFAULT_COURSE_ID,
    title: "NLHE (No-Limit Hold'em)",
    description: "No-Limit Hold'em lectures: preflop ranges, postflop play, tournaments and the mental game.",
  },
  {
    id: 2,
    title: 'PLO (Pot Limit Omaha)',
    description: 'Pot Limit Omaha lectures: starting hands, pot control, tournaments and the mental game.',
  },
];
export const REFERENCE_CATEGORIES = [
  { id: 1, title: 'Preflop' },
  { id: 2, title: 'Postflop' },
  { id: 3, title: 'Tournament Strategy' },
  { id: 4, title: 'Mental Game' },
  INDEPENDENT_CATEGORY,
];
export const DEMO_TAGS = ['Beginner', 'Intermediate', 'Advanced', 'Cash Game', 'MTT'];

export async function seed(db: Db, config: Config, media: MediaStore, log: (line: string) => void): Promise<void> {
  await db.insert(courses).values(REFERENCE_COURSES).onConflictDoNothing({ target: courses.id });
  await db.insert(categories).values(REFERENCE_CATEGORIES).onConflictDoNothing({ target: categories.id });
  // Explicit ids leave the sequences behind; move them past the seeded rows.
  for (const table of ['courses', 'categories']) {
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`),
    );
  }
  if (config.seedDemo) {
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(tags);
    if (n === 0) await db.insert(tags).values(DEMO_TAGS.map((title) => ({ title })));
    await seedDemo(db, media);
  }
  await ensureAdmin(db, config, log);
  if (config.seedDemo) {
    const [coach] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    if (coach) await seedDemoDiscussion(db, coach.id);
  }
}

/** The first staff account (ADMIN_EMAIL, ADMIN_PASSWORD); a generated password goes to a 0600 file, never the log. */
async function ensureAdmin(db: Db, config: Config, log: (line: string) => void): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (admin) return;
  const email = config.ADMIN_EMAIL.toLowerCase();
  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  const created = await db
    .insert(users)
    .values({
      name: 'Admin',
      email,
      role: 'admin',
      isVerified: true,
      passwordHash: await hashPassword(password),
      hasSignedInBefore: false,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (created.length === 0) {
    log(`no admin created: ${email} already belongs to a member account; set ADMIN_EMAIL to another address`);
    return;
  }
  if (config.ADMIN_PASSWORD) {
    log(`admin account ${email} created with ADMIN_PASSWORD`);
    return;
  }
  const file = path.join(config.dataDir, 'admin-password.txt');
  await fs.mkdir(config.dataDir, { recursive: true });
  await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
  log(`admin account ${email} created; its password is in ${file}`);
}
