CREATE TABLE "live_markers" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"title" text NOT NULL,
	"offset_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD COLUMN "kept_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_markers" ADD CONSTRAINT "live_markers_class_id_live_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_markers_class_idx" ON "live_markers" USING btree ("class_id","offset_seconds");