ALTER TABLE "lectures" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "stream_key_hash" text;--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "publishing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "went_live_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "replay_lecture_id" integer;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_replay_lecture_id_lectures_id_fk" FOREIGN KEY ("replay_lecture_id") REFERENCES "public"."lectures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_stream_key_hash_unique" UNIQUE("stream_key_hash");--> statement-breakpoint
-- Publishing a draft is a staff edit: it counts in the record's ETag (see 0017_row_versions).
DROP TRIGGER lectures_version ON lectures;--> statement-breakpoint
CREATE TRIGGER lectures_version BEFORE UPDATE OF name, description, course_id, category_id, video_key, poster_key, length_seconds, "order", chapters, updated_at, draft ON lectures FOR EACH ROW EXECUTE FUNCTION bump_row_version();
