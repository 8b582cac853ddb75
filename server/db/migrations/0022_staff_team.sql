-- Staff roles besides admin: content editors and support agents (what each may do is the server's
-- rule table, not the database's).
ALTER TYPE "role" ADD VALUE IF NOT EXISTS 'editor' BEFORE 'member';
--> statement-breakpoint
ALTER TYPE "role" ADD VALUE IF NOT EXISTS 'support' BEFORE 'member';
--> statement-breakpoint
CREATE TABLE "audit_log" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "actor_id" integer NOT NULL,
  "actor_email" text NOT NULL,
  "address" text,
  "resource" text NOT NULL,
  "record_id" text NOT NULL,
  "action" text NOT NULL,
  "before" jsonb,
  "after" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("resource","record_id","id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC,"id" DESC);
--> statement-breakpoint
-- The trail is append-only whoever connects: the app's own account cannot rewrite history either.
CREATE FUNCTION refuse_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_audit_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_change();
