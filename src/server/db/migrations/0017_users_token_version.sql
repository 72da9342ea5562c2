ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A session token carries the version it was signed at (`tv`) and is refused once the row's differs.
-- The version moves on every deactivation and every new password, whoever writes it (this server,
-- the CLI, a hand-written UPDATE), so a token issued before either (a lost phone's) stays dead after
-- the account is active again; the user signs in again for a new one.
CREATE FUNCTION "users_bump_token_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.is_active AND NOT NEW.is_active) OR NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
    NEW.token_version := OLD.token_version + 1;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_token_version" BEFORE UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_bump_token_version"();
