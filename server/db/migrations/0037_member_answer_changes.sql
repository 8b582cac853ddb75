-- Member answers kept in memory (the review deck, lecture discussions, notifications, search hits) are
-- dropped when these tables change, whatever wrote them. Rows owned by one member name them, so only
-- their answers go; the others say only their kind, and every answer of that kind goes.
CREATE TRIGGER review_cards_changed AFTER INSERT OR UPDATE OR DELETE ON review_cards FOR EACH ROW EXECUTE FUNCTION notify_change('review', 'user_id');
--> statement-breakpoint
CREATE TRIGGER review_log_changed AFTER INSERT OR UPDATE OR DELETE ON review_log FOR EACH ROW EXECUTE FUNCTION notify_change('review', 'user_id');
--> statement-breakpoint
CREATE TRIGGER decision_answers_changed AFTER INSERT OR UPDATE OR DELETE ON decision_answers FOR EACH ROW EXECUTE FUNCTION notify_change('review', 'user_id');
--> statement-breakpoint
CREATE TRIGGER decisions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON decisions FOR EACH STATEMENT EXECUTE FUNCTION notify_change('review');
--> statement-breakpoint
CREATE TRIGGER discussion_posts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON discussion_posts FOR EACH STATEMENT EXECUTE FUNCTION notify_change('discussion');
--> statement-breakpoint
CREATE TRIGGER discussion_votes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON discussion_votes FOR EACH STATEMENT EXECUTE FUNCTION notify_change('discussion');
--> statement-breakpoint
CREATE TRIGGER notifications_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notifications FOR EACH STATEMENT EXECUTE FUNCTION notify_change('notification');
--> statement-breakpoint
CREATE TRIGGER notification_recipients_changed AFTER INSERT OR UPDATE OR DELETE ON notification_recipients FOR EACH ROW EXECUTE FUNCTION notify_change('notification', 'user_id');
--> statement-breakpoint
CREATE TRIGGER caption_cues_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON caption_cues FOR EACH STATEMENT EXECUTE FUNCTION notify_change('captions');
--> statement-breakpoint
CREATE TRIGGER review_cards_truncated AFTER TRUNCATE ON review_cards FOR EACH STATEMENT EXECUTE FUNCTION notify_change('review');
--> statement-breakpoint
CREATE TRIGGER review_log_truncated AFTER TRUNCATE ON review_log FOR EACH STATEMENT EXECUTE FUNCTION notify_change('review');
--> statement-breakpoint
CREATE TRIGGER decision_answers_truncated AFTER TRUNCATE ON decision_answers FOR EACH STATEMENT EXECUTE FUNCTION notify_change('review');
--> statement-breakpoint
CREATE TRIGGER notification_recipients_truncated AFTER TRUNCATE ON notification_recipients FOR EACH STATEMENT EXECUTE FUNCTION notify_change('notification');
