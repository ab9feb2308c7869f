-- Every committed change that may alter what a cached read answered is announced on the
-- `slovo_changes` channel, whichever process or tool made it: `auth` for sign-in state (sessions
-- revoked or expired, users, assignments, workspaces), `workspace:<id>` for a workspace's content.
-- PostgreSQL delivers notifications at commit and folds identical ones within a transaction.
CREATE FUNCTION slovo_notify_auth() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('slovo_changes', 'auth');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION slovo_notify_workspace() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('slovo_changes', 'workspace:' || OLD.workspace_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('slovo_changes', 'workspace:' || NEW.workspace_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Sessions: only revocation and expiry matter (the last-used touch does not).
CREATE TRIGGER sessions_auth_changes AFTER UPDATE OF revoked_at, expires_at OR DELETE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION slovo_notify_auth();
--> statement-breakpoint
CREATE TRIGGER users_auth_changes AFTER UPDATE OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION slovo_notify_auth();
--> statement-breakpoint
CREATE TRIGGER assignments_auth_changes AFTER INSERT OR UPDATE OR DELETE ON assignments
  FOR EACH STATEMENT EXECUTE FUNCTION slovo_notify_auth();
--> statement-breakpoint
CREATE TRIGGER workspaces_auth_changes AFTER UPDATE OR DELETE ON workspaces
  FOR EACH STATEMENT EXECUTE FUNCTION slovo_notify_auth();
--> statement-breakpoint
-- Content: every table that carries its workspace. Rows without one (tags of a microblock,
-- reactions, slides) change together with a row that has it (the microblock, its upload).
CREATE TRIGGER categories_workspace_changes AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION slovo_notify_workspace();
--> statement-breakpoint
CREATE TRIGGER exercises_workspace_changes AFTER INSERT OR UPDATE OR DELETE ON exercises
  FOR EACH ROW EXECUTE FUNCTION slovo_notify_workspace();
--> statement-breakpoint
CREATE TRIGGER uploads_workspace_changes AFTER INSERT OR UPDATE OR DELETE ON uploads
  FOR EACH ROW EXECUTE FUNCTION slovo_notify_workspace();
--> statement-breakpoint
CREATE TRIGGER tags_workspace_changes AFTER INSERT OR UPDATE OR DELETE ON tags
  FOR EACH ROW EXECUTE FUNCTION slovo_notify_workspace();
--> statement-breakpoint
CREATE TRIGGER interests_workspace_changes AFTER INSERT OR UPDATE OR DELETE ON interests
  FOR EACH ROW EXECUTE FUNCTION slovo_notify_workspace();
--> statement-breakpoint
CREATE TRIGGER exercise_requests_workspace_changes AFTER INSERT OR UPDATE OR DELETE ON exercise_requests
  FOR EACH ROW EXECUTE FUNCTION slovo_notify_workspace();
