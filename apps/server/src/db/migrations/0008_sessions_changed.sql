-- Every instance keeps the token → account lookups it has made in memory and forgets them when this channel
-- speaks: a token revoked (logout, password change, any DELETE), an account or operator whose status changed.
-- New tokens need no notice: a lookup that found nothing is never kept. Balance and other user columns do not
-- notify (UPDATE OF status), so payments never disturb the sessions.
CREATE FUNCTION notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_tokens_sessions_changed AFTER UPDATE OR DELETE OR TRUNCATE ON user_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER operator_tokens_sessions_changed AFTER UPDATE OR DELETE OR TRUNCATE ON operator_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER users_sessions_changed AFTER UPDATE OF status OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER operators_sessions_changed AFTER UPDATE OF status OR DELETE OR TRUNCATE ON operators
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
