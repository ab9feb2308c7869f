CREATE TABLE "diagnostic_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"template_version_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"client_info" jsonb NOT NULL,
	"diagnostic_date" date NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"violations" text[] DEFAULT '{}'::text[] NOT NULL,
	"recommended_program" text DEFAULT '' NOT NULL,
	"parent_request" text DEFAULT '' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diagnostic_cards_status_check" CHECK ("diagnostic_cards"."status" in ('draft', 'sent', 'ready_to_work', 'further_exam_start', 'further_exam_during')),
	CONSTRAINT "diagnostic_cards_revision_check" CHECK ("diagnostic_cards"."revision" >= 1),
	CONSTRAINT "diagnostic_cards_answers_check" CHECK (jsonb_typeof("diagnostic_cards"."answers") = 'object'),
	CONSTRAINT "diagnostic_cards_client_info_check" CHECK (jsonb_typeof("diagnostic_cards"."client_info") = 'object'),
	CONSTRAINT "diagnostic_cards_sent_check" CHECK ("diagnostic_cards"."status" = 'draft' or "diagnostic_cards"."sent_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "diagnostic_cards" ADD CONSTRAINT "diagnostic_cards_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostic_cards" ADD CONSTRAINT "diagnostic_cards_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostic_cards" ADD CONSTRAINT "diagnostic_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostic_cards" ADD CONSTRAINT "diagnostic_cards_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostic_cards" ADD CONSTRAINT "diagnostic_cards_template_version_fk" FOREIGN KEY ("template_version_id") REFERENCES "public"."diagnostic_card_template_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diagnostic_cards_workspace_client_idx" ON "diagnostic_cards" USING btree ("workspace_id","client_id","diagnostic_date");--> statement-breakpoint
CREATE INDEX "diagnostic_cards_version_idx" ON "diagnostic_cards" USING btree ("template_version_id");--> statement-breakpoint
-- A card belongs to one project: its student and its template version must be that project's,
-- whatever code writes the row.
CREATE FUNCTION diagnostic_cards_same_workspace() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM clients c WHERE c.id = NEW.client_id AND c.workspace_id = NEW.workspace_id)
    OR NOT EXISTS (SELECT 1 FROM diagnostic_card_template_versions v
      WHERE v.id = NEW.template_version_id AND v.workspace_id = NEW.workspace_id) THEN
    RAISE EXCEPTION 'diagnostic card refers to another project' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER diagnostic_cards_same_workspace
  BEFORE INSERT OR UPDATE OF workspace_id, client_id, template_version_id ON diagnostic_cards
  FOR EACH ROW EXECUTE FUNCTION diagnostic_cards_same_workspace();
