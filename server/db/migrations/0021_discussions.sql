-- Lecture discussions: questions and comments under a lecture (optionally at a moment of its video),
-- replies one level deep (`thread_id` names the question), the reply marked as the answer, members'
-- "helpful" votes and reports. Everything goes with its lecture or its author.
CREATE TABLE "discussion_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"lecture_id" integer NOT NULL REFERENCES "lectures"("id") ON DELETE CASCADE,
	"thread_id" integer REFERENCES "discussion_posts"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"by_staff" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"moment_seconds" integer,
	"answer_id" integer REFERENCES "discussion_posts"("id") ON DELETE SET NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "discussion_posts_lecture_created_idx" ON "discussion_posts" USING btree ("lecture_id","created_at") WHERE "thread_id" IS NULL;
--> statement-breakpoint
CREATE INDEX "discussion_posts_thread_idx" ON "discussion_posts" USING btree ("thread_id");
--> statement-breakpoint
CREATE INDEX "discussion_posts_created_idx" ON "discussion_posts" USING btree ("created_at");
--> statement-breakpoint
CREATE TABLE "discussion_votes" (
	"post_id" integer NOT NULL REFERENCES "discussion_posts"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	CONSTRAINT "discussion_votes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "discussion_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL REFERENCES "discussion_posts"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "discussion_reports_post_user_unique" ON "discussion_reports" USING btree ("post_id","user_id");
--> statement-breakpoint
CREATE INDEX "discussion_reports_open_idx" ON "discussion_reports" USING btree ("post_id") WHERE "resolved_at" IS NULL;
