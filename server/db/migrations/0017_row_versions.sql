-- Staff edit forms save a record against the version they loaded (ETag / If-Match): each row of an
-- edited table counts its changes. The count goes up whenever a column a staff form shows is written,
-- whatever wrote it (a staff save, a member's own profile edit, a console), and not for bookkeeping
-- columns (a member's membership flag or session version), so those never make a form look stale.
CREATE FUNCTION bump_row_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE TRIGGER courses_version BEFORE UPDATE OF title, description, status ON courses FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
CREATE TRIGGER categories_version BEFORE UPDATE OF title, status ON categories FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
CREATE TRIGGER tags_version BEFORE UPDATE OF title, status ON tags FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
-- A lecture's tags live in lecture_tags: every lecture save sets updated_at, so it counts too.
CREATE TRIGGER lectures_version BEFORE UPDATE OF name, description, course_id, category_id, video_key, poster_key, length_seconds, "order", chapters, updated_at ON lectures FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
CREATE TRIGGER promotions_version BEFORE UPDATE OF image, title, description, starts_at, ends_at ON promotions FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
CREATE TRIGGER users_version BEFORE UPDATE OF name, email, phone, dob, profile_picture, role, is_active ON users FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
CREATE TRIGGER notifications_version BEFORE UPDATE OF title, description ON notifications FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
CREATE TRIGGER support_messages_version BEFORE UPDATE OF status, reply ON support_messages FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
-- One unpaid subscription per member: a burst of Select Plan clicks resumes it instead of starting more.
-- Older duplicates (the newest is the one a member would pay) become what Stripe calls them when unpaid.
UPDATE subscriptions SET status = 'incomplete_expired', updated_at = now()
WHERE status = 'incomplete'
  AND id NOT IN (SELECT max(id) FROM subscriptions WHERE status = 'incomplete' GROUP BY user_id);
--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_incomplete_per_user" ON "subscriptions" USING btree ("user_id") WHERE status = 'incomplete';
