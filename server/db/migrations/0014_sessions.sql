-- A sign-in is a session row: its key names it, and every call and socket checks it is still live, so
-- logging out, revoking one device or ending all of a user's sessions stops that key at once. Each
-- process keeps rows in memory and drops one when it is revoked or removed ('session:<id>'); a
-- last_seen_at write does not notify (it changes nothing a check reads).
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  last_seen_at timestamp with time zone NOT NULL DEFAULT now(),
  expires_at timestamp with time zone NOT NULL,
  revoked_at timestamp with time zone,
  remember boolean NOT NULL DEFAULT false,
  user_agent text,
  address text
);
--> statement-breakpoint
CREATE INDEX sessions_user_created_idx ON sessions (user_id, created_at DESC);
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER DELETE OR UPDATE OF revoked_at, expires_at ON sessions FOR EACH ROW EXECUTE FUNCTION notify_change('session', 'id');
--> statement-breakpoint
-- What the profile's activity list shows: sign-ins, failed sign-ins, password and session changes.
CREATE TABLE security_events (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  address text,
  user_agent text,
  note text
);
--> statement-breakpoint
CREATE INDEX security_events_user_created_idx ON security_events (user_id, created_at DESC, id DESC);
