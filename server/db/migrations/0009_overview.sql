-- The staff overview counts memberships started, cancelled and ended in a time range; a
-- subscriptions row keeps only its current state, so this trigger records each change as it happens,
-- whatever wrote it (checkout, the Stripe webhook, the lazy end of a lapsed membership, a console).
CREATE TABLE "subscription_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_events_kind_check" CHECK ("kind" IN ('started', 'cancelled', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_events_once" ON "subscription_events" USING btree ("subscription_id","kind");--> statement-breakpoint
CREATE INDEX "subscription_events_kind_at_idx" ON "subscription_events" USING btree ("kind","at");--> statement-breakpoint
CREATE INDEX "watch_log_at_idx" ON "watch_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "watch_log_lecture_at_idx" ON "watch_log" USING btree ("lecture_id","at");--> statement-breakpoint
-- Live statuses and the renewal grace are those of server/access/membership.ts (LIVE_STATUSES, RENEWAL_GRACE_MS).
CREATE FUNCTION record_subscription_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_live boolean := TG_OP = 'UPDATE' AND OLD.status IN ('active', 'trialing', 'past_due');
  is_live boolean := NEW.status IN ('active', 'trialing', 'past_due');
  was_cancelled boolean := TG_OP = 'UPDATE' AND OLD.cancel_at_period_end;
  event_at timestamptz := COALESCE(NEW.updated_at, now());
BEGIN
  IF is_live AND NOT was_live THEN
    INSERT INTO subscription_events (subscription_id, user_id, kind, at)
      VALUES (NEW.id, NEW.user_id, 'started', event_at) ON CONFLICT DO NOTHING;
  END IF;
  IF is_live AND NEW.cancel_at_period_end AND NOT (was_live AND was_cancelled) THEN
    INSERT INTO subscription_events (subscription_id, user_id, kind, at)
      VALUES (NEW.id, NEW.user_id, 'cancelled', event_at) ON CONFLICT DO NOTHING;
  ELSIF is_live AND was_live AND was_cancelled AND NOT NEW.cancel_at_period_end THEN
    -- Resumed before the period ended: no longer a cancellation.
    DELETE FROM subscription_events WHERE subscription_id = NEW.id AND kind = 'cancelled';
  END IF;
  IF was_live AND NOT is_live THEN
    -- Ended without notice (the provider gave up on the card): the cancellation is the end.
    INSERT INTO subscription_events (subscription_id, user_id, kind, at)
      VALUES (NEW.id, NEW.user_id, 'cancelled', event_at) ON CONFLICT DO NOTHING;
    -- A lapsed membership is ended lazily, when someone looks: access really ended at its period end.
    INSERT INTO subscription_events (subscription_id, user_id, kind, at)
      VALUES (NEW.id, NEW.user_id, 'ended', LEAST(event_at, COALESCE(
        OLD.current_period_end + CASE WHEN OLD.cancel_at_period_end THEN interval '0' ELSE interval '3 days' END,
        event_at))) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_history AFTER INSERT OR UPDATE ON subscriptions FOR EACH ROW EXECUTE FUNCTION record_subscription_event();
--> statement-breakpoint
-- What is known of memberships from before this migration: their start, and a cancellation's last change.
INSERT INTO subscription_events (subscription_id, user_id, kind, at)
  SELECT id, user_id, 'started', created_at FROM subscriptions
  WHERE status IN ('active', 'trialing', 'past_due') OR cancel_at_period_end;
--> statement-breakpoint
INSERT INTO subscription_events (subscription_id, user_id, kind, at)
  SELECT id, user_id, 'cancelled', updated_at FROM subscriptions WHERE cancel_at_period_end;
--> statement-breakpoint
INSERT INTO subscription_events (subscription_id, user_id, kind, at)
  SELECT id, user_id, 'ended', LEAST(updated_at, COALESCE(current_period_end, updated_at)) FROM subscriptions
  WHERE cancel_at_period_end AND status NOT IN ('active', 'trialing', 'past_due');
