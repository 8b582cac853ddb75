CREATE TABLE "live_figures" (
	"class_id" integer NOT NULL,
	"process" text NOT NULL,
	"viewer_ids" integer[] NOT NULL,
	"bitrate_kbps" integer,
	"heard_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_figures_class_id_process_pk" PRIMARY KEY("class_id","process")
);
--> statement-breakpoint
ALTER TABLE "live_figures" ADD CONSTRAINT "live_figures_class_id_live_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;