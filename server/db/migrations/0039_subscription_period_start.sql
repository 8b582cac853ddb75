ALTER TABLE "subscriptions" ADD COLUMN "current_period_start" timestamp with time zone;--> statement-breakpoint
-- The periods already running began a month or a year before their end (the month counted in UTC, clamped as
-- the product counts it: 31 Jan + 1 month = 28 Feb), but a trial's and a comp's, which began with the row.
UPDATE "subscriptions" SET "current_period_start" = CASE
  WHEN "comped" OR "status" = 'trialing' THEN "created_at"
  ELSE (("current_period_end" AT TIME ZONE 'UTC')
    - CASE WHEN "interval" = 'year' THEN interval '1 year' ELSE interval '1 month' END) AT TIME ZONE 'UTC'
END
WHERE "current_period_end" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_period_whole" CHECK (("subscriptions"."current_period_start" is null) = ("subscriptions"."current_period_end" is null));
