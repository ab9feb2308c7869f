CREATE TABLE "category_trees" (
	"workspace_id" integer PRIMARY KEY NOT NULL,
	"json" text NOT NULL,
	"written_in" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_trees" ADD CONSTRAINT "category_trees_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The tree answer of one workspace: each row as row_to_json, joined by ',' in the list's order
-- (parent, order, id; the root's parent 0 last, as the null parent_id sorts). row_to_json and a
-- plain ',' keep the text as compact as JSON.stringify's (json_agg adds spaces and line breaks).
CREATE FUNCTION slovo_category_tree_json(ws integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '{"data":[' || coalesce(string_agg(row_to_json(c)::text, ','
      ORDER BY nullif(c.parent, 0), c."order", c.id), '') || ']}'
  FROM (
    SELECT id, name, description, coalesce(parent_id, 0) AS parent, is_folder, link_id, "order",
      workspace_id
    FROM categories WHERE workspace_id = ws
  ) c
$$;
--> statement-breakpoint
-- Writes a workspace's tree once per transaction, at its commit (a deferred trigger), after all
-- of its changes. The row lock orders writers of the same workspace: a second writer waits for
-- the first to commit, and its next statement (a new snapshot) sees the first one's categories,
-- so no change is lost. Taken at commit, after every other lock the transaction takes, it cannot
-- make two writers wait for each other.
CREATE FUNCTION slovo_write_category_tree(ws integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  written bigint;
  tx bigint := pg_current_xact_id()::text::bigint;
BEGIN
  SELECT written_in INTO written FROM category_trees WHERE workspace_id = ws FOR UPDATE;
  IF NOT FOUND THEN
    -- The workspace is gone (deleted in this transaction): so is its tree.
    IF NOT EXISTS (SELECT 1 FROM workspaces WHERE id = ws) THEN
      RETURN;
    END IF;
    INSERT INTO category_trees (workspace_id, json) VALUES (ws, '{"data":[]}')
      ON CONFLICT (workspace_id) DO NOTHING;
    SELECT written_in INTO written FROM category_trees WHERE workspace_id = ws FOR UPDATE;
  END IF;
  IF written = tx THEN
    RETURN;
  END IF;
  UPDATE category_trees SET json = slovo_category_tree_json(ws), written_in = tx
    WHERE workspace_id = ws;
END $$;
--> statement-breakpoint
CREATE FUNCTION slovo_category_tree_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM slovo_write_category_tree(OLD.workspace_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM slovo_write_category_tree(NEW.workspace_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER categories_tree AFTER INSERT OR UPDATE OR DELETE ON categories
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION slovo_category_tree_changed();
--> statement-breakpoint
INSERT INTO category_trees (workspace_id, json) SELECT id, slovo_category_tree_json(id) FROM workspaces;
