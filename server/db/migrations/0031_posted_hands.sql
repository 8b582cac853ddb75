ALTER TABLE "discussion_posts" ADD COLUMN "hand" jsonb;--> statement-breakpoint
ALTER TABLE "discussion_posts" ADD COLUMN "hand_text" text;