-- A child record's entry (a lecture's decision, range chart or hand history) names its parent too, so the
-- parent's History lists it beside the parent's own entries.
ALTER TABLE "audit_log" ADD COLUMN "parent_resource" text;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "parent_id" text;
--> statement-breakpoint
CREATE INDEX "audit_log_parent_idx" ON "audit_log" USING btree ("parent_resource","parent_id","id" DESC);
