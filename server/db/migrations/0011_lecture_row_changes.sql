-- A write to one lecture names it, so every process reads that lecture again rather than the whole
-- catalogue (1.6 s with 100 000 lectures). Payload 'lecture:<id>' for a lecture's row or its
-- tags, 'ladder:<video key>' when a video's HLS ladder comes or goes; courses, categories and tags
-- still say 'catalogue' (they change what many lectures show), as does emptying a table.
DROP TRIGGER lectures_changed ON lectures;
--> statement-breakpoint
CREATE TRIGGER lectures_changed AFTER INSERT OR UPDATE OR DELETE ON lectures FOR EACH ROW EXECUTE FUNCTION notify_change('lecture', 'id');
--> statement-breakpoint
CREATE TRIGGER lectures_truncated AFTER TRUNCATE ON lectures FOR EACH STATEMENT EXECUTE FUNCTION notify_change('catalogue');
--> statement-breakpoint
DROP TRIGGER lecture_tags_changed ON lecture_tags;
--> statement-breakpoint
CREATE TRIGGER lecture_tags_changed AFTER INSERT OR UPDATE OR DELETE ON lecture_tags FOR EACH ROW EXECUTE FUNCTION notify_change('lecture', 'lecture_id');
--> statement-breakpoint
CREATE TRIGGER lecture_tags_truncated AFTER TRUNCATE ON lecture_tags FOR EACH STATEMENT EXECUTE FUNCTION notify_change('catalogue');
--> statement-breakpoint
DROP TRIGGER transcodes_catalogue_changed ON transcodes;
--> statement-breakpoint
CREATE TRIGGER transcodes_ladder_changed AFTER INSERT OR DELETE OR UPDATE OF status, hls_key ON transcodes FOR EACH ROW EXECUTE FUNCTION notify_change('ladder', 'video_key');
