-- Every process keeps shared data in memory (sessions, the catalogue, each member's saved lectures and
-- progress) and drops it when PostgreSQL says it changed: these triggers NOTIFY on channel 'changes'
-- whatever wrote the row (any route, any process, a console). Payload: '<kind>' or '<kind>:<user id>'.
CREATE FUNCTION notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('changes', TG_ARGV[0]);
  ELSE
    PERFORM pg_notify('changes', TG_ARGV[0] || ':' || (to_jsonb(COALESCE(NEW, OLD)) ->> TG_ARGV[1]));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_change('user', 'id');
--> statement-breakpoint
CREATE TRIGGER subscriptions_changed AFTER INSERT OR UPDATE OR DELETE ON subscriptions FOR EACH ROW EXECUTE FUNCTION notify_change('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER progress_changed AFTER INSERT OR UPDATE OR DELETE ON progress FOR EACH ROW EXECUTE FUNCTION notify_change('learning', 'user_id');
--> statement-breakpoint
CREATE TRIGGER favourites_changed AFTER INSERT OR UPDATE OR DELETE ON favourites FOR EACH ROW EXECUTE FUNCTION notify_change('learning', 'user_id');
--> statement-breakpoint
CREATE TRIGGER courses_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses FOR EACH STATEMENT EXECUTE FUNCTION notify_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION notify_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER tags_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tags FOR EACH STATEMENT EXECUTE FUNCTION notify_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER lectures_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lectures FOR EACH STATEMENT EXECUTE FUNCTION notify_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER lecture_tags_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lecture_tags FOR EACH STATEMENT EXECUTE FUNCTION notify_change('catalogue');
