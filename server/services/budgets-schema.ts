import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Shared budgets' counters when no Redis serves them (budgets.ts): one fixed window per key. Beside
 * budgets.ts, no module owning it, and in a file of its own because schema files hold tables only:
 * drizzle-kit and server/db/tables.ts load it without the service code.
 */
export const budgetCounters = pgTable(
  'budget_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
  },
  (t) => [index('budget_counters_window_ends_idx').on(t.windowEnds)],
);
