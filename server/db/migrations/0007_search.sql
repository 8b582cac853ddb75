-- Search that finds the moment: full-text search over lectures, chapters and caption cues.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- English stemming of accent-free words, so "cafe" finds "café"; to_tsvector with a fixed configuration is immutable, so indexes can use it.
CREATE TEXT SEARCH CONFIGURATION "poker_search" (COPY = pg_catalog.english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "poker_search" ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
--> statement-breakpoint
CREATE TABLE "caption_cues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lecture_id" integer NOT NULL,
	"caption_key" text NOT NULL,
	"start_seconds" real NOT NULL,
	"text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('poker_search'::regconfig, "text")) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "caption_cues" ADD CONSTRAINT "caption_cues_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caption_cues_search_idx" ON "caption_cues" USING gin ("search");--> statement-breakpoint
CREATE INDEX "caption_cues_lecture_key_idx" ON "caption_cues" USING btree ("lecture_id","caption_key");--> statement-breakpoint
-- A lecture's name (weight A) and description (weight B), as server/modules/search/documents.ts writes them.
CREATE INDEX "lectures_search_idx" ON "lectures" USING gin ((setweight(to_tsvector('poker_search'::regconfig, "name"), 'A') || setweight(to_tsvector('poker_search'::regconfig, "description"), 'B')));--> statement-breakpoint
CREATE INDEX "lectures_chapters_search_idx" ON "lectures" USING gin (to_tsvector('poker_search'::regconfig, jsonb_path_query_array("chapters", '$[*].title')));--> statement-breakpoint
CREATE INDEX "tags_search_idx" ON "tags" USING gin (to_tsvector('poker_search'::regconfig, "title"));
