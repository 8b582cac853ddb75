import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { RESET_CODE_MAX_ATTEMPTS } from '../../constants.js';
import type { Db } from '../../db/database.js';
import { emailTokens } from './schema.js';

type LinkKind = 'verify' | 'reset';

/** What the tokens need of AppDeps (read on every call: tests move the clock). */
interface TokenDeps {
  db: Db;
  now: () => Date;
}

/**
 * Single-use, expiring secrets sent by mail. Only a keyed hash is stored, so a copy of the
 * database neither opens accounts nor lets anyone brute-force a 4-digit code offline.
 */
export class EmailTokens {
  constructor(
    private readonly deps: TokenDeps,
    private readonly secret: string,
  ) {}

  private digest(value: string): string {
    return createHmac('sha256', this.secret).update(value).digest('base64url');
  }

  /**
   * A new link secret and the keyed hash to store in its place, for a link kept in a table of its own
   * (a team seat's invite, whose invitee may have no account yet).
   */
  newLink(kind: string): { token: string; tokenHash: string } {
    const token = randomBytes(32).toString('base64url');
    return { token, tokenHash: this.linkHash(kind, token) };
  }

  /** The stored form of a link's secret: what a presented link is looked up by. */
  linkHash(kind: string, token: string): string {
    return this.digest(`${kind}:${token}`);
  }

  /** Issues a new link token and retires the user's older ones of that kind. */
  async issueLink(userId: number, kind: LinkKind, ttlMs: number): Promise<string> {
    await this.retire(userId, [kind]);
    const { token, tokenHash } = this.newLink(kind);
    await this.deps.db.insert(emailTokens).values({ userId, kind, tokenHash, expiresAt: this.expiry(ttlMs) });
    return token;
  }

  /** Marks the token used and returns its user, or null when unknown, used or expired. */
  async consumeLink(token: string, kind: LinkKind): Promise<number | null> {
    const now = this.deps.now();
    const [row] = await this.deps.db
      .update(emailTokens)
      .set({ usedAt: now })
      .where(this.liveLink(token, kind, now))
      .returning({ userId: emailTokens.userId });
    return row?.userId ?? null;
  }

  /** The user a live link belongs to, without using it up (a refused request must leave it working). */
  async linkOwner(token: string, kind: LinkKind): Promise<number | null> {
    const [row] = await this.deps.db
      .select({ userId: emailTokens.userId })
      .from(emailTokens)
      .where(this.liveLink(token, kind, this.deps.now()));
    return row?.userId ?? null;
  }

  /** The user a link was issued to, used or expired alike: who opens an old link may be told where they stand. */
  async linkIssuedTo(token: string, kind: LinkKind): Promise<number | null> {
    const [row] = await this.deps.db
      .select({ userId: emailTokens.userId })
      .from(emailTokens)
      .where(and(eq(emailTokens.tokenHash, this.linkHash(kind, token)), eq(emailTokens.kind, kind)));
    return row?.userId ?? null;
  }

  async issueCode(userId: number, ttlMs: number): Promise<string> {
    await this.retire(userId, ['code']);
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    const salt = randomBytes(12).toString('base64url');
    await this.deps.db.insert(emailTokens).values({
      userId,
      kind: 'code',
      tokenHash: `${salt}$${this.digest(`code:${salt}:${code}`)}`,
      expiresAt: this.expiry(ttlMs),
    });
    return code;
  }

  /**
   * True once for the right code. Each try is counted before the code is compared, in the same
   * statement that reads it: parallel tries each take one of the code's attempts, and none is
   * compared once they are gone.
   */
  async consumeCode(userId: number, code: string): Promise<boolean> {
    const now = this.deps.now();
    const newest = this.deps.db
      .select({ id: emailTokens.id })
      .from(emailTokens)
      .where(
        and(
          eq(emailTokens.userId, userId),
          eq(emailTokens.kind, 'code'),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, now),
        ),
      )
      .orderBy(desc(emailTokens.id))
      .limit(1);
    const [row] = await this.deps.db
      .update(emailTokens)
      .set({ attempts: sql`${emailTokens.attempts} + 1` })
      .where(
        and(
          inArray(emailTokens.id, newest),
          isNull(emailTokens.usedAt),
          lt(emailTokens.attempts, RESET_CODE_MAX_ATTEMPTS),
        ),
      )
      .returning({ id: emailTokens.id, tokenHash: emailTokens.tokenHash });
    if (!row) return false;
    const [salt, stored] = row.tokenHash.split('$');
    const given = this.digest(`code:${salt}:${code}`);
    if (stored.length !== given.length || !timingSafeEqual(Buffer.from(stored), Buffer.from(given))) return false;
    const used = await this.deps.db
      .update(emailTokens)
      .set({ usedAt: now })
      .where(and(eq(emailTokens.id, row.id), isNull(emailTokens.usedAt)))
      .returning({ id: emailTokens.id });
    return used.length === 1;
  }

  async retire(userId: number, kinds: ('verify' | 'reset' | 'code')[]): Promise<void> {
    await this.deps.db
      .update(emailTokens)
      .set({ usedAt: this.deps.now() })
      .where(and(eq(emailTokens.userId, userId), inArray(emailTokens.kind, kinds), isNull(emailTokens.usedAt)));
  }

  private liveLink(token: string, kind: LinkKind, now: Date) {
    return and(
      eq(emailTokens.tokenHash, this.linkHash(kind, token)),
      eq(emailTokens.kind, kind),
      isNull(emailTokens.usedAt),
      gt(emailTokens.expiresAt, now),
    );
  }

  private expiry(ttlMs: number): Date {
    return new Date(this.deps.now().getTime() + ttlMs);
  }
}
