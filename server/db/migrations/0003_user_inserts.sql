-- Staff user lists are kept in memory too: a new user (sign-up, staff add) must drop them, so inserts
-- into users notify as well, once per statement ('user-added': sessions are not affected by it).
CREATE TRIGGER users_added AFTER INSERT ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_change('user-added');
