-- Pictures uploaded through image-upload, one row each: the uploader's daily quota counts them, and the
-- hourly sweep removes the file of one no record uses after a grace period (keeping the row, so the
-- quota still counts it, until its day has passed).
CREATE TABLE "picture_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "picture_uploads_user_created_idx" ON "picture_uploads" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE INDEX "picture_uploads_kept_created_idx" ON "picture_uploads" USING btree ("created_at") WHERE "removed_at" IS NULL;
