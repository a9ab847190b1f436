-- Every change to what a request's session read selects (server/auth/sessions.ts) is announced on the channel
-- 'auth_changed' when its transaction commits: each server keeps the sessions it has read in memory and forgets them
-- all on this notice (server/auth/sessionCache.ts). Written as triggers so that no write can forget to announce: the
-- API's, a job's, another instance's, a psql session's. Statement-level: one notice per statement whatever its rows,
-- and PostgreSQL folds identical notices of one transaction into one.
CREATE FUNCTION "notify_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "owners_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "owners" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "roles_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "role_actions_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_actions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_permissions_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_permissions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_shops_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_shops" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "passkeys_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "passkeys" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "authenticator_apps_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "authenticator_apps" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
--> statement-breakpoint
-- A session's row: any change but the sliding `last_seen_at` moving forward (written at most once a minute per session
-- by the session read itself, which keeps its own copy up to date). Moving it back (ageing a session) is announced.
CREATE TRIGGER "sessions_auth_changed" AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_seen_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at') OR NEW."last_seen_at" < OLD."last_seen_at")
  EXECUTE FUNCTION "notify_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_removed_auth_changed" AFTER DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
