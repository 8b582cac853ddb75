CREATE TABLE "local_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"setup_secret" text,
	"card_brand" text,
	"card_last4" text,
	"declines_charges" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_payment_methods_setup_secret_unique" UNIQUE("setup_secret")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "failed_payment_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_payment_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "local_payment_methods" ADD CONSTRAINT "local_payment_methods_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-added: a local membership's card on file is the card its last payment was made with.
UPDATE "subscriptions" s SET "card_brand" = i."card_brand", "card_last4" = i."card_last4"
FROM (
  SELECT DISTINCT ON ("subscription_id") "subscription_id", "card_brand", "card_last4"
  FROM "local_payment_intents" WHERE "status" = 'succeeded'
  ORDER BY "subscription_id", "created_at" DESC
) i
WHERE i."subscription_id" = s."id";
