CREATE TYPE "public"."transcode_status" AS ENUM('queued', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "transcodes" (
	"video_key" text PRIMARY KEY NOT NULL,
	"status" "transcode_status" DEFAULT 'queued' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"error" text,
	"hls_key" text,
	"has_storyboard" boolean DEFAULT false NOT NULL,
	"rungs" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "chapters" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "captions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- A ladder finished, failed or queued again changes what lecture records carry: catalogue caches drop.
CREATE TRIGGER transcodes_catalogue_changed AFTER INSERT OR DELETE OR UPDATE OF status, hls_key ON transcodes FOR EACH STATEMENT EXECUTE FUNCTION notify_change('catalogue');
--> statement-breakpoint
-- Every change, progress included, reaches each process's staff sockets: payload 'transcode:<video key>'.
CREATE TRIGGER transcodes_changed AFTER INSERT OR UPDATE OR DELETE ON transcodes FOR EACH ROW EXECUTE FUNCTION notify_change('transcode', 'video_key');
