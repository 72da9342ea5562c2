-- Every change to a user row (deactivation, deletion, a new password, a new role), whoever makes it
-- (this server, another instance, the CLI, a hand-written UPDATE), tells the servers listening on
-- 'users_changed' which user to forget: they keep signed-in users in memory (src/server/auth/userCache.ts).
CREATE FUNCTION "notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('users_changed', OLD.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_changed_notify" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_user_changed"();
