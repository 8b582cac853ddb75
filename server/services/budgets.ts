import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/database.js';

/** One use counted against a budget. */
export interface BudgetUse {
  /** Uses in the current window, this one included. */
  count: number;
  /** False once `count` is past the limit. */
  allowed: boolean;
  /** Until the window ends and the count starts again. */
  retryAfterMs: number;
}

/**
 * Counters every process shares, each over a fixed window that starts with its first use: how many
 * wrong reset codes an account has had this hour, how many mails went to an address. A use is counted
 * and read back in one atomic step, so parallel requests (in one process or several) never all see
 * the same "one left".
 */
export interface Budgets {
  take(key: string, limit: number, windowMs: number): Promise<BudgetUse>;
  /** The uses counted so far in the key's window (0 and no wait when none), counting nothing. */
  used(key: string): Promise<{ count: number; retryAfterMs: number }>;
  /**
   * Uncounts one use of the window (never below 0): a try taken before its outcome was known that
   * turned out not to be what the budget limits, such as a right code.
   */
  giveBack(key: string): Promise<void>;
  /** Forgets the key's window and every use in it. */
  clear(key: string): Promise<void>;
}

/** Redis when REDIS_URL is set (what the other processes already share), PostgreSQL otherwise. */
export function createBudgets(deps: { db: Db; redis?: Redis; now: () => Date }): Budgets {
  return deps.redis ? new RedisBudgets(deps.redis) : new PostgresBudgets(deps);
}

// INCR and the window's expiry in one script: Redis runs it without interleaving another client.
const TAKE_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

// A key that expired meanwhile must not come back as -1.
const GIVE_BACK_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end`;

class RedisBudgets implements Budgets {
  constructor(private readonly redis: Redis) {}

  private key = (key: string) => `budget:${key}`;

  async take(key: string, limit: number, windowMs: number): Promise<BudgetUse> {
    const [count, ttl] = (await this.redis.eval(TAKE_SCRIPT, 1, this.key(key), windowMs)) as [number, number];
    return { count, allowed: count <= limit, retryAfterMs: ttl };
  }

  async used(key: string) {
    const [[, count], [, ttl]] = (await this.redis.multi().get(this.key(key)).pttl(this.key(key)).exec()) as [
      [unknown, string | null],
      [unknown, number],
    ];
    return { count: Number(count ?? 0), retryAfterMs: Math.max(0, ttl) };
  }

  async giveBack(key: string): Promise<void> {
    await this.redis.eval(GIVE_BACK_SCRIPT, 1, this.key(key));
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }
}

// Expired rows are only garbage (a new window overwrites them); they are cleared this often.
const SWEEP_EVERY_MS = 3600_000;

class PostgresBudgets implements Budgets {
  private lastSweep = 0;

  constructor(private readonly deps: { db: Db; now: () => Date }) {}

  async take(key: string, limit: number, windowMs: number): Promise<BudgetUse> {
    const now = this.deps.now();
    await this.sweep(now);
    // One statement: the row lock serialises parallel takes, each sees the count its own bump made.
    const { rows } = await this.deps.db.execute<{ count: number; window_ends: string }>(sql`
      insert into budget_counters (key, count, window_ends)
      values (${key}, 1, ${new Date(now.getTime() + windowMs).toISOString()}::timestamptz)
      on conflict (key) do update set
        count = case when budget_counters.window_ends <= ${now.toISOString()}::timestamptz
                     then 1 else budget_counters.count + 1 end,
        window_ends = case when budget_counters.window_ends <= ${now.toISOString()}::timestamptz
                           then excluded.window_ends else budget_counters.window_ends end
      returning count, window_ends`);
    const [{ count, window_ends }] = rows;
    // A take whose clock was read just before the window's first one may find the end a moment further.
    const retryAfterMs = Math.min(windowMs, new Date(window_ends).getTime() - now.getTime());
    return { count, allowed: count <= limit, retryAfterMs };
  }

  async used(key: string) {
    const now = this.deps.now();
    const { rows } = await this.deps.db.execute<{ count: number; window_ends: string }>(sql`
      select count, window_ends from budget_counters
      where key = ${key} and window_ends > ${now.toISOString()}::timestamptz`);
    const row = rows[0];
    return row ? { count: row.count, retryAfterMs: new Date(row.window_ends).getTime() - now.getTime() } : NOTHING_USED;
  }

  async giveBack(key: string): Promise<void> {
    await this.deps.db.execute(sql`
      update budget_counters set count = count - 1
      where key = ${key} and count > 0 and window_ends > ${this.deps.now().toISOString()}::timestamptz`);
  }

  async clear(key: string): Promise<void> {
    await this.deps.db.execute(sql`delete from budget_counters where key = ${key}`);
  }

  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now.getTime();
    await this.deps.db.execute(sql`delete from budget_counters where window_ends <= ${now.toISOString()}::timestamptz`);
  }
}

const NOTHING_USED = { count: 0, retryAfterMs: 0 };
