-- User Management's total (X-Total-Count) costs a count of every user (23 ms with 100 000 users), so
-- the total without a search is kept, and read again only after a write that can change it: an
-- insert ('user-added', migration 0003), or a delete, soft delete or role change.
CREATE TRIGGER users_counted AFTER DELETE OR TRUNCATE OR UPDATE OF role, deleted_at ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_change('user-count');
