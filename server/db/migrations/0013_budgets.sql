-- Counters of the shared budgets (wrong reset codes per account, mails per recipient, sign-in
-- failures per account) when no Redis serves them: one row per key and window, bumped atomically.
CREATE TABLE "budget_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "budget_counters_window_ends_idx" ON "budget_counters" USING btree ("window_ends");
