CREATE TABLE "hand_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"lecture_id" integer NOT NULL,
	"title" text NOT NULL,
	"moment_seconds" integer NOT NULL,
	"original" text NOT NULL,
	"hand" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hand_histories" ADD CONSTRAINT "hand_histories_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hand_histories_lecture_idx" ON "hand_histories" USING btree ("lecture_id","moment_seconds","id");
