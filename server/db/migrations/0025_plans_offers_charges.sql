CREATE SEQUENCE "public"."receipt_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subscription_id" integer,
	"provider" "payment_provider" NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"offer_id" integer,
	"discount_label" text,
	"card_brand" text,
	"card_last4" text,
	"receipt_number" integer DEFAULT nextval('receipt_numbers') NOT NULL,
	"provider_reference" text NOT NULL,
	"hosted_invoice_url" text,
	"refund_of" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charges_kind_check" CHECK ("charges"."kind" IN ('payment', 'refund')),
	CONSTRAINT "charges_amount_check" CHECK ("charges"."amount_cents" >= 0 AND "charges"."discount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "offer_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"promotion_id" integer,
	"percent_off" integer,
	"amount_off_cents" integer,
	"duration" text NOT NULL,
	"duration_months" integer,
	"plan_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"max_redemptions" integer,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"first_time_only" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"stripe_coupon_id" text,
	"stripe_promotion_code_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "offers_discount_check" CHECK (("offers"."percent_off" IS NULL) <> ("offers"."amount_off_cents" IS NULL) AND coalesce("offers"."percent_off" BETWEEN 1 AND 100, true) AND coalesce("offers"."amount_off_cents" > 0, true)),
	CONSTRAINT "offers_duration_check" CHECK ("offers"."duration" IN ('once', 'forever') AND "offers"."duration_months" IS NULL OR "offers"."duration" = 'repeating' AND "offers"."duration_months" BETWEEN 1 AND 36),
	CONSTRAINT "offers_window_check" CHECK ("offers"."ends_at" IS NULL OR "offers"."ends_at" > "offers"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"interval" text NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"stripe_price_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "plans_interval_check" CHECK ("plans"."interval" IN ('month', 'year')),
	CONSTRAINT "plans_price_check" CHECK ("plans"."price_cents" >= 0),
	CONSTRAINT "plans_trial_check" CHECK ("plans"."trial_days" BETWEEN 0 AND 365)
);
--> statement-breakpoint
ALTER TABLE "local_payment_intents" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "local_payment_intents" ADD COLUMN "card_last4" text;--> statement-breakpoint
-- The plan every membership was bought on so far: USD 49.99 a month.
INSERT INTO "plans" ("name", "interval", "price_cents", "currency", "features", "is_default", "display_order")
VALUES ('Monthly Membership', 'month', 4999, 'usd', '["No contract", "Cancel any time", "New content weekly", "All No Limit Hold''em and Pot Limit Omaha content"]'::jsonb, true, 0);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "plan_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "interval" text;--> statement-breakpoint
UPDATE "subscriptions" SET "plan_id" = (SELECT "id" FROM "plans" WHERE "is_default"), "amount_cents" = 4999, "interval" = 'month';--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "plan_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "amount_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "interval" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "discount_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_receipt_number_unique" ON "charges" USING btree ("receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_provider_reference_unique" ON "charges" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "charges_user_idx" ON "charges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "charges_offer_idx" ON "charges" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_redemptions_once_per_member" ON "offer_redemptions" USING btree ("offer_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_code_unique" ON "offers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "offers_promotion_idx" ON "offers" USING btree ("promotion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_one_default" ON "plans" USING btree ("is_default") WHERE "plans"."is_default";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Staff forms save against the version they loaded (0017): the fields the plan and offer forms show.
CREATE TRIGGER plans_version BEFORE UPDATE OF name, interval, price_cents, trial_days, active, display_order, features ON plans FOR EACH ROW EXECUTE FUNCTION bump_row_version();--> statement-breakpoint
CREATE TRIGGER offers_version BEFORE UPDATE OF code, description, promotion_id, percent_off, amount_off_cents, duration, duration_months, plan_ids, max_redemptions, starts_at, ends_at, first_time_only, active ON offers FOR EACH ROW EXECUTE FUNCTION bump_row_version();
